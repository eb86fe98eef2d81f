package playtest

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// setupList is the Play tab's list of the free set-up units still to
// place, shown in place of the reinforcements due while the game is
// setting up. A tap on a row picks the unit (its region is shaded); a row
// dragged onto the map places the unit in the hex it is dropped on. The
// list holds the engine's answer only: it is rebuilt from the game on
// every refresh.
type setupList struct {
	p    *PlayTest
	Box  *fyne.Container
	Head *widget.Label
	List *widget.List
	Skip *widget.Button
	// Facing is the facing the units are placed with, where the ruleset
	// has facing ("" for none chosen).
	Facing *widget.Select
	Units  []string // the units still to place, in the engine's order
}

func newSetupList(p *PlayTest) *setupList {
	s := &setupList{p: p}
	s.Head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Head.Wrapping = fyne.TextWrapWord
	s.List = widget.NewList(
		func() int { return len(s.Units) },
		func() fyne.CanvasObject { return newSetupRow(s) },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= 0 && i < len(s.Units) {
				o.(*setupRow).show(s.Units[i])
			}
		},
	)
	s.Skip = widget.NewButton(lang.L("Begin Play Without Them"), p.BeginWithoutSetup)
	s.Facing = widget.NewSelect(nil, nil)
	s.Facing.PlaceHolder = lang.L("Facing")
	s.Box = container.NewBorder(s.Head, container.NewBorder(nil, nil, s.Facing, nil, s.Skip), nil, nil, s.List)
	return s
}

// refresh reloads the units still to place from the game and scrolls to
// the picked one.
func (s *setupList) refresh() {
	p := s.p
	s.Units = nil
	if p.SettingUp() {
		s.Units = p.Game.Unplaced()
	}
	s.Head.SetText(fmt.Sprintf(lang.L("Set-up: %d free set-up units to place before turn 1. Pick one to shade its region, then click a hex in it (or drag the unit onto the map)."), len(s.Units)))
	if p.SkipSetup {
		s.Skip.Disable()
	} else {
		s.Skip.Enable()
	}
	s.Facing.Hide()
	if g := p.Game; g != nil && g.Board.Ruleset.Facing {
		if !slices.Equal(s.Facing.Options, g.Board.Ruleset.Facings) {
			s.Facing.SetOptions(g.Board.Ruleset.Facings)
			s.Facing.ClearSelected()
		}
		s.Facing.Show()
	}
	s.List.Refresh()
	if i := slices.Index(s.Units, p.Placing); i >= 0 {
		s.List.ScrollTo(i)
	}
}

// Text is a row's text: side, name, id, and a mark on the picked unit.
func (s *setupList) Text(id string) string {
	p := s.p
	side := ""
	if g := p.Game; g != nil {
		if u := g.OOB.Unit(id); u != nil {
			side = u.Side
		}
	}
	mark := "  "
	if id == p.Placing {
		mark = "▶ "
	}
	return fmt.Sprintf("%s%s: %s (%s)", mark, side, p.unitName(id), id)
}

// setupRow is one row of the set-up list: tapped, it picks its unit;
// dragged onto the map, it places it.
type setupRow struct {
	widget.BaseWidget
	s     *setupList
	id    string
	label *widget.Label
	at    fyne.Position // the last drag position, absolute
	drag  bool
}

var (
	_ fyne.Draggable = (*setupRow)(nil)
	_ fyne.Tappable  = (*setupRow)(nil)
)

func newSetupRow(s *setupList) *setupRow {
	r := &setupRow{s: s, label: widget.NewLabel("▶ union: template unit name (u-template)")}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer implements fyne.Widget.
func (r *setupRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.label) }

// show makes the row show unit id.
func (r *setupRow) show(id string) {
	r.id = id
	r.label.SetText(r.s.Text(id))
}

// Tapped picks the row's unit (a tap off the map drops the pick).
func (r *setupRow) Tapped(*fyne.PointEvent) { r.s.p.PickPlace(r.id) }

// Dragged follows the unit dragged out of the list: it picks the unit so
// that its region is shaded while it is dragged, and outlines the hex
// under the pointer.
func (r *setupRow) Dragged(e *fyne.DragEvent) {
	if r.id == "" {
		return
	}
	if !r.drag && r.s.p.Placing != r.id {
		r.s.p.PickPlace(r.id)
	}
	r.at, r.drag = e.AbsolutePosition, true
	if o, ok := r.s.p.e.View().HexUnder(r.at); ok {
		r.s.p.e.View().Select(o, true, "")
	}
}

// DragEnd places the unit in the hex it was dropped on.
func (r *setupRow) DragEnd() {
	if !r.drag {
		return
	}
	r.drag = false
	p := r.s.p
	o, ok := p.e.View().HexUnder(r.at)
	if !ok {
		p.e.Report(fmt.Sprintf(lang.L("Dropped off the map: %s not placed"), p.unitName(r.id)))
		return
	}
	_ = p.Place(r.id, o)
}
