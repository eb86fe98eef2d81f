package playtest

import (
	"image"
	"image/draw"
	"math"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestPlayMoveRepaintsOnlyWhatChanged: on the stand-in window, a play-test
// move redraws fewer tiles than the view shows (it used to redraw them
// all), yet the window then looks as after redrawing every tile, the
// oracle that no changed hex was missed. (A tile redrawn in part may differ
// from one drawn whole by a unit of a colour channel where the part's edge
// cuts an antialiased edge, so pixels may differ by 2 at most.)
func TestPlayMoveRepaintsOnlyWhatChanged(t *testing.T) {
	h := uitest.New(t)
	p := NewPlayTest(h)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	const unit = "c-7-ar"
	from, ok := h.Doc.UnitHex(unit)
	if !ok {
		t.Fatalf("no %s in the set-up", unit)
	}
	h.Map.CenterOn(from)
	p.SelectUnit(unit)
	if p.Selected != unit || len(p.Reach) < 2 {
		t.Fatalf("selected %q reaching %d hexes: %v", p.Selected, len(p.Reach), h.Msgs)
	}
	dest, found := hexgrid.Offset{}, false
	for _, n := range p.Game.Board.Geo.Grid.Neighbors(from) {
		if _, reach := p.Reach[n]; reach && len(p.Scene.UnitsAt(n)) == 0 {
			dest, found = n, true
			break
		}
	}
	if !found {
		t.Fatalf("%s can reach no empty neighbour of %s", unit, h.Doc.HexID(from))
	}

	n0 := h.Map.DrawnTiles()
	h.Map.RepaintAll()
	shown := h.Map.DrawnTiles() - n0
	n0 = h.Map.DrawnTiles()
	if err := p.MoveTo(dest); err != nil {
		t.Fatal(err)
	}
	moved := h.Map.DrawnTiles() - n0
	if !slices.Contains(p.Scene.UnitsAt(dest), unit) || slices.Contains(p.Scene.UnitsAt(from), unit) {
		t.Fatal("the play scene does not show the move")
	}
	if moved == 0 || moved >= shown {
		t.Errorf("a one-hex move redrew %d tiles of the %d shown; want some, not all", moved, shown)
	}
	after := capture(h)
	h.Map.RepaintAll()
	if n, at := differing(after, capture(h)); n > 0 {
		t.Errorf("after the move %d pixels (first at %v) differ from a full redraw: a changed hex was not repainted", n, at)
	}
}

// differing counts the pixels of a and b whose channels differ by more
// than 2, and returns the first.
func differing(a, b *image.RGBA) (n int, first image.Point) {
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		for c := range 4 {
			if d := int(a.Pix[i+c]) - int(b.Pix[i+c]); d > 2 || d < -2 {
				if n == 0 {
					first = image.Pt(i%a.Stride/4, i/a.Stride)
				}
				n++
				break
			}
		}
	}
	return n, first
}

// capture renders the stand-in window.
func capture(h *uitest.Host) *image.RGBA {
	img := h.Win.Canvas().Capture()
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}

// BenchmarkPlayMove moves a unit one hex and undoes it, on the stand-in
// window, reporting the tiles redrawn per move or undo.
func BenchmarkPlayMove(b *testing.B) {
	h := uitest.New(b)
	p := NewPlayTest(h)
	if err := p.Start(); err != nil {
		b.Fatal(err)
	}
	const unit = "c-7-ar"
	from, _ := h.Doc.UnitHex(unit)
	h.Map.CenterOn(from)
	p.SelectUnit(unit)
	var dest hexgrid.Offset
	for _, n := range p.Game.Board.Geo.Grid.Neighbors(from) {
		if _, reach := p.Reach[n]; reach && len(p.Scene.UnitsAt(n)) == 0 {
			dest = n
			break
		}
	}
	n0 := h.Map.DrawnTiles()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if err := p.MoveTo(dest); err != nil {
			b.Fatal(err)
		}
		p.Undo()
		p.SelectUnit(unit)
	}
	b.ReportMetric(float64(h.Map.DrawnTiles()-n0)/float64(3*b.N), "tiles/step")
}

// TestPlayMoveIsOneEngineCall: counted through the play-test's one seam
// into the engine, a move is one Apply, with no Undo (the path is not
// probed by applying and taking back candidate moves) and no search of its
// own: the path comes from the search that showed the unit's reach, and
// the only Reachable is the one that shows the unit's reach from where it
// stands now. The tiles redrawn are at most those that the hexes of the
// reach before and after, the hex left and the hex entered touch (the
// engine's own answers, not the scene's), and fewer than the view shows.
func TestPlayMoveIsOneEngineCall(t *testing.T) {
	h := uitest.New(t)
	p := NewPlayTest(h)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	const unit = "c-7-ar"
	from, _ := h.Doc.UnitHex(unit)
	h.Map.CenterOn(from)
	p.SelectUnit(unit)
	before := p.Reach
	var dest hexgrid.Offset
	for _, n := range p.Game.Board.Geo.Grid.Neighbors(from) {
		if _, reach := before[n]; reach && len(p.Scene.UnitsAt(n)) == 0 {
			dest = n
			break
		}
	}
	if dest == (hexgrid.Offset{}) {
		t.Fatalf("%s reaches no empty neighbour", unit)
	}
	p.Calls = EngineCalls{}
	n0 := h.Map.DrawnTiles()
	if err := p.MoveTo(dest); err != nil {
		t.Fatal(err)
	}
	if p.Calls != (EngineCalls{Apply: 1, Reachable: 1}) {
		t.Errorf("a move made engine calls %+v, want one Apply and the one Reachable of the new reach", p.Calls)
	}
	if u, _ := p.Game.Unit(unit); u.Hex != dest {
		t.Fatalf("%s at %v, want %v", unit, u.Hex, dest)
	}
	moved := h.Map.DrawnTiles() - n0

	touched := map[[2]int]bool{}
	scale := h.Map.Scale()
	ox, oy := h.Map.Offset()
	ps := h.Map.PixScale()
	sz := h.Map.Size()
	vx0, vy0 := floorDiv(ox), floorDiv(oy)
	vx1, vy1 := floorDiv(ox+float64(sz.Width)*ps-1), floorDiv(oy+float64(sz.Height)*ps-1)
	touch := func(o hexgrid.Offset) {
		b := p.Scene.HexBounds(scale, o)
		for ty := floorDiv(float64(b.Min.Y)); ty <= floorDiv(float64(b.Max.Y-1)); ty++ {
			for tx := floorDiv(float64(b.Min.X)); tx <= floorDiv(float64(b.Max.X-1)); tx++ {
				if tx >= vx0 && tx <= vx1 && ty >= vy0 && ty <= vy1 {
					touched[[2]int{tx, ty}] = true
				}
			}
		}
	}
	touch(from)
	touch(dest)
	for o := range before {
		touch(o)
	}
	for o := range p.Reach {
		touch(o)
	}
	shown := (vx1 - vx0 + 1) * (vy1 - vy0 + 1)
	if moved == 0 || moved > len(touched) || moved >= shown {
		t.Errorf("the move redrew %d tiles; the hexes it changed touch %d of the %d shown", moved, len(touched), shown)
	}
}

// floorDiv is the tile (256 device pixels) holding map pixel v.
func floorDiv(v float64) int { return int(math.Floor(v / 256)) }
