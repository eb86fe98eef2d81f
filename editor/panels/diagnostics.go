package panels

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/validate"
)

// DiagnosticsPanel lists the document's diagnostics, one row each: an icon
// for the severity, "severity code: message", and the hex and unit.
// Choosing a row calls onChoose with the diagnostic.
type DiagnosticsPanel struct {
	doc      *model.Document
	List     *widget.List
	title    *widget.Label
	none     *widget.Label // shown instead of an empty list
	Box      *fyne.Container
	onChoose func(validate.Diagnostic)
	Tips     *ui.Tips // shows a row's whole message on hover
}

func NewDiagnosticsPanel(doc *model.Document, onChoose func(validate.Diagnostic)) *DiagnosticsPanel {
	p := &DiagnosticsPanel{doc: doc, onChoose: onChoose}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.List = widget.NewList(
		func() int { return len(p.doc.Diagnostics()) },
		func() fyne.CanvasObject {
			return ui.NewTipArea(newDiagnosticRow(), p.Tips, func() string { return "" })
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { p.fillRow(i, o) },
	)
	p.List.OnSelected = func(i widget.ListItemID) {
		if ds := p.doc.Diagnostics(); i >= 0 && i < len(ds) && p.onChoose != nil {
			p.onChoose(ds[i])
		}
		p.List.UnselectAll() // so choosing the same row again acts again
	}
	p.none = widget.NewLabel(lang.L("No problems found."))
	p.Box = container.NewBorder(p.title, nil, nil, nil, container.NewStack(p.List, p.none))
	p.Refresh()
	return p
}

// SetDocument shows another document's diagnostics.
func (p *DiagnosticsPanel) SetDocument(doc *model.Document) {
	p.doc = doc
	p.List.UnselectAll()
	p.Refresh()
}

// Refresh re-reads the document's diagnostics.
func (p *DiagnosticsPanel) Refresh() {
	n := len(p.doc.Diagnostics())
	p.title.SetText(fmt.Sprintf(lang.L("Diagnostics (%d)"), n))
	p.none.Hidden = n > 0
	p.List.Refresh()
	p.none.Refresh()
}

// newDiagnosticRow makes the template of a row: icon, headline, detail.
func newDiagnosticRow() fyne.CanvasObject {
	head := widget.NewLabel("error code: message")
	head.Truncation = fyne.TextTruncateEllipsis
	detail := widget.NewLabel("hex unit")
	detail.Truncation = fyne.TextTruncateEllipsis
	detail.Importance = widget.LowImportance
	icon := widget.NewIcon(theme.ErrorIcon())
	return container.NewBorder(nil, nil, icon, nil, container.NewVBox(head, detail))
}

// fillRow shows diagnostic i in a row made by newDiagnosticRow.
func (p *DiagnosticsPanel) fillRow(i widget.ListItemID, o fyne.CanvasObject) {
	ds := p.doc.Diagnostics()
	if i < 0 || i >= len(ds) {
		return
	}
	d := ds[i]
	area := o.(*ui.TipArea)
	area.Text = func() string { return diagnosticHeadline(d) + "\n" + p.diagnosticDetail(d) }
	row := area.Content.(*fyne.Container)
	texts := row.Objects[0].(*fyne.Container)
	icon := row.Objects[1].(*widget.Icon)
	texts.Objects[0].(*widget.Label).SetText(diagnosticHeadline(d))
	texts.Objects[1].(*widget.Label).SetText(p.diagnosticDetail(d))
	icon.SetResource(severityIcon(d.Severity))
}

// diagnosticHeadline writes "severity code: message".
func diagnosticHeadline(d validate.Diagnostic) string {
	return fmt.Sprintf("%s %s: %s", d.Severity, d.Code, d.Message)
}

// diagnosticDetail writes the hex and unit of d, and its place in the file.
func (p *DiagnosticsPanel) diagnosticDetail(d validate.Diagnostic) string {
	s := ""
	if d.Hex != "" {
		s += lang.L("hex ") + d.Hex + "  "
	}
	if d.Unit != "" {
		s += lang.L("unit ") + p.doc.UnitName(d.Unit) + " (" + d.Unit + ")  "
	}
	return s + fmt.Sprintf("%s %d:%d", filepath.Base(d.File), d.Line, d.Column)
}

// severityIcon picks the theme icon of a severity.
func severityIcon(s validate.Severity) fyne.Resource {
	switch s {
	case validate.Error:
		return theme.ErrorIcon()
	case validate.Warning:
		return theme.WarningIcon()
	}
	return theme.InfoIcon()
}
