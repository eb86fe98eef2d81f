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

// pathTool lays roads, farm lanes, pikes and railroads hex by hex: the
// first click of a new path starts it (named and typed in the settings),
// each later click or dragged-over hex adds a step, which must be next to
// the path's last (or first) hex; going back one hex takes the last step
// away. The path being laid is tinted.
type pathTool struct {
	e       Host
	current string // id of the path being laid; "" starts a new one
	key     int64
	last    hexgrid.Offset
	typ     string            // ruleset path type id of a new path
	typeIDs map[string]string // the type selector's names -> type ids
	choose  *widget.Select
	paths   ui.Choices // the path selector's ids ("" for a new path) and labels
	Name    *widget.Entry
	Types   *widget.Select
	box     *fyne.Container
}

func newPathTool(e Host) *pathTool {
	t := &pathTool{e: e}
	t.choose = widget.NewSelect(nil, func(s string) {
		t.current = t.paths.ID(s)
		t.e.ModeChanged()
	})
	t.Name = widget.NewEntry()
	t.Name.SetPlaceHolder(lang.L("name, e.g. Corinth Road"))
	t.Types = widget.NewSelect(nil, func(s string) {
		if id, ok := t.typeIDs[s]; ok {
			t.typ = id
		}
	})
	t.box = container.NewVBox(widget.NewLabel(lang.L("Path")), t.choose,
		widget.NewLabel(lang.L("New path")), t.Name, t.Types,
		widget.NewButton(lang.L("Start a new path"), func() { t.choose.SetSelected(t.paths.Label("")) }))
	return t
}

// documentChanged reads the paths and the ruleset's path types.
func (t *pathTool) documentChanged() {
	pathIDs := []string{""}
	for _, p := range t.e.Document().Map().Paths {
		pathIDs = append(pathIDs, p.ID)
	}
	t.paths = ui.NewChoices(pathIDs, map[string]string{"": lang.L("(new path)")})
	t.choose.Options = t.paths.Labels
	if t.current != "" && t.e.Document().PathByID(t.current) == nil {
		t.current = ""
	}
	t.choose.Selected = t.currentChoice()
	t.choose.Refresh()
	var ids []string
	if rs := t.e.Document().Ruleset(); rs != nil {
		for _, p := range rs.Paths {
			ids = append(ids, p.ID)
		}
	}
	if len(ids) == 0 {
		ids = []string{"road"}
	}
	// The selector shows the ruleset's names in the UI language.
	t.typeIDs = map[string]string{}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = ui.PathTypeName(t.e.Document(), id)
		t.typeIDs[names[i]] = id
	}
	t.Types.Options = names
	if k := indexOf(ids, t.typ); k >= 0 {
		t.Types.SetSelected(names[k])
	} else {
		t.Types.SetSelected(names[0])
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// currentChoice is the selector label of the current path.
func (t *pathTool) currentChoice() string { return t.paths.Label(t.current) }

// marked returns the hexes of the path being laid.
func (t *pathTool) marked() []hexgrid.Offset {
	p := t.e.Document().PathByID(t.current)
	if p == nil {
		return nil
	}
	var out []hexgrid.Offset
	for _, h := range p.Hexes {
		if o, ok := t.e.Document().ParseHex(h); ok {
			out = append(out, o)
		}
	}
	return out
}

func (t *pathTool) ID() string { return "path" }

// step starts the path at hex o or adds o to it, in stroke key.
func (t *pathTool) step(key int64, o hexgrid.Offset) {
	if t.current == "" {
		t.start(key, o)
		return
	}
	c, err := t.e.Document().ExtendPath(key, t.current, o)
	if t.e.ReportErr(err) {
		return
	}
	t.e.Do(c)
	t.last = o
}

// start creates a new path at hex o.
func (t *pathTool) start(key int64, o hexgrid.Offset) {
	name := t.Name.Text
	base := name
	if base == "" {
		base = t.typ
	}
	id := uniquePathID(t.e.Document(), model.Slug(base))
	c, err := t.e.Document().AddPath(key, id, t.typ, name, o)
	if t.e.ReportErr(err) {
		return
	}
	t.current, t.last = id, o
	t.e.Do(c)
	t.choose.SetSelected(id)
}

// uniquePathID returns id, or id-2, id-3... the first the map does not use.
func uniquePathID(d *model.Document, id string) string {
	c := id
	for n := 2; d.PathByID(c) != nil; n++ {
		c = id + "-" + ui.Itoa(n)
	}
	return c
}

func (t *pathTool) Tap(p mapview.Point) {
	if p.OnMap {
		t.step(0, p.Hex)
	}
}

// Begin starts a drag that lays steps as one command.
func (t *pathTool) Begin(p mapview.Point) bool {
	if !p.OnMap {
		return false
	}
	t.key = t.e.NewStroke()
	t.step(t.key, p.Hex)
	t.last = p.Hex
	return true
}

// Move adds each hex the drag enters, through the hexes between when the
// pointer jumped.
func (t *pathTool) Move(p mapview.Point) {
	if !p.OnMap || p.Hex == t.last {
		return
	}
	for _, st := range t.e.Document().Geometry().Grid.Line(t.last, p.Hex)[1:] {
		t.step(t.key, st.Hex)
	}
	t.last = p.Hex
}

func (t *pathTool) End() {}
