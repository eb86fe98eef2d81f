package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestReconcileWaterPath works a stream by hand: it runs along four
// consecutive sides of one hex (two consecutive sides of a hex always meet
// at a corner, so the four form a chain). Its second side was read weakly
// (a hit fraction of 0.4, under decide's 0.5) and must be filled, flagged;
// a lone weak read far from it (0.55) must be dropped, flagged; a strong
// lone read (0.9) and the sure sides stay.
func TestReconcileWaterPath(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	o := hexgrid.Offset{Col: 4, Row: 4}
	chain := []hexgrid.Hexside{g.Side(o, dirs[0]), g.Side(o, dirs[1]), g.Side(o, dirs[2]), g.Side(o, dirs[3])}
	far := g.Side(hexgrid.Offset{Col: 12, Row: 12}, dirs[0])
	strong := g.Side(hexgrid.Offset{Col: 20, Row: 4}, dirs[0])
	var sides []SideProposal
	add := func(s hexgrid.Hexside, f float64) {
		w, c := decide(f)
		sides = append(sides, SideProposal{Side: s, Water: w, WaterConf: c})
	}
	add(chain[0], 0.9)
	add(chain[1], 0.4) // the gap
	add(chain[2], 0.95)
	add(chain[3], 0.9)
	add(far, 0.55)
	add(strong, 0.9)
	// The other sides around the chain, dry and sure.
	for _, d := range dirs[4:] {
		add(g.Side(o, d), 0.0)
	}
	reconcileWater(g, sides, 0.25)
	want := []bool{true, true, true, true, false, true, false, false}
	for i, s := range sides {
		if s.Water != want[i] {
			t.Errorf("side %d %v: water %v, want %v", i, s.Side, s.Water, want[i])
		}
	}
	if sides[1].WaterConf >= 0.25 || sides[4].WaterConf >= 0.25 {
		t.Errorf("changed sides not flagged: %.2f %.2f", sides[1].WaterConf, sides[4].WaterConf)
	}
	if sides[5].WaterConf < 0.25 || sides[0].WaterConf < 0.25 {
		t.Errorf("sure sides flagged: %.2f %.2f", sides[5].WaterConf, sides[0].WaterConf)
	}
}

// TestWaterOverGrid prints, as printgen's canvas does (each ink multiplies
// what is under it, by coverage), a stream over a grid line over a tint
// and a black label over the same grid line, and checks the joint
// unmixing tells them apart; the grid's absorption is that of the
// printed line itself.
func TestWaterOverGrid(t *testing.T) {
	paper := [3]float64{245, 243, 235}
	tint := [3]float64{230, 215, 140}
	mul := func(c [3]float64, ink [3]float64, cover float64) [3]float64 {
		for k := range 3 {
			c[k] *= 1 - cover + cover*ink[k]/255
		}
		return c
	}
	bg := mul(paper, tint, 0.5)
	gridInk := [3]float64{45, 50, 70}
	water := [3]float64{40, 105, 200}
	k := inks{overprint: true, hasGrid: true}
	k.c[inkWater] = [3]float64{40 * paper[0] / 255, 105 * paper[1] / 255, 200 * paper[2] / 255}
	line := mul(bg, gridInk, 0.6) // a blurred grid line's darkest sample
	for c := range 3 {
		k.grid[c] = 1 - line[c]/bg[c]
	}
	// A stream covering half a sample or less is under minInk in density
	// (0.26 of the ink's at half cover): only the fuller samples count.
	for _, cover := range []float64{0.6, 0.8, 1} {
		p := mul(mul(bg, gridInk, 0.6), water, cover)
		if !k.waterOverGrid(p, bg, 0.25) {
			t.Errorf("stream (cover %.1f) over the grid line %v not read as water", cover, p)
		}
	}
	for _, label := range [][3]float64{{30, 30, 30}, {25, 25, 35}} {
		p := mul(mul(bg, gridInk, 0.6), label, 1)
		if k.waterOverGrid(p, bg, 0.25) {
			t.Errorf("label %v over the grid line %v read as water", label, p)
		}
	}
	if k.waterOverGrid(line, bg, 0.25) {
		t.Errorf("the grid line alone read as water")
	}
}
