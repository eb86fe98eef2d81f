package validate

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strconv"
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
// The elements of the top-level slices of structs are given to the
// validator one by one, as values (structRulesByElement).
func (r *report) structRules(v any) {
	if r.structRulesByElement(v) {
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

// structRulesByElement is structRules on a pointer to a struct whose
// fields include slices of structs that carry no rule but "dive" (a
// scenario's set-up rows, reinforcements...; an OOB's units): the same
// rules, the same diagnostics in the same order, with the elements of those
// slices validated one by one as values rather than inside the struct. The
// validator boxes every value it visits to look for its Valuer interface,
// and copies a value it can address (every element of a slice, every
// string of such an element; a set-up row two more times for its
// cross-field rules); given an element as a value it copies it once. The
// struct without those elements is validated first; its failures are
// reported field by field in declaration order, each split field's
// elements' failures in its place, as the validator, which walks the
// fields in that order, reports them. False (nothing reported) when v is
// not such a struct, or a failure of the struct without those elements
// names no field of it or comes out of field order.
func (r *report) structRulesByElement(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return false
	}
	st := rv.Elem()
	plan := splitPlanOf(st.Type())
	held := make([]reflect.Value, len(plan.split))
	some := false
	for k, f := range plan.split {
		held[k] = reflect.ValueOf(st.Field(f).Interface()) // the slice header, kept
		some = some || held[k].Len() > 0
	}
	if !some {
		return false
	}
	for _, f := range plan.split {
		st.Field(f).SetZero() // "dive" over no elements: nothing to report there
	}
	top := structErrorList(structValidator().Struct(v))
	for k, f := range plan.split {
		st.Field(f).Set(held[k])
	}
	fieldOf := make([]int, len(top))
	for i, fe := range top {
		f, ok := plan.field[topField(fe.Namespace())]
		if !ok || i > 0 && f < fieldOf[i-1] {
			return false // not in field order: validated whole instead
		}
		fieldOf[i] = f
	}
	next := 0
	for f := range st.NumField() {
		k := slices.Index(plan.split, f)
		if k < 0 {
			for ; next < len(top) && fieldOf[next] == f; next++ {
				r.structErrors("", top[next:next+1])
			}
			continue
		}
		prefix := "/" + jsonfile.EscapePointer(plan.name[f]) + "/"
		for i := range held[k].Len() {
			if ves := structErrorList(structValidator().Struct(held[k].Index(i).Interface())); len(ves) > 0 {
				r.structErrors(prefix+strconv.Itoa(i), ves)
			}
		}
	}
	return true
}

// topField returns the field a namespace of the validator starts in:
// "setup" of "Scenario.setup[3].hex".
func topField(ns string) string {
	_, rest, _ := strings.Cut(ns, ".")
	if i := strings.IndexAny(rest, ".["); i >= 0 {
		rest = rest[:i]
	}
	return rest
}

// splitPlan is what structRulesByElement needs of a struct type: the
// fields that are slices of structs with the rule "dive" alone (split),
// each field's index by the name the validator's namespaces give it
// (field), and those names (name).
type splitPlan struct {
	split []int
	field map[string]int
	name  []string
}

var splitPlans sync.Map // reflect.Type -> *splitPlan

func splitPlanOf(t reflect.Type) *splitPlan {
	if p, ok := splitPlans.Load(t); ok {
		return p.(*splitPlan)
	}
	p := &splitPlan{field: map[string]int{}, name: make([]string, t.NumField())}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" { // as the validator's tag name function leaves it
			name = f.Name
		}
		p.name[i] = name
		p.field[name] = i
		if f.IsExported() && !f.Anonymous && f.Tag.Get("validate") == "dive" &&
			f.Type.Kind() == reflect.Slice && f.Type.Elem().Kind() == reflect.Struct {
			p.split = append(p.split, i)
		}
	}
	splitPlans.Store(t, p)
	return p
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
