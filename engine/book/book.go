// Package book prints a scenario as a battle book's scenario pages, from
// the data alone: title and introduction (the notes), the game's length,
// a map window with the set-up counters, the set-up by side and formation
// (hex, facing, strength, orders and status), the reinforcement schedule,
// the special rules and victory conditions as sentences, and a turn record
// track. It writes PDF with codeberg.org/go-pdf/fpdf, the map drawn by
// maps/draw.
package book

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Input is what a scenario's pages are printed from.
type Input struct {
	Scenario *scenarios.Scenario
	OOB      *scenarios.OOB  // nil: units by id
	Map      *maps.Map       // nil: no map window
	Ruleset  *engine.Ruleset // nil: default styles
	// Game names the game in the page headings ("Into the Woods: Shiloh");
	// the map's name when empty.
	Game string
	// MapDPI is the resolution the map window is drawn at (default 150,
	// lowered for large windows to about 3,000 pixels across).
	MapDPI float64
}

// Page geometry, millimetres (A4 portrait).
const (
	pageW, pageH = 210.0, 297.0
	margin       = 15.0
	textW        = pageW - 2*margin
	font         = "go"
)

// Write prints the scenario's pages as a PDF to out.
// Errors: a map that does not draw, a write that fails.
func Write(out io.Writer, in Input) error {
	if in.Scenario == nil {
		return fmt.Errorf("book: no scenario")
	}
	b := &printer{in: in, w: words{sc: in.Scenario, oob: in.OOB, m: in.Map}}
	b.start()
	b.title()
	if err := b.mapWindow(); err != nil {
		return err
	}
	b.setup()
	b.reinforcements()
	b.specialRules()
	b.victory()
	b.turnRecord()
	if err := b.pdf.Error(); err != nil {
		return fmt.Errorf("book: %w", err)
	}
	if err := b.pdf.Output(out); err != nil {
		return fmt.Errorf("book: %w", err)
	}
	return nil
}

// printer is one PDF being printed.
type printer struct {
	in  Input
	w   words
	pdf *fpdf.Fpdf
}

// start makes the document: A4, the Go fonts, a footer with the scenario
// and the page number.
func (b *printer) start() {
	f := fpdf.New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes(font, "", goregular.TTF)
	f.AddUTF8FontFromBytes(font, "B", gobold.TTF)
	f.AddUTF8FontFromBytes(font, "I", goitalic.TTF)
	f.SetMargins(margin, margin, margin)
	f.SetAutoPageBreak(true, margin+5)
	f.SetCreator("Sandtable", true)
	f.SetTitle(b.in.Scenario.Title, true)
	f.SetFooterFunc(func() {
		f.SetY(-margin)
		f.SetFont(font, "I", 8)
		f.SetTextColor(90, 90, 90)
		f.CellFormat(textW/2, 5, b.game()+" · "+b.in.Scenario.Title, "", 0, "L", false, 0, "")
		f.CellFormat(textW/2, 5, strconv.Itoa(f.PageNo()), "", 0, "R", false, 0, "")
		f.SetTextColor(0, 0, 0)
	})
	f.AddPage()
	b.pdf = f
}

// game names the game.
func (b *printer) game() string {
	if b.in.Game != "" {
		return b.in.Game
	}
	if b.in.Map != nil {
		return b.in.Map.Name
	}
	return b.in.Scenario.ID
}

// heading starts a section, on a new page when less than need millimetres
// remain.
func (b *printer) heading(text string, need float64) {
	f := b.pdf
	if f.GetY()+need > pageH-margin-5 {
		f.AddPage()
	}
	f.Ln(3)
	f.SetFont(font, "B", 13)
	f.SetFillColor(225, 215, 190)
	f.CellFormat(textW, 7, text, "", 1, "L", true, 0, "")
	f.Ln(1.5)
	f.SetFont(font, "", 10)
}

// para writes a paragraph.
func (b *printer) para(text string) {
	b.pdf.SetFont(font, "", 10)
	b.pdf.MultiCell(textW, 5, text, "", "L", false)
	b.pdf.Ln(1)
}

