package editor

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/draw"
)

// rulesPanel is the Rules tab: the ruleset as forms. Each field is
// committed with Enter as one undoable command (editor/model's ruleset
// edits); a value that does not read is refused with the reason in the
// status bar and the field shows the ruleset's value again. The forms are
// rebuilt from the ruleset after every change while the tab is in front,
// and when it comes to the front after a change made while it was hidden
// (building them, the TEC grid's hundreds of entries, on every document
// opened took a third of the editor's headless tests' CPU time); they hold
// no state of their own.
type rulesPanel struct {
	e      *Editor
	header *widget.Label
	tabs   *container.AppTabs
	// stale: the ruleset or the document changed while the tab was hidden.
	stale bool
	// The sections, rebuilt by refresh.
	terrain, tec, classes, stacking *fyne.Container
	// Box is the tab's content.
	Box fyne.CanvasObject
	// fields are the entries by key ("terrain/3/en", "tec/terrain/3/foot"),
	// for tests to type into.
	fields map[string]*widget.Entry
	// adds are the Add buttons by section.
	adds map[string]*widget.Button
	// selects are the choosers by key ("terrain/3/pattern").
	selects map[string]*widget.Select
}

func newRulesPanel(e *Editor) *rulesPanel {
	p := &rulesPanel{e: e, header: widget.NewLabel(""), fields: map[string]*widget.Entry{}, adds: map[string]*widget.Button{}, selects: map[string]*widget.Select{}}
	p.header.Wrapping = fyne.TextWrapWord
	p.terrain, p.tec, p.classes, p.stacking = container.NewVBox(), container.NewVBox(), container.NewVBox(), container.NewVBox()
	scroll := func(c fyne.CanvasObject) fyne.CanvasObject { return container.NewScroll(c) }
	p.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Types"), scroll(p.terrain)),
		container.NewTabItem(lang.L("TEC"), scroll(p.tec)),
		container.NewTabItem(lang.L("Classes"), scroll(p.classes)),
		container.NewTabItem(lang.L("Stacking and dice"), scroll(p.stacking)),
	)
	p.Box = container.NewBorder(p.header, nil, nil, nil, p.tabs)
	return p
}

// rulesChanged rebuilds the Rules tab after the ruleset (or the document)
// changed.
func (e *Editor) rulesChanged() {
	if e.rules != nil {
		e.rules.refresh()
	}
}

// do applies the command a form built, or reports why there is none.
func (p *rulesPanel) do(c *model.RulesetEdit, err error) {
	if err != nil {
		p.e.Report(err.Error())
		p.refresh()
		return
	}
	p.e.Do(c)
}

// entry returns an entry showing value that commits with Enter through
// commit; it is kept under key for tests.
func (p *rulesPanel) entry(key, value string, editable bool, commit func(string)) *widget.Entry {
	en := widget.NewEntry()
	en.SetText(value)
	if !editable {
		en.Disable()
	}
	en.OnSubmitted = func(s string) {
		if s != value {
			commit(s)
		}
	}
	p.fields[key] = en
	return en
}

// refresh rebuilds every section from the document's ruleset when the
// tab is in front, else marks them stale for TabShown.
func (p *rulesPanel) refresh() {
	if !p.e.TabShowing(p.Box) {
		p.stale = true
		return
	}
	p.rebuild()
}

// TabShown rebuilds the sections if the ruleset or the document changed
// while the tab was hidden.
func (p *rulesPanel) TabShown() {
	if p.stale {
		p.rebuild()
	}
}

// rebuild rebuilds every section from the document's ruleset.
func (p *rulesPanel) rebuild() {
	p.stale = false
	p.fields, p.adds, p.selects = map[string]*widget.Entry{}, map[string]*widget.Button{}, map[string]*widget.Select{}
	rs := p.e.doc.Ruleset()
	editable := p.e.doc.Editable(model.RulesetFile)
	for _, c := range []*fyne.Container{p.terrain, p.tec, p.classes, p.stacking} {
		c.Objects = nil
	}
	switch {
	case rs == nil:
		p.header.SetText(lang.L("The ruleset could not be read."))
	case editable:
		p.header.SetText(fmt.Sprintf(lang.L("%s (%s): press Enter to apply a field"), rs.Name, p.e.doc.RulesetPath()))
	default:
		p.header.SetText(fmt.Sprintf(lang.L("%s: built in, read only (File > New Game copies it into a game of your own)"), rs.Name))
	}
	if rs != nil {
		p.typesSection(rs, editable)
		p.tecSection(rs, editable)
		p.classSection(rs, editable)
		p.stackingSection(rs, editable)
	}
	for _, c := range []*fyne.Container{p.terrain, p.tec, p.classes, p.stacking} {
		c.Refresh()
	}
}

