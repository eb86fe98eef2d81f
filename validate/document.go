package validate

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"sync"

	"github.com/go-playground/validator/v10"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/schema"
)

// report collects the diagnostics of one file, turning pointers into
// line:column through the file's index, built on the first diagnostic (a
// clean file never pays for it).
type report struct {
	file  string
	data  []byte
	index *jsonfile.Index
	out   []Diagnostic
	// dropped counts the diagnostics past jsonfile.DefaultLimits.Diagnostics.
	dropped int
	// later holds the checks deferred until every file of the run is
	// decoded (see Session.check); done runs them.
	later []func()
}

// done runs the deferred checks and returns the diagnostics (finish).
func (r *report) done() []Diagnostic {
	for _, f := range r.later {
		f()
	}
	r.later = nil
	return r.finish()
}

// full reports whether the file has its most diagnostics, and counts the
// one that will not be kept.
func (r *report) full() bool {
	if len(r.out) < jsonfile.DefaultLimits.Diagnostics {
		return false
	}
	r.dropped++
	return true
}

// finish returns the diagnostics, sorted, with a limit.diagnostics warning
// counting those left out.
func (r *report) finish() []Diagnostic {
	if r.dropped > 0 {
		r.out = append(r.out, Diagnostic{Severity: Warning, Code: "limit.diagnostics", File: r.file, Line: 1, Column: 1,
			Message: fmt.Sprintf("%d more diagnostics not shown: the limit is %d a file (--limit diagnostics=N)", r.dropped, jsonfile.DefaultLimits.Diagnostics)})
	}
	Sort(r.out)
	return r.out
}

func newReport(file string, data []byte) *report {
	return &report{file: file, data: data}
}

func (r *report) positions() *jsonfile.Index {
	if r.index == nil {
		r.index = jsonfile.NewIndex(r.data)
	}
	return r.index
}

// add records a diagnostic at the JSON pointer ptr.
func (r *report) add(sev Severity, code, ptr, hex, unit, format string, args ...any) {
	if r.full() {
		return
	}
	pos := r.positions().Lookup(ptr)
	r.out = append(r.out, Diagnostic{
		Severity: sev, Code: code, Message: fmt.Sprintf(format, args...),
		File: r.file, Pointer: ptr, Line: pos.Line, Column: pos.Column,
		Hex: hex, Unit: unit,
	})
}

// has reports whether a diagnostic with the code at the pointer is recorded.
func (r *report) has(code, ptr string) bool {
	for _, d := range r.out {
		if d.Code == code && d.Pointer == ptr {
			return true
		}
	}
	return false
}

func (r *report) errorf(code, ptr, format string, args ...any) {
	r.add(Error, code, ptr, "", "", format, args...)
}

// decode runs the first three stages on one document: JSON syntax, the JSON
// Schema of its kind, then decoding into v and the struct rules. It returns
// false when v could not be filled (later stages must not run).
func (r *report) decode(kind string, data []byte, v any) bool {
	var se *jsonfile.ScanError
	checked, err := jsonfile.Check(data, jsonfile.DefaultLimits, v)
	if errors.As(err, &se) {
		r.at(se.Code, se.Pointer, int(se.Offset), se.Message)
		return false
	}
	if !checked.Valid && !json.Valid(data) { // the check's verdict spares a second pass
		var syntax any
		r.syntaxError(json.Unmarshal(data, &syntax))
		return false
	}
	issues, err := schema.ValidateChecked(kind, data, checked)
	if err != nil {
		r.errorf("schema.unavailable", "", "%v", err)
		return false
	}
	for _, is := range issues {
		r.errorf("schema.invalid", is.Pointer, "%s", is.Message)
	}
	if err := checked.Decode(data, v); err != nil { // the checks passed above
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			r.at(se.Code, se.Pointer, int(se.Offset), se.Message)
		case len(issues) > 0:
		case errors.As(err, &te) && te.Offset > 0:
			r.errorf("json.decode", r.positions().PointerAt(int(te.Offset)-1), "%v", err)
		default:
			r.errorf("json.decode", "", "%v", err)
		}
		return false
	}
	r.structRules(v)
	return len(issues) == 0
}

// syntaxError reports a JSON syntax error at the byte that caused it (the
// decoder's Offset counts the bytes read, that byte included).
func (r *report) syntaxError(err error) {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := 0
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1
	case errors.As(err, &te):
		off = int(te.Offset) - 1
	}
	r.at("json.syntax", "", max(off, 0), err.Error())
}

// at records an error at a byte offset rather than at a pointer's value.
func (r *report) at(code, ptr string, off int, msg string) {
	if r.full() {
		return
	}
	pos := r.positions().PositionAt(off)
	r.out = append(r.out, Diagnostic{
		Severity: Error, Code: code, Message: msg,
		File: r.file, Pointer: ptr, Line: pos.Line, Column: pos.Column,
	})
}

var (
	structOnce sync.Once
	structV    *validator.Validate
)

func structValidator() *validator.Validate {
	structOnce.Do(func() {
		structV = validator.New(validator.WithRequiredStructEnabled())
		structV.RegisterTagNameFunc(func(f reflect.StructField) string {
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" {
				return ""
			}
			return name
		})
		skipInertFields(structV)
	})
	return structV
}

var indexPart = regexp.MustCompile(`\[([^\]]*)\]`)

// structRules applies the go-playground/validator tags of the model types.
func (r *report) structRules(v any) {
	err := structValidator().Struct(v)
	var ves validator.ValidationErrors
	if !errors.As(err, &ves) {
		return
	}
	for _, fe := range ves {
		r.errorf("struct."+fe.Tag(), namespacePointer(fe.Namespace()),
			"%s fails the rule %q%s", fe.Field(), fe.Tag(), paramText(fe.Param()))
	}
}

func paramText(p string) string {
	if p == "" {
		return ""
	}
	return " (" + p + ")"
}

// namespacePointer turns "Scenario.setup[3].hex" into "/setup/3/hex".
func namespacePointer(ns string) string {
	_, rest, ok := strings.Cut(ns, ".")
	if !ok {
		return ""
	}
	rest = indexPart.ReplaceAllString(rest, ".$1")
	var b strings.Builder
	for _, p := range strings.Split(rest, ".") {
		if p != "" {
			b.WriteString("/" + jsonfile.EscapePointer(p))
		}
	}
	return b.String()
}
