package editor

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/book"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// ExportBook prints the document's scenario as a battle book's scenario
// pages (see engine/book) into the PDF file at path.
// Errors: a document with no scenario, the book's, writing the file.
func ExportBook(doc *model.Document, path string) error {
	if doc.Kind() != model.KindScenario {
		return errors.New("print scenario: open a scenario first")
	}
	var buf bytes.Buffer
	in := book.Input{Scenario: doc.Scenario(), OOB: doc.OOB(), Map: doc.Map(), Ruleset: doc.Ruleset()}
	if err := book.Write(&buf, in); err != nil {
		return err
	}
	return jsonfile.WriteOutput(path, buf.Bytes())
}

// showPrintScenario asks where to write the scenario's PDF and writes it.
func (e *Editor) showPrintScenario() {
	if e.doc.Kind() != model.KindScenario {
		dialog.ShowError(errors.New(lang.L("Open a scenario to print it")), e.win)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		if !strings.EqualFold(filepath.Ext(path), ".pdf") {
			path += ".pdf"
		}
		e.printScenarioTo(path)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pdf"}))
	d.SetFileName(strings.TrimSuffix(filepath.Base(e.doc.Path()), ".scenario.json") + ".pdf")
	d.Show()
}

// printScenarioTo writes the scenario's PDF at path and says so.
func (e *Editor) printScenarioTo(path string) {
	if err := ExportBook(e.doc, path); err != nil {
		dialog.ShowError(err, e.win)
		e.Report(err.Error())
		return
	}
	e.Report(lang.L("Scenario printed to {{.Path}}", map[string]any{"Path": path}))
}
