package panels

import (
	"context"
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/trace"
)

// TracePanel traces the calibrated scans into a proposal of terrain, water
// hexsides, road steps and contour counts (maps/trace): the designer teaches
// each terrain type by picking example hexes on the map, runs the trace off
// the UI thread, walks the unsure hexes (next/previous, accept as proposed,
// repaint as another type) and accepts the proposal, all of it or what is at
// or above a confidence, as one undoable command. The taught hexes and the
// proposal under review is the panel's working state, not the document's:
// nothing of it reaches the map until it is accepted. What the designer
// tells the tracer (the examples, the slivers, how the map is printed,
// the known levels) is the map's trace setup (maps.TraceSetup), changed
// by undoable commands and saved with the map.
type TracePanel struct {
	scan        *ScanPanel // the sheets' scans the trace reads
	e           Host
	Terrain     *widget.Select // the type taught or repainted as, by display name
	TeachButton *widget.Button
	taught      *widget.Label
	sliver      *widget.Check // slivers of the taught type count (ITW field boundary)
	RunButton   *widget.Button
	bar         *widget.ProgressBar
	Summary     *widget.Label
	item        *widget.Label
	minConf     *widget.Slider
	confText    *widget.Label
	Levels      *traceLevels
	Suggest     *traceSuggest // further examples to confirm, after a trace
	print       *tracePrint
	Box         *fyne.Container

	ids     []string // terrain ids, in the ruleset's order
	Prop    *trace.Proposal
	Review  []int          // indexes into prop.Hexes still to review, in walking order
	Pos     int            // the one shown, in review
	Decided map[int]string // hex proposal index -> terrain the designer accepted
	Cancel  context.CancelFunc
	// Post runs a function on the UI goroutine (fyne.Do; tests queue).
	Post func(func())
}

