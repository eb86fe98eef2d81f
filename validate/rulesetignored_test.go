package validate

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// A ruleset field the engine would ignore is flagged, and only those: the
// built-in gbacw ruleset with a stacking row for a class it lacks
// ("wagons"), a stream forded as a hexside type it lacks, a second
// Disorder status, and a Second Disorder row for a class and giving a
// status it lacks gives exactly five ruleset.ignored warnings at those
// pointers; the built-in rulesets give none.
func TestRulesetFieldTheEngineIgnores(t *testing.T) {
	data, err := os.ReadFile("../engine/rulesets/gbacw.ruleset.json")
	if err != nil {
		t.Fatal(err)
	}
	var rs map[string]any
	if err := json.Unmarshal(data, &rs); err != nil {
		t.Fatal(err)
	}
	stacking := rs["stacking"].([]any)
	rs["stacking"] = append(stacking, map[string]any{"class": "wagons", "noOtherUnits": true})
	var streamAt int
	for i, h := range rs["hexsides"].([]any) {
		if h.(map[string]any)["id"] == "stream" {
			h.(map[string]any)["fordedAs"], streamAt = "stream-fords", i
		}
	}
	statuses := rs["statuses"].([]any)
	rs["statuses"] = append(statuses, map[string]any{"id": "shaken", "disorder": true})
	second := rs["shock"].(map[string]any)["secondDisorder"].([]any)
	rs["shock"].(map[string]any)["secondDisorder"] = append(second, map[string]any{"cause": "post-shock", "classes": []any{"dragoons"}, "status": "blown"})
	bad, err := json.MarshalIndent(rs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range NewSession(Builtin{}).Bytes("test.ruleset.json", bad) {
		if d.Code == "ruleset.ignored" {
			got = append(got, d.Pointer)
		}
	}
	slices.Sort(got)
	want := []string{
		"/hexsides/" + itoa(streamAt) + "/fordedAs",
		"/stacking/" + itoa(len(stacking)) + "/class",
		"/statuses/" + itoa(len(statuses)) + "/disorder",
		"/shock/secondDisorder/" + itoa(len(second)) + "/classes/0",
		"/shock/secondDisorder/" + itoa(len(second)) + "/status",
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("ruleset.ignored at %v, want %v", got, want)
	}
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		path := "../engine/rulesets/" + id + ".ruleset.json"
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range NewSession(Builtin{}).Bytes(id+".ruleset.json", data) {
			t.Errorf("%s: %s %s %s", id, d.Code, d.Pointer, d.Message)
		}
	}
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }
