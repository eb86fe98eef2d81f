// Package validate is the one validation pipeline of Sandtable, used by the
// editor and the CLI: decode -> JSON Schema -> struct rules -> references ->
// engine legality checks, producing diagnostics that name the file, the JSON
// pointer, line:column and, where there is one, the hex and the unit.
package validate

import (
	"fmt"
	"sort"
)

// Severity of a diagnostic.
type Severity string

// The severities, most serious first.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
	Info    Severity = "info"
)

// Diagnostic is one finding. Code is stable ("hex.unknown", "unit.duplicate",
// "line.gap"); Pointer is the RFC 6901 JSON pointer of the offending value;
// Line and Column are 1-based; Hex (canonical name where it exists) and Unit
// (unit id) are empty when the finding has none.
type Diagnostic struct {
	Severity Severity `json:"severity"`
	Code     string   `json:"code"`
	Message  string   `json:"message"`
	File     string   `json:"file"`
	Pointer  string   `json:"pointer"`
	Line     int      `json:"line"`
	Column   int      `json:"column"`
	Hex      string   `json:"hex"`
	Unit     string   `json:"unit"`
}

// String formats the diagnostic as "file:line:col: severity code: message
// (at pointer)", with text from the file escaped (see Escape).
func (d Diagnostic) String() string {
	d = d.Escaped()
	s := fmt.Sprintf("%s:%d:%d: %s %s: %s", d.File, d.Line, d.Column, d.Severity, d.Code, d.Message)
	if d.Pointer != "" {
		s += " (at " + d.Pointer + ")"
	}
	return s
}

// HasErrors reports whether any diagnostic is an error.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Count returns the number of errors and warnings.
func Count(ds []Diagnostic) (errors, warnings int) {
	for _, d := range ds {
		switch d.Severity {
		case Error:
			errors++
		case Warning:
			warnings++
		}
	}
	return errors, warnings
}

// Sort orders diagnostics by file, line, column, then code.
func Sort(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i], ds[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return a.Code < b.Code
	})
}