func NewTracePanel(e Host, scan *ScanPanel) *TracePanel {
	p := &TracePanel{e: e, scan: scan, Decided: map[int]string{}, Post: fyne.Do}
	p.print = newTracePrint(p)
	p.Suggest = newTraceSuggest(p)
	p.Terrain = widget.NewSelect(nil, func(string) { p.showTeach() })
	p.TeachButton = widget.NewButton(lang.L("Teach on map"), p.toggleTeach)
	p.taught = widget.NewLabel("")
	p.taught.Wrapping = fyne.TextWrapWord
	p.sliver = widget.NewCheck(lang.L("Any sliver of this type makes the hex"), func(on bool) { p.setSliver(on) })
	clear := widget.NewButton(lang.L("Clear examples"), func() {
		p.editSetup(lang.L("Clear the trace examples"), func(s *maps.TraceSetup) { s.Examples = nil })
	})
	p.RunButton = widget.NewButton(lang.L("Trace scans"), p.start)
	p.bar = widget.NewProgressBar()
	p.Summary = widget.NewLabel(lang.L("Calibrate the scans (Scan tab), teach two or more types, then trace."))
	p.Summary.Wrapping = fyne.TextWrapWord
	p.item = widget.NewLabel("")
	prev := widget.NewButton(lang.L("Previous"), func() { p.step(-1) })
	next := widget.NewButton(lang.L("Next"), func() { p.step(1) })
	acceptOne := widget.NewButton(lang.L("Accept hex"), func() { p.decide("") })
	repaintBtn := widget.NewButton(lang.L("Repaint hex"), func() { p.decide(p.Terrain.Selected) })
	p.minConf = widget.NewSlider(0, 1)
	p.minConf.Step = 0.05
	p.minConf.SetValue(trace.DefaultOptions().Uncertain)
	p.confText = widget.NewLabel("")
	p.minConf.OnChanged = func(float64) { p.showAccept() }
	acceptAbove := widget.NewButton(lang.L("Accept at or above"), func() { p.accept(p.minConf.Value) })
	acceptAll := widget.NewButton(lang.L("Accept all"), func() { p.accept(0) })
	discard := widget.NewButton(lang.L("Discard proposal"), p.discard)
	p.Levels = newTraceLevels(p)
	p.Box = container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Trace the scans"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, widget.NewLabel(lang.L("Type")), nil, p.Terrain),
		container.NewHBox(p.TeachButton, clear), p.taught, p.sliver,
		widget.NewSeparator(),
		p.print.box,
		widget.NewSeparator(),
		container.NewBorder(nil, nil, p.RunButton, nil, p.bar), p.Summary,
		widget.NewSeparator(),
		p.Suggest.box,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(lang.L("Review unsure hexes"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewHBox(prev, next, acceptOne, repaintBtn), p.item,
		widget.NewSeparator(),
		p.Levels.box,
		widget.NewSeparator(),
		p.minConf, p.confText,
		container.NewHBox(acceptAbove, acceptAll, discard),
	)
	return p
}

// DocumentChanged reads the ruleset's terrain types that fill a hex (not
// the features in one, such as camps, whose hex keeps its other terrain)
// and drops a proposal made for another map.
func (p *TracePanel) DocumentChanged() {
	p.ids = nil
	if rs := p.e.Document().Ruleset(); rs != nil {
		for _, t := range rs.Terrain {
			if !t.OtherTerrainInHex {
				p.ids = append(p.ids, t.ID)
			}
		}
	}
	names := make([]string, len(p.ids))
	for i, id := range p.ids {
		names[i] = ui.TerrainName(p.e.Document(), id)
	}
	p.Terrain.Options = names
	if len(names) > 0 && !slices.Contains(names, p.Terrain.Selected) {
		p.Terrain.Selected = names[0]
	}
	p.Terrain.Refresh()
	p.Suggest.added = 0
	p.discard()
	p.SetupChanged()
}

// SetupChanged shows the map's trace setup again (after an edit of it, an
// undo or a redo).
func (p *TracePanel) SetupChanged() {
	p.showTeach()
	p.print.show()
	p.Levels.showSeeds()
}

// Taught returns the map's trace examples, in teaching order.
func (p *TracePanel) Taught() []trace.Taught { return trace.TaughtOf(p.e.Document().TraceSetup()) }

// editSetup changes the map's trace setup by edit, as one undoable
// command named label (nothing when edit changes nothing).
func (p *TracePanel) editSetup(label string, edit func(*maps.TraceSetup)) {
	s := p.e.Document().TraceSetup()
	edit(&s)
	p.e.Do(p.e.Document().SetTraceSetup(label, s))
}

// idOf returns the terrain id shown as name ("" when none).
func (p *TracePanel) idOf(name string) string {
	for _, id := range p.ids {
		if ui.TerrainName(p.e.Document(), id) == name {
			return id
		}
	}
	return ""
}

// taughtOf returns the example hexes of terrain id (nil when none yet).
func (p *TracePanel) taughtOf(id string) []string {
	for _, t := range p.Taught() {
		if t.Terrain == id {
			return t.Hexes
		}
	}
	return nil
}

// toggleTeach starts picking example hexes of the chosen type on the map,
// or ends it.
func (p *TracePanel) toggleTeach() {
	id := p.idOf(p.Terrain.Selected)
	key := p.pickKey(id)
	if p.e.PickingFor(key) {
		p.e.FinishPick()
		return
	}
	if id == "" {
		p.e.Report(lang.L("Choose the terrain type to teach first"))
		return
	}
	p.e.StartPick(key, p.taughtOf(id), func(hexes []string) {
		p.setTaught(id, hexes)
		p.e.Report(p.taught.Text)
	})
	p.showTeach()
}

// pickKey names the map pick of the examples of terrain id.
func (p *TracePanel) pickKey(id string) string {
	return fmt.Sprintf(lang.L("examples of %s"), ui.TerrainName(p.e.Document(), id))
}

// setTaught replaces the examples of terrain id in the map's trace setup.
func (p *TracePanel) setTaught(id string, hexes []string) {
	label := fmt.Sprintf(lang.L("Teach %s (%d examples)"), ui.TerrainName(p.e.Document(), id), len(hexes))
	p.editSetup(label, func(s *maps.TraceSetup) {
		// A new list: the type keeps its place in the teaching order.
		var out []maps.TraceExamples
		found := false
		for _, e := range s.Examples {
			if e.Terrain == id {
				e, found = maps.TraceExamples{Terrain: id, Hexes: slices.Clone(hexes)}, true
			}
			if len(e.Hexes) > 0 {
				out = append(out, e)
			}
		}
		if !found && len(hexes) > 0 {
			out = append(out, maps.TraceExamples{Terrain: id, Hexes: slices.Clone(hexes)})
		}
		s.Examples = out
	})
	p.showTeach()
}

// setSliver makes slivers of the chosen type count, or not.
func (p *TracePanel) setSliver(on bool) {
	id := p.idOf(p.Terrain.Selected)
	if id == "" || on == slices.Contains(p.e.Document().TraceSetup().Slivers, id) {
		return
	}
	p.editSetup(lang.L("Slivers make the hex"), func(s *maps.TraceSetup) {
		s.Slivers = slices.DeleteFunc(s.Slivers, func(t string) bool { return t == id })
		if on {
			s.Slivers = append(s.Slivers, id)
		}
	})
}

// showTeach lists the taught types and their example counts.
func (p *TracePanel) showTeach() {
	id := p.idOf(p.Terrain.Selected)
	if p.e.PickingFor(p.pickKey(id)) {
		p.TeachButton.SetText(lang.L("Done teaching"))
	} else {
		p.TeachButton.SetText(lang.L("Teach on map"))
	}
	setCheck(p.sliver, slices.Contains(p.e.Document().TraceSetup().Slivers, id))
	taught := p.Taught()
	if len(taught) == 0 {
		p.taught.SetText(lang.L("No examples yet: pick a few hexes of each type on the scan."))
		return
	}
	var parts []string
	for _, t := range taught {
		parts = append(parts, fmt.Sprintf("%s %d", ui.TerrainName(p.e.Document(), t.Terrain), len(t.Hexes)))
	}
	p.taught.SetText(lang.L("Taught:") + " " + strings.Join(parts, ", "))
}

// job builds the trace job from the map, its scans and the examples.
func (p *TracePanel) job() (trace.Job, error) {
	if err := p.print.commitInks(); err != nil {
		return trace.Job{}, fmt.Errorf("trace: %w", err)
	}
	opt := trace.DefaultOptions()
	opt.ApplySetup(p.e.Document().TraceSetup())
	scans := func(i int) (image.Image, error) {
		if img := p.scan.image(i); img != nil {
			return img, nil
		}
		return nil, fmt.Errorf("the scan of sheet %s cannot be read", p.e.Document().Map().Sheets[i].ID)
	}
	return trace.NewJob(p.e.Document().Map(), p.e.Document().Geometry(), scans, p.Taught(), opt)
}

// start traces in the background; pressed again while tracing, it cancels.
func (p *TracePanel) start() {
	if p.Cancel != nil {
		p.Cancel()
		return
	}
	p.e.CancelPick()
	job, err := p.job()
	if p.e.ReportErr(err) {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.Cancel = cancel
	p.RunButton.SetText(lang.L("Cancel"))
	p.bar.SetValue(0)
	go func() {
		prop, err := trace.Trace(ctx, job, func(done, total int) {
			p.Post(func() { p.bar.SetValue(float64(done) / float64(max(total, 1))) })
		})
		p.Post(func() { p.finished(prop, err) })
	}()
}

// finished shows a trace's outcome on the UI goroutine.
func (p *TracePanel) finished(prop *trace.Proposal, err error) {
	p.Cancel = nil
	p.RunButton.SetText(lang.L("Trace scans"))
	if err != nil {
		p.e.ReportErr(fmt.Errorf("trace: %w", err))
		return
	}
	p.setProposal(prop)
}

// setProposal takes a new proposal for review and draws it.
func (p *TracePanel) setProposal(prop *trace.Proposal) {
	p.Prop, p.Decided, p.Pos = prop, map[int]string{}, 0
	p.Levels.discard()
	p.Suggest.clear(true)
	p.Review = prop.UncertainHexes()
	p.bar.SetValue(1)
	water, roads, contours := 0, 0, 0
	for _, s := range prop.Sides {
		water += b2i(s.Water)
		roads += b2i(s.Road)
		contours += b2i(s.Contours > 0)
	}
	p.Summary.SetText(fmt.Sprintf(lang.L("Proposed: %d hexes (%d unsure), %d water hexsides, %d road steps, %d hexsides with contours."),
		len(prop.Hexes), len(p.Review), water, roads, contours))
	p.showProposal()
	p.showItem()
	p.showAccept()
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// showProposal draws the proposal over the map, unsure hexes ringed.
func (p *TracePanel) showProposal() {
	if p.Prop == nil {
		p.e.View().SetProposed(nil, nil)
		return
	}
	st := p.e.Document().Styles()
	ps := make([]draw.HexMark, 0, len(p.Prop.Hexes))
	var levels []draw.Label // proposed elevation levels, in their swatches
	for i, h := range p.Prop.Hexes {
		terrain, decided := p.Decided[i]
		if !decided {
			terrain = h.Terrain
		}
		if lv, guessed, ok := p.Levels.proposed(p.e.Document().HexID(h.Hex)); ok {
			c := draw.LevelColor
			if guessed {
				c = draw.UnsureColor
			}
			levels = append(levels, draw.Label{Hex: h.Hex, Text: strconv.Itoa(lv), Centred: true, Color: c})
		}
		if terrain == "" {
			continue
		}
		fill, _ := st.TerrainFill(terrain)
		fill.A = 0xff
		outline := draw.SureColor
		if !decided && !p.Prop.Sure(h.Confidence) {
			outline = draw.UnsureColor
		}
		ps = append(ps, draw.HexMark{Hex: h.Hex, Kind: draw.MarkSwatch, Color: fill, Outline: outline})
	}
	p.e.View().SetProposed(ps, levels)
}

// step shows the next (d = 1) or previous (d = -1) hex to review, centred
// and selected on the map.
func (p *TracePanel) step(d int) {
	if len(p.Review) == 0 {
		return
	}
	p.Pos = (p.Pos + d + len(p.Review)) % len(p.Review)
	p.showItem()
}

// showItem describes the hex under review and shows it on the map.
func (p *TracePanel) showItem() {
	if p.Prop == nil || len(p.Review) == 0 {
		p.item.SetText(lang.L("Nothing to review."))
		return
	}
	p.Pos = min(p.Pos, len(p.Review)-1)
	h := p.Prop.Hexes[p.Review[p.Pos]]
	p.item.SetText(fmt.Sprintf(lang.L("%d of %d: %s, proposed %s (confidence %.2f)"),
		p.Pos+1, len(p.Review), p.e.Document().HexID(h.Hex), ui.TerrainName(p.e.Document(), h.Terrain), h.Confidence))
	p.e.View().CenterOn(h.Hex)
	p.e.View().Select(h.Hex, true, "")
	p.e.Selected(p.e.Document().HexID(h.Hex), "")
}

// decide settles the hex under review: as proposed (name "") or repainted
// as the type shown as name (the one chosen in the type list). It leaves the review list and the next comes.
func (p *TracePanel) decide(name string) {
	if p.Prop == nil || len(p.Review) == 0 {
		return
	}
	i := p.Review[p.Pos]
	terrain := p.Prop.Hexes[i].Terrain
	if name != "" {
		terrain = p.idOf(name)
	}
	if terrain == "" {
		p.e.Report(lang.L("Choose the type to repaint the hex as"))
		return
	}
	p.Decided[i] = terrain
	p.Review = slices.Delete(p.Review, p.Pos, p.Pos+1)
	p.showProposal()
	p.showItem()
	p.showAccept()
}

// reviewed returns the proposal with the designer's decisions in it: a
// decided hex is sure, with the terrain decided.
func (p *TracePanel) reviewed() *trace.Proposal {
	q := *p.Prop
	q.Hexes = slices.Clone(p.Prop.Hexes)
	for i, t := range p.Decided {
		q.Hexes[i].Terrain, q.Hexes[i].Confidence = t, 1
	}
	return &q
}

// showAccept says how many hexes an accept at the slider's confidence takes.
func (p *TracePanel) showAccept() {
	if p.Prop == nil {
		p.confText.SetText(lang.L("No proposal."))
		return
	}
	n := 0
	for _, h := range p.reviewed().Hexes {
		if h.Terrain != "" && h.Confidence >= p.minConf.Value {
			n++
		}
	}
	p.confText.SetText(fmt.Sprintf(lang.L("At or above %.2f: %d of %d hexes"), p.minConf.Value, n, len(p.Prop.Hexes)))
}

// accept makes the proposals at or above confidence minConf (and every
// decided hex) on the map as one undoable command, and ends the review.
func (p *TracePanel) accept(minConf float64) {
	if p.Prop == nil {
		return
	}
	edits, err := p.reviewed().Edits(p.e.Document().Geometry(), minConf, "stream")
	if p.e.ReportErr(err) {
		return
	}
	edits.Levels = p.Levels.accepted(minConf)
	c, held, err := p.e.Document().AcceptTrace(edits, "road")
	if p.e.ReportErr(err) {
		return
	}
	if c != nil {
		p.e.Do(c)
	}
	p.discard()
	msg := fmt.Sprintf(lang.L("Accepted %d hexes, %d water hexsides, %d roads, %d levels."), len(edits.Terrain), len(edits.Water), len(edits.Roads), len(edits.Levels))
	if len(held) > 0 {
		msg += " " + fmt.Sprintf(lang.L("%d contour counts held back until the hexes' levels are set."), len(held))
	}
	p.e.Report(msg)
}

// discard drops the proposal under review.
func (p *TracePanel) discard() {
	if p.Cancel != nil {
		p.Cancel()
	}
	p.Prop, p.Review, p.Decided, p.Pos = nil, nil, map[int]string{}, 0
	p.Levels.discard()
	p.Suggest.clear(false)
	p.e.View().SetProposed(nil, nil)
	p.item.SetText("")
	p.showAccept()
}
