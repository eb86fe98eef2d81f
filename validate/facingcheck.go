package validate

import (
	"fmt"
	"slices"

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
// it, when there are at least two of them or one adjacent: a brigade's
// regiments in line face one way (a facing letter misprinted, E for W).
// Leaders, wagons and units of no command are left out. The built-in
// ITW set-ups never do it (0 of 602 faced rows).
func (e *scenarioEnv) checkFacingApart(o *scenarios.OOB) {
	type faced struct {
		i    int
		unit *scenarios.Unit
	}
	var rows []faced
	for i, st := range e.sc.Setup {
		if slices.Contains(vertexFacings, st.Facing) && st.Hex != "" && e.setupAt[st.Unit] == i {
			if u := o.Unit(st.Unit); u != nil && grouped(u) {
				rows = append(rows, faced{i, u})
			}
		}
	}
	at := placedHexes(e.sc, e.geo)
	for _, a := range rows {
		sa := e.sc.Setup[a.i]
		near, adjacent, closest := 0, false, 4
		var mate string
		for _, b := range rows {
			if a.i == b.i || b.unit.Command != a.unit.Command {
				continue
			}
			d := e.geo.Grid.Distance(at[sa.Unit], at[e.sc.Setup[b.i].Unit])
			if d > 2 {
				continue
			}
			sb := e.sc.Setup[b.i]
			if facingSteps(sa.Facing, sb.Facing) < 2 {
				near = -1
				break
			}
			near++
			adjacent = adjacent || d <= 1
			if d < closest {
				closest, mate = d, fmt.Sprintf("%s (%s, facing %s)", b.unit.Name, sb.Hex, sb.Facing)
			}
		}
		if near >= 2 || near == 1 && adjacent {
			e.r.add(Warning, "facing.apart", fmt.Sprintf("/setup/%d/facing", a.i), e.canonical(sa.Hex), sa.Unit,
				"%s in %s faces %s, two vertices or more from each of the %d units of its command within two hexes, such as %s: a misprinted facing?", a.unit.Name, sa.Hex, sa.Facing, near, mate)
		}
	}
}
