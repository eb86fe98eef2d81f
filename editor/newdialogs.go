package editor

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/newgame"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// newGameForm is the New Game dialog's fields (inputs until Create reads
// them; the game is made by editor/newgame).
type newGameForm struct {
	d                                  dialog.Dialog
	folder, name, sides, hexMM, sheets *widget.Entry
	colDigits, rowDigits, overlap      *widget.Entry
	scenario, start, end, turn         *widget.Entry
	system, orientation, stagger       *widget.Select
	prefix                             *widget.Check
	create                             *widget.Button
	message                            *widget.Label
}

// systems are the game systems New Game offers: the built-in rulesets to
// copy, and the blank one.
var systems = []string{"gbacw", "gcacw", "classic", newgame.Blank}

// showNewGame asks for a new game's name, system, sides, map geometry and
// first scenario, and the folder to make it in.
func (e *Editor) showNewGame() {
	e.whenSafe(func() {
		f := e.newGameDialog()
		f.d.Show()
	})
}

// newGameDialog builds the New Game dialog, filled with the defaults.
func (e *Editor) newGameDialog() *newGameForm {
	def := newgame.DefaultForm()
	entry := func(v string) *widget.Entry {
		en := widget.NewEntry()
		en.SetText(v)
		return en
	}
	f := &newGameForm{
		folder: entry(""), name: entry(def.Name), sides: entry(def.Sides), hexMM: entry(def.HexMM),
		colDigits: entry(def.ColumnDigits), rowDigits: entry(def.RowDigits), overlap: entry(def.Overlap),
		scenario: entry(def.Scenario), start: entry(def.Start), end: entry(def.End), turn: entry(def.TurnLength),
		system: widget.NewSelect(systems, nil), orientation: widget.NewSelect([]string{"flat", "pointy"}, nil),
		stagger: widget.NewSelect([]string{"odd", "even"}, nil), prefix: widget.NewCheck(lang.L("Sheet letter in hex ids"), nil),
		message: widget.NewLabel(""),
	}
	f.sheets = widget.NewMultiLineEntry()
	f.sheets.SetText(def.Sheets)
	f.sheets.SetMinRowsVisible(3)
	f.system.SetSelected(def.System)
	f.orientation.SetSelected(def.Orientation)
	f.stagger.SetSelected(def.Stagger)
	f.name.SetPlaceHolder(lang.L("Battle of …"))
	f.folder.SetPlaceHolder(lang.L("folder to make the game in"))
	for en, ph := range map[*widget.Entry]string{
		f.sides: lang.L("sides: Confederate:csa, Union"), f.hexMM: lang.L("hex size, mm"),
		f.sheets: lang.L("one sheet a line: N 10-66 1-34"), f.colDigits: lang.L("column digits"),
		f.rowDigits: lang.L("row digits"), f.overlap: lang.L("rows shared by sheets"),
		f.scenario: lang.L("first scenario's title"), f.start: lang.L("first turn: 1862-04-06 06:00"),
		f.end: lang.L("last turn: 1862-04-06 18:00"), f.turn: lang.L("turn length: 1h, 20m, 1d"),
	} {
		en.SetPlaceHolder(ph)
	}
	f.message.Wrapping = fyne.TextWrapWord
	browse := widget.NewButton(lang.L("Choose…"), func() {
		dialog.ShowFolderOpen(func(u fyne.ListableURI, err error) {
			if err == nil && u != nil {
				f.folder.SetText(u.Path())
			}
		}, e.win)
	})
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Folder"), container.NewBorder(nil, nil, nil, browse, f.folder)),
		widget.NewFormItem(lang.L("Name"), f.name),
		widget.NewFormItem(lang.L("Game system"), f.system),
		widget.NewFormItem(lang.L("Sides"), f.sides),
		widget.NewFormItem(lang.L("Orientation"), f.orientation),
		widget.NewFormItem(lang.L("Lower columns"), f.stagger),
		widget.NewFormItem(lang.L("Hex size (mm)"), f.hexMM),
		widget.NewFormItem(lang.L("Sheets"), f.sheets),
		widget.NewFormItem("", f.prefix),
		widget.NewFormItem(lang.L("Column digits"), f.colDigits),
		widget.NewFormItem(lang.L("Row digits"), f.rowDigits),
		widget.NewFormItem(lang.L("Overlapping rows"), f.overlap),
		widget.NewFormItem(lang.L("First scenario"), f.scenario),
		widget.NewFormItem(lang.L("First turn"), f.start),
		widget.NewFormItem(lang.L("Last turn"), f.end),
		widget.NewFormItem(lang.L("Turn length"), f.turn),
	)
	f.create = widget.NewButton(lang.L("Create"), func() { e.createGame(f) })
	f.create.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { f.d.Hide() })
	body := container.NewBorder(nil, container.NewVBox(f.message, container.NewHBox(cancel, f.create)), nil, nil, container.NewVScroll(form))
	f.d = dialog.NewCustomWithoutButtons(lang.L("New Game"), body, e.win)
	// As tall as the window allows, so the whole form shows at once.
	f.d.Resize(fyne.NewSize(560, max(560, min(940, e.win.Canvas().Size().Height-40))))
	e.newGame = f
	return f
}

