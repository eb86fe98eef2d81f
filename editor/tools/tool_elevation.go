package tools

import (
	"strconv"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// elevationTool sets the elevation level of the hexes clicked or dragged
// over; [ and ] change the level. Contour lines appear between hexes of
// different levels, one per level crossed.
type elevationTool struct {
	e     Host
	level int
	brush brush
	entry *widget.Entry
	box   *fyne.Container
}

func newElevationTool(e Host) *elevationTool {
	t := &elevationTool{e: e, brush: brush{e: e}, level: 1}
	t.entry = widget.NewEntry()
	t.entry.OnChanged = func(s string) {
		if v, err := strconv.Atoi(s); err == nil {
			t.level = v
		}
	}
	down := widget.NewButton("−", func() { t.SetLevel(t.level - 1) })
	up := widget.NewButton("+", func() { t.SetLevel(t.level + 1) })
	t.box = container.NewVBox(widget.NewLabel(lang.L("Elevation level")),
		container.NewBorder(nil, nil, down, up, t.entry),
		widget.NewLabel(lang.L("[ and ] change it")))
	t.SetLevel(1)
	return t
}

// SetLevel sets the level painted.
func (t *elevationTool) SetLevel(v int) {
	t.level = v
	t.entry.SetText(strconv.Itoa(v))
}

// rune changes the level with [ and ] while the tool is current.
func (t *elevationTool) rune(r rune) bool {
	if t.e.View().Tool() != mapview.Tool(t) {
		return false
	}
	switch r {
	case '[':
		t.SetLevel(t.level - 1)
	case ']':
		t.SetLevel(t.level + 1)
	default:
		return false
	}
	return true
}

func (t *elevationTool) ID() string { return "elevation" }

func (t *elevationTool) paint(key int64, hexes []hexgrid.Offset) {
	t.e.Do(t.e.Document().SetElevation(key, t.level, hexes...))
}

func (t *elevationTool) Tap(p mapview.Point) {
	if p.OnMap {
		t.paint(0, []hexgrid.Offset{p.Hex})
	}
}

func (t *elevationTool) Begin(p mapview.Point) bool { return t.brush.start(p, t.paint) }
func (t *elevationTool) Move(p mapview.Point)       { t.brush.follow(p, t.paint) }
func (t *elevationTool) End()                       { t.brush.stop() }
