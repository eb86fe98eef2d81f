package playtest

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

// PlayTest is the editor's play-test mode: a game.Game started from the
// document's scenario as it stands in memory (saved or not). While it is on,
// the editing tools and panels are disabled, the map shows the game's unit
// positions, taps and drags on the map select and move units, and the Play
// tab holds the turn track, the score, the log and the game's buttons.
// Leaving it throws the game away; the document is never changed.
type PlayTest struct {
	e      Host
	Game   *game.Game
	active bool

	Base     *maps.Map        // the game's map, labels as the designer wrote them
	Scene    *tiles.Scene     // the scene shown while playing: the game's counters
	Marks    *drawscene.Marks // the marks over it: selection, reach, LOS ruler
	Selected string           // the selected unit ("" for none)
	// PendingOverride is a move refused for breaking an area or
	// no-stacking constraint, waiting for the designer's override.
	PendingOverride *game.Action
	Reach           map[hexgrid.Offset]float64
	// Placing is the free set-up unit picked for placing ("" for none)
	// and Region the hexes of its group's region, shaded on the map.
	Placing string
	Region  []hexgrid.Offset
	// SkipSetup lets play begin with free set-up units unplaced.
	SkipSetup bool
	LOS       losRuler // the line-of-sight ruler (see playtest_los.go)
	Tool      *playTool
	Panel     *playPanel
	MenuItem  *fyne.MenuItem
	// Analysis is Play > Analyze Scenario, the dry run of the scenario.
	Analysis *AnalysisView

	// Calls counts the calls into the engine (see EngineCalls).
	Calls EngineCalls
	// reach is the last search of reachUnit's reach, good while reachOK
	// (no action applied or undone since).
	reach     game.Reachability
	reachUnit string
	reachOK   bool
}

// NewPlayTest makes the play-test mode of e and appends its tab to the side
// panel.
func NewPlayTest(e Host) *PlayTest {
	p := &PlayTest{e: e}
	p.Tool = &playTool{p: p}
	p.Panel = newPlayPanel(p)
	p.Analysis = NewAnalysisView(e)
	p.MenuItem = fyne.NewMenuItem(lang.L("Play-test Mode"), p.toggle)
	p.MenuItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	return p
}

// Menu returns the Play menu of the main menu.
func (p *PlayTest) Menu() *fyne.Menu {
	if a := p.Analysis; a != nil {
		return fyne.NewMenu(lang.L("Play"), p.MenuItem, a.Item)
	}
	return fyne.NewMenu(lang.L("Play"), p.MenuItem)
}

// toggle enters play-test mode, or leaves it.
func (p *PlayTest) toggle() {
	if p.active {
		p.Stop()
		return
	}
	if err := p.Start(); err != nil {
		p.e.Report(fmt.Sprintf(lang.L("Cannot start the play-test: %s"), err))
	}
}

// Active reports whether the editor is in play-test mode.
func (p *PlayTest) Active() bool { return p != nil && p.active }

// Start begins a game from the document's current scenario and switches the
// editor to play-test mode.
func (p *PlayTest) Start() error {
	if p.active {
		return nil
	}
	if k := p.e.Document().Kind(); k != model.KindScenario {
		return fmt.Errorf(lang.L("a %s opened on its own has no scenario to play: open a scenario"), k)
	}
	g, base, err := p.newGame(uint64(time.Now().UnixNano()))
	if err != nil {
		return err
	}
	p.Game, p.Base, p.active = g, base, true
	p.reachOK = false
	p.Selected, p.Reach = "", nil
	p.Placing, p.Region, p.SkipSetup = "", nil, false
	p.Scene = &tiles.Scene{Map: base, Geo: g.Board.Geo, Styles: p.e.Document().Styles()}
	p.Marks = &drawscene.Marks{}
	p.MenuItem.Checked = true
	p.refresh()
	p.e.PushMode(p.Mode())
	p.e.Report(lang.L("Play-test started: editing is disabled until you leave play-test mode"))
	return nil
}

// Stop leaves play-test mode: the editing scene, tool and panels come back
// as they were, and the game is dropped.
func (p *PlayTest) Stop() {
	if p == nil || !p.active {
		return
	}
	p.active, p.Game, p.Selected, p.Reach = false, nil, "", nil
	p.Placing, p.Region, p.SkipSetup = "", nil, false
	p.MenuItem.Checked = false
	p.e.PopMode(p.Mode())
	p.Panel.refresh()
	p.e.Report(lang.L("Play-test ended: back to editing"))
}

