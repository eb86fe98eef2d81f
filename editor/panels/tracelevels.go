package panels

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
)

// traceLevels is the trace panel's elevation step: the designer sets the
// level (whole elevation levels, 20 ft in ITW) of a few hexes on the map,
// the seeds, and propagates levels from them over the proposal's contour
// counts (trace.Proposal.Elevations). The proposed levels are drawn with
// the proposal, the guessed ones in the unsure colour and walkable with
// previous/next; they reach the map with the rest of the proposal, as one
// undoable command, when it is accepted. The seeds are the map's trace
// setup (maps.TraceSetup.Levels, set by undoable commands); the proposed
// levels are the panel's working state until accepted.
type traceLevels struct {
	p          *TracePanel
	Level      *widget.Entry // the level Set level gives the selected hex
	SeedsLabel *widget.Label
	Summary    *widget.Label
	item       *widget.Label
	box        *fyne.Container

	Elevation *trace.Elevation
	guessed   map[string]bool // el.Guessed as a set
	pos       int             // the guessed hex shown, index in el.Guessed
}

func newTraceLevels(p *TracePanel) *traceLevels {
	l := &traceLevels{p: p}
	l.Level = widget.NewEntry()
	l.Level.SetText("0")
	l.SeedsLabel = widget.NewLabel("")
	l.SeedsLabel.Wrapping = fyne.TextWrapWord
	l.Summary = widget.NewLabel("")
	l.Summary.Wrapping = fyne.TextWrapWord
	l.item = widget.NewLabel("")
	set := widget.NewButton(lang.L("Set level…"), l.setSelected)
	clear := widget.NewButton(lang.L("Clear levels"), func() {
		p.editSetup(lang.L("Clear the known levels"), func(s *maps.TraceSetup) { s.Levels = nil })
	})
	run := widget.NewButton(lang.L("Propagate levels"), l.propagate)
	prev := widget.NewButton(lang.L("Previous level"), func() { l.step(-1) })
	next := widget.NewButton(lang.L("Next level"), func() { l.step(1) })
	l.box = container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Elevation from contours"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, widget.NewLabel(lang.L("Level")), set, l.Level),
		l.SeedsLabel, container.NewHBox(clear, run), l.Summary,
		container.NewHBox(prev, next), l.item,
	)
	return l
}

// setSelected makes the level typed beside the button the seed level of
// the hex selected on the map.
func (l *traceLevels) setSelected() {
	o, ok, _ := l.p.e.View().Selection()
	if !ok {
		l.p.e.Report(lang.L("Select the hex whose level you know on the map first"))
		return
	}
	v, err := strconv.Atoi(strings.TrimSpace(l.Level.Text))
	if err != nil {
		l.p.e.Report(fmt.Sprintf(lang.L("Level %q is not a whole number"), l.Level.Text))
		return
	}
	id := l.p.e.Document().HexID(o)
	l.p.editSetup(fmt.Sprintf(lang.L("Known level %s = %d"), id, v), func(s *maps.TraceSetup) {
		if s.Levels == nil {
			s.Levels = map[string]int{}
		}
		s.Levels[id] = v
	})
}

// Seeds returns the levels the designer knows, by hex id (the map's trace
// setup).
func (l *traceLevels) Seeds() map[string]int { return l.p.e.Document().TraceSetup().Levels }

// showSeeds lists the seeds in id order.
func (l *traceLevels) showSeeds() {
	seeds := l.Seeds()
	if len(seeds) == 0 {
		l.SeedsLabel.SetText(lang.L("No levels set: select two or three hexes of known level on the map and set each."))
		return
	}
	ids := make([]string, 0, len(seeds))
	for id := range seeds {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprintf("%s=%d", id, seeds[id])
	}
	l.SeedsLabel.SetText(lang.L("Levels set:") + " " + strings.Join(parts, ", "))
}

// propagate proposes levels from the seeds over the proposal's contour
// counts and shows them with the proposal.
func (l *traceLevels) propagate() {
	prop := l.p.Prop
	if prop == nil {
		l.p.e.Report(lang.L("Trace the scans first"))
		return
	}
	if len(l.Seeds()) == 0 {
		l.p.e.Report(lang.L("Set the level of a hex first"))
		return
	}
	el, err := prop.Elevations(l.p.e.Document().Geometry(), l.Seeds(), prop.Uncertain)
	if l.p.e.ReportErr(err) {
		return
	}
	l.Elevation, l.pos, l.guessed = &el, 0, map[string]bool{}
	for _, id := range el.Guessed {
		l.guessed[id] = true
	}
	l.Summary.SetText(fmt.Sprintf(lang.L("Levels: %d hexes (%d guessed), %d hexsides whose count disagrees."),
		len(el.Levels), len(el.Guessed), len(el.Inconsistent)))
	l.p.showProposal()
	l.showItem()
}

// step shows the next (d = 1) or previous (d = -1) guessed hex, centred
// and selected on the map.
func (l *traceLevels) step(d int) {
	if l.Elevation == nil || len(l.Elevation.Guessed) == 0 {
		return
	}
	l.pos = (l.pos + d + len(l.Elevation.Guessed)) % len(l.Elevation.Guessed)
	l.showItem()
}

// showItem describes the guessed hex under review and shows it on the map.
func (l *traceLevels) showItem() {
	if l.Elevation == nil || len(l.Elevation.Guessed) == 0 {
		l.item.SetText(lang.L("No guessed level to review."))
		return
	}
	id := l.Elevation.Guessed[l.pos]
	l.item.SetText(fmt.Sprintf(lang.L("%d of %d: %s, guessed level %d"), l.pos+1, len(l.Elevation.Guessed), id, l.Elevation.Levels[id]))
	if o, ok := l.p.e.Document().ParseHex(id); ok {
		l.p.e.View().CenterOn(o)
		l.p.e.View().Select(o, true, "")
		l.p.e.Selected(id, "")
	}
}

// proposed returns the level proposed for hex id, and whether it is a
// guess (ok false: none proposed).
func (l *traceLevels) proposed(id string) (level int, guessed, ok bool) {
	if l.Elevation == nil {
		return 0, false, false
	}
	level, ok = l.Elevation.Levels[id]
	return level, l.guessed[id], ok
}

// accepted returns the levels an accept at confidence minConf takes: every
// proposed level for 0 (Accept all), else the sure ones and the seeds (nil:
// no levels proposed).
func (l *traceLevels) accepted(minConf float64) map[string]int {
	if l.Elevation == nil {
		return nil
	}
	if minConf <= 0 {
		return l.Elevation.Levels
	}
	out := l.Elevation.Sure()
	for id, v := range l.Seeds() {
		out[id] = v
	}
	return out
}

// discard drops the proposed levels (the seeds stay for the next trace).
func (l *traceLevels) discard() {
	l.Elevation, l.guessed, l.pos = nil, nil, 0
	l.Summary.SetText("")
	l.item.SetText("")
}