// patternSelect returns a chooser of fill patterns showing value (solid
// when none) that commits a choice through commit; it is kept under key.
func (p *rulesPanel) patternSelect(key, value string, editable bool, commit func(string)) *widget.Select {
	if value == "" {
		value = "solid"
	}
	s := widget.NewSelect(model.FillPatterns[1:], nil)
	s.SetSelected(value)
	if !editable {
		s.Disable()
	}
	s.OnChanged = func(v string) {
		if v != value {
			commit(v)
		}
	}
	p.selects[key] = s
	return s
}

// swatch is a small square of a "#rrggbb" colour (grey when none).
func swatch(hex string) fyne.CanvasObject {
	c := color.NRGBA{200, 200, 200, 255}
	if v, ok := draw.ParseColor(hex); ok {
		c = v
	}
	r := canvas.NewRectangle(c)
	r.SetMinSize(fyne.NewSize(18, 18))
	return r
}

// typesSection lists the terrain, hexside and path types with their names
// (and a terrain's colour), each table with a row to add a type.
func (p *rulesPanel) typesSection(rs *engine.Ruleset, editable bool) {
	d := p.e.doc
	table := func(k model.RuleKind, title string, ids []string, names []engine.Names, colors, patterns []string, lines []*engine.LineStyle) {
		titleLabel := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		titleLabel.Wrapping = fyne.TextWrapWord // a long title must not widen the table past the panel
		p.terrain.Add(titleLabel)
		// Three columns, so the table fits the side panel: a terrain
		// type's colour, fill pattern and swatch, or a hexside or path
		// type's line colour, width, dashes and swatch, take the next
		// lines (six or seven columns put them and Add beyond the
		// panel's edge).
		const cols = 3
		grid := container.NewGridWithColumns(cols)
		for i, id := range ids {
			i := i
			grid.Add(widget.NewLabel(id))
			grid.Add(p.entry(fmt.Sprintf("%s/%d/en", k, i), names[i]["en"], editable, func(s string) { p.do(d.SetRuleName(k, i, "en", s)) }))
			grid.Add(p.entry(fmt.Sprintf("%s/%d/it", k, i), names[i]["it"], editable, func(s string) { p.do(d.SetRuleName(k, i, "it", s)) }))
			if colors != nil {
				grid.Add(p.entry(fmt.Sprintf("%s/%d/color", k, i), colors[i], editable, func(s string) { p.do(d.SetTerrainField(i, model.TerrainColor, s)) }))
				grid.Add(p.patternSelect(fmt.Sprintf("%s/%d/pattern", k, i), patterns[i], editable, func(s string) { p.do(d.SetTerrainField(i, model.TerrainPattern, s)) }))
				grid.Add(swatch(colors[i]))
			}
			if lines != nil {
				p.lineFields(grid, k, i, lines[i], editable)
			}
		}
		p.terrain.Add(grid)
		if !editable {
			return
		}
		id, en, it, col := widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
		id.SetPlaceHolder(lang.L("new id"))
		en.SetPlaceHolder(lang.L("English name"))
		it.SetPlaceHolder(lang.L("Italian name"))
		col.SetPlaceHolder("#rrggbb")
		pattern := widget.NewSelect(model.FillPatterns[1:], nil)
		pattern.SetSelected("solid")
		add := widget.NewButton(lang.L("Add"), func() {
			if k == model.TerrainRules {
				p.do(d.AddTerrainTypeStyled(id.Text, en.Text, it.Text, col.Text, pattern.Selected))
				return
			}
			p.do(d.AddRuleType(k, id.Text, en.Text, it.Text))
		})
		p.adds[string(k)] = add
		p.fields["add/"+string(k)+"/id"], p.fields["add/"+string(k)+"/en"], p.fields["add/"+string(k)+"/it"] = id, en, it
		row := container.NewGridWithColumns(cols, id, en, it)
		if colors != nil {
			p.fields["add/"+string(k)+"/color"] = col
			p.selects["add/"+string(k)+"/pattern"] = pattern
			row.Add(col)
			row.Add(pattern)
		}
		row.Add(add)
		p.terrain.Add(row)
	}
	var ids, hids, pids []string
	var names, hnames, pnames []engine.Names
	colors, patterns := []string{}, []string{}
	hlines, plines := []*engine.LineStyle{}, []*engine.LineStyle{}
	for _, t := range rs.Terrain {
		ids, names = append(ids, t.ID), append(names, t.Name)
		colors, patterns = append(colors, t.Color), append(patterns, t.Pattern)
	}
	for _, t := range rs.Hexsides {
		hids, hnames, hlines = append(hids, t.ID), append(hnames, t.Name), append(hlines, t.Style)
	}
	for _, t := range rs.Paths {
		pids, pnames, plines = append(pids, t.ID), append(pnames, t.Name), append(plines, t.Style)
	}
	table(model.TerrainRules, lang.L("Terrain (id, English, Italian, colour, fill pattern)"), ids, names, colors, patterns, nil)
	table(model.HexsideRules, lang.L("Hexsides (id, English, Italian, line colour, width and dashes in hex radii)"), hids, hnames, nil, nil, hlines)
	table(model.PathRules, lang.L("Paths (id, English, Italian, line colour, width and dashes in hex radii)"), pids, pnames, nil, nil, plines)
}

