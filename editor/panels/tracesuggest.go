package panels

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// suggestPerType is how many further examples of each type a proposal
// suggests (trace.Proposal.SuggestExamples).
const suggestPerType = 2

// traceSuggest walks the further example hexes a proposal suggests for
// each taught type: the designer confirms each that is that type (it joins
// the type's examples) or rejects it, then traces again. Teaching one hex
// per type and confirming the suggestions is enough (issue #25: teach with
// less). The list is the panel's working state, dropped with the proposal.
type traceSuggest struct {
	p       *TracePanel
	List    []trace.Suggestion // still to confirm or reject
	Pos     int                // the one shown
	Button  *widget.Button
	item    *widget.Label
	box     *fyne.Container
	added   int // confirmed since the last trace
	decided int // confirmed or rejected since the list was made
}

func newTraceSuggest(p *TracePanel) *traceSuggest {
	s := &traceSuggest{p: p, item: widget.NewLabel("")}
	s.item.Wrapping = fyne.TextWrapWord
	s.Button = widget.NewButton(lang.L("Suggest examples"), s.suggest)
	confirm := widget.NewButton(lang.L("Confirm example"), s.confirm)
	reject := widget.NewButton(lang.L("Not this type"), s.reject)
	s.box = container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Further examples"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewHBox(s.Button, confirm, reject), s.item,
	)
	s.show()
	return s
}

// suggest lists the proposal's suggested examples, away from the hexes
// already taught.
func (s *traceSuggest) suggest() {
	if s.p.Prop == nil {
		s.p.e.Report(lang.L("Trace first: the suggestions come from a proposal"))
		return
	}
	var taught []hexgrid.Offset
	for _, t := range s.p.Taught() {
		for _, id := range t.Hexes {
			if o, ok := s.p.e.Document().ParseHex(id); ok {
				taught = append(taught, o)
			}
		}
	}
	s.List = s.p.Prop.SuggestExamples(s.p.e.Document().Geometry().Grid, taught, suggestPerType)
	s.Pos, s.decided = 0, 0
	s.show()
}

// confirm teaches the hex shown as the type suggested, and shows the next.
func (s *traceSuggest) confirm() {
	if len(s.List) == 0 {
		return
	}
	sg := s.List[s.Pos]
	id := s.p.e.Document().HexID(sg.Hex)
	hexes := s.p.taughtOf(sg.Terrain)
	if !slices.Contains(hexes, id) {
		s.p.setTaught(sg.Terrain, append(hexes, id))
		s.added++
	}
	s.drop()
}

// reject leaves the hex shown untaught, and shows the next.
func (s *traceSuggest) reject() {
	if len(s.List) > 0 {
		s.drop()
	}
}

// drop takes the hex shown off the list.
func (s *traceSuggest) drop() {
	s.List = slices.Delete(s.List, s.Pos, s.Pos+1)
	s.decided++
	s.show()
}

// clear drops the list (a new proposal, or none); traced says whether
// the confirmed examples were traced with.
func (s *traceSuggest) clear(traced bool) {
	s.List, s.Pos, s.decided = nil, 0, 0
	if traced {
		s.added = 0
	}
	s.show()
}

// show describes the suggestion shown and puts it in the middle of the
// map, selected.
func (s *traceSuggest) show() {
	if len(s.List) == 0 {
		switch {
		case s.added > 0:
			s.item.SetText(fmt.Sprintf(lang.L("%d examples confirmed: trace again to use them."), s.added))
		case s.decided > 0:
			s.item.SetText(lang.L("No suggestions left."))
		default:
			s.item.SetText(lang.L("After a trace, the tracer can suggest further examples of each type to confirm."))
		}
		return
	}
	s.Pos = min(s.Pos, len(s.List)-1)
	sg := s.List[s.Pos]
	id := s.p.e.Document().HexID(sg.Hex)
	s.item.SetText(fmt.Sprintf(lang.L("Suggested %d of %d: %s as %s (confidence %.2f)"),
		s.Pos+1, len(s.List), id, ui.TerrainName(s.p.e.Document(), sg.Terrain), sg.Confidence))
	s.p.e.View().CenterOn(sg.Hex)
	s.p.e.View().Select(sg.Hex, true, "")
	s.p.e.Selected(id, "")
}
