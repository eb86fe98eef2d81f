package vassal

// shiftedParity returns the parity (0 even, 1 odd) of the Sandtable printed
// columns (flat) or rows (pointy) that sit half a hex toward higher row
// (column) numbers, computed from VASSAL's stagger flag and first column
// number, never copied.
//
// In VASSAL's own frame odd raw columns sit half a hex further along the
// rows than even ones. Take the hexes numbered row R in raw columns 0 and 1:
// stagger raises column 1's numbers by one, which moves its hex numbered R
// a whole hex back, so column 1 is half a hex behind instead of ahead;
// descending rows reverse what "ahead" means. So the shifted raw columns
// are the odd ones when stagger equals row-descending, else the even ones.
// The column number is raw+off (or max-raw+off when descending), whose
// parity follows.
//
// On a sideways grid VASSAL's columns run along the board's y axis (they
// are Sandtable's rows) and the descending flags swap.
func shiftedParity(g HexGrid, n Numbering, b boardSize) int {
	rowDesc, colDesc, maxCol := n.VDescend, n.HDescend, b.maxColumns(g)
	if g.Sideways {
		rowDesc, colDesc, maxCol = n.HDescend, n.VDescend, b.maxRows(g)
	}
	rawShifted := 0
	if n.Stagger == rowDesc {
		rawShifted = 1
	}
	flip := 0
	if colDesc {
		flip = maxCol
	}
	return (rawShifted + n.HOff + flip) & 1
}
