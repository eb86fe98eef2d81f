package playtest

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
	u.Arrivals = widget.NewList(
		func() int { return len(u.Due) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= 0 && i < len(u.Due) {
				o.(*widget.Label).SetText(u.ArrivalText(u.Due[i]))
			}
		},
	)
	u.Arrivals.OnSelected = func(i widget.ListItemID) { u.picked = i }
	u.Arrivals.OnUnselected = func(widget.ListItemID) { u.picked = -1 }
	u.EnterButton = widget.NewButton(lang.L("Enter Reinforcement"), func() { _ = u.EnterPicked() })
}

// refreshArrivals reloads the rows due from the game.
func (u *playPanel) refreshArrivals() {
	u.Due = u.p.Game.Arrivals()
	u.picked = -1
	u.Arrivals.UnselectAll()
	u.Arrivals.Refresh()
}

// EnterPicked brings on the picked row. The engine applies the entry rules
// (side, arrival order, blocked hexes, entry cost); where the row leaves the
// hex to the player (an edge span, a pair of landing hexes) the hexes of its
// entry region are offered to the engine in map order and the first it
// accepts is used.
func (u *playPanel) EnterPicked() error {
	if u.picked < 0 || u.picked >= len(u.Due) {
		u.p.e.Report(lang.L("Pick a reinforcement row first."))
		return fmt.Errorf("no reinforcement row picked")
	}
	row := u.Due[u.picked].Row
	g := u.p.Game
	if err := u.p.setupGate(game.Action{Action: game.ActEnter}); err != nil {
		return err
	}
	var last error
	for _, hex := range append([]string{""}, u.entryHexes(row)...) {
		if _, err := g.Apply(game.Action{Action: game.ActEnter, Row: &row, Hex: hex}); err != nil {
			last = err
			continue
		}
		if err := g.Undo(); err != nil {
			return fmt.Errorf("enter row %d: %w", row, err)
		}
		_, err := u.p.Apply(game.Action{Action: game.ActEnter, Row: &row, Hex: hex})
		return err
	}
	u.p.e.Report(refusalText(last))
	return last
}

// entryHexes lists the canonical ids of a row's entry hexes, in map order.
func (u *playPanel) entryHexes(row int) []string {
	g := u.p.Game
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

// ArrivalText names a due row: side, order letter, units and entry.
func (u *playPanel) ArrivalText(a game.Arrival) string {
	names := make([]string, 0, len(a.Units))
	for _, id := range a.Units {
		// The list may redraw a stale row after Stop has dropped the game.
		if g := u.p.Game; g == nil {
			names = append(names, id)
		} else if ou := g.OOB.Unit(id); ou != nil {
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
