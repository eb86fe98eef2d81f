package validate

import (
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// checkVictoryMarks warns about a victory objective's hex that the map
// marks with nothing (no feature, label or named place) while the hexes an
// objective is about are places the map marks (victory.unmarked): a VP hex
// printed as the hex beside the town, camp or crossroads it stands for.
// Where the objective has other hexes, all of them must be marked; where
// it has this one only, a hex beside it must be marked (the place it was
// meant to name, given in the message). An objective whose hexes are all
// unmarked (a row of hexes, the ring around a town) is meant as printed.
func (e *scenarioEnv) checkVictoryMarks() {
	v := e.sc.Victory
	if v == nil || e.m == nil {
		return
	}
	var marked map[hexgrid.Offset]bool // built on the first objective with hexes
	for i, o := range v.Objectives {
		if len(o.Hexes) == 0 {
			continue
		}
		if marked == nil {
			marked = e.markedHexes()
		}
		if e.checkObjectiveIDHex(i, o.ID, o.Hexes) || e.checkObjectiveLine(i, o.ID, o.Hexes) {
			continue
		}
		bare := -1
		for j, h := range o.Hexes {
			if x, err := e.geo.Numbering.Parse(h); err != nil || !marked[x] {
				if bare >= 0 {
					bare = -2 // two or more unmarked: meant as printed
					break
				}
				bare = j
			}
		}
		if bare < 0 {
			continue
		}
		h := o.Hexes[bare]
		c := e.canonical(h)
		ptr := fmt.Sprintf("/victory/objectives/%d/hexes/%d", i, bare)
		if len(o.Hexes) > 1 {
			e.r.add(Warning, "victory.unmarked", ptr, c, "",
				"objective %s counts hex %s, which the map marks with nothing, while each of its other hexes is a place the map marks: a hex printed one off?", o.ID, h)
			continue
		}
		if near := e.markedBeside(c, marked); near != "" {
			e.r.add(Warning, "victory.unmarked", ptr, c, "",
				"objective %s counts hex %s, which the map marks with nothing, beside %s, which it marks (%s): the hex beside the place meant?", o.ID, h, near, e.markName(near))
		}
	}
}

// markedHexes returns the canonical hexes the map marks: a hex with a
// feature or a label, or a named place.
func (e *scenarioEnv) markedHexes() map[hexgrid.Offset]bool {
	out := make(map[hexgrid.Offset]bool, len(e.m.Hexes)+len(e.m.Places))
	mark := func(id string) {
		if o, err := e.geo.Numbering.Parse(id); err == nil {
			out[o] = true
		}
	}
	for id, h := range e.m.Hexes {
		if len(h.Features) > 0 || h.Label != "" {
			mark(id)
		}
	}
	for _, p := range e.m.Places {
		mark(p.Hex)
	}
	return out
}

// markedBeside returns a marked hex adjacent to the canonical hex c, or "".
func (e *scenarioEnv) markedBeside(c string, marked map[hexgrid.Offset]bool) string {
	o, err := e.geo.Numbering.Parse(c)
	if err != nil {
		return ""
	}
	for _, n := range e.geo.Grid.Neighbors(o) {
		if !marked[n] || !e.geo.Numbering.Contains(n) {
			continue
		}
		if id, err := e.geo.Numbering.Format(n); err == nil {
			return id
		}
	}
	return ""
}

// markName returns what the map calls the canonical hex c: a place's name,
// else the hex's label or first feature.
func (e *scenarioEnv) markName(c string) string {
	for _, p := range e.m.Places {
		if e.canonical(p.Hex) == c {
			return p.Name
		}
	}
	for id, h := range e.m.Hexes {
		if e.canonical(id) == c {
			if h.Label != "" {
				return h.Label
			}
			if len(h.Features) > 0 {
				return h.Features[0]
			}
		}
	}
	return c
}

// checkObjectiveIDHex warns about a one-hex objective whose id names a
// hex of the map ("union-crossroads-s2902") that is not its hex
// (victory.unmarked): the hex printed one off, the id kept. It reports
// whether it warned.
func (e *scenarioEnv) checkObjectiveIDHex(i int, id string, hexes []string) bool {
	if len(hexes) != 1 {
		return false
	}
	for _, part := range strings.Split(id, "-") {
		if len(part) < 4 || part[len(part)-1] < '0' || part[len(part)-1] > '9' {
			continue
		}
		c, err := e.geo.Numbering.Canonical(strings.ToUpper(part))
		if err != nil {
			continue
		}
		if h := e.canonical(hexes[0]); h != c {
			e.r.add(Warning, "victory.unmarked", fmt.Sprintf("/victory/objectives/%d/hexes/0", i), h, "",
				"objective %s counts hex %s, but its id names hex %s: a hex printed one off?", id, hexes[0], c)
			return true
		}
	}
	return false
}

// checkObjectiveLine warns about the one hex of an objective of five hexes
// or more that leaves the row (or column) all its other hexes share
// (victory.unmarked): a boundary row with one hex printed a row off. It
// reports whether it warned.
func (e *scenarioEnv) checkObjectiveLine(i int, id string, hexes []string) bool {
	if len(hexes) < 5 {
		return false
	}
	cols, rows := map[int]int{}, map[int]int{}
	offs := make([]struct{ c, r int }, 0, len(hexes))
	for _, h := range hexes {
		o, err := e.geo.Numbering.Parse(h)
		if err != nil {
			return false
		}
		cols[o.Col]++
		rows[o.Row]++
		offs = append(offs, struct{ c, r int }{o.Col, o.Row})
	}
	for j, o := range offs {
		if len(rows) == 2 && rows[o.r] == 1 || len(cols) == 2 && cols[o.c] == 1 {
			e.r.add(Warning, "victory.unmarked", fmt.Sprintf("/victory/objectives/%d/hexes/%d", i, j), e.canonical(hexes[j]), "",
				"objective %s counts hex %s off the line its %d other hexes share: a hex printed one off?", id, hexes[j], len(hexes)-1)
			return true
		}
	}
	return false
}
