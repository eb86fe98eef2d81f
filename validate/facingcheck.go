package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// vertexFacings are the six vertex facings of a flat-top grid in clockwise
// order (the facings of the ITW set-up tables, EN L1534-1648).
var vertexFacings = []string{"NE", "E", "SE", "SW", "W", "NW"}

// facingSteps returns how many vertices apart two facings are (0-3), or -1
// when either is not a vertex facing.
func facingSteps(a, b string) int {
	i, j := slices.Index(vertexFacings, a), slices.Index(vertexFacings, b)
	if i < 0 || j < 0 {
		return -1
	}
	d := (i - j + 6) % 6
	return min(d, 6-d)
}

// checkFacingApart warns about a set-up unit that faces two vertices or
// more away from every unit of its command standing within two hexes of
// it, or from every unit of its side within three, when there are at least
// two of them or one adjacent; or that faces otherwise than the three or
// more units of its command within two hexes (two or more beside it) that
// all face one way: units in line face one way (a facing letter
// misprinted, E for W). Leaders, wagons and units of no command are
// left out. The built-in ITW set-ups never do it (0 of 602 faced rows).
func (e *scenarioEnv) checkFacingApart(o *scenarios.OOB) {
	var rows []facedRow
	at := e.setup().at
	for i := range e.sc.Setup {
		st := &e.sc.Setup[i]
		if slices.Contains(vertexFacings, st.Facing) && st.Hex != "" && e.setupAt[st.Unit] == i {
			if u := o.Unit(st.Unit); u != nil && grouped(u) {
				if rows == nil {
					rows = make([]facedRow, 0, len(e.sc.Setup)-i)
				}
				rows = append(rows, facedRow{i: i, st: st, unit: u, at: at[st.Unit], cube: e.geo.Grid.ToCube(at[st.Unit])})
			}
		}
	}
	for i := range rows {
		a := &rows[i]
		n, mate := e.facingApart(a, rows, 2, func(b *facedRow) bool { return b.unit.Command == a.unit.Command })
		whose := "its command within two hexes"
		if n == 0 {
			n, mate = e.facingApart(a, rows, 3, func(b *facedRow) bool { return b.unit.Side == a.unit.Side })
			whose = "its side within three hexes"
		}
		if n == 0 {
			n, mate = e.facingAgreed(a, rows)
			whose = "its command beside it, which all face one way,"
		}
		if n > 0 {
			e.r.add(Warning, "facing.apart", fmt.Sprintf("/setup/%d/facing", a.i), e.canonical(a.st.Hex), a.st.Unit,
				"%s in %s faces %s, away from each of the %d units of %s, such as %s: a misprinted facing?", a.unit.Name, a.st.Hex, a.st.Facing, n, whose, mate)
		}
	}
}

// facedRow is a set-up row with a vertex facing.
type facedRow struct {
	i    int
	st   *scenarios.Setup // the scenario's own row, not a copy
	unit *scenarios.Unit
	at   hexgrid.Offset
	cube hexgrid.Cube // at in cube coordinates: distances without converting again
}

// facingApart returns how many rows that pass the filter stand within
// radius of a, when every one of them faces two vertices or more from a
// and there are two of them or one adjacent (else 0), with the nearest.
// Rows are read in place (a row is a set-up row and more: copying each one
// cost more than the test).
func (e *scenarioEnv) facingApart(a *facedRow, rows []facedRow, radius int, same func(*facedRow) bool) (int, string) {
	n, adjacent, closest, mate := 0, false, radius+1, -1
	for k := range rows {
		b := &rows[k]
		if a.i == b.i || !same(b) {
			continue
		}
		d := b.cube.Sub(a.cube).Len() // Grid.Distance(a.at, b.at)
		if d > radius {
			continue
		}
		if facingSteps(a.st.Facing, b.st.Facing) < 2 {
			return 0, ""
		}
		n++
		adjacent = adjacent || d <= 1
		if d < closest {
			closest, mate = d, k
		}
	}
	if n >= 2 || n == 1 && adjacent {
		b := rows[mate]
		return n, fmt.Sprintf("%s (%s, facing %s)", b.unit.Name, b.st.Hex, b.st.Facing)
	}
	return 0, ""
}

// facingAgreed returns how many units of a's command stand within two
// hexes of it (three at least) or beside it (two at least) when all of
// them face one way and a faces another (else 0), with the nearest: a
// line faces one way, so even one vertex off is a misprint there. The
// built-in ITW set-ups never do it.
func (e *scenarioEnv) facingAgreed(a *facedRow, rows []facedRow) (int, string) {
	within2, within1, facing, mate, closest := 0, 0, "", -1, 3
	for k := range rows {
		b := &rows[k]
		if a.i == b.i || b.unit.Command != a.unit.Command {
			continue
		}
		d := b.cube.Sub(a.cube).Len() // Grid.Distance(a.at, b.at)
		if d > 2 {
			continue
		}
		if facing != "" && b.st.Facing != facing || b.st.Facing == a.st.Facing {
			return 0, ""
		}
		facing = b.st.Facing
		within2++
		if d <= 1 {
			within1++
		}
		if d < closest {
			closest, mate = d, k
		}
	}
	if within2 >= 3 || within1 >= 2 {
		b := rows[mate]
		return within2, fmt.Sprintf("%s (%s, facing %s)", b.unit.Name, b.st.Hex, b.st.Facing)
	}
	return 0, ""
}
