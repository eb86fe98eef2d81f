package game

import (
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// PlaceReach is one place the victory objectives name (a map area, or a
// list of hexes), with the objectives that name it and the earliest turn
// each side can stand in it.
type PlaceReach struct {
	// Place is the area id, or the hex ids joined by "/".
	Place      string         `json:"place"`
	Kind       string         `json:"kind"` // "area" or "hexes"
	Hexes      []string       `json:"hexes"`
	Objectives []ObjectiveRef `json:"objectives"`
	Sides      []SideReach    `json:"sides"`
	Note       string         `json:"note,omitempty"`
}

// ObjectiveRef names a victory objective, its side and deadline turn id.
type ObjectiveRef struct {
	ID   string `json:"id"`
	Side string `json:"side"`
	By   string `json:"by,omitempty"`
}

// SideReach is when one side can first stand in a place: in any of its
// hexes (Any: the first hex reached), and in each of its hexes (All: the
// last hex reached, each by some unit). Only units of the classes that take
// control count (the system's controlClasses). Nil: never by the last turn.
// Held lists the place's hexes the enemy holds at set-up (never entered in
// the analysis); Late the side's own objectives there whose deadline passes
// before Any.
type SideReach struct {
	Side string   `json:"side"`
	Any  *Reach   `json:"any"`
	All  *Reach   `json:"all"`
	Held []string `json:"held,omitempty"`
	Late []string `json:"late,omitempty"`
}

// Reach is one arrival: the turn, the hex, the unit that gets there first
// and the hex it starts from (set-up or entry hex).
type Reach struct {
	Turn TurnRef `json:"turn"`
	Hex  string  `json:"hex"`
	Unit string  `json:"unit"`
	Name string  `json:"name"`
	From string  `json:"from"`
}

// objectives gathers the places of the victory objectives in objective
// order, each once.
func (an *analyzer) objectives() []PlaceReach {
	out := []PlaceReach{}
	v := an.g.Scenario.Victory
	if v == nil {
		return out
	}
	index := map[string]int{}
	for _, o := range v.Objectives {
		kind, place, hexes := an.objectivePlace(o)
		if kind == "" {
			continue
		}
		i, seen := index[place]
		if !seen {
			i = len(out)
			index[place] = i
			out = append(out, an.placeReach(kind, place, hexes))
		}
		out[i].Objectives = append(out[i].Objectives, ObjectiveRef{ID: o.ID, Side: o.Side, By: o.By})
	}
	for i := range out {
		an.markLate(&out[i])
	}
	return out
}

// objectivePlace returns the kind, name and hexes of the place an
// objective names ("" kind for none).
func (an *analyzer) objectivePlace(o scenarios.Objective) (string, string, []hexgrid.Offset) {
	switch {
	case o.Area != "":
		// the objective's own hexes while the map area is still empty
		return "area", o.Area, an.g.ObjectiveHexes(o)
	case len(o.Hexes) > 0:
		var hexes []hexgrid.Offset
		for _, id := range o.Hexes {
			if h, err := an.g.Board.Parse(id); err == nil && an.g.Board.OnMap(h) {
				hexes = append(hexes, h)
			}
		}
		return "hexes", strings.Join(o.Hexes, "/"), hexes
	}
	return "", "", nil
}

// placeReach evaluates one place for every side.
func (an *analyzer) placeReach(kind, place string, hexes []hexgrid.Offset) PlaceReach {
	pr := PlaceReach{Place: place, Kind: kind, Hexes: []string{}, Sides: []SideReach{}}
	for _, h := range hexes {
		pr.Hexes = append(pr.Hexes, an.g.Name(h))
	}
	if len(hexes) == 0 {
		pr.Note = "the map gives it no hex: not analysed"
		return pr
	}
	for _, side := range an.sides() {
		sr := SideReach{Side: side}
		var first, last *tlabel
		var firstHex, lastHex hexgrid.Offset
		complete := true
		for _, h := range hexes {
			l, ok := an.control[side][h]
			if !ok {
				complete = false
				continue
			}
			if first == nil || l.before(*first) {
				first, firstHex = &l, h
			}
			if last == nil || last.before(l) {
				last, lastHex = &l, h
			}
		}
		if first != nil {
			sr.Any = an.reachOf(*first, firstHex)
		}
		if complete && last != nil {
			sr.All = an.reachOf(*last, lastHex)
		}
		for _, h := range hexes {
			if an.occ.enemy(h, side) {
				sr.Held = append(sr.Held, an.g.Name(h))
			}
		}
		pr.Sides = append(pr.Sides, sr)
	}
	return pr
}

// reachOf describes an arrival in hex h.
func (an *analyzer) reachOf(l tlabel, h hexgrid.Offset) *Reach {
	return &Reach{Turn: an.ref(l.turn), Hex: an.g.Name(h), Unit: l.unit, Name: an.unitName(l.unit), From: an.g.Name(l.from)}
}

// markLate lists, per side, the side's objectives at the place whose
// deadline turn comes before the side can first stand there.
func (an *analyzer) markLate(pr *PlaceReach) {
	if len(pr.Hexes) == 0 {
		return
	}
	for i := range pr.Sides {
		sr := &pr.Sides[i]
		for _, o := range pr.Objectives {
			by := an.g.Scenario.TurnIndex(o.By)
			if o.Side != sr.Side || by < 0 || slices.Contains(sr.Late, o.ID) {
				continue
			}
			if sr.Any == nil || an.g.Scenario.TurnIndex(sr.Any.Turn.ID) > by {
				sr.Late = append(sr.Late, o.ID)
			}
		}
	}
}
