package editor

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

	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/trace"
)

// tracePanel traces the calibrated scans into a proposal of terrain, water
// hexsides, road steps and contour counts (maps/trace): the designer teaches
// each terrain type by picking example hexes on the map, runs the trace off
// the UI thread, walks the unsure hexes (next/previous, accept as proposed,
// repaint as another type) and accepts the proposal, all of it or what is at
// or above a confidence, as one undoable command. The taught hexes and the
// proposal under review are the panel's working state, not the document's:
// nothing reaches the map until it is accepted.
type tracePanel struct {
	e        *Editor
	terrain  *widget.Select // the type taught or repainted as, by display name
	teachBtn *widget.Button
	taught   *widget.Label
	sliver   *widget.Check // slivers of the taught type count (ITW field boundary)
	runBtn   *widget.Button
	bar      *widget.ProgressBar
	summary  *widget.Label
	item     *widget.Label
	minConf  *widget.Slider
	confText *widget.Label
	levels   *traceLevels
	box      *fyne.Container

	teach   []trace.Taught // in teaching order
	sliverT []string       // types whose slivers count
	ids     []string       // terrain ids, in the ruleset's order
	prop    *trace.Proposal
	review  []int          // indexes into prop.Hexes still to review, in walking order
	pos     int            // the one shown, in review
	decided map[int]string // hex proposal index -> terrain the designer accepted
	cancel  context.CancelFunc
	// post runs a function on the UI goroutine (fyne.Do; tests queue).
	post func(func())
}

