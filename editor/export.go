package editor

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// ExportDPI is the resolution of File > Export's PNG images.
const ExportDPI = 150

// Export draws the map of doc, with the scenario's set-up counters, into
// path: PNG (at dpi), SVG or PDF by the file's extension. progress, when
// set, is called with the hex visits done and their total.
// Errors: an unknown extension, those of draw and of writing the file.
func Export(doc *model.Document, path string, dpi float64, progress func(done, total int)) error {
	scene, err := draw.NewScene(doc.Map(), doc.Styles())
	if err != nil {
		return err
	}
	scene.Overlay.Counters = drawscene.SetupCounters(doc.Scenario(), doc.OOB(), doc.Ruleset(), doc.Geometry())
	o := draw.Options{Progress: progress}
	page, err := draw.PageOf(scene, o)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	switch strings.ToLower(filepath.Ext(path)) {
	case ".png":
		r, err := draw.NewRaster(page.Width, page.Height, dpi)
		if err != nil {
			return err
		}
		if err := draw.DrawParallel(r, scene, o); err != nil {
			return err
		}
		if err := r.Err(); err != nil {
			return err
		}
		if err := draw.EncodePNG(&buf, r.Image(), dpi); err != nil {
			return err
		}
	case ".svg":
		s := draw.NewSVG(&buf, page.Width, page.Height)
		if err := draw.Draw(s, scene, o); err != nil {
			return err
		}
		if err := s.Close(); err != nil {
			return err
		}
	case ".pdf":
		p, err := draw.NewPDF(page.Width, page.Height)
		if err != nil {
			return err
		}
		if err := draw.Draw(p, scene, o); err != nil {
			return err
		}
		if err := p.Write(&buf); err != nil {
			return err
		}
	default:
		return fmt.Errorf("export: %s: use .png, .svg or .pdf", path)
	}
	return jsonfile.WriteOutput(path, buf.Bytes())
}

// showExport asks where to export the map and exports it, with a progress
// bar.
func (e *Editor) showExport() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		if filepath.Ext(path) == "" {
			path += ".png"
		}
		e.exportTo(path)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".svg", ".pdf"}))
	d.SetFileName(e.exportName())
	d.Show()
}

// exportName suggests a file name: the map's id with ".png".
func (e *Editor) exportName() string {
	if m := e.doc.Map(); m != nil && m.ID != "" {
		return m.ID + ".png"
	}
	return "map.png"
}

// exportTo exports to path in the background, showing the progress.
func (e *Editor) exportTo(path string) {
	bar := widget.NewProgressBar()
	prog := dialog.NewCustomWithoutButtons(lang.L("Exporting…"), bar, e.win)
	prog.Show()
	doc := e.doc
	go func() {
		last := -1
		err := Export(doc, path, ExportDPI, func(done, total int) {
			if total == 0 {
				return
			}
			pc := done * 100 / total
			if pc == last {
				return
			}
			last = pc
			fyne.Do(func() { bar.SetValue(float64(done) / float64(total)) })
		})
		fyne.Do(func() {
			prog.Hide()
			if err != nil {
				dialog.ShowError(err, e.win)
				return
			}
			e.Report(lang.L("Exported to {{.Path}}", map[string]any{"Path": path}))
		})
	}()
}
