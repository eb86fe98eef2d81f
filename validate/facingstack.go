package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// checkStackFacings warns about units set up in one hex with different
// vertex facings (facing.stack-mixed): every stack the book's set-up
// tables print faces one way (the 52 stacks of the ITW tables that give
// facings), so a counter facing otherwise in a stack was set in the hex
// of the row beside it (a hex column slid one row) or mistyped onto
// another formation. Rows without a facing or facing "any" are left out;
// the warning names the first row whose facing differs from the first
// row's in the hex.
func (e *scenarioEnv) checkStackFacings() {
	var first map[hexgrid.Offset]int // hex -> first faced row, made on the first
	for i, st := range e.sc.Setup {
		if st.Hex == "" || st.Facing == "" || st.Facing == "any" {
			continue
		}
		c, err := e.geo.Numbering.Parse(st.Hex)
		if err != nil {
			continue
		}
		if first == nil {
			first = map[hexgrid.Offset]int{}
		}
		j, seen := first[c]
		if !seen {
			first[c] = i
			continue
		}
		if j < 0 {
			continue // reported
		}
		if o := e.sc.Setup[j]; o.Facing != st.Facing && o.Unit != st.Unit {
			e.r.add(Warning, "facing.stack-mixed", fmt.Sprintf("/setup/%d/facing", i), e.canonical(st.Hex), st.Unit,
				"%s faces %s in %s, where %s (set-up row %d) faces %s: every stack of the book's set-ups faces one way; a hex slid from the row beside?",
				st.Unit, st.Facing, st.Hex, o.Unit, j+1, o.Facing)
			first[c] = -1
		}
	}
}
