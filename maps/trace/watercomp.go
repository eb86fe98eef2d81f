package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// waterComponents labels the water sides of sides by the stream they
// belong to: two water sides that meet at a corner are one stream. It
// returns each side's label (-1: not water) and the number of streams.
// Corners with a side not traced do not join.
func waterComponents(g hexgrid.Grid, sides []SideProposal) ([]int, int) {
	idx := sideIndex(sides)
	label := make([]int, len(sides))
	for i := range label {
		label[i] = -1
	}
	n := 0
	var stack []int
	for i, s := range sides {
		if !s.Water || label[i] >= 0 {
			continue
		}
		label[i] = n
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			k := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, c := range corners(g, sides[k].Side) {
				for _, os := range c {
					if j, ok := idx[os]; ok && sides[j].Water && label[j] < 0 {
						label[j] = n
						stack = append(stack, j)
					}
				}
			}
		}
		n++
	}
	return label, n
}
