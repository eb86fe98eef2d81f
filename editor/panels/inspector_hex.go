package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// hexFields inspects one hex: its names, terrain, elevation, label, note,
// features, the areas, paths and places that hold it, and its units.
type hexFields struct {
	Terrain  *widget.Select
	Elev     *widget.Entry
	Label    *widget.Entry
	note     *widget.Entry
	Features []*widget.Check
	box      *fyne.Container
}

func newHexFields(e Host, o hexgrid.Offset) *hexFields {
	d := e.Document()
	h := d.Hex(o)
	f := &hexFields{}
	names, ids := terrainChoices(e)
	f.Terrain = ui.NewSelectWith(names, ui.TerrainName(e.Document(), d.TerrainAt(o)), func(name string) {
		e.Do(d.PaintTerrain(0, ids[name], o))
	})
	f.Elev = newEntryWith(strconv.Itoa(d.Elevation(o)), func(s string) {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			e.Report(lang.L("The elevation level is a whole number"))
			return
		}
		e.Do(d.SetElevation(0, v, o))
	})
	f.Label = newEntryWith(h.Label, func(s string) { e.Do(d.SetLabel(o, strings.TrimSpace(s))) })
	f.note = newEntryWith(h.Note, func(s string) { e.Do(d.SetHexNote(o, s)) })
	feats := container.NewGridWithColumns(2)
	for _, ft := range model.Features {
		feat := ft
		c := newCheckWith(feat, ui.Contains(h.Features, feat), func(on bool) { e.Do(d.SetFeature(o, feat, on)) })
		f.Features = append(f.Features, c)
		feats.Add(c)
	}
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Terrain"), f.Terrain),
		widget.NewFormItem(lang.L("Elevation"), f.Elev),
		widget.NewFormItem(lang.L("Label"), f.Label),
		widget.NewFormItem(lang.L("Note"), f.note),
	)
	f.box = container.NewVBox(heading(lang.L("Hex ")+strings.Join(d.HexNames(o), " = ")), form,
		widget.NewLabel(lang.L("Features")), feats, widget.NewLabel(hexMemberships(d, o)))
	if units := e.View().Scene().UnitsAt(o); len(units) > 0 {
		f.box.Add(widget.NewLabel(lang.L("Units (click to select)")))
		for _, u := range units {
			id := u
			f.box.Add(widget.NewButton(d.UnitName(id), func() {
				e.View().Select(o, true, id)
				e.Selected(d.HexID(o), id)
			}))
		}
	}
	return f
}

// terrainChoices returns the ruleset's terrain names and the id of each.
func terrainChoices(e Host) ([]string, map[string]string) {
	ids := map[string]string{}
	var names []string
	for _, id := range ui.TerrainIDs(e.Document()) {
		n := ui.TerrainName(e.Document(), id)
		names = append(names, n)
		ids[n] = id
	}
	return names, ids
}

// hexMemberships writes the areas, paths and places of hex o.
func hexMemberships(d *model.Document, o hexgrid.Offset) string {
	var places []string
	for _, p := range d.PlacesAt(o) {
		places = append(places, p.Name)
	}
	return fmt.Sprintf(lang.L("Areas: %s\nPaths: %s\nPlaces: %s"), orNone(d.AreasOf(o)), orNone(d.PathsThrough(o)), orNone(places))
}

// orNone joins a list, or says "none".
func orNone(list []string) string {
	if len(list) == 0 {
		return lang.L("none")
	}
	return ui.JoinList(list)
}
