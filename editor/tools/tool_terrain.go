package tools

import (
	"image/color"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// terrainTool paints the chosen terrain: a click paints one hex, a drag
// paints every hex it crosses as one command, and in fill mode a click
// paints the whole connected region of the clicked hex's terrain.
type terrainTool struct {
	e       Host
	IDs     []string // the ruleset's terrain ids, palette order
	terrain string   // the terrain painted
	Fill    bool
	brush   brush
	list    *widget.List
	Mode    *widget.RadioGroup
	Modes   ui.Choices // the mode ids and their labels
	box     *fyne.Container
}

// Terrain tool modes: ids, labelled in the UI language by the radio group
// (behaviour reads the id the label stands for).
const (
	modeBrush = "brush"
	ModeFill  = "fill"
)

func newTerrainTool(e Host) *terrainTool {
	t := &terrainTool{e: e, brush: brush{e: e}}
	t.list = widget.NewList(func() int { return len(t.IDs) }, newSwatchRow, t.fillRow)
	t.list.OnSelected = func(i widget.ListItemID) {
		if i >= 0 && i < len(t.IDs) {
			t.terrain = t.IDs[i]
		}
	}
	modes := ui.NewChoices([]string{modeBrush, ModeFill}, map[string]string{modeBrush: lang.L("Brush"), ModeFill: lang.L("Fill region")})
	t.Modes = modes
	t.Mode = widget.NewRadioGroup(modes.Labels, func(s string) { t.Fill = modes.ID(s) == ModeFill })
	t.Mode.SetSelected(modes.Label(modeBrush))
	list := container.NewGridWrap(fyne.NewSize(PaletteWidth-10, 360), t.list)
	t.box = container.NewVBox(widget.NewLabel(lang.L("Terrain")), t.Mode, list)
	return t
}

// newSwatchRow makes a palette row: a colour swatch and a name.
func newSwatchRow() fyne.CanvasObject {
	sw := canvas.NewRectangle(color.Black)
	sw.SetMinSize(fyne.NewSize(18, 18))
	sw.StrokeColor, sw.StrokeWidth = color.NRGBA{0, 0, 0, 120}, 1
	return container.NewHBox(sw, widget.NewLabel("terrain name"))
}

// fillRow shows terrain i in a palette row.
func (t *terrainTool) fillRow(i widget.ListItemID, o fyne.CanvasObject) {
	if i < 0 || i >= len(t.IDs) {
		return
	}
	row := o.(*fyne.Container)
	sw := row.Objects[0].(*canvas.Rectangle)
	fill, _ := t.e.Document().Styles().TerrainFill(t.IDs[i])
	fill.A = 0xff
	sw.FillColor = fill
	sw.Refresh()
	row.Objects[1].(*widget.Label).SetText(ui.TerrainName(t.e.Document(), t.IDs[i]))
}

// documentChanged reads the ruleset's terrain types; the first one that is
// not the map's default terrain is chosen.
func (t *terrainTool) documentChanged() {
	t.IDs = ui.TerrainIDs(t.e.Document())
	t.list.Refresh()
	for i, id := range t.IDs {
		if id != t.e.Document().Map().DefaultTerrain {
			t.choose(i)
			return
		}
	}
	t.choose(0)
}

// choose selects palette entry i.
func (t *terrainTool) choose(i int) {
	t.terrain = t.IDs[i]
	t.list.Select(i)
}

// showChoice scrolls the palette to the chosen terrain.
func (t *terrainTool) showChoice() {
	for i, id := range t.IDs {
		if id == t.terrain {
			t.list.ScrollTo(i)
		}
	}
}

// ChooseTerrain selects the terrain id; false when the palette lacks it.
func (t *terrainTool) ChooseTerrain(id string) bool {
	for i, x := range t.IDs {
		if x == id {
			t.choose(i)
			return true
		}
	}
	return false
}

func (t *terrainTool) ID() string { return "terrain" }

// paint paints hexes in the stroke key.
func (t *terrainTool) paint(key int64, hexes []hexgrid.Offset) {
	t.e.Do(t.e.Document().PaintTerrain(key, t.terrain, hexes...))
}

// Tap paints the hex, or its region in fill mode.
func (t *terrainTool) Tap(p mapview.Point) {
	if !p.OnMap {
		return
	}
	if t.Fill {
		t.paint(0, t.e.Document().FloodRegion(p.Hex))
		return
	}
	t.paint(0, []hexgrid.Offset{p.Hex})
}

func (t *terrainTool) Begin(p mapview.Point) bool { return !t.Fill && t.brush.start(p, t.paint) }
func (t *terrainTool) Move(p mapview.Point)       { t.brush.follow(p, t.paint) }
func (t *terrainTool) End()                       { t.brush.stop() }
