package main

import (
	"io"
	"path/filepath"

	"github.com/owenrumney/go-sarif/v3/pkg/report"
	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/sandtable/sandtable/validate"
)

func sarifLevel(s validate.Severity) string {
	switch s {
	case validate.Error:
		return "error"
	case validate.Warning:
		return "warning"
	}
	return "note"
}

// writeSARIF prints the diagnostics as one SARIF 2.1.0 log (built with
// go-sarif): one rule per diagnostic code, one result per diagnostic with its
// file, line and column, and the JSON pointer, hex and unit as properties.
func writeSARIF(w io.Writer, ds []validate.Diagnostic) error {
	log := report.NewV210Report()
	run := sarif.NewRunWithInformationURI("sandtable-cli", "https://sandtable.dev")
	rules := map[string]bool{}
	for _, d := range ds {
		d = d.Escaped() // CI tools render messages and properties as text
		if !rules[d.Code] {
			run.AddRule(d.Code)
			rules[d.Code] = true
		}
		props := sarif.NewPropertyBag().Add("pointer", d.Pointer)
		if d.Hex != "" {
			props.Add("hex", d.Hex)
		}
		if d.Unit != "" {
			props.Add("unit", d.Unit)
		}
		uri := filepath.ToSlash(d.File)
		run.AddDistinctArtifact(uri)
		run.CreateResultForRule(d.Code).
			WithLevel(sarifLevel(d.Severity)).
			WithMessage(sarif.NewTextMessage(d.Message)).
			WithProperties(props).
			AddLocation(sarif.NewLocationWithPhysicalLocation(
				sarif.NewPhysicalLocation().
					WithArtifactLocation(sarif.NewSimpleArtifactLocation(uri)).
					WithRegion(sarif.NewRegion().WithStartLine(max(d.Line, 1)).WithStartColumn(max(d.Column, 1))),
			))
	}
	log.AddRun(run)
	return log.PrettyWrite(w)
}
