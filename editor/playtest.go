package editor

import (
	"errors"
	"fmt"
	"math"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// playTest is the editor's play-test mode: a game.Game started from the
// document's scenario as it stands in memory (saved or not). While it is on,
// the editing tools and panels are disabled, the map shows the game's unit
// positions, taps and drags on the map select and move units, and the Play
// tab holds the turn track, the score, the log and the game's buttons.
// Leaving it throws the game away; the document is never changed.
type playTest struct {
	e      *Editor
	g      *game.Game
	active bool

	base     *maps.Map  // the game's map, labels as the designer wrote them
	scene    *viewScene // the scene shown while playing
	selected string     // the selected unit ("" for none)
	// pendingOverride is a move refused for breaking an area or
	// no-stacking constraint, waiting for the designer's override.
	pendingOverride *game.Action
	reach           map[hexgrid.Offset]float64
	los             losRuler // the line-of-sight ruler (see playtest_los.go)
	tool            *playTool
	ui              *playPanel
	menuItem        *fyne.MenuItem

	// what play mode replaced, put back when it ends
	saved struct {
		scene       *viewScene
		tool        tool
		onRune      func(rune) bool
		onKey       func(*fyne.KeyEvent)
		undo, redo  func()
		undoEnabled bool
	}
}

// newPlayTest makes the play-test mode of e and appends its tab to the side
// panel.
func newPlayTest(e *Editor) *playTest {
	p := &playTest{e: e}
	p.tool = &playTool{p: p}
	p.ui = newPlayPanel(p)
	p.menuItem = fyne.NewMenuItem(lang.L("Play-test Mode"), p.toggle)
	p.menuItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	e.Window.Canvas().AddShortcut(p.menuItem.Shortcut, func(fyne.Shortcut) { p.toggle() })
	if e.tabs != nil {
		e.tabs.Append(p.ui.tab)
	}
	return p
}

// menu returns the Play menu of the main menu.
func (p *playTest) menu() *fyne.Menu {
	if a := p.e.analysis; a != nil {
		return fyne.NewMenu(lang.L("Play"), p.menuItem, a.item)
	}
	return fyne.NewMenu(lang.L("Play"), p.menuItem)
}

// toggle enters play-test mode, or leaves it.
func (p *playTest) toggle() {
	if p.active {
		p.stop()
		return
	}
	if err := p.start(); err != nil {
		p.e.report(fmt.Sprintf(lang.L("Cannot start the play-test: %s"), err))
	}
}

// Active reports whether the editor is in play-test mode.
func (p *playTest) Active() bool { return p != nil && p.active }

// start begins a game from the document's current scenario and switches the
// editor to play-test mode.
func (p *playTest) start() error {
	if p.active {
		return nil
	}
	g, base, err := p.newGame(uint64(time.Now().UnixNano()))
	if err != nil {
		return err
	}
	p.g, p.base, p.active = g, base, true
	p.selected, p.reach = "", nil
	v := p.e.view
	p.saved.scene, p.saved.tool, p.saved.onRune, p.saved.onKey = v.scene, v.Tool, v.OnRune, v.OnKey
	p.scene = &viewScene{Scene: &tiles.Scene{Map: base, Geo: g.Board.Geo, Styles: drawscene.Styles(p.e.doc.Ruleset())}}
	v.scene = p.scene
	v.Tool = p.tool
	v.OnRune = v.typedRuneZoom // no tool keys
	v.OnKey = nil              // no Delete of setup units
	p.setEditing(false)
	p.refresh()
	p.e.report(lang.L("Play-test started: editing is disabled until you leave play-test mode"))
	return nil
}

// stop leaves play-test mode: the editing scene, tool and panels come back
// as they were, and the game is dropped.
func (p *playTest) stop() {
	if p == nil || !p.active {
		return
	}
	p.active, p.g, p.selected, p.reach = false, nil, "", nil
	v := p.e.view
	v.scene, v.Tool, v.OnRune, v.OnKey = p.saved.scene, p.saved.tool, p.saved.onRune, p.saved.onKey
	v.SetFlagged(flaggedHexes(p.e.doc))
	v.tiles.invalidateAll()
	v.Refresh()
	p.setEditing(true)
	p.ui.refresh()
	p.e.report(lang.L("Play-test ended: back to editing"))
}

// setEditing enables or disables the editing tools, panels and menu items.
func (p *playTest) setEditing(on bool) {
	e := p.e
	p.sharePanels(!on)
	if e.tools != nil {
		if on {
			e.tools.box.Show()
		} else {
			e.tools.box.Hide()
		}
		if c := e.Window.Content(); c != nil {
			c.Refresh() // lay the map out again over the palette's room
		}
	}
	if e.tabs != nil {
		for _, it := range e.tabs.Items {
			if it == p.ui.tab {
				continue
			}
			if on {
				e.tabs.EnableItem(it)
			} else {
				e.tabs.DisableItem(it)
			}
		}
		if !on {
			e.tabs.Select(p.ui.tab)
		}
	}
	if m := e.menu; m != nil {
		if on {
			m.undo.Action, m.redo.Action = p.saved.undo, p.saved.redo
			m.refresh()
		} else {
			p.saved.undo, p.saved.redo = m.undo.Action, m.redo.Action
			m.undo.Action, m.redo.Action = p.undo, func() {}
			m.undo.Label, m.redo.Label = lang.L("Undo Game Action"), lang.L("Redo")
			m.undo.Disabled, m.redo.Disabled = false, true
			m.main.Refresh()
			// Ctrl+Shift+Z goes through the menu's redo, which does nothing
			// while playing.
			e.Window.Canvas().AddShortcut(redoShiftZ, func(fyne.Shortcut) {
				if a := m.redo.Action; a != nil {
					a()
				}
			})
		}
	}
	p.menuItem.Checked = !on
	if e.menu != nil {
		e.menu.main.Refresh()
	}
}

// sharePanels gives the Play tab more of the window while playing (the
// diagnostics of the document, which cannot be edited then, give way: the
// game's own rule violations are in the score), and the map and the
// diagnostics their room back afterwards.
func (p *playTest) sharePanels(playing bool) {
	e := p.e
	if e.split == nil || e.right == nil {
		return
	}
	if playing {
		e.diags.box.Hide()
		e.split.SetOffset(playMapShare)
		e.right.SetOffset(playTabsShare)
		return
	}
	e.diags.box.Show()
	e.split.SetOffset(panelShare)
	e.right.SetOffset(tabsShare)
}

// redoShiftZ is the second redo shortcut the menu adds (Ctrl+Shift+Z).
var redoShiftZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

// newGame starts a game from the document's scenario, map and OOB as they
// are in memory (encoded over the files they came from, like the live
// validation sees them). It returns the game and its decoded map.
func (p *playTest) newGame(seed uint64) (*game.Game, *maps.Map, error) {
	files, err := docFiles(p.e.doc)
	if err != nil {
		return nil, nil, err
	}
	pos, err := game.LoadScenario(files, p.e.doc.Path())
	if err != nil {
		return nil, nil, err
	}
	g, err := game.New(pos, game.Options{Seed: seed, ScenarioPath: p.e.doc.Path()})
	if err != nil {
		return nil, nil, err
	}
	return g, pos.Map, nil
}

// docFiles encodes the document's scenario, map and OOB as they are in
// memory over the files they came from. Call it on the UI goroutine; the
// files it returns may then be read from any goroutine.
func docFiles(d *model.Document) (playFiles, error) {
	files := playFiles{base: d.Files(), files: map[string][]byte{}}
	add := func(path string, v any) error {
		data, err := jsonfile.Encode(v)
		if err != nil {
			return err
		}
		files.files[cleanPlayPath(path)] = data
		return nil
	}
	if err := add(d.Path(), d.Scenario()); err != nil {
		return files, err
	}
	if err := add(d.MapPath(), d.Map()); err != nil {
		return files, err
	}
	if d.OOB() != nil {
		if err := add(d.OOBPath(), d.OOB()); err != nil {
			return files, err
		}
	}
	return files, nil
}

// playFiles serves the document's edited files from memory and the rest
// from the files the document came from.
type playFiles struct {
	base  validate.Files
	files map[string][]byte
}

// ReadFile implements game.Files.
func (f playFiles) ReadFile(p string) ([]byte, error) {
	if b, ok := f.files[cleanPlayPath(p)]; ok {
		return b, nil
	}
	return f.base.ReadFile(p)
}

// Join implements game.Files.
func (f playFiles) Join(base, rel string) string { return f.base.Join(base, rel) }

// cleanPlayPath normalises a path for use as a key.
func cleanPlayPath(p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return path.Clean(filepath.ToSlash(p))
}

// refresh redraws the map from the game state and updates the panel.
func (p *playTest) refresh() {
	if !p.active {
		p.ui.refresh()
		return
	}
	p.reach = nil
	if p.selected != "" {
		if r, err := p.g.Reachable(p.selected, nil); err == nil {
			p.reach = r
		} else {
			p.selected = ""
		}
	}
	p.updateScene()
	p.ui.refresh()
	p.updateStatusUnit()
}

// updateScene rebuilds the play scene: counters at the game's positions,
// the selected unit and the reachable hexes tinted, each labelled with its
// MP cost (written at the zoom where hex labels show).
func (p *playTest) updateScene() {
	s := p.scene
	s.Units = p.counters()
	s.Marked, s.Labels = nil, nil
	s.SelectedUnit, s.HasSelectedHex = "", false
	if u, ok := p.g.Unit(p.selected); ok && p.selected != "" {
		s.SelectedUnit = u.ID
		s.SelectedHex, s.HasSelectedHex = u.Hex, true
		for o, mp := range p.reach {
			if o == u.Hex {
				continue
			}
			s.Marked = append(s.Marked, o)
			s.Labels = append(s.Labels, draw.Label{Hex: o, Text: fmt.Sprintf(lang.L("%s MP"), formatMP(mp))})
		}
		sortOffsets(s.Marked)
	}
	s.Marks = p.los.marks()
	v := p.e.view
	v.tiles.invalidateAll()
	v.Refresh()
}

// counters returns a counter for every unit of the game on the map.
func (p *playTest) counters() []draw.Counter {
	units := p.g.Units()
	out := make([]draw.Counter, 0, len(units))
	grid := p.g.Board.Geo.Grid
	for _, u := range units {
		if !u.InPlay() {
			continue
		}
		c := draw.Counter{ID: u.ID, Name: u.ID, Side: u.Side, Hex: u.Hex}
		if ou := p.g.OOB.Unit(u.ID); ou != nil {
			c.Name = ou.Name
		}
		if f, err := hexgrid.ParseFacing(grid, u.Facing); err == nil {
			c.Facing, c.HasFacing = f, true
		}
		if u.Extended != nil {
			c.Extended, c.HasExtended = *u.Extended, true
		}
		out = append(out, c)
	}
	return out
}

// sortOffsets orders hexes by column then row (a stable drawing order).
func sortOffsets(os []hexgrid.Offset) {
	sort.Slice(os, func(i, j int) bool {
		if os[i].Col != os[j].Col {
			return os[i].Col < os[j].Col
		}
		return os[i].Row < os[j].Row
	})
}

// formatMP writes MP without trailing zeros ("2", "1.5").
func formatMP(mp float64) string { return fmt.Sprintf("%g", math.Round(mp*100)/100) }

// updateStatusUnit shows the selected unit and its MP in the status bar.
func (p *playTest) updateStatusUnit() {
	if p.selected == "" {
		p.e.status.setUnit("", "")
		return
	}
	p.e.status.setUnit(p.unitName(p.selected), p.selected)
}

// unitName returns the printed name of a unit, or its id.
func (p *playTest) unitName(id string) string {
	if p.g != nil {
		if u := p.g.OOB.Unit(id); u != nil {
			return u.Name
		}
	}
	return id
}

// unitAt returns the unit on top of the stack in hex o ("" for none).
func (p *playTest) unitAt(o hexgrid.Offset) string {
	ids := p.scene.UnitsAt(o)
	if len(ids) == 0 {
		return ""
	}
	if slices.Contains(ids, p.selected) {
		return p.selected
	}
	return ids[len(ids)-1]
}

// selectUnit selects a unit ("" clears) and shows its reachable hexes.
func (p *playTest) selectUnit(id string) {
	if !p.active {
		return
	}
	p.selected = id
	p.refresh()
}

// moveTo moves the selected unit to hex dest along the cheapest path the
// engine finds. A refusal is shown in the status bar and changes nothing.
func (p *playTest) moveTo(dest hexgrid.Offset) error {
	if !p.active || p.selected == "" {
		return errors.New(lang.L("select a unit first"))
	}
	u, ok := p.g.Unit(p.selected)
	if !ok {
		return errors.New(lang.L("the unit is not in the game"))
	}
	if dest == u.Hex {
		return nil
	}
	steps := p.cheapestPath(u.ID, u.Hex, dest)
	if steps == nil {
		steps = []hexgrid.Offset{dest} // let the engine say why not
	}
	path := make([]string, len(steps))
	for i, o := range steps {
		path[i] = p.g.Name(o)
	}
	move := game.Action{Action: game.ActMove, Unit: u.ID, Path: path}
	entry, err := p.g.Apply(move)
	if err != nil {
		p.e.report(refusalText(err))
		p.offerOverride(move, err)
		p.refresh()
		return err
	}
	p.e.report(fmt.Sprintf(lang.L("%s moved to %s (%s MP)"), p.unitName(u.ID), p.g.Name(dest), formatMP(entry.MP)))
	p.refresh()
	return nil
}

// maxProbes bounds how many candidate paths cheapestPath tries on the
// engine before giving up.
const maxProbes = 64

// cheapestPath returns the hexes entered, in order, on a path from `from`
// to dest that costs what Reachable says dest costs; nil when dest is not
// reachable or no such path was found. Candidate paths are walked back from
// dest through cheaper reachable neighbours and tried on the engine (each
// applied and at once undone), so the cost rules stay the engine's.
func (p *playTest) cheapestPath(unit string, from, dest hexgrid.Offset) []hexgrid.Offset {
	reach := p.reach
	if p.selected != unit || reach == nil {
		r, err := p.g.Reachable(unit, nil)
		if err != nil {
			return nil
		}
		reach = r
	}
	want, ok := reach[dest]
	if !ok {
		return nil
	}
	const eps = 1e-9
	grid := p.g.Board.Geo.Grid
	probes := 0
	var best []hexgrid.Offset
	bestMP := math.Inf(1)
	rev := []hexgrid.Offset{dest}
	var walk func(cur hexgrid.Offset) bool
	walk = func(cur hexgrid.Offset) bool {
		if probes >= maxProbes {
			return true
		}
		if cur == from {
			probes++
			steps := make([]hexgrid.Offset, 0, len(rev)-1)
			for i := len(rev) - 2; i >= 0; i-- {
				steps = append(steps, rev[i])
			}
			mp, ok := p.probe(unit, steps)
			if ok && mp < bestMP {
				best, bestMP = steps, mp
			}
			return ok && mp <= want+eps
		}
		var prev []hexgrid.Offset
		for _, n := range grid.Neighbors(cur) {
			if c, ok := reach[n]; ok && c < reach[cur]-eps {
				prev = append(prev, n)
			}
		}
		sort.SliceStable(prev, func(i, j int) bool { return reach[prev[i]] > reach[prev[j]] })
		for _, n := range prev {
			rev = append(rev, n)
			done := walk(n)
			rev = rev[:len(rev)-1]
			if done {
				return true
			}
		}
		return false
	}
	walk(dest)
	return best
}

// probe applies a move and undoes it at once; it returns the MP the move
// cost and whether the engine allowed it (area bans aside).
func (p *playTest) probe(unit string, steps []hexgrid.Offset) (float64, bool) {
	path := make([]string, len(steps))
	for i, o := range steps {
		path[i] = p.g.Name(o)
	}
	// The override lets the search cost a path that breaks an area ban;
	// the real move is made without it, so the ban is still refused.
	e, err := p.g.Apply(game.Action{Action: game.ActMove, Unit: unit, Path: path, Override: "path probe"})
	if err != nil {
		return 0, false
	}
	_ = p.g.Undo()
	return e.MP, true
}

// refusalText is the reason of a refusal in plain words.
func refusalText(err error) string {
	var r *game.Refusal
	if errors.As(err, &r) {
		return fmt.Sprintf(lang.L("Refused: %s"), r.Reason)
	}
	return err.Error()
}

// apply carries out a non-move action and reports the outcome.
func (p *playTest) apply(a game.Action) (game.Entry, error) {
	if !p.active {
		return game.Entry{}, errors.New(lang.L("not in play-test mode"))
	}
	e, err := p.g.Apply(a)
	if err != nil {
		p.e.report(refusalText(err))
		return e, err
	}
	if n := len(e.Events); n > 0 {
		p.e.report(e.Events[n-1].Message)
	} else {
		p.e.report("")
	}
	p.refresh()
	return e, nil
}

// endActivation closes the current activation.
func (p *playTest) endActivation() error {
	_, err := p.apply(game.Action{Action: game.ActEndActivation})
	return err
}

// nextTurn closes the turn (the last one ends the game) and clears the
// play overlays: the LOS ruler's line and the selected unit's reach.
func (p *playTest) nextTurn() error {
	_, err := p.apply(game.Action{Action: game.ActNextTurn})
	if err != nil {
		return err
	}
	p.los = losRuler{on: p.los.on}
	p.selected, p.reach = "", nil
	p.refresh()
	return nil
}

// roll rolls dice ("2d6") and shows the result.
func (p *playTest) roll(dice string) error {
	e, err := p.apply(game.Action{Action: game.ActRoll, Dice: dice, Reason: lang.L("play-test roll")})
	if err != nil {
		return err
	}
	for _, ev := range e.Events {
		if ev.Kind == "roll" {
			p.e.report(fmt.Sprintf(lang.L("Rolled %s: %v (%s)"), dice, ev.Rolls, ev.Message))
		}
	}
	return nil
}

// undo takes back the last game action.
func (p *playTest) undo() {
	if !p.active {
		return
	}
	if err := p.g.Undo(); err != nil {
		p.e.report(lang.L("Nothing to undo"))
		return
	}
	p.e.report(lang.L("Undone"))
	p.refresh()
}

// encodeGame returns the game file of the game, its scenario written
// relative to the game file at gamePath ("" keeps the scenario's own path).
func (p *playTest) encodeGame(gamePath string) ([]byte, error) {
	if !p.active {
		return nil, errors.New(lang.L("not in play-test mode"))
	}
	sc := p.e.doc.Path()
	if gamePath != "" && filepath.IsAbs(sc) {
		if rel, err := filepath.Rel(filepath.Dir(gamePath), sc); err == nil {
			sc = filepath.ToSlash(rel)
		}
	}
	p.g.Options.ScenarioPath = sc
	return p.g.Encode()
}

// loadGame replays a game file on the open scenario (as it is in memory)
// and, when the replay reaches the state the file records, plays on from
// there.
func (p *playTest) loadGame(data []byte) error {
	if !p.active {
		if err := p.start(); err != nil {
			return err
		}
	}
	f, err := game.DecodeFile(data)
	if err != nil {
		return err
	}
	g, base, err := p.newGame(f.Seed)
	if err != nil {
		return err
	}
	acts := make([]game.Action, len(f.Log))
	for i, e := range f.Log {
		acts[i] = e.Action
	}
	if n, err := g.Replay(acts); err != nil {
		return fmt.Errorf(lang.L("log entry %d: %w"), n+1, err)
	}
	if c := g.Clock(); g.TurnID() != f.Clock.Turn || c.Activation != f.Clock.Activation || c.Side != f.Clock.Side {
		return fmt.Errorf(lang.L("the replay ends at %s activation %d (%s), the file says %s activation %d (%s)"),
			g.TurnID(), c.Activation, c.Side, f.Clock.Turn, f.Clock.Activation, f.Clock.Side)
	}
	p.g, p.base, p.selected = g, base, ""
	p.refresh()
	p.e.report(fmt.Sprintf(lang.L("Game loaded: %d actions replayed"), len(acts)))
	return nil
}