// form returns what the dialog's fields say.
func (f *newGameForm) form() newgame.Form {
	return newgame.Form{
		Name: f.name.Text, System: f.system.Selected, Sides: f.sides.Text,
		Orientation: f.orientation.Selected, Stagger: f.stagger.Selected, HexMM: f.hexMM.Text,
		Sheets: f.sheets.Text, SheetPrefix: f.prefix.Checked, ColumnDigits: f.colDigits.Text,
		RowDigits: f.rowDigits.Text, Overlap: f.overlap.Text, Scenario: f.scenario.Text,
		Start: f.start.Text, End: f.end.Text, TurnLength: f.turn.Text,
	}
}

// createGame makes the game the dialog describes, validates its folder and
// opens its first scenario; a problem stays in the dialog.
func (e *Editor) createGame(f *newGameForm) {
	folder := strings.TrimSpace(f.folder.Text)
	if folder == "" {
		f.message.SetText(lang.L("Choose the folder to make the game in."))
		return
	}
	spec, err := f.form().Spec()
	var g *newgame.Game
	if err == nil {
		g, err = newgame.Build(spec)
	}
	var paths []string
	if err == nil {
		paths, err = g.Write(folder)
	}
	if err != nil {
		f.message.SetText(err.Error())
		return
	}
	f.d.Hide()
	errs, warns := validateFolder(folder)
	e.openNow(paths[3])
	e.Report(fmt.Sprintf(lang.L("New game in %s: %d errors, %d warnings"), folder, errs, warns))
}

// validateFolder validates a game folder as `sandtable-cli validate DIR`
// does and counts its errors and warnings (-1 when it cannot be read).
func validateFolder(dir string) (errs, warns int) {
	files, err := jsonfile.NewRooted(dir)
	if err != nil {
		return -1, 0
	}
	ds, err := validate.NewSession(files).Game(dir)
	if err != nil {
		return -1, 0
	}
	return validate.Count(ds)
}

// newScenarioForm is the New Scenario dialog's fields.
type newScenarioForm struct {
	d                              dialog.Dialog
	title, start, end, turn, sides *widget.Entry
	message                        *widget.Label
}

// errNeedsGameOnDisk is why New Scenario and New OOB need a game on disk.
var errNeedsGameOnDisk = errors.New("open a scenario of a game on disk first (File > New Game makes one; the built-in games are saved elsewhere with Save As)")

// showNewScenario asks for a new scenario of the open game: its title,
// turns and the sides in order of play.
func (e *Editor) showNewScenario() {
	if e.doc.Kind() != model.KindScenario || e.doc.IsBuiltin() {
		dialog.ShowError(errNeedsGameOnDisk, e.win)
		return
	}
	e.whenSafe(func() { e.newScenarioDialog().d.Show() })
}

