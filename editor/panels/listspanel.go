package panels

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/scenarios"
)

// ListsPanel edits the scenario's reinforcement table and constraint list
// in place: one row per entry, each field committed (as a command) when
// Enter is pressed or a choice made, plus rows to add and buttons to delete.
type ListsPanel struct {
	e              Host
	Scenario       *widget.Select
	reinf          *fyne.Container
	cons           *fyne.Container
	Rows           []*reinfRow
	ConstraintRows []*constraintRow
	AddR           *widget.Button
	addC           *widget.Button
	Stale          bool // the rows are out of date (the tab was hidden)
	Box            fyne.CanvasObject
}

func NewListsPanel(e Host) *ListsPanel {
	p := &ListsPanel{e: e, reinf: container.NewVBox(), cons: container.NewVBox()}
	p.Scenario = widget.NewSelect(nil, nil)
	p.AddR = widget.NewButton(lang.L("Add reinforcement"), p.AddReinforcement)
	p.addC = widget.NewButton(lang.L("Add constraint"), p.AddConstraint)
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("Reinforcements"), container.NewBorder(p.AddR, nil, nil, nil, container.NewVScroll(p.reinf))),
		container.NewTabItem(lang.L("Constraints"), container.NewBorder(p.addC, nil, nil, nil, container.NewVScroll(p.cons))),
	)
	top := widget.NewForm(widget.NewFormItem(lang.L("Scenario"), p.Scenario))
	p.Box = container.NewBorder(top, nil, nil, nil, tabs)
	return p
}

// Refresh rebuilds the scenario chooser from the game's files, and the rows
// from the scenario when the panel's tab is shown; otherwise it only marks
// the rows stale, to be rebuilt when the tab is chosen (building dozens of
// forms for a hidden tab slowed the start and every edit).
func (p *ListsPanel) Refresh() {
	p.refreshScenarios()
	if !p.shown() {
		p.Stale = true
		return
	}
	p.rebuild()
}

// shown reports whether the panel's tab is the one in front.
func (p *ListsPanel) shown() bool {
	return p.e.TabShowing(p.Box)
}

// TabShown rebuilds a stale panel when its tab comes to the front.
func (p *ListsPanel) TabShown() {
	if p.Stale {
		p.rebuild()
	}
}

// rebuild makes the rows anew.
func (p *ListsPanel) rebuild() {
	p.Stale = false
	sc := p.e.Document().Scenario()
	// The rows are set at once and laid out once: Container.Add lays the
	// whole box out again on each row, quadratic in the rows.
	p.Rows = nil
	boxes := make([]fyne.CanvasObject, 0, len(sc.Reinforcements))
	for i := range sc.Reinforcements {
		r := newReinfRow(p, i)
		p.Rows = append(p.Rows, r)
		boxes = append(boxes, r.Box)
	}
	p.reinf.Objects = boxes
	p.reinf.Refresh()
	p.ConstraintRows = nil
	boxes = make([]fyne.CanvasObject, 0, len(sc.Constraints))
	for i := range sc.Constraints {
		c := newConstraintRow(p, i)
		p.ConstraintRows = append(p.ConstraintRows, c)
		boxes = append(boxes, c.box)
	}
	p.cons.Objects = boxes
	p.cons.Refresh()
}

// refreshScenarios lists the scenarios of the game, the open one chosen.
func (p *ListsPanel) refreshScenarios() {
	paths, _ := p.e.Document().Siblings()
	byName := map[string]string{}
	var names []string
	for _, path := range paths {
		n := path[strings.LastIndexAny(path, `/\`)+1:]
		names = append(names, n)
		byName[n] = path
	}
	p.Scenario.OnChanged = nil
	p.Scenario.Options = names
	p.Scenario.Selected = p.e.Document().Path()[strings.LastIndexAny(p.e.Document().Path(), `/\`)+1:]
	p.Scenario.Refresh()
	p.Scenario.OnChanged = func(n string) { p.e.SwitchScenario(byName[n]) }
}

// AddReinforcement appends a row entering at the first turn.
func (p *ListsPanel) AddReinforcement() {
	sc := p.e.Document().Scenario()
	r := scenarios.Reinforcement{Units: []string{}}
	if len(sc.Turns) > 0 {
		r.Turn = sc.Turns[0].ID
	}
	p.e.Do(p.e.Document().SetReinforcement(len(sc.Reinforcements), r))
}

// AddConstraint appends a no-stacking constraint to fill in.
func (p *ListsPanel) AddConstraint() {
	sc := p.e.Document().Scenario()
	id := fmt.Sprintf("constraint-%d", len(sc.Constraints)+1)
	p.e.Do(p.e.Document().SetConstraint(len(sc.Constraints), scenarios.Constraint{ID: id, Type: "no-stacking"}))
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