// title prints the scenario's title, its source, the introduction and the
// game's length.
func (b *printer) title() {
	f, sc := b.pdf, b.in.Scenario
	f.SetFont(font, "B", 9)
	f.SetTextColor(110, 80, 40)
	f.CellFormat(textW, 5, strings.ToUpper(b.game()), "", 1, "L", false, 0, "")
	f.SetTextColor(0, 0, 0)
	f.SetFont(font, "B", 22)
	f.MultiCell(textW, 10, sc.Title, "", "L", false)
	if sc.Source != nil {
		f.SetFont(font, "I", 9)
		src := sc.Source.Book
		if sc.Source.Section != "" {
			src += ", " + sc.Source.Section
		}
		f.MultiCell(textW, 4.5, src, "", "L", false)
	}
	f.Ln(2)
	if len(sc.Notes) > 0 {
		b.heading("Introduction", 20)
		for _, n := range sc.Notes {
			b.para(n)
		}
	}
	b.heading("Game length", 20)
	if len(sc.Turns) > 0 {
		b.para(fmt.Sprintf("The game begins with the %s turn and ends with the %s turn: %d turns. The %s side moves first.",
			b.w.turn(sc.Length.First), b.w.turn(sc.Length.Last), b.turnsPlayed(), b.w.side(sc.FirstPlayer)))
		if sc.Length.ExtendedLast != "" {
			b.para(fmt.Sprintf("The extended game ends with the %s turn.", b.w.turn(sc.Length.ExtendedLast)))
		}
	}
	if sc.PlayArea != nil {
		b.para("Playing area: " + b.w.region(*sc.PlayArea) + ".")
	}
	for _, c := range sc.PlayAreaFrom {
		b.para(fmt.Sprintf("From the %s turn the playing area is %s.", b.w.turn(c.Turn), b.w.region(c.Region)))
	}
}

// turnsPlayed counts the turns from the first to the last.
func (b *printer) turnsPlayed() int {
	sc := b.in.Scenario
	i, j := sc.TurnIndex(sc.Length.First), sc.TurnIndex(sc.Length.Last)
	if i < 0 || j < i {
		return len(sc.Turns)
	}
	return j - i + 1
}

