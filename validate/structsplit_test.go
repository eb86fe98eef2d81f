package validate

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// TestScenarioStructRulesAgree: a scenario's struct rules, its set-up rows
// given to go-playground/validator one by one (scenarioStructRules), give
// the diagnostics, in the same order, that the validator gives when handed
// the whole scenario at once (the oracle), on every built-in scenario, every
// rule case and a random family made from the built-in scenarios: values
// replaced by others of the same JSON type that break rules (an empty or
// unknown unit, hex, facing, orders, fatigue or extension; a negative
// strength; an empty turn id or label; a wrong format) in set-up rows and
// elsewhere, several at once.
func TestScenarioStructRulesAgree(t *testing.T) {
	type doc struct {
		name string
		data []byte
	}
	var docs []doc
	for _, p := range BuiltinPaths() {
		if KindOf(p) != "scenario" {
			continue
		}
		data, err := Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, doc{p, data})
	}
	dirs, _ := filepath.Glob("testdata/cases/*")
	for _, dir := range dirs {
		at, patched, _, err := loadRuleCase(dir)
		if err != nil {
			t.Fatal(err)
		}
		if KindOf(at) == "scenario" {
			docs = append(docs, doc{dir, patched})
		}
	}
	rng := rand.New(rand.NewPCG(29, 4))
	base := len(docs)
	for _, d := range docs[:base] {
		for i := range 8 {
			docs = append(docs, doc{fmt.Sprintf("%s breaks %d", d.name, i), breakRules(t, rng, d.data, 1+rng.IntN(6))})
		}
	}
	failing := 0
	for _, d := range docs {
		var sc scenarios.Scenario
		if err := json.Unmarshal(d.data, &sc); err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		want := newReport("x.scenario.json", d.data)
		want.structErrors("", structErrorList(structValidator().Struct(&sc)))
		got := newReport("x.scenario.json", d.data)
		got.structRules(&sc)
		if len(want.out) > 0 {
			failing++
		}
		if !reflect.DeepEqual(got.out, want.out) {
			t.Errorf("%s: set-up rows one by one give\n%v\nthe whole scenario\n%v", d.name, got.out, want.out)
		}
	}
	if failing < base {
		t.Errorf("only %d of %d documents fail a rule: the family breaks too little", failing, len(docs))
	}
	t.Logf("%d scenarios, %d failing struct rules", len(docs), failing)
}

// breakRules sets n values of a scenario picked at random to values that
// break its struct rules.
func breakRules(t *testing.T, rng *rand.Rand, data []byte, n int) []byte {
	var tree map[string]any
	if err := json.Unmarshal(data, &tree); err != nil {
		t.Fatal(err)
	}
	for range n {
		switch rng.IntN(4) {
		case 0, 1: // a set-up row
			rows, _ := tree["setup"].([]any)
			if len(rows) == 0 {
				continue
			}
			row := rows[rng.IntN(len(rows))].(map[string]any)
			bad := []struct {
				key string
				val any
			}{{"unit", ""}, {"hex", ""}, {"facing", "up"}, {"orders", "sleep"}, {"fatigue", "9"},
				{"extendedTo", "S0101"}, {"extension", "blob"}, {"strength", -1}, {"ma", -2.5}, {"with", ""}}
			b := bad[rng.IntN(len(bad))]
			row[b.key] = b.val
			if rng.IntN(3) == 0 {
				delete(row, "hex")
			}
		case 2: // a turn
			turns, _ := tree["turns"].([]any)
			if len(turns) == 0 {
				continue
			}
			turn := turns[rng.IntN(len(turns))].(map[string]any)
			turn[[]string{"id", "label", "date", "time"}[rng.IntN(4)]] = ""
			if rng.IntN(2) == 0 {
				turn["date"] = "6 April"
			}
		default: // the top level and the fields after the set-up
			switch rng.IntN(4) {
			case 0:
				tree["format"] = "sandtable-scenario/9"
			case 1:
				tree["title"] = ""
			case 2:
				if rf, _ := tree["reinforcements"].([]any); len(rf) > 0 {
					row := rf[rng.IntN(len(rf))].(map[string]any)
					row["order"] = "Z"
					delete(row, "turn")
				}
			default:
				if fs, _ := tree["freeSetup"].([]any); len(fs) > 0 {
					fs[0].(map[string]any)["units"] = []any{}
				} else {
					tree["firstPlayer"] = ""
				}
			}
		}
	}
	out, err := json.Marshal(tree)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"setup"`) {
		t.Fatal("no set-up left")
	}
	return out
}