// newScenarioDialog builds the New Scenario dialog, its turns those of the
// open scenario.
func (e *Editor) newScenarioDialog() *newScenarioForm {
	sc := e.doc.Scenario()
	first, last := sc.Turns[0], sc.Turns[len(sc.Turns)-1]
	when := func(date, clock string) string {
		if clock == "" {
			return date
		}
		return date + " " + clock
	}
	f := &newScenarioForm{title: widget.NewEntry(), start: widget.NewEntry(), end: widget.NewEntry(),
		turn: widget.NewEntry(), sides: widget.NewEntry(), message: widget.NewLabel("")}
	f.start.SetText(when(first.Date, first.Time))
	f.end.SetText(when(last.Date, last.Time))
	f.turn.SetText("1h")
	if first.Time == "" {
		f.turn.SetText("1d")
	}
	f.sides.SetText(strings.Join(sc.Sides, ", "))
	f.message.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Title"), f.title),
		widget.NewFormItem(lang.L("First turn"), f.start),
		widget.NewFormItem(lang.L("Last turn"), f.end),
		widget.NewFormItem(lang.L("Turn length"), f.turn),
		widget.NewFormItem(lang.L("Sides (first moves first)"), f.sides),
	)
	create := widget.NewButton(lang.L("Create"), func() { e.createScenario(f) })
	create.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { f.d.Hide() })
	f.d = dialog.NewCustomWithoutButtons(lang.L("New Scenario"), container.NewVBox(form, f.message, container.NewHBox(cancel, create)), e.win)
	f.d.Resize(fyne.NewSize(480, 360))
	e.newScenario = f
	return f
}

// createScenario writes the new scenario beside the open one, referring to
// the same map, OOB and ruleset, and opens it.
func (e *Editor) createScenario(f *newScenarioForm) {
	spec, err := newgame.ScenarioForm{Title: f.title.Text, Start: f.start.Text, End: f.end.Text, TurnLength: f.turn.Text, Sides: f.sides.Text}.Spec()
	sc := e.doc.Scenario()
	var path string
	if err == nil {
		path, err = newgame.AddScenario(filepath.Dir(e.doc.Path()), e.gameID(), spec, newgame.Refs{Map: sc.Map, OOB: sc.OOB, Ruleset: sc.Ruleset})
	}
	if err != nil {
		f.message.SetText(err.Error())
		return
	}
	f.d.Hide()
	e.openNow(path)
}

// gameID is the open game's id: its OOB's game, else its map's id.
func (e *Editor) gameID() string {
	if o := e.doc.OOB(); o != nil && o.Game != "" {
		return o.Game
	}
	return e.doc.Map().ID
}

// showNewOOB asks where to write an empty order of battle with the open
// game's sides, writes it and opens it in the OOB tree.
func (e *Editor) showNewOOB() {
	if e.doc.Kind() == model.KindRuleset || e.doc.IsBuiltin() {
		dialog.ShowError(errNeedsGameOnDisk, e.win)
		return
	}
	e.whenSafe(func() {
		d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil || w == nil {
				return
			}
			path := w.URI().Path()
			_ = w.Close()
			e.createOOB(path)
		}, e.win)
		d.SetFileName(e.gameID() + "-2.oob.json")
		if dir, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(e.doc.Path()))); err == nil {
			d.SetLocation(dir)
		}
		d.Show()
	})
}

// createOOB writes an empty OOB with the open game's sides at path and
// opens it.
func (e *Editor) createOOB(path string) {
	var sides []newgame.Side
	if o := e.doc.OOB(); o != nil {
		for _, s := range o.Sides {
			sides = append(sides, newgame.Side{ID: s.ID, Name: s.Name})
		}
	} else {
		for _, s := range e.doc.Scenario().Sides {
			sides = append(sides, newgame.Side{ID: s, Name: s})
		}
	}
	p, err := newgame.AddOOB(path, e.gameID(), sides)
	if err != nil {
		dialog.ShowError(err, e.win)
		e.Report(err.Error())
		return
	}
	e.openNow(p)
}