// mapWindow draws the part of the map the set-up covers, with its
// counters, scaled to the text width (or the rest of the page).
func (b *printer) mapWindow() error {
	in := b.in
	if in.Map == nil {
		return nil
	}
	scene, err := drawscene.Scene(in.Map, in.Ruleset, in.Scenario, in.OOB)
	if err != nil {
		return fmt.Errorf("book: map: %w", err)
	}
	var win []hexgrid.Offset
	for _, s := range in.Scenario.Setup {
		if o, err := scene.Geo.Numbering.Parse(s.Hex); err == nil {
			win = append(win, o)
		}
	}
	if len(win) == 0 {
		return nil
	}
	scene.Window = win
	opt := draw.Options{}
	page, err := draw.PageOf(scene, opt)
	if err != nil {
		return fmt.Errorf("book: map: %w", err)
	}
	dpi := in.MapDPI
	if dpi <= 0 {
		dpi = 150
	}
	dpi = min(dpi, 3000/(max(page.Width, page.Height)/25.4))
	r, err := draw.NewRaster(page.Width, page.Height, dpi)
	if err != nil {
		return fmt.Errorf("book: map: %w", err)
	}
	if err := draw.DrawParallel(r, scene, opt); err != nil {
		return fmt.Errorf("book: map: %w", err)
	}
	var png bytes.Buffer
	if err := draw.EncodePNG(&png, r.Image(), dpi); err != nil {
		return fmt.Errorf("book: map: %w", err)
	}
	b.heading("Map and set-up", 120)
	f := b.pdf
	f.RegisterImageOptionsReader("setup-map", fpdf.ImageOptions{ImageType: "PNG"}, &png)
	room := pageH - margin - 16 - f.GetY()
	if room < 180 {
		f.AddPage()
		room = pageH - 2*margin - 16
	}
	k := math.Min(textW/page.Width, room/page.Height)
	w, h := page.Width*k, page.Height*k
	f.ImageOptions("setup-map", margin+(textW-w)/2, f.GetY(), w, h, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	f.SetY(f.GetY() + h + 2)
	f.SetFont(font, "I", 8)
	f.CellFormat(textW, 4, fmt.Sprintf("The set-up at the start of the %s turn, at %.0f%% of the printed map's size.", b.w.turn(in.Scenario.Length.First), 100*k), "", 1, "C", false, 0, "")
	return nil
}

// setupRow is one printed line of a set-up table.
type setupRow struct {
	unit, hex, facing, strength, orders string
}

// setup prints the set-up tables: one per side, rows grouped under their
// formation (the OOB's command path, as the book lists them), in the order
// of the scenario file within each formation.
func (b *printer) setup() {
	sc := b.in.Scenario
	if len(sc.Setup) == 0 {
		return
	}
	type group struct {
		name string
		rows []setupRow
	}
	bySide := map[string][]*group{}
	index := map[string]*group{}
	var sides []string
	for _, s := range sc.Setup {
		side, cmd := "", ""
		if b.in.OOB != nil {
			if u := b.in.OOB.Unit(s.Unit); u != nil {
				side, cmd = u.Side, u.Command
			}
		}
		key := side + "|" + cmd
		g := index[key]
		if g == nil {
			g = &group{name: b.formationPath(cmd)}
			index[key] = g
			if _, ok := bySide[side]; !ok {
				sides = append(sides, side)
			}
			bySide[side] = append(bySide[side], g)
		}
		g.rows = append(g.rows, b.setupRow(s))
	}
	sides = b.sideOrder(sides)
	for _, side := range sides {
		b.heading(fmt.Sprintf("%s set-up", b.sideTitle(side)), 30)
		cols := []float64{62, 20, 16, 18, 64}
		b.tableHead(cols, "Unit", "Hex", "Facing", "Strength", "Orders and status")
		for _, g := range bySide[side] {
			b.groupLine(g.name)
			for _, r := range g.rows {
				b.row(cols, r.unit, r.hex, r.facing, r.strength, r.orders)
			}
		}
	}
}

// sideOrder puts the scenario's sides first, in its order.
func (b *printer) sideOrder(sides []string) []string {
	rank := map[string]int{}
	for i, s := range b.in.Scenario.Sides {
		rank[s] = i + 1
	}
	sort.SliceStable(sides, func(i, j int) bool {
		ri, rj := rank[sides[i]], rank[sides[j]]
		if ri == 0 {
			ri = 1000
		}
		if rj == 0 {
			rj = 1000
		}
		return ri < rj
	})
	return sides
}

// sideTitle names a side in a heading ("Confederate").
func (b *printer) sideTitle(side string) string {
	if side == "" {
		return "Other"
	}
	return b.w.side(side)
}

// formationPath writes a formation with its superiors ("Gladden's
// Brigade, Withers' Division, II Corps").
func (b *printer) formationPath(id string) string {
	if id == "" || b.in.OOB == nil {
		return "Unassigned"
	}
	path := b.in.OOB.CommandPath(id)
	if len(path) == 0 {
		return b.w.formation(id)
	}
	return strings.Join(names(path, b.w.formation), ", ")
}

// setupRow writes a set-up entry's cells.
func (b *printer) setupRow(s scenarios.Setup) setupRow {
	r := setupRow{unit: b.w.unit(s.Unit), hex: s.Hex, facing: s.Facing}
	if s.Hex == "" && s.With != "" {
		r.hex = "with " + b.w.formation(s.With)
	}
	if s.ExtendedTo != "" {
		r.hex += " / " + s.ExtendedTo
	}
	str := s.Strength
	if str == nil && b.in.OOB != nil {
		if u := b.in.OOB.Unit(s.Unit); u != nil {
			str = u.Strength
		}
	}
	if str != nil {
		r.strength = strconv.Itoa(*str)
	}
	var o []string
	if s.Orders != "" {
		o = append(o, s.Orders)
	}
	o = append(o, s.Status...)
	if s.Fatigue != "" {
		o = append(o, "fatigue "+s.Fatigue)
	}
	r.orders = strings.Join(o, ", ")
	return r
}

// tableHead prints a table's header row.
func (b *printer) tableHead(cols []float64, heads ...string) {
	f := b.pdf
	f.SetFont(font, "B", 9)
	f.SetFillColor(240, 235, 220)
	for i, h := range heads {
		f.CellFormat(cols[i], 6, h, "B", 0, "L", true, 0, "")
	}
	f.Ln(-1)
	f.SetFont(font, "", 9)
}

// groupLine prints a formation's line above its rows.
func (b *printer) groupLine(name string) {
	f := b.pdf
	if f.GetY()+12 > pageH-margin-5 {
		f.AddPage()
	}
	f.SetFont(font, "B", 9)
	f.MultiCell(textW, 5, name, "", "L", false)
	f.SetFont(font, "", 9)
}

// row prints one table row, each cell cut to its column.
func (b *printer) row(cols []float64, cells ...string) {
	f := b.pdf
	for i, c := range cells {
		f.CellFormat(cols[i], 5, fit(f, c, cols[i]-1), "", 0, "L", false, 0, "")
	}
	f.Ln(-1)
}

// fit shortens s with an ellipsis until it is at most w millimetres wide
// in the current font.
func fit(f *fpdf.Fpdf, s string, w float64) string {
	if f.GetStringWidth(s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && f.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// reinforcements prints the schedule: for each row its arrival (turn or
// arrival set), entry and activations as a line, then a line per unit or
// formation that arrives, each with its turn.
func (b *printer) reinforcements() {
	sc := b.in.Scenario
	if len(sc.Reinforcements) == 0 {
		return
	}
	b.heading("Reinforcements", 30)
	cols := []float64{32, 68, 80}
	b.tableHead(cols, "Turn", "Unit", "Entry")
	for _, r := range sc.Reinforcements {
		when := b.w.turn(r.Turn)
		if r.Turn == "" && r.Set != nil {
			when = fmt.Sprintf("set %d", *r.Set)
		}
		entry := b.w.region(r.Entry)
		var extra []string
		if r.Activations != nil {
			extra = append(extra, fmt.Sprintf("%d activations", *r.Activations))
		}
		if r.Order != "" {
			extra = append(extra, "order "+r.Order)
		}
		if r.Orders != "" {
			extra = append(extra, r.Orders+" orders")
		}
		if r.Fatigue != "" {
			extra = append(extra, "fatigue "+r.Fatigue)
		}
		if r.Alternative != nil {
			extra = append(extra, "or at "+b.w.region(*r.Alternative))
		}
		if r.Edge {
			extra = append(extra, "on the map edge")
		}
		first := true
		line := func(who string) {
			e := ""
			if first {
				e = entry
				first = false
			}
			b.row(cols, when, who, e)
		}
		for _, fm := range r.Formations {
			who := b.w.formation(fm)
			if len(r.Except) > 0 {
				who += " less " + list(names(r.Except, b.w.unit))
			}
			line(who)
		}
		for _, u := range r.Units {
			line(b.w.unit(u))
		}
		if len(extra) > 0 || len(entry) > 60 {
			f := b.pdf
			f.SetFont(font, "I", 8)
			f.SetX(margin + cols[0])
			note := strings.Join(extra, "; ")
			if len(entry) > 60 {
				note = "Entry: " + entry + ". " + note
			}
			f.MultiCell(textW-cols[0], 4, note, "", "L", false)
			f.SetFont(font, "", 9)
		}
	}
}

// specialRules prints the constraints and free set-ups as sentences.
func (b *printer) specialRules() {
	sc := b.in.Scenario
	if len(sc.Constraints)+len(sc.FreeSetup) == 0 {
		return
	}
	b.heading("Special rules", 25)
	n := 1
	for _, c := range sc.Constraints {
		b.para(fmt.Sprintf("%d. %s", n, b.w.constraint(c)))
		n++
	}
	for _, fs := range sc.FreeSetup {
		one := ""
		if fs.OnePerHex {
			one = ", one unit per hex"
		}
		b.para(fmt.Sprintf("%d. %s set up anywhere in %s%s.", n, capital(b.w.who(fs.Units, fs.Formations)), b.w.region(fs.Region), one))
		n++
	}
}

// victory prints the objectives and the level table as sentences.
func (b *printer) victory() {
	v := b.in.Scenario.Victory
	if v == nil {
		return
	}
	b.heading("Victory conditions", 25)
	for _, o := range v.Objectives {
		b.para("• " + b.w.objective(o))
	}
	if len(v.Levels) > 0 {
		b.pdf.SetFont(font, "B", 10)
		b.pdf.CellFormat(textW, 6, "Levels of victory", "", 1, "L", false, 0, "")
		for _, l := range v.Levels {
			b.para("• " + b.w.level(l))
		}
	}
	for _, n := range v.Notes {
		b.para(n)
	}
}

// turnRecord prints the turn record track: a box per turn, night turns
// shaded, first and last turns of the game marked.
func (b *printer) turnRecord() {
	sc := b.in.Scenario
	if len(sc.Turns) == 0 {
		return
	}
	b.heading("Turn record", 40)
	f := b.pdf
	const perRow, boxH = 6, 16.0
	boxW := textW / perRow
	for i, t := range sc.Turns {
		if i%perRow == 0 {
			if i > 0 {
				f.SetY(f.GetY() + boxH + 2)
			}
			if f.GetY()+boxH > pageH-margin-5 {
				f.AddPage()
			}
		}
		x, y := margin+float64(i%perRow)*boxW, f.GetY()
		fill := t.Night
		if fill {
			f.SetFillColor(200, 205, 220)
		}
		style := "D"
		if fill {
			style = "FD"
		}
		f.Rect(x, y, boxW-2, boxH, style)
		f.SetXY(x+1, y+1.5)
		f.SetFont(font, "B", 10)
		f.CellFormat(boxW-4, 5, t.Label, "", 2, "C", false, 0, "")
		f.SetX(x + 1)
		f.SetFont(font, "", 7)
		sub := t.Date
		switch t.ID {
		case sc.Length.First:
			sub += " · start"
		case sc.Length.Last:
			sub += " · end"
		}
		if t.Night {
			sub += " · night"
		}
		f.CellFormat(boxW-4, 4, sub, "", 0, "C", false, 0, "")
		f.SetXY(margin, y)
	}
	f.SetY(f.GetY() + boxH + 2)
}