// lineFields adds to grid the line style of hexside or path type i: its
// colour ("" for no style), width and dashes, each committed as one
// command, and a swatch of its colour.
func (p *rulesPanel) lineFields(grid *fyne.Container, k model.RuleKind, i int, l *engine.LineStyle, editable bool) {
	d := p.e.doc
	var color, width, dash string
	if l != nil {
		color, width, dash = l.Color, strconv.FormatFloat(l.Width, 'f', -1, 64), model.FormatDash(l.Dash)
	}
	for _, f := range []struct {
		field model.LineField
		value string
	}{{model.LineColor, color}, {model.LineWidth, width}, {model.LineDash, dash}} {
		f := f
		en := p.entry(fmt.Sprintf("%s/%d/%s", k, i, f.field), f.value, editable, func(s string) { p.do(d.SetLineStyle(k, i, f.field, s)) })
		switch f.field {
		case model.LineColor:
			en.SetPlaceHolder("#rrggbb")
		case model.LineWidth:
			en.SetPlaceHolder(lang.L("width"))
		case model.LineDash:
			en.SetPlaceHolder(lang.L("solid"))
		}
		grid.Add(en)
	}
	grid.Add(swatch(color))
}

// tecSection is the terrain effects chart as a grid: a row per terrain,
// hexside and path type, a column per move column (MP: a number, +N added
// to the hex's, P prohibited, ? to set), then a terrain's LOS height and
// blocking and its fire and shock modifiers.
func (p *rulesPanel) tecSection(rs *engine.Ruleset, editable bool) {
	d := p.e.doc
	cols := rs.MoveColumns
	head := []string{""}
	head = append(head, cols...)
	head = append(head, lang.L("height"), lang.L("blocks LOS"), lang.L("fire"), lang.L("shock"))
	grid := container.NewGridWithColumns(len(head))
	for _, h := range head {
		grid.Add(widget.NewLabelWithStyle(h, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	optInt := func(v *int) string {
		if v == nil {
			return ""
		}
		return strconv.Itoa(*v)
	}
	row := func(k model.RuleKind, i int, id string, costs map[string]engine.Cost, t *engine.TerrainType) {
		grid.Add(widget.NewLabel(id))
		for _, col := range cols {
			col := col
			c, ok := costs[col]
			grid.Add(p.entry(fmt.Sprintf("tec/%s/%d/%s", k, i, col), model.FormatCost(c, ok), editable, func(s string) { p.do(d.SetCost(k, i, col, s)) }))
		}
		if t == nil {
			for range 4 {
				grid.Add(widget.NewLabel(""))
			}
			return
		}
		for _, f := range []struct {
			field model.TerrainField
			value string
		}{{model.TerrainHeight, strconv.Itoa(t.HeightLevels)}, {model.TerrainLOS, t.BlocksLOS}, {model.TerrainFire, optInt(t.Fire)}, {model.TerrainShock, optInt(t.Shock)}} {
			f := f
			grid.Add(p.entry(fmt.Sprintf("tec/%s/%d/%s", k, i, f.field), f.value, editable, func(s string) { p.do(d.SetTerrainField(i, f.field, s)) }))
		}
	}
	for i := range rs.Terrain {
		row(model.TerrainRules, i, rs.Terrain[i].ID, rs.Terrain[i].Cost, &rs.Terrain[i])
	}
	for i, h := range rs.Hexsides {
		row(model.HexsideRules, i, h.ID, h.Cost, nil)
	}
	for i, h := range rs.Paths {
		row(model.PathRules, i, h.ID, h.Cost, nil)
	}
	p.tec.Add(widget.NewLabel(lang.L("MP per move column: a number, +N added to the hex's cost, P prohibited, ? still to set")))
	p.tec.Add(grid)
}

// classSection lists the unit classes with their names (each an entry)
// and move columns, with a row to add one.
func (p *rulesPanel) classSection(rs *engine.Ruleset, editable bool) {
	d := p.e.doc
	grid := container.NewGridWithColumns(4)
	for i, c := range rs.UnitClasses {
		i := i
		grid.Add(widget.NewLabel(c.ID))
		grid.Add(p.entry(fmt.Sprintf("class/%d/en", i), c.Name["en"], editable, func(s string) { p.do(d.SetClassName(i, "en", s)) }))
		grid.Add(p.entry(fmt.Sprintf("class/%d/it", i), c.Name["it"], editable, func(s string) { p.do(d.SetClassName(i, "it", s)) }))
		grid.Add(widget.NewLabel(c.MoveColumn))
	}
	p.classes.Add(grid)
	if !editable {
		return
	}
	id, en, it, col := widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	id.SetPlaceHolder(lang.L("new id"))
	en.SetPlaceHolder(lang.L("English name"))
	it.SetPlaceHolder(lang.L("Italian name"))
	col.SetPlaceHolder(lang.L("move column"))
	add := widget.NewButton(lang.L("Add"), func() { p.do(d.AddUnitClass(id.Text, en.Text, it.Text, col.Text)) })
	p.adds["class"] = add
	p.fields["add/class/id"], p.fields["add/class/en"], p.fields["add/class/it"], p.fields["add/class/column"] = id, en, it, col
	p.classes.Add(container.NewGridWithColumns(5, id, en, it, col, add))
}

// stackingSection lists the stacking rows (most SP of a class in a hex)
// and the dice of the shock and fire tables.
func (p *rulesPanel) stackingSection(rs *engine.Ruleset, editable bool) {
	d := p.e.doc
	grid := container.NewGridWithColumns(3)
	for i, s := range rs.Stacking {
		i := i
		v := ""
		if s.MaxSP != nil {
			v = strconv.Itoa(*s.MaxSP)
		}
		grid.Add(widget.NewLabel(s.Class))
		grid.Add(widget.NewLabel(fmt.Sprint(s.Orders)))
		grid.Add(p.entry(fmt.Sprintf("stacking/%d", i), v, editable, func(t string) { p.do(d.SetStacking(i, t)) }))
	}
	p.stacking.Add(widget.NewLabelWithStyle(lang.L("Stacking: most SP per hex"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	p.stacking.Add(grid)
	if editable {
		var classes []string
		for _, c := range rs.UnitClasses {
			classes = append(classes, c.ID)
		}
		slices.Sort(classes)
		class := widget.NewSelect(classes, nil)
		sp := widget.NewEntry()
		sp.SetPlaceHolder("SP")
		add := widget.NewButton(lang.L("Add"), func() { p.do(d.AddStacking(class.Selected, sp.Text)) })
		p.adds["stacking"] = add
		p.fields["add/stacking/sp"] = sp
		p.stacking.Add(container.NewGridWithColumns(3, class, sp, add))
	}
	p.stacking.Add(widget.NewLabelWithStyle(lang.L("Dice"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	die := func(table string, spec engine.DiceSpec) {
		n, sides := spec.N, spec.Sides
		if n == 0 {
			n, sides = 1, 10
		}
		p.stacking.Add(container.NewGridWithColumns(2, widget.NewLabel(table),
			p.entry("die/"+table, fmt.Sprintf("%dd%d", n, sides), editable, func(s string) {
				var a, b int
				if _, err := fmt.Sscanf(s, "%dd%d", &a, &b); err != nil {
					p.e.Report(fmt.Sprintf(lang.L("Die %q: write it as 1d10 or 2d6"), s))
					p.refresh()
					return
				}
				p.do(d.SetDie(table, a, b))
			})))
	}
	if rs.Shock != nil {
		die("shock", rs.Shock.Die)
	}
	if rs.Fire != nil {
		die("fire", rs.Fire.Die)
	}
}
