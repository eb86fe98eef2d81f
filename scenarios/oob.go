// Package scenarios holds orders of battle, scenarios (setups,
// reinforcements, regions, constraints, victory conditions), their canonical
// load and save, and the built-in games.
package scenarios

import "slices"

// OOBFormat is the value of the "format" field of an OOB file.
const OOBFormat = "sandtable-oob/1"

// OOB is a game's order of battle: every counter once, and the command
// hierarchy (army / corps / division / brigade) the counters belong to.
type OOB struct {
	Schema     string      `json:"$schema" validate:"required"`
	Format     string      `json:"format" validate:"required,eq=sandtable-oob/1"`
	Game       string      `json:"game" validate:"required"`
	Source     string      `json:"source,omitempty"`
	Sides      []Side      `json:"sides" validate:"min=1,dive"`
	Formations []Formation `json:"formations,omitempty" validate:"dive"`
	Units      []Unit      `json:"units" validate:"dive"`
	// Distinct lists pairs of unit ids whose names are nearly the same but
	// which are different counters (Clayton and Clanton), so the similar-name
	// check leaves them alone.
	Distinct [][2]string `json:"distinct,omitempty"`
	Notes    []string    `json:"notes,omitempty"`
	index    *unitIndex
}

// unitIndex maps unit ids to their place in Units, for the Units slice it
// was built from (same first element and length): Unit trusts it only then.
type unitIndex struct {
	first *Unit
	n     int
	at    map[string]int
}

// Reindex builds the id index that makes Unit a map lookup (DecodeOOB calls
// it). Call it again after changing unit ids in place; appending or
// removing units only makes Unit fall back to a scan until then.
func (o *OOB) Reindex() {
	if len(o.Units) == 0 {
		o.index = nil
		return
	}
	ix := &unitIndex{first: &o.Units[0], n: len(o.Units), at: make(map[string]int, len(o.Units))}
	for i := len(o.Units) - 1; i >= 0; i-- { // the first of a duplicated id wins, as in a scan
		ix.at[o.Units[i].ID] = i
	}
	o.index = ix
}

// CopyForCommands returns a copy of o with Units and Formations of its own,
// for changing units' commands and formations' parents (never ids) without
// changing o. The copy finds units by id through o's index (its ids and
// their order are o's), built again only when o has none that matches.
func (o *OOB) CopyForCommands() *OOB {
	c := *o
	c.Units = append([]Unit(nil), o.Units...)
	c.Formations = append([]Formation(nil), o.Formations...)
	if ix := o.index; ix != nil && ix.n == len(o.Units) && ix.n > 0 && ix.first == &o.Units[0] {
		c.index = &unitIndex{first: &c.Units[0], n: ix.n, at: ix.at} // at is never changed once built
	} else {
		c.Reindex()
	}
	return &c
}

// Side is one of the armies in the game ("union", "csa").
type Side struct {
	ID   string `json:"id" validate:"required"`
	Name string `json:"name" validate:"required"`
}

// Formation is one command of the hierarchy. Its id is the book's command
// path in canonical form ("3/1/3" = brigade 3 / division 1 / corps 3).
type Formation struct {
	ID      string `json:"id" validate:"required"`
	Side    string `json:"side" validate:"required"`
	Echelon string `json:"echelon" validate:"oneof=army corps division brigade"`
	Name    string `json:"name" validate:"required"`
	Parent  string `json:"parent,omitempty"`
	Leader  string `json:"leader,omitempty"`
	Printed string `json:"printed,omitempty"`
	Source  string `json:"source,omitempty"`
	Note    string `json:"note,omitempty"`
	// ActivationLimit caps how many activations a turn the formation's
	// units have, whatever the sequence of play gives (ITW BB 5.26: Stuart's
	// brigade, EN L268-272).
	ActivationLimit *ActivationLimit `json:"activationLimit,omitempty"`
}

// ActivationLimit is a cap on a formation's activations a turn: at most Max,
// on the battle days listed in Days (1 the first; every day when empty),
// until the game flag Until is set (a condition the players decide, such as
// coming into the division leader's command range, whose radius is printed
// on the counter and not in the book).
type ActivationLimit struct {
	Max    int    `json:"max" validate:"min=1"`
	Days   []int  `json:"days,omitempty"`
	Until  string `json:"until,omitempty"`
	Source string `json:"source,omitempty"`
	Note   string `json:"note,omitempty"`
}

