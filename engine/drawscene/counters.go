package drawscene

import (
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Counters returns the counter items of scenario sc's set-up on the map of
// geometry geo, each unit once, in set-up order: named, coloured and given
// its strength by its OOB unit (oob may be nil: counters named by unit id),
// with a facing where the ruleset and the unit's class have one (rs may be
// nil: facings shown). Entries without a hex ("with" a formation) and hexes
// not on the map are left out.
func Counters(sc *scenarios.Scenario, oob *scenarios.OOB, rs *engine.Ruleset, geo maps.Geometry) []draw.Counter {
	if sc == nil {
		return nil
	}
	var out []draw.Counter
	seen := map[string]bool{}
	for _, st := range sc.Setup {
		o, err := geo.Numbering.Parse(st.Hex)
		if st.Hex == "" || err != nil || seen[st.Unit] {
			continue
		}
		seen[st.Unit] = true
		c := draw.Counter{ID: st.Unit, Name: st.Unit, Hex: o, Strength: st.Strength}
		class := ""
		if oob != nil {
			if u := oob.Unit(st.Unit); u != nil {
				c.Name, c.Side, class = u.Name, u.Side, u.Class
				if c.Strength == nil {
					c.Strength = u.Strength
				}
			}
		}
		if f, err := hexgrid.ParseFacing(geo.Grid, st.Facing); err == nil && HasFacing(rs, class) {
			c.Facing, c.HasFacing = f, true
		}
		if e, err := geo.Numbering.Parse(st.ExtendedTo); err == nil && st.ExtendedTo != "" {
			c.Extended, c.HasExtended = e, true
		}
		out = append(out, c)
	}
	return out
}

// HasFacing reports whether units of class show a facing: not when the
// ruleset has no facing or the class has none; true for a nil ruleset.
func HasFacing(rs *engine.Ruleset, class string) bool {
	if rs == nil {
		return true
	}
	if !rs.Facing {
		return false
	}
	if uc := rs.Class(class); uc != nil && uc.NoFacing {
		return false
	}
	return true
}
