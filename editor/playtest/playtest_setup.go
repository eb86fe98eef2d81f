package playtest

import (
	"errors"
	"fmt"
	"slices"

	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The set-up phase of the play-test (ITW BB 30.3, 30.7, 30.11): before
// turn 1 each side puts its free set-up units in their group's region. The
// Play tab lists the units still to place; picking one shades its region
// (as the engine evaluates it), and a tap on a hex, or a drag from the list
// onto the map, asks the engine to place it there. Until the list is empty
// the editor refuses every other game action, unless the designer chooses
// to begin play without them.

// PickPlace picks unplaced unit id for placing and shades its free set-up
// region ("" clears the pick). The unit selected on the map is cleared.
func (p *PlayTest) PickPlace(id string) {
	if !p.active {
		return
	}
	if p.pick(id) && id != "" {
		p.e.Report(fmt.Sprintf(lang.L("Place %s: click a hex of the shaded region, or drag the unit onto the map"), p.unitName(id)))
	}
	p.refresh()
}

// pick picks unit id for placing with its region ("" clears); it reports
// false, with the reason in the status bar, when the unit has none.
func (p *PlayTest) pick(id string) bool {
	p.Placing, p.Region = "", nil
	if id == "" {
		return true
	}
	p.Selected = ""
	_, hs, err := p.Game.FreeSetupRegion(id)
	if err != nil {
		p.e.Report(err.Error())
		return false
	}
	p.Placing, p.Region = id, hs.Sorted()
	return true
}

// Place asks the engine to put unplaced unit id in hex o (the place
// action), facing the way chosen in the Play tab where the ruleset has
// facing. A refusal is shown with the engine's reason and changes
// nothing; on success the next unit still to place is picked.
func (p *PlayTest) Place(id string, o hexgrid.Offset) error {
	if !p.active {
		return errors.New(lang.L("not in play-test mode"))
	}
	a := game.Action{Action: game.ActPlace, Unit: id, Hex: p.Game.Name(o), Facing: p.Panel.Setup.Facing.Selected}
	next := p.nextToPlace(id)
	if _, err := p.Apply(a); err != nil {
		return err
	}
	p.pick(next)
	p.refresh()
	return nil
}

// nextToPlace is the unit to pick after placing id: the unplaced unit
// after it in the engine's order, else the first other ("" for none).
func (p *PlayTest) nextToPlace(id string) string {
	all := p.Game.Unplaced()
	if i := slices.Index(all, id); i >= 0 && i+1 < len(all) {
		return all[i+1]
	}
	for _, u := range all {
		if u != id {
			return u
		}
	}
	return ""
}

// SettingUp reports whether free set-up units may still be placed: the
// engine is still in its set-up phase and units are left to place.
func (p *PlayTest) SettingUp() bool {
	return p.active && p.Game.SettingUp() && len(p.Game.Unplaced()) > 0
}

// setupGate refuses an action other than a place while units are left to
// place, naming how many, unless the designer chose to begin without them.
func (p *PlayTest) setupGate(a game.Action) error {
	if a.Kind() == game.ActPlace || p.SkipSetup || !p.SettingUp() {
		return nil
	}
	err := fmt.Errorf(lang.L("%d free set-up units are still to place: place them before turn 1 begins, or choose Begin Play Without Them"), len(p.Game.Unplaced()))
	p.e.Report(err.Error())
	return err
}

// BeginWithoutSetup lets play begin with free set-up units unplaced: they
// stay off the map for the whole game (the engine takes no place after the
// first other action).
func (p *PlayTest) BeginWithoutSetup() {
	if !p.active {
		return
	}
	n := len(p.Game.Unplaced())
	p.SkipSetup = true
	p.Placing, p.Region = "", nil
	p.refresh()
	p.e.Report(fmt.Sprintf(lang.L("Play may begin: %d free set-up units stay unplaced for the whole game"), n))
}
