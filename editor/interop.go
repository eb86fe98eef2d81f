package editor

import (
	"encoding/json"
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
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/engine/interop"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/vassal"
	"github.com/sandtable/sandtable/scenarios"
)

// interopJob is an import or export running in the background: done is
// closed when it has finished and the window shows its outcome.
type interopJob struct {
	res  *interop.Result
	err  error
	done chan struct{}
}

// runInterop runs job in the background behind a progress dialog titled
// title, then shows its warnings (or its error) and calls then with the
// result on the UI goroutine.
func (e *Editor) runInterop(title string, job func() (*interop.Result, error), then func(*interop.Result)) *interopJob {
	j := &interopJob{done: make(chan struct{})}
	bar := widget.NewProgressBarInfinite()
	prog := dialog.NewCustomWithoutButtons(title, bar, e.win)
	prog.Show()
	e.interop = j
	go func() {
		res, err := job()
		fyne.Do(func() {
			defer close(j.done)
			j.res, j.err = res, err
			bar.Stop()
			prog.Hide()
			if err != nil {
				dialog.ShowError(err, e.win)
				e.Report(err.Error())
				return
			}
			e.showWarnings(title, res.Warnings)
			if then != nil {
				then(res)
			}
		})
	}()
	return j
}

// showWarnings lists an importer's or exporter's warnings in a dialog.
func (e *Editor) showWarnings(title string, warnings []string) {
	if len(warnings) == 0 {
		return
	}
	text := widget.NewLabel(strings.Join(warnings, "\n"))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(560, 300))
	dialog.ShowCustom(fmt.Sprintf(lang.L("%s: %d warnings"), title, len(warnings)), lang.L("Close"), scroll, e.win)
}

// showImport asks for a VASSAL module or a Tiled map (and a Tiled map's
// mapping file), then where to write the new map, imports it and opens it.
func (e *Editor) showImport() {
	e.whenSafe(func() {
		open := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				return
			}
			in := r.URI().Path()
			_ = r.Close()
			switch strings.ToLower(filepath.Ext(in)) {
			case ".tmx", ".tmj":
				e.askFile(lang.L("Choose the Tiled map's mapping file"), []string{".json"}, func(mapping string) {
					e.askMapOut(in, func(out string) { e.importTiled(in, mapping, out) })
				})
			default:
				e.askMapOut(in, func(out string) { e.importVassal(in, out) })
			}
		}, e.win)
		open.SetFilter(storage.NewExtensionFileFilter([]string{".vmod", ".xml", ".tmx", ".tmj"}))
		open.Show()
	})
}

// askFile asks for an existing file with one of the extensions.
func (e *Editor) askFile(title string, exts []string, then func(string)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		p := r.URI().Path()
		_ = r.Close()
		then(p)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.SetTitleText(title)
	d.Show()
}

// askMapOut asks where to write the map imported from in.
func (e *Editor) askMapOut(in string, then func(string)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		p := w.URI().Path()
		_ = w.Close()
		if !strings.HasSuffix(p, ".json") {
			p += ".map.json"
		}
		then(p)
	}, e.win)
	base := strings.TrimSuffix(filepath.Base(in), filepath.Ext(in))
	d.SetFileName(base + ".map.json")
	d.Show()
}

// importVassal imports the VASSAL module at in as the map at out and opens
// it.
func (e *Editor) importVassal(in, out string) *interopJob {
	return e.runInterop(lang.L("Import VASSAL module"), func() (*interop.Result, error) {
		return interop.ImportVassal(in, out, vassal.ImportOptions{})
	}, func(*interop.Result) { e.openNow(out) })
}

// importTiled imports the Tiled map at in with its mapping as the map at
// out and opens it. Its terrain is checked against the open game's
// ruleset (a copy: the window may edit it meanwhile), with a warning for
// each terrain id the ruleset lacks.
func (e *Editor) importTiled(in, mapping, out string) *interopJob {
	rs := clone(e.doc.Ruleset())
	return e.runInterop(lang.L("Import Tiled map"), func() (*interop.Result, error) {
		return interop.ImportTiled(in, mapping, out, rs)
	}, func(*interop.Result) { e.openNow(out) })
}

// showExportVassal asks where to write a VASSAL module of the map (with
// the open scenario's set-up, units and turns) and writes it.
func (e *Editor) showExportVassal() {
	e.askOut(".vmod", func(out string) { e.exportVassal(out) })
}

// showExportTiled asks where to write the map as a Tiled map and writes
// it.
func (e *Editor) showExportTiled() {
	e.askOut(".tmx", func(out string) { e.exportTiled(out) })
}

// askOut asks for a file to write, with the extension.
func (e *Editor) askOut(ext string, then func(string)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		p := w.URI().Path()
		_ = w.Close()
		if !strings.EqualFold(filepath.Ext(p), ext) {
			p += ext
		}
		then(p)
	}, e.win)
	d.SetFileName(e.doc.Map().ID + ext)
	d.Show()
}

// copies returns copies of the document's map, ruleset, scenario and OOB
// for a background job (the window may edit the originals meanwhile);
// scenario and OOB are nil unless the document is a scenario's.
func (e *Editor) copies() (*maps.Map, *engine.Ruleset, *scenarios.Scenario, *scenarios.OOB) {
	m := clone(e.doc.Map())
	rs := clone(e.doc.Ruleset())
	if e.doc.Kind() != model.KindScenario {
		return m, rs, nil, nil
	}
	return m, rs, clone(e.doc.Scenario()), clone(e.doc.OOB())
}

// clone copies a model value through JSON (nil stays nil).
func clone[T any](v *T) *T {
	if v == nil {
		return nil
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	out := new(T)
	if json.Unmarshal(data, out) != nil {
		return nil
	}
	return out
}

// exportVassal writes the VASSAL module at out.
func (e *Editor) exportVassal(out string) *interopJob {
	m, rs, sc, oob := e.copies()
	return e.runInterop(lang.L("Export VASSAL module"), func() (*interop.Result, error) {
		return interop.ExportVassal(interop.VassalExport{Map: m, Styles: drawscene.Styles(rs), Scenario: sc, OOB: oob, Path: e.doc.Path()}, out)
	}, func(r *interop.Result) { e.Report(fmt.Sprintf(lang.L("Exported %d files to %s"), len(r.Written), out)) })
}

// exportTiled writes the Tiled map at out.
func (e *Editor) exportTiled(out string) *interopJob {
	m, rs, _, _ := e.copies()
	return e.runInterop(lang.L("Export Tiled map"), func() (*interop.Result, error) {
		return interop.ExportTiled(m, drawscene.Styles(rs), out, 0)
	}, func(r *interop.Result) { e.Report(fmt.Sprintf(lang.L("Exported %d files to %s"), len(r.Written), out)) })
}
