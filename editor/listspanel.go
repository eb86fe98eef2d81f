package editor

import (
	"encoding/json"
	"fmt"
	"fyne.io/fyne/v2/lang"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/scenarios"
)

// listsPanel edits the scenario's reinforcement table and constraint list
// in place: one row per entry, each field committed (as a command) when
// Enter is pressed or a choice made, plus rows to add and buttons to delete.
type listsPanel struct {
	e        *Editor
	scenario *widget.Select
	reinf    *fyne.Container
	cons     *fyne.Container
	rows     []*reinfRow
	crows    []*constraintRow
	addR     *widget.Button
	addC     *widget.Button
	stale    bool // the rows are out of date (the tab was hidden)
	box      fyne.CanvasObject
}

func newListsPanel(e *Editor) *listsPanel {
	p := &listsPanel{e: e, reinf: container.NewVBox(), cons: container.NewVBox()}
	p.scenario = widget.NewSelect(nil, nil)
	p.addR = widget.NewButton(lang.L("Add reinforcement"), p.addReinforcement)
	p.addC = widget.NewButton(lang.L("Add constraint"), p.addConstraint)
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("Reinforcements"), container.NewBorder(p.addR, nil, nil, nil, container.NewVScroll(p.reinf))),
		container.NewTabItem(lang.L("Constraints"), container.NewBorder(p.addC, nil, nil, nil, container.NewVScroll(p.cons))),
	)
	top := widget.NewForm(widget.NewFormItem(lang.L("Scenario"), p.scenario))
	p.box = container.NewBorder(top, nil, nil, nil, tabs)
	return p
}

// refresh rebuilds the scenario chooser from the game's files, and the rows
// from the scenario when the panel's tab is shown; otherwise it only marks
// the rows stale, to be rebuilt when the tab is chosen (building dozens of
// forms for a hidden tab slowed the start and every edit).
func (p *listsPanel) refresh() {
	p.refreshScenarios()
	if !p.shown() {
		p.stale = true
		return
	}
	p.rebuild()
}

// shown reports whether the panel's tab is the one in front.
func (p *listsPanel) shown() bool {
	tabs := p.e.tabs
	return tabs != nil && tabs.Selected() != nil && tabHolds(tabs.Selected(), p.box)
}

// tabShown rebuilds a stale panel when its tab comes to the front.
func (p *listsPanel) tabShown() {
	if p.stale {
		p.rebuild()
	}
}

// rebuild makes the rows anew.
func (p *listsPanel) rebuild() {
	p.stale = false
	sc := p.e.doc.Scenario()
	p.rows = nil
	p.reinf.Objects = nil
	for i := range sc.Reinforcements {
		r := newReinfRow(p, i)
		p.rows = append(p.rows, r)
		p.reinf.Add(r.box)
	}
	p.reinf.Refresh()
	p.crows = nil
	p.cons.Objects = nil
	for i := range sc.Constraints {
		c := newConstraintRow(p, i)
		p.crows = append(p.crows, c)
		p.cons.Add(c.box)
	}
	p.cons.Refresh()
}

// refreshScenarios lists the scenarios of the game, the open one chosen.
func (p *listsPanel) refreshScenarios() {
	paths, _ := p.e.doc.Siblings()
	byName := map[string]string{}
	var names []string
	for _, path := range paths {
		n := path[strings.LastIndexAny(path, `/\`)+1:]
		names = append(names, n)
		byName[n] = path
	}
	p.scenario.OnChanged = nil
	p.scenario.Options = names
	p.scenario.Selected = p.e.doc.Path()[strings.LastIndexAny(p.e.doc.Path(), `/\`)+1:]
	p.scenario.Refresh()
	p.scenario.OnChanged = func(n string) { p.e.switchScenario(byName[n]) }
}

// addReinforcement appends a row entering at the first turn.
func (p *listsPanel) addReinforcement() {
	sc := p.e.doc.Scenario()
	r := scenarios.Reinforcement{Units: []string{}}
	if len(sc.Turns) > 0 {
		r.Turn = sc.Turns[0].ID
	}
	p.e.Do(p.e.doc.SetReinforcement(len(sc.Reinforcements), r))
}

// addConstraint appends a no-stacking constraint to fill in.
func (p *listsPanel) addConstraint() {
	sc := p.e.doc.Scenario()
	id := fmt.Sprintf("constraint-%d", len(sc.Constraints)+1)
	p.e.Do(p.e.doc.SetConstraint(len(sc.Constraints), scenarios.Constraint{ID: id, Type: "no-stacking"}))
}

// compactJSON writes v as one line of JSON.
func compactJSON(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(data)
}

// parseOptInt reads an optional whole number ("" for none).
func parseOptInt(s string, v **int) error {
	s = strings.TrimSpace(s)
	if s == "" {
		*v = nil
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return fmt.Errorf("%q is not a whole number, 0 or more", s)
	}
	*v = &n
	return nil
}
