package validate

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/go-playground/validator/v10"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// TestSkipInertFieldsKeepsRules: the struct validator with inert fields
// skipped reports exactly what a plain one reports, on the zero value of
// every model type and on documents with rules broken.
func TestSkipInertFieldsKeepsRules(t *testing.T) {
	plain := validator.New(validator.WithRequiredStructEnabled())
	plain.RegisterTagNameFunc(func(f reflect.StructField) string {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			return ""
		}
		return name
	})
	one := 1
	docs := []any{
		&maps.Map{}, &scenarios.OOB{}, &scenarios.Scenario{}, &engine.Ruleset{}, &scenarios.Errata{},
		&scenarios.Scenario{Setup: []scenarios.Setup{{Facing: "up", Strength: &one}, {}}, Turns: []scenarios.Turn{{Date: "x"}}},
		&maps.Map{Sheets: []maps.Sheet{{}}, Places: []maps.Place{{}}},
	}
	for _, d := range docs {
		if a, b := ruleErrors(plain, d), ruleErrors(structValidator(), d); a != b {
			t.Errorf("%T: plain validator says\n%s\nwith inert fields skipped\n%s", d, a, b)
		}
	}
}

// ruleErrors lists the rule failures of v, one per line.
func ruleErrors(val *validator.Validate, v any) string {
	var ves validator.ValidationErrors
	if !errors.As(val.Struct(v), &ves) {
		return ""
	}
	var b strings.Builder
	for _, fe := range ves {
		fmt.Fprintf(&b, "%s %s %s\n", fe.Namespace(), fe.Tag(), fe.Param())
	}
	return b.String()
}
