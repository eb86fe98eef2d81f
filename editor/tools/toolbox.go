package tools

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// PaletteWidth is the width of the tool palette, in Fyne units.
const PaletteWidth = 190

// toolEntry is one tool of the palette: its key, label, the tool and the
// panel of its settings (nil when it has none).
type toolEntry struct {
	Key     rune
	Label   string
	tool    mapview.Tool
	options fyne.CanvasObject
	tip     string
	Button  *ui.TipButton
}

// Toolbox is the tool palette on the left: one button per tool (each with
// its key) and the settings of the current tool under them.
type Toolbox struct {
	e       Host
	Entries []*toolEntry
	current *toolEntry
	options *fyne.Container
	Box     *fyne.Container

	Terrain   *terrainTool
	Elevation *elevationTool
	Side      *sideTool
	Path      *pathTool
	Area      *areaTool
	Label     *labelTool
	unit      *unitTool
	Calib     *calibTool
}

func NewToolbox(e Host) *Toolbox {
	tb := &Toolbox{e: e, options: container.NewStack()}
	tb.Terrain = newTerrainTool(e)
	tb.Elevation = newElevationTool(e)
	tb.Side = newSideTool(e)
	tb.Path = newPathTool(e)
	tb.Area = newAreaTool(e)
	tb.Label = newLabelTool(e)
	tb.unit = newUnitTool(e)
	tb.Calib = newCalibTool(e)
	tb.Entries = []*toolEntry{
		{Key: 's', Label: lang.L("Select"), tool: &selectTool{e: e},
			tip: lang.L("Click a hex to select it and its top unit; drag a unit to move it")},
		{Key: 't', Label: lang.L("Terrain"), tool: tb.Terrain, options: tb.Terrain.box,
			tip: lang.L("Paint terrain: click a hex, drag a stroke, or fill a connected region")},
		{Key: 'e', Label: lang.L("Elevation"), tool: tb.Elevation, options: tb.Elevation.box,
			tip: lang.L("Set elevation levels ([ and ] change the level); contour lines follow")},
		{Key: 'h', Label: lang.L("Hexside"), tool: tb.Side, options: tb.Side.box,
			tip: lang.L("Click in a hex: its nearest hexside gets the chosen type, ford, bridge or contours")},
		{Key: 'p', Label: lang.L("Path"), tool: tb.Path, options: tb.Path.box,
			tip: lang.L("Lay a named road, lane, pike or railroad hex by hex")},
		{Key: 'a', Label: lang.L("Area"), tool: tb.Area, options: tb.Area.box,
			tip: lang.L("Add hexes to a named area, or take them out")},
		{Key: 'l', Label: lang.L("Label"), tool: tb.Label, options: tb.Label.box,
			tip: lang.L("Write a hex label, optionally adding the hex to the map's places")},
		{Key: 'u', Label: lang.L("Unit"), tool: tb.unit, options: tb.unit.box,
			tip: lang.L("Move, extend and turn counters; Delete takes one off the map")},
		{Key: 'c', Label: lang.L("Calibrate"), tool: tb.Calib, options: tb.Calib.box,
			tip: lang.L("Align a scan: type a hex id and click its centre on the scan, three times or more")},
	}
	buttons := container.NewVBox(widget.NewLabelWithStyle(lang.L("Tools"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, en := range tb.Entries {
		entry := en
		entry.Button = ui.NewTipButton(en.Label+"  ("+string(en.Key)+")", en.tip+" ("+string(en.Key)+")", e.Tips(), func() { tb.choose(entry) })
		entry.Button.Alignment = widget.ButtonAlignLeading
		buttons.Add(entry.Button)
	}
	opts := container.NewVScroll(tb.options)
	opts.SetMinSize(fyne.NewSize(PaletteWidth, 200))
	tb.Box = container.NewBorder(buttons, nil, nil, nil, opts)
	tb.choose(tb.Entries[0])
	return tb
}

// choose makes en the current tool.
func (tb *Toolbox) choose(en *toolEntry) {
	if tb.current != nil {
		tb.current.Button.Importance = widget.MediumImportance
		tb.current.Button.Refresh()
	}
	tb.current = en
	en.Button.Importance = widget.HighImportance
	en.Button.Refresh()
	tb.options.Objects = nil
	if en.options != nil {
		tb.options.Objects = []fyne.CanvasObject{en.options}
	}
	tb.options.Refresh()
	tb.Terrain.showChoice()
	tb.Side.showChoice()
	tb.e.ModeChanged()
	tb.e.Report(en.Label + lang.L(" tool"))
}

// ChooseKey makes the tool with key r current; false when none has it.
func (tb *Toolbox) ChooseKey(r rune) bool {
	for _, en := range tb.Entries {
		if en.Key == r {
			tb.choose(en)
			return true
		}
	}
	return false
}

// marked returns the hexes the current tool tints (its area or path).
func (tb *Toolbox) marked() []hexgrid.Offset {
	switch tb.current.tool {
	case tb.Area:
		return tb.Area.marked()
	case tb.Path:
		return tb.Path.marked()
	}
	return nil
}

// DocumentChanged re-reads the palettes of the tools (terrain types, paths,
// areas) from a newly opened document.
func (tb *Toolbox) DocumentChanged() {
	tb.Terrain.documentChanged()
	tb.Side.documentChanged()
	tb.Path.documentChanged()
	tb.Area.documentChanged()
	tb.e.ModeChanged()
}

// ModelChanged follows an edit: lists of paths and areas, tinted hexes.
func (tb *Toolbox) ModelChanged(ch model.Change) {
	if ch.Lines {
		tb.Path.documentChanged()
		tb.Area.documentChanged()
		tb.e.ModeChanged()
	}
}

// Rune hands a key typed over the map to the unit or elevation tool, or
// chooses the tool whose key it is; false when nothing takes it.
func (tb *Toolbox) Rune(r rune) bool {
	if tb.unit.rune(r) || tb.Elevation.rune(r) {
		return true
	}
	return tb.ChooseKey(r)
}

// Key handles the keys the map view does not use: Delete takes the
// selected unit off the map.
func (tb *Toolbox) Key(k *fyne.KeyEvent) {
	e := tb.e
	if k.Name == fyne.KeyDelete || k.Name == fyne.KeyBackspace {
		if _, _, unit := e.View().Selection(); unit != "" {
			e.Do(e.Document().RemoveSetup(unit))
		}
	}
}
