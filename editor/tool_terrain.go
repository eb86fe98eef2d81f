package editor

import (
	"fyne.io/fyne/v2/lang"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// terrainTool paints the chosen terrain: a click paints one hex, a drag
// paints every hex it crosses as one command, and in fill mode a click
// paints the whole connected region of the clicked hex's terrain.
type terrainTool struct {
	e       *Editor
	ids     []string // the ruleset's terrain ids, palette order
	terrain string   // the terrain painted
	fill    bool
	brush   brush
	list    *widget.List
	mode    *widget.RadioGroup
	modes   choices // the mode ids and their labels
	box     *fyne.Container
}

// Terrain tool modes: ids, labelled in the UI language by the radio group
// (behaviour reads the id the label stands for).
const (
	modeBrush = "brush"
	modeFill  = "fill"
)

func newTerrainTool(e *Editor) *terrainTool {
	t := &terrainTool{e: e, brush: brush{e: e}}
	t.list = widget.NewList(func() int { return len(t.ids) }, newSwatchRow, t.fillRow)
	t.list.OnSelected = func(i widget.ListItemID) {
		if i >= 0 && i < len(t.ids) {
			t.terrain = t.ids[i]
		}
	}
	modes := newChoices([]string{modeBrush, modeFill}, map[string]string{modeBrush: lang.L("Brush"), modeFill: lang.L("Fill region")})
	t.modes = modes
	t.mode = widget.NewRadioGroup(modes.labels, func(s string) { t.fill = modes.id(s) == modeFill })
	t.mode.SetSelected(modes.label(modeBrush))
	list := container.NewGridWrap(fyne.NewSize(paletteWidth-10, 360), t.list)
	t.box = container.NewVBox(widget.NewLabel(lang.L("Terrain")), t.mode, list)
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
	if i < 0 || i >= len(t.ids) {
		return
	}
	row := o.(*fyne.Container)
	hex := ""
	if rs := t.e.doc.Ruleset(); rs != nil {
		if tt := rs.TerrainByID(t.ids[i]); tt != nil {
			hex = tt.Color
		}
	}
	sw := row.Objects[0].(*canvas.Rectangle)
	sw.FillColor = tiles.TerrainColor(t.ids[i], hex)
	sw.Refresh()
	row.Objects[1].(*widget.Label).SetText(t.e.terrainName(t.ids[i]))
}

// documentChanged reads the ruleset's terrain types; the first one that is
// not the map's default terrain is chosen.
func (t *terrainTool) documentChanged() {
	t.ids = nil
	if rs := t.e.doc.Ruleset(); rs != nil {
		for _, tt := range rs.Terrain {
			t.ids = append(t.ids, tt.ID)
		}
	}
	if len(t.ids) == 0 {
		t.ids = []string{t.e.doc.Map().DefaultTerrain}
	}
	t.list.Refresh()
	for i, id := range t.ids {
		if id != t.e.doc.Map().DefaultTerrain {
			t.choose(i)
			return
		}
	}
	t.choose(0)
}

// choose selects palette entry i.
func (t *terrainTool) choose(i int) {
	t.terrain = t.ids[i]
	t.list.Select(i)
}

// showChoice scrolls the palette to the chosen terrain.
func (t *terrainTool) showChoice() {
	for i, id := range t.ids {
		if id == t.terrain {
			t.list.ScrollTo(i)
		}
	}
}

// chooseTerrain selects the terrain id; false when the palette lacks it.
func (t *terrainTool) chooseTerrain(id string) bool {
	for i, x := range t.ids {
		if x == id {
			t.choose(i)
			return true
		}
	}
	return false
}

func (t *terrainTool) id() string { return "terrain" }

// paint paints hexes in the stroke key.
func (t *terrainTool) paint(key int64, hexes []hexgrid.Offset) {
	t.e.Do(t.e.doc.PaintTerrain(key, t.terrain, hexes...))
}

// tap paints the hex, or its region in fill mode.
func (t *terrainTool) tap(p mapPoint) {
	if !p.onMap {
		return
	}
	if t.fill {
		t.paint(0, t.e.doc.FloodRegion(p.hex))
		return
	}
	t.paint(0, []hexgrid.Offset{p.hex})
}

func (t *terrainTool) begin(p mapPoint) bool { return !t.fill && t.brush.start(p, t.paint) }
func (t *terrainTool) move(p mapPoint)       { t.brush.follow(p, t.paint) }
func (t *terrainTool) end()                  { t.brush.stop() }
