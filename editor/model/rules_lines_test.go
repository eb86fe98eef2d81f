package model

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/schema"
	"github.com/sandtable/sandtable/validate"
)

// TestLineStyleAndClassNameEdits: on a copy of the gbacw ruleset, the
// road's colour, width and dashes, a new hexside type's first style and a
// unit class's names are each one undoable command; the saved file reads
// back with them and validates; a colour cleared drops the style; undoing
// everything gives back the file's ruleset.
func TestLineStyleAndClassNameEdits(t *testing.T) {
	d, p := openRulesetCopy(t, "gbacw")
	orig := cloneJSON(d.Ruleset())
	must := func(c *RulesetEdit, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		do(t, d, c)
	}
	road := -1
	for i, pt := range d.Ruleset().Paths {
		if pt.ID == "road" {
			road = i
		}
	}
	if road < 0 {
		t.Fatal("gbacw has no road")
	}
	must(d.SetLineStyle(PathRules, road, LineColor, "#1A2B3C"))
	must(d.SetLineStyle(PathRules, road, LineWidth, "0.2"))
	must(d.SetLineStyle(PathRules, road, LineDash, "0.3, 0.1 0.05 0.1"))
	must(d.AddRuleType(HexsideRules, "hedge", "Hedge", "Siepe"))
	hedge := len(d.Ruleset().Hexsides) - 1
	must(d.SetLineStyle(HexsideRules, hedge, LineWidth, "0.12"))
	must(d.SetClassName(0, "en", "Foot soldiers"))
	must(d.SetClassName(0, "it", ""))
	if d.History().Len() != 7 {
		t.Fatalf("%d commands", d.History().Len())
	}
	for _, bad := range []func() (*RulesetEdit, error){
		func() (*RulesetEdit, error) { return d.SetLineStyle(PathRules, road, LineColor, "brown") },
		func() (*RulesetEdit, error) { return d.SetLineStyle(PathRules, road, LineWidth, "0") },
		func() (*RulesetEdit, error) { return d.SetLineStyle(PathRules, road, LineDash, "0.1 -0.1") },
		func() (*RulesetEdit, error) { return d.SetLineStyle(TerrainRules, 0, LineColor, "#000000") },
		func() (*RulesetEdit, error) { return d.SetLineStyle(HexsideRules, 999, LineColor, "#000000") },
		func() (*RulesetEdit, error) { return d.SetClassName(0, "en", " ") },
	} {
		if _, err := bad(); err == nil {
			t.Error("a bad edit was accepted")
		}
	}
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	rs, err := engine.DecodeRuleset(data)
	if err != nil {
		t.Fatal(err)
	}
	if s := rs.Paths[road].Style; s == nil || s.Color != "#1a2b3c" || s.Width != 0.2 || fmt.Sprint(s.Dash) != "[0.3 0.1 0.05 0.1]" {
		t.Errorf("road saved as %+v", s)
	}
	if s := rs.Hexsides[hedge].Style; s == nil || s.Color != NewLineStyle.Color || s.Width != 0.12 || s.Dash != nil {
		t.Errorf("hedge saved as %+v", s)
	}
	if n := rs.UnitClasses[0].Name; n["en"] != "Foot soldiers" || n["it"] != "" {
		t.Errorf("class 0 saved as %v", n)
	}
	if ds := validate.NewSession(validate.OS{}).Paths([]string{p}); len(ds) != 0 {
		t.Errorf("the saved ruleset: %v", ds)
	}
	must(d.SetLineStyle(PathRules, road, LineColor, ""))
	if d.Ruleset().Paths[road].Style != nil {
		t.Error("clearing the colour kept the road's style")
	}
	d.GoTo(0)
	if !jsonEqual(t, d.Ruleset(), orig) {
		t.Error("undoing every edit did not give the ruleset back")
	}
}

// TestLineStyleBoundsAreTheSchemas: a random family of widths and dash
// lists, typed as text, is taken by SetLineStyle exactly when the ruleset
// schema (schema/ruleset.schema.json, written apart from this code)
// accepts the ruleset with those values.
func TestLineStyleBoundsAreTheSchemas(t *testing.T) {
	d, _ := openRulesetCopy(t, "gcacw")
	base := cloneJSON(d.Ruleset())
	if len(base.Paths) == 0 {
		t.Fatal("gcacw has no path type")
	}
	r := rand.New(rand.NewPCG(23, 24))
	num := func() float64 {
		v := r.Float64()*7 - 1
		if r.IntN(5) == 0 { // edge values
			v = []float64{0, 2, 5, 2.0000001, 5.0000001, 1e-9}[r.IntN(6)]
		}
		return v
	}
	schemaTakes := func(l engine.LineStyle) bool {
		rs := cloneJSON(base)
		rs.Paths[0].Style = &l
		data, err := json.Marshal(rs)
		if err != nil {
			t.Fatal(err)
		}
		issues, err := schema.Validate("ruleset", data)
		if err != nil {
			t.Fatal(err)
		}
		return len(issues) == 0
	}
	start := NewLineStyle
	if s := base.Paths[0].Style; s != nil {
		start = *s
	}
	taken := 0
	for range 150 {
		l := start
		var f LineField
		var text string
		if r.IntN(2) == 0 {
			f, l.Width = LineWidth, num()
			text = strconv.FormatFloat(l.Width, 'g', -1, 64)
		} else {
			f, l.Dash = LineDash, nil
			var parts []string
			for range r.IntN(11) {
				v := num()
				l.Dash = append(l.Dash, v)
				parts = append(parts, strconv.FormatFloat(v, 'g', -1, 64))
			}
			text = strings.Join(parts, " ")
		}
		_, err := d.SetLineStyle(PathRules, 0, f, text)
		if want := schemaTakes(l); (err == nil) != want {
			t.Errorf("%s %q: edit error %v, schema takes it %v", f, text, err, want)
		}
		if err == nil {
			taken++
		}
	}
	t.Logf("%d of 150 taken", taken)
	if taken < 20 || taken > 130 {
		t.Errorf("%d of 150 taken: the family does not test both sides", taken)
	}
}