func newTracePanel(e *Editor) *tracePanel {
	p := &tracePanel{e: e, decided: map[int]string{}, post: fyne.Do}
	p.terrain = widget.NewSelect(nil, func(string) { p.showTeach() })
	p.teachBtn = widget.NewButton(lang.L("Teach on map"), p.toggleTeach)
	p.taught = widget.NewLabel("")
	p.taught.Wrapping = fyne.TextWrapWord
	p.sliver = widget.NewCheck(lang.L("Any sliver of this type makes the hex"), func(on bool) { p.setSliver(on) })
	clear := widget.NewButton(lang.L("Clear examples"), func() { p.teach = nil; p.showTeach() })
	p.runBtn = widget.NewButton(lang.L("Trace scans"), p.start)
	p.bar = widget.NewProgressBar()
	p.summary = widget.NewLabel(lang.L("Calibrate the scans (Scan tab), teach two or more types, then trace."))
	p.summary.Wrapping = fyne.TextWrapWord
	p.item = widget.NewLabel("")
	prev := widget.NewButton(lang.L("Previous"), func() { p.step(-1) })
	next := widget.NewButton(lang.L("Next"), func() { p.step(1) })
	acceptOne := widget.NewButton(lang.L("Accept hex"), func() { p.decide("") })
	repaintBtn := widget.NewButton(lang.L("Repaint hex"), func() { p.decide(p.terrain.Selected) })
	p.minConf = widget.NewSlider(0, 1)
	p.minConf.Step = 0.05
	p.minConf.SetValue(trace.DefaultOptions().Uncertain)
	p.confText = widget.NewLabel("")
	p.minConf.OnChanged = func(float64) { p.showAccept() }
	acceptAbove := widget.NewButton(lang.L("Accept at or above"), func() { p.accept(p.minConf.Value) })
	acceptAll := widget.NewButton(lang.L("Accept all"), func() { p.accept(0) })
	discard := widget.NewButton(lang.L("Discard proposal"), p.discard)
	p.levels = newTraceLevels(p)
	p.box = container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Trace the scans"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, widget.NewLabel(lang.L("Type")), nil, p.terrain),
		container.NewHBox(p.teachBtn, clear), p.taught, p.sliver,
		widget.NewSeparator(),
		container.NewBorder(nil, nil, p.runBtn, nil, p.bar), p.summary,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(lang.L("Review unsure hexes"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewHBox(prev, next, acceptOne, repaintBtn), p.item,
		widget.NewSeparator(),
		p.levels.box,
		widget.NewSeparator(),
		p.minConf, p.confText,
		container.NewHBox(acceptAbove, acceptAll, discard),
	)
	return p
}

// documentChanged reads the ruleset's terrain types that fill a hex (not
// the features in one, such as camps, whose hex keeps its other terrain)
// and drops a proposal made for another map.
func (p *tracePanel) documentChanged() {
	p.ids = nil
	if rs := p.e.doc.Ruleset(); rs != nil {
		for _, t := range rs.Terrain {
			if !t.OtherTerrainInHex {
				p.ids = append(p.ids, t.ID)
			}
		}
	}
	names := make([]string, len(p.ids))
	for i, id := range p.ids {
		names[i] = p.e.terrainName(id)
	}
	p.terrain.Options = names
	if len(names) > 0 && !slices.Contains(names, p.terrain.Selected) {
		p.terrain.Selected = names[0]
	}
	p.terrain.Refresh()
	p.teach = nil
	p.levels.seeds = map[string]int{}
	p.levels.showSeeds()
	p.discard()
	p.showTeach()
}

// idOf returns the terrain id shown as name ("" when none).
func (p *tracePanel) idOf(name string) string {
	for _, id := range p.ids {
		if p.e.terrainName(id) == name {
			return id
		}
	}
	return ""
}

// taughtOf returns the examples of terrain id (nil when none yet).
func (p *tracePanel) taughtOf(id string) *trace.Taught {
	for i := range p.teach {
		if p.teach[i].Terrain == id {
			return &p.teach[i]
		}
	}
	return nil
}

// toggleTeach starts picking example hexes of the chosen type on the map,
// or ends it.
func (p *tracePanel) toggleTeach() {
	id := p.idOf(p.terrain.Selected)
	key := p.pickKey(id)
	if p.e.pickingFor(key) {
		p.e.finishPick()
		return
	}
	if id == "" {
		p.e.report(lang.L("Choose the terrain type to teach first"))
		return
	}
	var initial []string
	if t := p.taughtOf(id); t != nil {
		initial = t.Hexes
	}
	p.e.startPick(key, initial, func(hexes []string) {
		p.setTaught(id, hexes)
		p.e.report(p.taught.Text)
	})
	p.showTeach()
}

// pickKey names the map pick of the examples of terrain id.
func (p *tracePanel) pickKey(id string) string {
	return fmt.Sprintf(lang.L("examples of %s"), p.e.terrainName(id))
}

// setTaught replaces the examples of terrain id.
func (p *tracePanel) setTaught(id string, hexes []string) {
	if t := p.taughtOf(id); t != nil {
		t.Hexes = slices.Clone(hexes)
	} else if len(hexes) > 0 {
		p.teach = append(p.teach, trace.Taught{Terrain: id, Hexes: slices.Clone(hexes)})
	}
	p.teach = slices.DeleteFunc(p.teach, func(t trace.Taught) bool { return len(t.Hexes) == 0 })
	p.showTeach()
}

// setSliver makes slivers of the chosen type count, or not.
func (p *tracePanel) setSliver(on bool) {
	id := p.idOf(p.terrain.Selected)
	p.sliverT = slices.DeleteFunc(p.sliverT, func(s string) bool { return s == id })
	if on && id != "" {
		p.sliverT = append(p.sliverT, id)
	}
}

// showTeach lists the taught types and their example counts.
func (p *tracePanel) showTeach() {
	id := p.idOf(p.terrain.Selected)
	if p.e.pickingFor(p.pickKey(id)) {
		p.teachBtn.SetText(lang.L("Done teaching"))
	} else {
		p.teachBtn.SetText(lang.L("Teach on map"))
	}
	p.sliver.Checked = slices.Contains(p.sliverT, id)
	p.sliver.Refresh()
	if len(p.teach) == 0 {
		p.taught.SetText(lang.L("No examples yet: pick a few hexes of each type on the scan."))
		return
	}
	var parts []string
	for _, t := range p.teach {
		parts = append(parts, fmt.Sprintf("%s %d", p.e.terrainName(t.Terrain), len(t.Hexes)))
	}
	p.taught.SetText(lang.L("Taught:") + " " + strings.Join(parts, ", "))
}

// job builds the trace job from the map, its scans and the examples.
func (p *tracePanel) job() (trace.Job, error) {
	opt := trace.DefaultOptions()
	if len(p.sliverT) > 0 {
		opt.Sliver.Any, opt.Sliver.Types = true, slices.Clone(p.sliverT)
	}
	scans := func(i int) (image.Image, error) {
		if img := p.e.scan.image(i); img != nil {
			return img, nil
		}
		return nil, fmt.Errorf("the scan of sheet %s cannot be read", p.e.doc.Map().Sheets[i].ID)
	}
	return trace.NewJob(p.e.doc.Map(), p.e.doc.Geometry(), scans, p.teach, opt)
}

// start traces in the background; pressed again while tracing, it cancels.
func (p *tracePanel) start() {
	if p.cancel != nil {
		p.cancel()
		return
	}
	p.e.cancelPick()
	job, err := p.job()
	if p.e.reportErr(err) {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.runBtn.SetText(lang.L("Cancel"))
	p.bar.SetValue(0)
	go func() {
		prop, err := trace.Trace(ctx, job, func(done, total int) {
			p.post(func() { p.bar.SetValue(float64(done) / float64(max(total, 1))) })
		})
		p.post(func() { p.finished(prop, err) })
	}()
}

// finished shows a trace's outcome on the UI goroutine.
func (p *tracePanel) finished(prop *trace.Proposal, err error) {
	p.cancel = nil
	p.runBtn.SetText(lang.L("Trace scans"))
	if err != nil {
		p.e.reportErr(fmt.Errorf("trace: %w", err))
		return
	}
	p.setProposal(prop)
}

// setProposal takes a new proposal for review and draws it.
func (p *tracePanel) setProposal(prop *trace.Proposal) {
	p.prop, p.decided, p.pos = prop, map[int]string{}, 0
	p.levels.discard()
	p.review = prop.UncertainHexes()
	p.bar.SetValue(1)
	water, roads, contours := 0, 0, 0
	for _, s := range prop.Sides {
		water += b2i(s.Water)
		roads += b2i(s.Road)
		contours += b2i(s.Contours > 0)
	}
	p.summary.SetText(fmt.Sprintf(lang.L("Proposed: %d hexes (%d unsure), %d water hexsides, %d road steps, %d hexsides with contours."),
		len(prop.Hexes), len(p.review), water, roads, contours))
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
func (p *tracePanel) showProposal() {
	if p.prop == nil {
		p.e.view.SetProposed(nil, nil)
		return
	}
	st := p.e.view.scene.Styles
	ps := make([]draw.HexMark, 0, len(p.prop.Hexes))
	var levels []draw.Label // proposed elevation levels, in their swatches
	for i, h := range p.prop.Hexes {
		terrain, decided := p.decided[i]
		if !decided {
			terrain = h.Terrain
		}
		if lv, guessed, ok := p.levels.proposed(p.e.doc.HexID(h.Hex)); ok {
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
		if !decided && !p.prop.Sure(h.Confidence) {
			outline = draw.UnsureColor
		}
		ps = append(ps, draw.HexMark{Hex: h.Hex, Kind: draw.MarkSwatch, Color: fill, Outline: outline})
	}
	p.e.view.SetProposed(ps, levels)
}

// step shows the next (d = 1) or previous (d = -1) hex to review, centred
// and selected on the map.
func (p *tracePanel) step(d int) {
	if len(p.review) == 0 {
		return
	}
	p.pos = (p.pos + d + len(p.review)) % len(p.review)
	p.showItem()
}

// showItem describes the hex under review and shows it on the map.
func (p *tracePanel) showItem() {
	if p.prop == nil || len(p.review) == 0 {
		p.item.SetText(lang.L("Nothing to review."))
		return
	}
	p.pos = min(p.pos, len(p.review)-1)
	h := p.prop.Hexes[p.review[p.pos]]
	p.item.SetText(fmt.Sprintf(lang.L("%d of %d: %s, proposed %s (confidence %.2f)"),
		p.pos+1, len(p.review), p.e.doc.HexID(h.Hex), p.e.terrainName(h.Terrain), h.Confidence))
	p.e.view.CenterOn(h.Hex)
	p.e.view.Select(h.Hex, true, "")
	p.e.selected(p.e.doc.HexID(h.Hex), "")
}

// decide settles the hex under review: as proposed (name "") or repainted
// as the type shown as name (the one chosen in the type list). It leaves the review list and the next comes.
func (p *tracePanel) decide(name string) {
	if p.prop == nil || len(p.review) == 0 {
		return
	}
	i := p.review[p.pos]
	terrain := p.prop.Hexes[i].Terrain
	if name != "" {
		terrain = p.idOf(name)
	}
	if terrain == "" {
		p.e.report(lang.L("Choose the type to repaint the hex as"))
		return
	}
	p.decided[i] = terrain
	p.review = slices.Delete(p.review, p.pos, p.pos+1)
	p.showProposal()
	p.showItem()
	p.showAccept()
}

// reviewed returns the proposal with the designer's decisions in it: a
// decided hex is sure, with the terrain decided.
func (p *tracePanel) reviewed() *trace.Proposal {
	q := *p.prop
	q.Hexes = slices.Clone(p.prop.Hexes)
	for i, t := range p.decided {
		q.Hexes[i].Terrain, q.Hexes[i].Confidence = t, 1
	}
	return &q
}

// showAccept says how many hexes an accept at the slider's confidence takes.
func (p *tracePanel) showAccept() {
	if p.prop == nil {
		p.confText.SetText(lang.L("No proposal."))
		return
	}
	n := 0
	for _, h := range p.reviewed().Hexes {
		if h.Terrain != "" && h.Confidence >= p.minConf.Value {
			n++
		}
	}
	p.confText.SetText(fmt.Sprintf(lang.L("At or above %.2f: %d of %d hexes"), p.minConf.Value, n, len(p.prop.Hexes)))
}

// accept makes the proposals at or above confidence minConf (and every
// decided hex) on the map as one undoable command, and ends the review.
func (p *tracePanel) accept(minConf float64) {
	if p.prop == nil {
		return
	}
	edits, err := p.reviewed().Edits(p.e.doc.Geometry(), minConf, "stream")
	if p.e.reportErr(err) {
		return
	}
	edits.Levels = p.levels.accepted(minConf)
	c, held, err := p.e.doc.AcceptTrace(edits, "road")
	if p.e.reportErr(err) {
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
	p.e.report(msg)
}

// discard drops the proposal under review.
func (p *tracePanel) discard() {
	if p.cancel != nil {
		p.cancel()
	}
	p.prop, p.review, p.decided, p.pos = nil, nil, map[int]string{}, 0
	p.levels.discard()
	p.e.view.SetProposed(nil, nil)
	p.item.SetText("")
	p.showAccept()
}
