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

// areaTool adds hexes to the chosen named area (a click on a member takes
// it out); a drag adds, or removes when it starts on a member, every hex it
// crosses as one command. The area's hexes are tinted.
type areaTool struct {
	e       Host
	current string
	adding  bool
	brush   brush
	choose  *widget.Select
	newID   *widget.Entry
	newName *widget.Entry
	kind    *widget.Select
	box     *fyne.Container
}

func newAreaTool(e Host) *areaTool {
	t := &areaTool{e: e, brush: brush{e: e}}
	t.choose = widget.NewSelect(nil, func(s string) {
		t.current = s
		t.e.ModeChanged()
	})
	t.newID, t.newName = widget.NewEntry(), widget.NewEntry()
	t.newID.SetPlaceHolder(lang.L("id, e.g. sarahs-field"))
	t.newName.SetPlaceHolder(lang.L("name"))
	t.kind = widget.NewSelect(model.AreaKinds, nil)
	t.kind.SetSelected("field")
	add := widget.NewButton(lang.L("Add area"), func() { t.Add(t.newID.Text, t.newName.Text, t.kind.Selected) })
	t.box = container.NewVBox(widget.NewLabel(lang.L("Area")), t.choose, widget.NewLabel(lang.L("New area")), t.newID, t.newName, t.kind, add)
	return t
}

// Add creates an area and makes it current.
func (t *areaTool) Add(id, name, kind string) {
	c, err := t.e.Document().AddArea(id, name, kind)
	if t.e.ReportErr(err) {
		return
	}
	t.e.Do(c)
	t.current = id
	t.documentChanged()
	t.e.ModeChanged()
}

// documentChanged reads the map's areas.
func (t *areaTool) documentChanged() {
	var ids []string
	for _, a := range t.e.Document().Map().Areas {
		ids = append(ids, a.ID)
	}
	t.choose.Options = ids
	if t.e.Document().Map().Area(t.current) == nil {
		t.current = ""
		if len(ids) > 0 {
			t.current = ids[0]
		}
	}
	t.choose.Selected = t.current
	t.choose.Refresh()
}

// marked returns the current area's hexes.
func (t *areaTool) marked() []hexgrid.Offset { return t.e.Document().AreaHexes(t.current) }

func (t *areaTool) ID() string { return "area" }

// isMember reports whether hex o is in the current area.
func (t *areaTool) isMember(o hexgrid.Offset) bool {
	return ui.Contains(t.e.Document().AreasOf(o), t.current)
}

func (t *areaTool) paint(key int64, hexes []hexgrid.Offset) {
	if t.current == "" {
		t.e.Report(lang.L("Choose or add an area first"))
		return
	}
	t.e.Do(t.e.Document().SetAreaHexes(key, t.current, t.adding, hexes...))
}

func (t *areaTool) Tap(p mapview.Point) {
	if p.OnMap {
		t.adding = !t.isMember(p.Hex)
		t.paint(0, []hexgrid.Offset{p.Hex})
	}
}

func (t *areaTool) Begin(p mapview.Point) bool {
	if p.OnMap {
		t.adding = !t.isMember(p.Hex)
	}
	return t.brush.start(p, t.paint)
}
func (t *areaTool) Move(p mapview.Point) { t.brush.follow(p, t.paint) }
func (t *areaTool) End()                 { t.brush.stop() }
