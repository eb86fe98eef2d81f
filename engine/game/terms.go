package game

import "math"

// Unlimited is the movement allowance of units that may move any number of
// hexes (gunboats: ITW BB 14.73, SH L10).
var Unlimited = math.Inf(1)

// MovementAllowances are the default movement allowances, in MP, per ruleset
// id and unit class. A move action's "ma" overrides them; neither the OOB nor
// the scenario files have a field for them yet. The seeds print no allowance
// for these classes (the GBACW Series Rules and the counters are not in the
// seeds; SH gives none), so every number here is the designer's to set.
var MovementAllowances = map[string]map[string]float64{
	"gbacw": {
		"infantry": 6, "cavalry": 12, "artillery": 6, "leader": 12,
		"detachment": 6, "wagon": 6, "gunboat": Unlimited,
	},
	"classic": {"infantry": 4, "cavalry": 6, "artillery": 4, "gunboat": Unlimited},
	"gcacw":   {"infantry": 6, "cavalry": 8, "wagon": 6, "leader": 8},
}

// defaultMA returns the default allowance of a class (0 when none is set).
func defaultMA(ruleset, class string) float64 {
	return MovementAllowances[ruleset][class]
}

// Terms are the parts of a scenario's victory rules that its data cannot
// express yet: how the result follows from the objectives, and thresholds
// that the book gives only in prose. Keyed by scenario id in [VictoryTerms].
type Terms struct {
	// Rule cites the victory rule.
	Rule string
	// Mode: "objectives" (a side's goals are met or not, ITW BB 30.2) or
	// "ratio" (classic Shiloh's VP ratio levels, SH L12-18).
	Mode string
	// Goals lists, per side, the alternatives that make up its objectives
	// (mode "objectives").
	Goals map[string][]Goal
	// Hold is the objective id, per side, of holding the key hex (mode
	// "ratio"); Totals the objective ids whose VP make each side's total.
	Hold   map[string]string
	Totals map[string][]string
	// Default is the side that wins when no side meets an objective (mode
	// "objectives").
	Default string
}

// Goal is one objective of a side in mode "objectives": every objective in
// Objectives met, the side's own losses at most MaxLoss SP (when set), its
// VP total at least MinVP (when set), the manual Flag set (when named) and
// one of the CI formations combat-ineffective (when listed).
type Goal struct {
	ID         string
	Objectives []string
	MaxLoss    *int
	MinVP      *int
	Flag       string
	// CI: at least one of these formations (OOB ids) is marked
	// combat-ineffective.
	CI   []string
	Note string
}

func intp(v int) *int { return &v }

// VictoryTerms holds the terms of the built-in scenarios whose victory rules
// are not all data.
var VictoryTerms = map[string]Terms{
	"itw-shiloh-02": {
		Rule: "ITW BB 30.2 Victory (EN L2036-2079)",
		Mode: "objectives",
		Goals: map[string][]Goal{
			"csa": {
				{ID: "camps", Objectives: []string{"csa-camps"}, MaxLoss: intp(11),
					Note: "occupy or be last through the ten camp hexes losing 11 SP or less"},
				{ID: "peabody-miller", Flag: "csa-peabody-gone-miller-ci",
					Note: "no Peabody unit left in the playing area and Miller's brigade CI (manual flag)"},
			},
			"union": {
				{ID: "regiments", Objectives: []string{"union-regiments"},
					Note: "two or more uncollapsed infantry regiments in play"},
				{ID: "vp", MinVP: intp(12), Note: "at least 12 VP"},
			},
		},
		Default: "union",
	},
	"itw-shiloh-06": {
		Rule: "ITW BB 30.6 Victory (EN L3462-3466)",
		Mode: "objectives",
		Goals: map[string][]Goal{
			"csa":   {{ID: "hq-camps", Objectives: []string{"hq-camps-csa"}, Note: "hold three of McClernand's HQ and Marsh's four camps"}},
			"union": {{ID: "hq-camps", Objectives: []string{"hq-camps-union"}, Note: "hold three of McClernand's HQ and Marsh's four camps"}},
		},
	},
	"itw-shiloh-07": {
		Rule: "ITW BB 30.7 Victory (EN L3633-3646)",
		Mode: "objectives",
		Goals: map[string][]Goal{
			"csa": {{ID: "pittsburg-landing", Objectives: []string{"csa-win-pittsburg-landing"},
				Note: "Confederate infantry in a Pittsburg Landing hex at the end (manual flag until the area has hexes)"}},
		},
		Default: "union",
	},
	"itw-shiloh-09": {
		Rule: "ITW BB 30.9 Victory (EN L4696-4721)",
		Mode: "objectives",
		Goals: map[string][]Goal{
			"csa": {
				{ID: "stuart", Objectives: []string{"csa-stuart-camps"}, CI: []string{"2/5/T"},
					Note: "Stuart's brigade CI and his HQ and three camps held"},
				{ID: "crossroads", Objectives: []string{"csa-crossroads"}, Flag: "csa-mcarthur-disordered",
					Note: "S5512 occupied and two of McArthur's regiments Disordered or worse (manual flag)"},
			},
			"union": {
				{ID: "ci-and-camp", Objectives: []string{"union-stuart-camp"}, CI: []string{"2/2/2", "3/2/2"},
					Note: "Chalmers' or Jackson's brigade CI and Stuart's HQ or one camp held"},
				{ID: "losses", Objectives: []string{"union-11-sp"}, Note: "11 Confederate SP lost in play"},
			},
		},
		Default: "union",
	},
	"classic-shiloh": {
		Rule:   "SH L12-18 with errata sh-victory-*",
		Mode:   "ratio",
		Hold:   map[string]string{"csa": "pittsburg-landing-csa", "union": "pittsburg-landing-union"},
		Totals: map[string][]string{"csa": {"sp-eliminated-csa"}, "union": {"sp-eliminated-union"}},
	},
}
