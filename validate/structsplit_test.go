package validate

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestStructRulesAgree: struct rules with the elements of the top-level
// slices of structs given to go-playground/validator one by one
// (structRulesByElement) give the diagnostics, in the same order, that the
// validator gives when handed the whole document at once (the oracle), on
// every built-in file, every rule case and a random family made from the
// built-in files: in scenarios, values replaced by others of the same JSON
// type that break rules (an empty or unknown unit, hex, facing, orders,
// fatigue or extension; a negative strength; an empty turn id or label; a
// wrong format) in set-up rows and elsewhere, several at once; in every
// kind, strings emptied or changed, numbers made negative, keys removed.
func TestStructRulesAgree(t *testing.T) {
	docs := builtinAndCaseDocs(t)
	rng := rand.New(rand.NewPCG(29, 4))
	base := len(docs)
	per := 8 // documents broken from each: 2 in -short
	if testing.Short() {
		per = 2
	}
	for _, d := range docs[:base] {
		for i := range per {
			var m []byte
			if d.kind == "scenario" && i%2 == 0 {
				m = breakRules(t, rng, d.data, 1+rng.IntN(6))
			} else {
				m = breakLeaves(t, rng, d.data, 1+rng.IntN(8))
			}
			docs = append(docs, corpusDoc{fmt.Sprintf("%s breaks %d", d.name, i), d.kind, m})
		}
	}
	failing, split := 0, 0
	for _, d := range docs {
		got, want := newOfKind(d.kind), newOfKind(d.kind)
		if got == nil || json.Unmarshal(d.data, got) != nil || json.Unmarshal(d.data, want) != nil {
			continue
		}
		wr := newReport("x."+d.kind+".json", d.data)
		wr.structErrors("", structErrorList(structValidator().Struct(want)))
		gr := newReport("x."+d.kind+".json", d.data)
		if gr.structRulesByElement(got) {
			split++
		} else {
			gr.structRules(got)
		}
		if len(wr.out) > 0 {
			failing++
		}
		if !reflect.DeepEqual(gr.out, wr.out) {
			t.Errorf("%s: elements one by one give\n%v\nthe whole document\n%v", d.name, gr.out, wr.out)
		}
	}
	if failing < base || split < len(docs)/2 {
		t.Errorf("%d of %d documents fail a rule, %d were split: the family does not try enough", failing, len(docs), split)
	}
	t.Logf("%d documents, %d failing struct rules, %d validated element by element", len(docs), failing, split)
}

// breakLeaves changes n values of a document picked at random, keeping
// their JSON type: a string emptied or replaced, a number made negative
// or zero, a boolean flipped, or a key removed.
func breakLeaves(t *testing.T, rng *rand.Rand, data []byte, n int) []byte {
	var tree any
	if err := json.Unmarshal(data, &tree); err != nil {
		t.Fatal(err)
	}
	var slots []func()
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				switch e := x[k].(type) {
				case string:
					slots = append(slots, func() { x[k] = []string{"", "zz", "S9999"}[rng.IntN(3)] })
				case float64:
					slots = append(slots, func() { x[k] = []float64{-1, 0, -e}[rng.IntN(3)] })
				case bool:
					slots = append(slots, func() { x[k] = !e })
				default:
					walk(e)
				}
				slots = append(slots, func() { delete(x, k) })
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(tree)
	for range n {
		if len(slots) > 0 {
			slots[rng.IntN(len(slots))]()
		}
	}
	out, err := json.Marshal(tree)
	if err != nil {
		t.Fatal(err)
	}
	return out
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

// corpusDoc is one JSON document of a test corpus: its name, its kind
// (KindOf) and its bytes.
type corpusDoc struct {
	name, kind string
	data       []byte
}

// builtinAndCaseDocs returns every built-in file and every rule case's
// patched file, in that order.
func builtinAndCaseDocs(t *testing.T) []corpusDoc {
	t.Helper()
	var docs []corpusDoc
	for _, p := range BuiltinPaths() {
		data, err := Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, corpusDoc{p, KindOf(p), data})
	}
	dirs, _ := filepath.Glob("testdata/cases/*")
	for _, dir := range dirs {
		at, patched, _, err := loadRuleCase(dir)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, corpusDoc{dir, KindOf(at), patched})
	}
	return docs
}
