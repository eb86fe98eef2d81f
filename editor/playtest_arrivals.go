package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/engine/game"
)

// newArrivals builds the list of reinforcement rows due now and the button
// that brings on the picked one.
func (u *playPanel) newArrivals() {
	u.picked = -1
	u.arrivals = widget.NewList(
		func() int { return len(u.due) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= 0 && i < len(u.due) {
				o.(*widget.Label).SetText(u.arrivalText(u.due[i]))
			}
		},
	)
	u.arrivals.OnSelected = func(i widget.ListItemID) { u.picked = i }
	u.arrivals.OnUnselected = func(widget.ListItemID) { u.picked = -1 }
	u.enterButton = widget.NewButton(lang.L("Enter Reinforcement"), func() { _ = u.enterPicked() })
}

// refreshArrivals reloads the rows due from the game.
func (u *playPanel) refreshArrivals() {
	u.due = u.p.g.Arrivals()
	u.picked = -1
	u.arrivals.UnselectAll()
	u.arrivals.Refresh()
}

// enterPicked brings on the picked row. The engine applies the entry rules
// (side, arrival order, blocked hexes, entry cost); where the row leaves the
// hex to the player (an edge span, a pair of landing hexes) the hexes of its
// entry region are offered to the engine in map order and the first it
// accepts is used.
func (u *playPanel) enterPicked() error {
	if u.picked < 0 || u.picked >= len(u.due) {
		u.p.e.report(lang.L("Pick a reinforcement row first."))
		return fmt.Errorf("no reinforcement row picked")
	}
	row := u.due[u.picked].Row
	g := u.p.g
	var last error
	for _, hex := range append([]string{""}, u.entryHexes(row)...) {
		if _, err := g.Apply(game.Action{Action: game.ActEnter, Row: &row, Hex: hex}); err != nil {
			last = err
			continue
		}
		if err := g.Undo(); err != nil {
			return fmt.Errorf("enter row %d: %w", row, err)
		}
		_, err := u.p.apply(game.Action{Action: game.ActEnter, Row: &row, Hex: hex})
		return err
	}
	u.p.e.report(refusalText(last))
	return last
}

// entryHexes lists the canonical ids of a row's entry hexes, in map order.
func (u *playPanel) entryHexes(row int) []string {
	g := u.p.g
	hs, err := g.Regions.Eval(g.Scenario.Reinforcements[row].Entry)
	if err != nil {
		return nil
	}
	var out []string
	for _, o := range hs.Sorted() {
		if id, err := g.Board.Geo.Numbering.Format(o); err == nil {
			out = append(out, id)
		}
	}
	return out
}

// arrivalText names a due row: side, order letter, units and entry.
func (u *playPanel) arrivalText(a game.Arrival) string {
	names := make([]string, 0, len(a.Units))
	for _, id := range a.Units {
		if ou := u.p.g.OOB.Unit(id); ou != nil {
			names = append(names, ou.Name)
		} else {
			names = append(names, id)
		}
	}
	order := ""
	if a.Order != "" {
		order = " " + a.Order
	}
	return fmt.Sprintf("%s%s: %s @ %s", a.Side, order, strings.Join(names, ", "), a.EntryText)
}
