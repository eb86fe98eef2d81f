package validate

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/go-playground/validator/v10"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
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
// A scenario's set-up rows are given to the validator one by one, as
// values (scenarioStructRules).
func (r *report) structRules(v any) {
	if sc, ok := v.(*scenarios.Scenario); ok && len(sc.Setup) > 0 {
		r.scenarioStructRules(sc)
		return
	}
	r.structErrors("", structErrorList(structValidator().Struct(v)))
}

// structErrorList returns the rules an error of the validator lists.
func structErrorList(err error) validator.ValidationErrors {
	var ves validator.ValidationErrors
	errors.As(err, &ves)
	return ves
}

// structErrors reports the rules failed, at their pointers below prefix.
func (r *report) structErrors(prefix string, ves validator.ValidationErrors) {
	for _, fe := range ves {
		r.errorf("struct."+fe.Tag(), prefix+namespacePointer(fe.Namespace()),
			"%s fails the rule %q%s", fe.Field(), fe.Tag(), paramText(fe.Param()))
	}
}

// scenarioStructRules is structRules on a scenario: the same rules, the
// same diagnostics in the same order, with the set-up rows validated one
// by one as values rather than inside the scenario. The validator copies
// every struct and string it reaches through a slice (it boxes each value
// it visits to look for its Valuer interface, and a value it can address
// is copied), each set-up row two more times for its cross-field rules
// (required_without, required_with); given a row as a value it copies the
// row once. The scenario without its rows is validated first; its failures
// on the fields declared before setup are reported before the rows', the
// rest after, as the validator, which walks fields in declaration order,
// would report them.
func (r *report) scenarioStructRules(sc *scenarios.Scenario) {
	rows := sc.Setup
	sc.Setup = nil // "dive" over no rows: nothing to report there
	top := structErrorList(structValidator().Struct(sc))
	sc.Setup = rows
	cut := len(top)
	for i, fe := range top {
		if scenarioFieldAfterSetup(fe.Namespace()) {
			cut = i
			break
		}
	}
	r.structErrors("", top[:cut])
	for i := range rows {
		if ves := structErrorList(structValidator().Struct(rows[i])); len(ves) > 0 {
			r.structErrors("/setup/"+strconv.Itoa(i), ves)
		}
	}
	r.structErrors("", top[cut:])
}

// scenarioFieldOrder gives the declaration index of each field of
// scenarios.Scenario by the name the validator's namespaces use (its JSON
// name), and setupField that of Setup.
var scenarioFieldOrder, setupField = func() (map[string]int, int) {
	t := reflect.TypeFor[scenarios.Scenario]()
	out := map[string]int{}
	setup := -1
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" {
			name = f.Name
		}
		out[name] = i
		if f.Name == "Setup" {
			setup = i
		}
	}
	return out, setup
}()

// scenarioFieldAfterSetup reports whether a namespace of the validator
// ("Scenario.victory.levels[0].name") falls in a field of the scenario
// declared after Setup.
func scenarioFieldAfterSetup(ns string) bool {
	_, rest, _ := strings.Cut(ns, ".")
	if i := strings.IndexAny(rest, ".["); i >= 0 {
		rest = rest[:i]
	}
	i, ok := scenarioFieldOrder[rest]
	return ok && i > setupField
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
