package engine

import "fmt"

// leaderWithCheck: a counter set up "with any unit of his command" (setup
// entry `with`) shares a hex with a unit of that formation; when the entry
// gives no hex, some unit of the formation must be on the map for him to
// join.
var leaderWithCheck = Check{
	Name: "leader.alone",
	Doc:  "A leader set up with any unit of his command has none of them to stack with.",
	Rule: "ITW BB 30.2 note c; 30.3",
	Run: func(p *Position) []Violation {
		var out []Violation
		for i, st := range p.Scenario.Setup {
			if st.With == "" {
				continue
			}
			members := p.OOB.Members(st.With)
			pl, placed := p.At[st.Unit]
			found := false
			for _, m := range members {
				mp, ok := p.At[m]
				if !ok || m == st.Unit || p.Ruleset.IsLeader(p.OOB.Unit(m).Class) {
					continue
				}
				if !placed || mp.Hex == pl.Hex {
					found = true
					break
				}
			}
			if !found {
				v := Violation{Unit: st.Unit, Pointer: pointerOf(i, "with"),
					Message: fmt.Sprintf("%s sets up with a unit of %s, but none is there", p.unitName(st.Unit), st.With)}
				if placed {
					v.Hex, v.HasHex = pl.Hex, true
				}
				out = append(out, v)
			}
		}
		return out
	},
}

func pointerOf(setupIndex int, field string) string {
	return fmt.Sprintf("/setup/%d/%s", setupIndex, field)
}