// newGame starts a game from the document's scenario, map and OOB as they
// are in memory (encoded over the files they came from, like the live
// validation sees them). It returns the game and its decoded map.
func (p *PlayTest) newGame(seed uint64) (*game.Game, *maps.Map, error) {
	files, err := docFiles(p.e.Document())
	if err != nil {
		return nil, nil, err
	}
	pos, err := game.LoadScenario(files, p.e.Document().Path())
	if err != nil {
		return nil, nil, err
	}
	g, err := game.New(pos, game.Options{Seed: seed, ScenarioPath: p.e.Document().Path()})
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
func (p *PlayTest) refresh() {
	if !p.active {
		p.Panel.refresh()
		return
	}
	p.Reach = nil
	if p.Placing != "" && (!p.SettingUp() || !slices.Contains(p.Game.Unplaced(), p.Placing)) {
		p.Placing, p.Region = "", nil
	}
	if p.Selected != "" {
		if r, err := p.reachable(p.Selected); err == nil {
			p.Reach = r.MP
		} else {
			p.Selected = ""
		}
	}
	p.updateScene()
	p.Panel.refresh()
	p.updateStatusUnit()
}

// updateScene rebuilds the play scene: counters at the game's positions,
// the selected unit and the reachable hexes tinted, each labelled with its
// MP cost (written at the zoom where hex labels show). Only the hexes whose
// drawing changed are painted again.
func (p *PlayTest) updateScene() {
	s := p.Marks
	before := drawnPerHex(p.Scene.Geo.Grid, p.Scene.Overlay.Counters, s)
	p.Scene.Overlay.Counters = p.counters()
	s.Marked, s.Labels = nil, nil
	s.SelectedUnit, s.HasSelectedHex = "", false
	if p.Placing != "" {
		s.Marked = slices.Clone(p.Region)
	}
	if u, ok := p.Game.Unit(p.Selected); ok && p.Selected != "" {
		s.SelectedUnit = u.ID
		s.SelectedHex, s.HasSelectedHex = u.Hex, true
		for o, mp := range p.Reach {
			if o == u.Hex {
				continue
			}
			s.Marked = append(s.Marked, o)
			s.Labels = append(s.Labels, draw.Label{Hex: o, Text: fmt.Sprintf(lang.L("%s MP"), FormatMP(mp))})
		}
		sortOffsets(s.Marked)
	}
	s.Ruler = p.LOS.marks()
	p.e.View().Repaint(changedHexes(before, drawnPerHex(p.Scene.Geo.Grid, p.Scene.Overlay.Counters, s)))
}

// counters returns the counters of the game's units on the map, through
// the one counter pass (engine/drawscene.Counters) the editor and print
// draw with: current strength, and facing where the ruleset has one.
func (p *PlayTest) counters() []draw.Counter {
	return drawscene.Counters(drawscene.GamePieces(p.Game), p.Game.OOB, p.Game.Board.Ruleset, p.Game.Board.Geo.Grid)
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

// FormatMP writes MP without trailing zeros ("2", "1.5").
func FormatMP(mp float64) string { return fmt.Sprintf("%g", math.Round(mp*100)/100) }

// updateStatusUnit shows the selected unit and its MP in the status bar.
func (p *PlayTest) updateStatusUnit() {
	if p.Selected == "" {
		p.e.ShowUnit("", "")
		return
	}
	p.e.ShowUnit(p.unitName(p.Selected), p.Selected)
}

// unitName returns the printed name of a unit, or its id.
func (p *PlayTest) unitName(id string) string {
	if p.Game != nil {
		if u := p.Game.OOB.Unit(id); u != nil {
			return u.Name
		}
	}
	return id
}

// unitAt returns the unit on top of the stack in hex o ("" for none).
func (p *PlayTest) unitAt(o hexgrid.Offset) string {
	ids := p.Scene.UnitsAt(o)
	if len(ids) == 0 {
		return ""
	}
	if slices.Contains(ids, p.Selected) {
		return p.Selected
	}
	return ids[len(ids)-1]
}

// SelectUnit selects a unit ("" clears) and shows its reachable hexes.
func (p *PlayTest) SelectUnit(id string) {
	if !p.active {
		return
	}
	p.Selected = id
	p.refresh()
}

// MoveTo moves the selected unit to hex dest along the cheapest path the
// engine's Reachable gives. A refusal is shown in the status bar and changes nothing.
func (p *PlayTest) MoveTo(dest hexgrid.Offset) error {
	if !p.active || p.Selected == "" {
		return errors.New(lang.L("select a unit first"))
	}
	u, ok := p.Game.Unit(p.Selected)
	if !ok {
		return errors.New(lang.L("the unit is not in the game"))
	}
	if dest == u.Hex {
		return nil
	}
	if err := p.setupGate(game.Action{Action: game.ActMove}); err != nil {
		return err
	}
	var steps []hexgrid.Offset
	if r, err := p.reachable(u.ID); err == nil {
		steps = r.Path(dest)
	}
	if steps == nil {
		steps = []hexgrid.Offset{dest} // let the engine say why not
	}
	path := make([]string, len(steps))
	for i, o := range steps {
		path[i] = p.Game.Name(o)
	}
	move := game.Action{Action: game.ActMove, Unit: u.ID, Path: path}
	entry, err := p.apply(move)
	if err != nil {
		p.e.Report(refusalText(err))
		p.offerOverride(move, err)
		p.refresh()
		return err
	}
	p.e.Report(fmt.Sprintf(lang.L("%s moved to %s (%s MP)"), p.unitName(u.ID), p.Game.Name(dest), FormatMP(entry.MP)))
	p.refresh()
	return nil
}

// refusalText is the reason of a refusal in plain words.
func refusalText(err error) string {
	var r *game.Refusal
	if errors.As(err, &r) {
		return fmt.Sprintf(lang.L("Refused: %s"), r.Reason)
	}
	return err.Error()
}

// Apply carries out a non-move action and reports the outcome.
func (p *PlayTest) Apply(a game.Action) (game.Entry, error) {
	if !p.active {
		return game.Entry{}, errors.New(lang.L("not in play-test mode"))
	}
	if err := p.setupGate(a); err != nil {
		return game.Entry{}, err
	}
	e, err := p.apply(a)
	if err != nil {
		p.e.Report(refusalText(err))
		return e, err
	}
	if n := len(e.Events); n > 0 {
		p.e.Report(e.Events[n-1].Message)
	} else {
		p.e.Report("")
	}
	p.refresh()
	return e, nil
}

// ActivateSelected opens the activation in which the selected unit moves
// (its formation's, or its own action, by the ruleset's sequence of play).
func (p *PlayTest) ActivateSelected() error {
	if !p.active || p.Selected == "" {
		err := errors.New(lang.L("Select a unit to activate its formation."))
		p.e.Report(err.Error())
		return err
	}
	a, err := p.Game.ActivationOf(p.Selected)
	if err != nil {
		p.e.Report(err.Error())
		return err
	}
	_, err = p.Apply(a)
	return err
}

// EndActivation closes the current activation.
func (p *PlayTest) EndActivation() error {
	_, err := p.Apply(game.Action{Action: game.ActEndActivation})
	return err
}

// NextTurn closes the turn (the last one ends the game) and clears the
// play overlays: the LOS ruler's line and the selected unit's reach.
func (p *PlayTest) NextTurn() error {
	_, err := p.Apply(game.Action{Action: game.ActNextTurn})
	if err != nil {
		return err
	}
	p.LOS = losRuler{On: p.LOS.On}
	p.Selected, p.Reach = "", nil
	p.refresh()
	return nil
}

// Roll rolls dice ("2d6") and shows the result.
func (p *PlayTest) Roll(dice string) error {
	e, err := p.Apply(game.Action{Action: game.ActRoll, Dice: dice, Reason: lang.L("play-test roll")})
	if err != nil {
		return err
	}
	for _, ev := range e.Events {
		if ev.Kind == "roll" {
			p.e.Report(fmt.Sprintf(lang.L("Rolled %s: %v (%s)"), dice, ev.Rolls, ev.Message))
		}
	}
	return nil
}

// Undo takes back the last game action.
func (p *PlayTest) Undo() {
	if !p.active {
		return
	}
	if err := p.undo(); err != nil {
		p.e.Report(lang.L("Nothing to undo"))
		return
	}
	p.e.Report(lang.L("Undone"))
	p.refresh()
}

// EncodeGame returns the game file of the game, its scenario written
// relative to the game file at gamePath ("" keeps the scenario's own path).
func (p *PlayTest) EncodeGame(gamePath string) ([]byte, error) {
	if !p.active {
		return nil, errors.New(lang.L("not in play-test mode"))
	}
	sc := p.e.Document().Path()
	if gamePath != "" && filepath.IsAbs(sc) {
		if rel, err := filepath.Rel(filepath.Dir(gamePath), sc); err == nil {
			sc = filepath.ToSlash(rel)
		}
	}
	p.Game.Options.ScenarioPath = sc
	return p.Game.Encode()
}

// LoadGame replays a game file on the open scenario (as it is in memory)
// and, when the replay reaches the state the file records, plays on from
// there.
func (p *PlayTest) LoadGame(data []byte) error {
	if !p.active {
		if err := p.Start(); err != nil {
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
	p.Game, p.Base, p.Selected = g, base, ""
	p.reachOK = false
	p.Placing, p.Region, p.SkipSetup = "", nil, false
	p.refresh()
	p.e.Report(fmt.Sprintf(lang.L("Game loaded: %d actions replayed"), len(acts)))
	return nil
}
