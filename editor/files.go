package editor

import (
	"fmt"
	"os"
	"path/filepath"

	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
)

// recentKey is the preference holding the recent files, newest first;
// maxRecent how many are kept.
const (
	recentKey = "recentFiles"
	maxRecent = 8
)

// setDocument makes d the open document.
func (e *Editor) setDocument(d *model.Document) {
	e.live.stop()
	e.doc = d
	e.documentChanged()
	if !d.IsBuiltin() {
		e.addRecent(d.Path())
	}
}

// Save writes the document where it came from; built-in data goes to the
// save target given on the command line, or through the Save As dialog.
func (e *Editor) Save() {
	if e.doc.IsBuiltin() {
		if e.opts.SaveTarget != "" {
			e.SaveAs(e.opts.SaveTarget)
			return
		}
		e.showSaveAs()
		return
	}
	key := e.keeper.key()
	e.saved(key, e.doc.Save())
}

// SaveAs writes the document under path and makes that its file.
func (e *Editor) SaveAs(path string) {
	key := e.keeper.key()
	e.saved(key, e.doc.SaveAs(path))
}

// saved reports the outcome of a save and, on success, drops the recovery
// copy the document had before (key) and remembers the file.
func (e *Editor) saved(key string, err error) {
	if err != nil {
		dialog.ShowError(err, e.win)
		e.Report(lang.L("Not saved: ") + err.Error())
		return
	}
	e.keeper.forgetKey(key)
	e.addRecent(e.doc.Path())
	e.Report(lang.L("Saved ") + e.doc.Path())
	e.win.SetTitle(e.windowTitle())
	e.history.Refresh()
	e.menu.refresh()
}

// showSaveAs asks where to save. The dialog's writer is closed unused: the
// guarded file repository (guardFileWrites) leaves the chosen file as it
// was, and the document writes it itself, checked and atomically.
func (e *Editor) showSaveAs() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			dialog.ShowError(err, e.win)
			return
		}
		if w == nil {
			return
		}
		path := w.URI().Path()
		_ = w.Close()
		e.saveAsChosen(path)
	}, e.win)
	d.SetFileName(saveAsName(e.doc))
	if dir := e.saveAsFolder(); dir != nil {
		d.SetLocation(dir)
	}
	d.Show()
}

// saveAsName is the name the Save As dialog proposes: the document's own,
// with the ending of its kind ("name.scenario.json", "name.map.json").
func saveAsName(d *model.Document) string {
	ext := "." + d.Kind().String() + ".json"
	base := strings.TrimSuffix(filepath.Base(d.Path()), ".json")
	base = strings.TrimSuffix(base, "."+d.Kind().String())
	return base + ext
}

// saveAsFolder is where the Save As dialog opens: the scenario's folder for
// a file on disk, else Fyne's default.
func (e *Editor) saveAsFolder() fyne.ListableURI {
	if e.doc.IsBuiltin() {
		return nil
	}
	dir, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(e.doc.Path())))
	if err != nil {
		return nil
	}
	return dir
}

// saveAsChosen saves to the path picked in the Save As dialog, which has
// already asked before replacing an existing file. When the name gets
// ".scenario.json" added and that file exists, it asks again for that one.
func (e *Editor) saveAsChosen(chosen string) {
	final, err := e.doc.SavePath(chosen)
	if err != nil {
		e.saved("", err)
		return
	}
	if final != chosen && fileExists(final) {
		dialog.ShowConfirm(lang.L("Replace file?"), fmt.Sprintf(lang.L("%s already exists. Replace it?"), filepath.Base(final)), func(ok bool) {
			if ok {
				e.saveAsConfirmed(final)
			}
		}, e.win)
		return
	}
	e.saveAsConfirmed(final)
}

// saveAsConfirmed writes the document to path, which the user agreed may be
// replaced, and says where the old contents went when they did not parse.
func (e *Editor) saveAsConfirmed(path string) {
	key := e.keeper.key()
	kept, err := e.doc.SaveAsReplacing(path)
	e.saved(key, err)
	if kept != "" {
		msg := fmt.Sprintf(lang.L("The file you replaced did not parse; its previous contents are kept in %s"), kept)
		e.Report(msg)
		dialog.ShowInformation(lang.L("Previous contents kept"), msg, e.win)
	}
}

// fileExists reports whether path names something on disk.
func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// Open opens the file of a game at path (a scenario, a map, an OOB or a
// ruleset: its "format" says which), asking first what to do with unsaved
// changes.
func (e *Editor) Open(path string) {
	e.whenSafe(func() { e.openNow(path) })
}

// openNow opens path at once.
func (e *Editor) openNow(path string) {
	d, err := model.OpenFile(path)
	if err != nil {
		dialog.ShowError(err, e.win)
		e.Report(err.Error())
		return
	}
	e.keeper.forget()
	e.setDocument(d)
}

// showOpen asks for a file of a game to open.
func (e *Editor) showOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		_ = r.Close()
		e.Open(path)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// SwitchScenario opens another scenario of the same game.
func (e *Editor) SwitchScenario(path string) {
	if path == e.doc.Path() {
		return
	}
	e.whenSafe(func() {
		d, err := e.doc.OpenSibling(path)
		if err != nil {
			dialog.ShowError(err, e.win)
			return
		}
		e.keeper.forget()
		e.setDocument(d)
	})
}

// whenSafe runs next at once when the document has no unsaved changes;
// otherwise it asks whether to save them, discard them or cancel.
func (e *Editor) whenSafe(next func()) {
	if !e.doc.Dirty() {
		next()
		return
	}
	var d dialog.Dialog
	save := widget.NewButton(lang.L("Save"), func() {
		d.Hide()
		if e.doc.IsBuiltin() && e.opts.SaveTarget == "" {
			e.showSaveAs()
			return
		}
		e.Save()
		if !e.doc.Dirty() {
			next()
		}
	})
	discard := widget.NewButton(lang.L("Discard changes"), func() {
		d.Hide()
		e.keeper.forget()
		next()
	})
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	msg := widget.NewLabel(e.doc.Title() + lang.L(" has unsaved changes."))
	d = dialog.NewCustomWithoutButtons(lang.L("Unsaved changes"), container.NewVBox(msg, container.NewHBox(save, discard, cancel)), e.win)
	d.Show()
	e.asking = &unsavedQuestion{d: d, save: save, discard: discard, cancel: cancel}
}

// unsavedQuestion is the dialog whenSafe shows, kept for tests to answer.
type unsavedQuestion struct {
	d                     dialog.Dialog
	save, discard, cancel *widget.Button
}

// closeRequested closes the window, asking first about unsaved changes.
func (e *Editor) closeRequested() {
	e.whenSafe(func() {
		e.keeper.stop()
		e.live.stop()
		e.win.Close()
	})
}

// addRecent puts path first in the recent files.
func (e *Editor) addRecent(path string) {
	prefs := e.app.Preferences()
	list := slices.DeleteFunc(prefs.StringList(recentKey), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	if len(list) > maxRecent {
		list = list[:maxRecent]
	}
	prefs.SetStringList(recentKey, list)
	if e.menu != nil {
		e.menu.refresh()
	}
}

// recent returns the recent files, newest first.
func (e *Editor) recent() []string { return e.app.Preferences().StringList(recentKey) }