// Unit is one counter. Strength is the printed strength in SP (guns for a
// battery) where the source gives it.
type Unit struct {
	ID       string `json:"id" validate:"required"`
	Name     string `json:"name" validate:"required"`
	Side     string `json:"side" validate:"required"`
	Class    string `json:"class" validate:"required"`
	Command  string `json:"command" validate:"required"`
	Size     string `json:"size,omitempty" validate:"omitempty,oneof=army corps district division brigade regiment battalion battery wagon blockhouse"`
	Version  string `json:"version,omitempty"`
	Strength *int   `json:"strength,omitempty" validate:"omitempty,min=0"`
	// MA is the printed movement allowance in MP, where the source gives it.
	MA *float64 `json:"ma,omitempty" validate:"omitempty,min=0"`
	// MaxHexes: the unit moves at most this many hexes per activation
	// (an asterisk for a movement allowance: ITW BB 14.61).
	MaxHexes *int `json:"maxHexes,omitempty" validate:"omitempty,min=0"`
	// NoRetreat: the unit cannot retreat; a result that retreats it
	// abandons it (ITW BB 14.61).
	NoRetreat bool `json:"noRetreat,omitempty"`
	// Cohesion is the cohesion rating printed on the counter's good-order
	// side, where the designer enters it; CohesionDisordered the one on
	// its Disordered side (ITW BB 13.52, EN L824-833). A UDD passes on a
	// modified roll at or below the rating of the side the unit shows;
	// without the rating the play-test asks the player for the result.
	Cohesion           *int      `json:"cohesion,omitempty" validate:"omitempty,min=0,max=100"`
	CohesionDisordered *int      `json:"cohesionDisordered,omitempty" validate:"omitempty,min=0,max=100"`
	Sections           []Section `json:"sections,omitempty" validate:"dive"`
	Source             string    `json:"source,omitempty"`
	Note               string    `json:"note,omitempty"`
}

// Section is one section of a battery, with its guns.
type Section struct {
	ID   string `json:"id" validate:"required"`
	Guns int    `json:"guns" validate:"min=0"`
}

// Unit returns the unit with the id, or nil: a map lookup when the index
// built by Reindex still matches Units, otherwise a scan.
func (o *OOB) Unit(id string) *Unit {
	if ix := o.index; ix != nil && ix.n == len(o.Units) && ix.n > 0 && ix.first == &o.Units[0] {
		if i, ok := ix.at[id]; ok && o.Units[i].ID == id {
			return &o.Units[i]
		} else if !ok {
			return nil
		}
	}
	for i := range o.Units {
		if o.Units[i].ID == id {
			return &o.Units[i]
		}
	}
	return nil
}

// Formation returns the formation with the id, or nil.
func (o *OOB) Formation(id string) *Formation {
	for i := range o.Formations {
		if o.Formations[i].ID == id {
			return &o.Formations[i]
		}
	}
	return nil
}

// Members returns the ids of the units whose command is the formation or any
// formation below it, in OOB order. Leaders are included.
func (o *OOB) Members(formation string) []string {
	parent := false // a formation under it at all (a brigade has none)
	for i := range o.Formations {
		if o.Formations[i].Parent == formation && o.Formations[i].ID != formation {
			parent = true
			break
		}
	}
	var ids []string
	if !parent { // no formation below it (a brigade): compare, do not hash
		for _, u := range o.Units {
			if u.Command == formation {
				ids = append(ids, u.ID)
			}
		}
		return ids
	}
	below := map[string]bool{formation: true}
	for changed := true; changed; {
		changed = false
		for _, f := range o.Formations {
			if below[f.Parent] && !below[f.ID] { // most parents are not below: one look-up
				below[f.ID], changed = true, true
			}
		}
	}
	last, in := "", false // the OOB lists a formation's units together: one look-up a run
	for i, u := range o.Units {
		if i == 0 || u.Command != last {
			last, in = u.Command, below[u.Command]
		}
		if in {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

// CommandPath returns the chain of formation ids from the unit's command up to
// the top, e.g. ["3/1/3", "1/3", "3", "AoM"]. It stops at a missing parent or
// a cycle.
func (o *OOB) CommandPath(formation string) []string {
	path := make([]string, 0, 4) // army / corps / division / brigade
	for id := formation; id != "" && !slices.Contains(path, id); {
		f := o.Formation(id)
		if f == nil {
			break
		}
		path = append(path, id)
		id = f.Parent
	}
	if len(path) == 0 {
		return nil // no formation of that id
	}
	return path
}
