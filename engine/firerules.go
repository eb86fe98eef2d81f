package engine

// FireRules are a game system's fire table as data: the die, the columns
// by the firers' strength, the result of each roll in each column, the
// range and the modifiers. The seeds print no fire table body for GBACW
// (the Series Rules are not in them), so no built-in ruleset has one; a
// designer who has the chart writes it here and the play-test resolves fire
// with it, otherwise the play-test offers the dice and a manual result.
type FireRules struct {
	Source string `json:"source,omitempty"`
	// Die is rolled once per fire; the zero value means 1d10.
	Die DiceSpec `json:"die,omitzero"`
	// Range is the farthest target, in hexes (1 when 0); beyond 1 the
	// target must be in line of sight.
	Range int `json:"range,omitempty" validate:"min=0"`
	// Columns are the firing strength columns, in SP (guns for artillery):
	// the fire takes the column whose MinSP-MaxSP holds the firers' total.
	Columns []FireColumn `json:"columns" validate:"min=1,dive"`
	// Rows are the results by modified roll; each gives, per column id,
	// the effect on the target. A roll below the first row's range takes the
	// first row, above the last the last.
	Rows []FireRow `json:"rows" validate:"min=1,dive"`
	// Modifiers are the die roll modifiers besides the TEC's fire values
	// (the same forms as the shock table's).
	Modifiers []ShockModifier `json:"modifiers,omitempty" validate:"dive"`
}

// FireColumn is one strength column: MinSP to MaxSP (open above when
// MaxSP is 0).
type FireColumn struct {
	ID    string `json:"id" validate:"required"`
	MinSP int    `json:"minSP" validate:"min=0"`
	MaxSP int    `json:"maxSP,omitempty" validate:"min=0"`
}

// FireRow is one row of the fire table: the modified rolls it covers and
// the effect on the target for each column id (no entry: no effect).
type FireRow struct {
	Min     *int                   `json:"min,omitempty"`
	Max     *int                   `json:"max,omitempty"`
	Effects map[string]ShockEffect `json:"effects"`
}

// FireDie returns the die of a fire (1d10 unless the rules say).
func (f FireRules) FireDie() DiceSpec {
	if f.Die.N == 0 {
		return DiceSpec{N: 1, Sides: 10}
	}
	return f.Die
}

// MaxRange returns the range in hexes (1 unless the rules say).
func (f FireRules) MaxRange() int { return max(f.Range, 1) }

// Column returns the column for a firing strength in SP; ok false below
// every column.
func (f FireRules) Column(sp int) (FireColumn, bool) {
	for _, c := range f.Columns {
		if sp >= c.MinSP && (c.MaxSP == 0 || sp <= c.MaxSP) {
			return c, true
		}
	}
	return FireColumn{}, false
}

// Row returns the row for a modified roll.
func (f FireRules) Row(roll int) FireRow {
	for _, r := range f.Rows {
		if (r.Min == nil || roll >= *r.Min) && (r.Max == nil || roll <= *r.Max) {
			return r
		}
	}
	if f.Rows[0].Min != nil && roll < *f.Rows[0].Min {
		return f.Rows[0]
	}
	return f.Rows[len(f.Rows)-1]
}
