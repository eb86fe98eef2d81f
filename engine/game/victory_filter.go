package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// unitFilter is who an objective counts: the units of a side, of a class
// and OOB size when set, without the excluded statuses and with one of the
// required ones, under one of the named formations, and where listed (on
// the map, off it, eliminated, removed).
type unitFilter struct {
	side         string
	class        string
	echelon      string
	exceptStatus []string
	status       []string
	formations   []string
	where        []string
	// anyControl: with no class, the ruleset's control classes count (else
	// every class but leaders).
	anyControl bool
}

// filtered reports whether the objective narrows the units it counts
// beyond the ruleset's control classes (so control must be read unit by
// unit, not from the side-only control record).
func filtered(o scenarios.Objective) bool {
	return o.Class != "" || o.Echelon != "" || len(o.ExceptStatus) > 0 || len(o.Status) > 0 || len(o.Formations) > 0
}

// filterOf is the objective's filter for units of side.
func filterOf(o scenarios.Objective, side string, anyControl bool) unitFilter {
	return unitFilter{side: side, class: o.Class, echelon: o.Echelon, exceptStatus: o.ExceptStatus,
		status: o.Status, formations: o.Formations, where: o.Where, anyControl: anyControl}
}

// matches reports whether the unit (in any place) passes the filter.
func (g *Game) matches(u *Unit, f unitFilter) bool {
	if f.side != "" && u.Side != f.side || !g.hasSize(u.ID, f.echelon) {
		return false
	}
	if len(f.where) > 0 && !slices.Contains(f.where, u.Where) {
		return false
	}
	switch {
	case f.class != "":
		if u.Class != f.class {
			return false
		}
	case f.anyControl:
		if !slices.Contains(g.Board.Sys.ControlClasses, u.Class) {
			return false
		}
	case g.Board.Ruleset.IsLeader(u.Class):
		return false
	}
	if slices.ContainsFunc(f.exceptStatus, u.HasStatus) {
		return false
	}
	if len(f.status) > 0 && !slices.ContainsFunc(f.status, u.HasStatus) {
		return false
	}
	return len(f.formations) == 0 || g.under(u.Command, f.formations)
}

// under reports whether the command path (a formation id) is one of the
// formations or lies beneath one of them in the OOB hierarchy.
func (g *Game) under(command string, formations []string) bool {
	for id, n := command, 0; id != "" && n < 16; n++ {
		if slices.Contains(formations, id) {
			return true
		}
		f := g.OOB.Formation(id)
		if f == nil {
			return false
		}
		id = f.Parent
	}
	return false
}

// filteredSides returns the sides whose units passing the filter (side
// ignored) occupy the hex.
func (g *Game) filteredSides(h hexgrid.Offset, f unitFilter) []string {
	var sides []string
	f.side = ""
	for _, u := range g.st.Units.All() {
		if u.InPlay() && g.matches(u, f) && slices.Contains(u.hexes(), h) && !slices.Contains(sides, u.Side) {
			sides = append(sides, u.Side)
		}
	}
	return sides
}

// filteredControl is who controls the hex counting only the units an
// objective names: the side whose such units occupy it, else the side of
// the last such unit to enter it (set-up positions first, then the log),
// or the side given by a later control adjustment; "" for nobody or both.
func (g *Game) filteredControl(h hexgrid.Offset, f unitFilter, trail []pass) string {
	switch occ := g.filteredSides(h, f); len(occ) {
	case 1:
		return occ[0]
	case 2:
		return ""
	}
	f.side = ""
	for i := len(trail) - 1; i >= 0; i-- {
		p := trail[i]
		if p.hex != h {
			continue
		}
		if p.manual {
			return p.side // control set by hand stands until a unit enters
		}
		if u := g.unit(p.unit); u != nil && g.matches(u, f) {
			return u.Side
		}
	}
	return ""
}

// near evaluates an objective's presence condition around its hexes.
func (g *Game) nearMet(o scenarios.Objective, ref []hexgrid.Offset) bool {
	n := o.Near
	f := unitFilter{side: orWord(n.UnitsOf, o.Side), class: n.Class, echelon: n.Echelon, exceptStatus: n.ExceptStatus}
	found := false
	for _, u := range g.st.Units.All() {
		if u.InPlay() && g.matches(u, f) && g.nearest(u.hexes(), ref) <= n.Within {
			found = true
			break
		}
	}
	return found == n.Present
}
