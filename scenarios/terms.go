package scenarios

// Terms say how a scenario's result follows from its objectives where the
// victory levels alone cannot: "objectives" (each side has goals, met or
// not: ITW BB 30.2) or "ratio" (each side's VP total compared with the
// other's and who holds a key hex: classic Shiloh, SH L12-18).
type Terms struct {
	// Rule cites the victory rule.
	Rule string `json:"rule,omitempty"`
	// Mode is "objectives" or "ratio".
	Mode string `json:"mode" validate:"oneof=objectives ratio"`
	// Goals lists, per side, the goals that make up its objectives (mode
	// "objectives"): a side meeting all of them while the other meets none
	// wins.
	Goals map[string][]Goal `json:"goals,omitempty" validate:"dive"`
	// Hold is, per side, the objective id of holding the key hex (mode
	// "ratio").
	Hold map[string]string `json:"hold,omitempty"`
	// Totals are, per side, the objective ids whose VP make its total
	// (mode "ratio").
	Totals map[string][]string `json:"totals,omitempty"`
	// Default is the side that wins when no side meets a goal (mode
	// "objectives"); "" for none.
	Default string `json:"default,omitempty"`
}

// Goal is one goal of a side in mode "objectives": every objective listed
// met, the side's own losses at most MaxLoss strength points (SP) when set,
// its VP total at least MinVP when set, the manual Flag set when named, and
// one of the CI formations combat-ineffective when listed.
type Goal struct {
	ID         string   `json:"id" validate:"required"`
	Objectives []string `json:"objectives,omitempty"`
	MaxLoss    *int     `json:"maxLoss,omitempty"`
	MinVP      *int     `json:"minVP,omitempty"`
	Flag       string   `json:"flag,omitempty"`
	// CI lists formations (OOB ids): at least one must be marked
	// combat-ineffective.
	CI []string `json:"ci,omitempty"`
	// Draw: meeting this goal gives the side a draw, not a win, when no side
	// wins ("the Confederates achieve a Draw if ...", ITW BB 30.7); draw
	// goals do not count among the side's objectives.
	Draw bool   `json:"draw,omitempty"`
	Note string `json:"note,omitempty"`
}
