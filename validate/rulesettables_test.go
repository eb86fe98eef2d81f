package validate

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// A ruleset table a roll could fall through, or whose links lead nowhere,
// is an error (ruleset.table); a status it names that the ruleset lacks is
// ignored by the engine (ruleset.ignored). The built-in gbacw ruleset is
// broken four ways: Roar of Battle's McClernand group loses its 9 row (IT
// L4521: a 9 holds the brigade), the battle events' second day starts No
// Effect at 59 (IT L5101: 58-99), 6/T's 0 rerolls on a group that does not
// exist, an alert row adds a status the ruleset lacks, and the Union's
// first-day Rally modifier (EN L1235-1240: to the end of 9 AM) loses its
// time, so it would never apply. The built-in
// rulesets give no ruleset.table at all.
func TestRulesetTablesChecked(t *testing.T) {
	data, err := os.ReadFile("../engine/rulesets/gbacw.ruleset.json")
	if err != nil {
		t.Fatal(err)
	}
	var rs map[string]any
	if err := json.Unmarshal(data, &rs); err != nil {
		t.Fatal(err)
	}
	tables := rs["tables"].([]any)
	find := func(id string) (int, map[string]any) {
		for i, tb := range tables {
			if tb.(map[string]any)["id"] == id {
				return i, tb.(map[string]any)
			}
		}
		t.Fatalf("no table %s", id)
		return 0, nil
	}
	group := func(tb map[string]any, id string) (int, map[string]any) {
		for i, g := range tb["groups"].([]any) {
			if g.(map[string]any)["id"] == id {
				return i, g.(map[string]any)
			}
		}
		t.Fatalf("no group %s", id)
		return 0, nil
	}
	roarAt, roar := find("roar-of-battle")
	mcAt, mc := group(roar, "mcclernand")
	rows := mc["rows"].([]any)
	mc["rows"] = rows[:len(rows)-1]
	beAt, be := find("battle-events")
	d2At, d2 := group(be, "day-two")
	d2["rows"].([]any)[3].(map[string]any)["min"] = 59
	alAt, al := find("alert-schedule")
	g6At, g6 := group(al, "6-t-7am")
	g6["rows"].([]any)[0].(map[string]any)["reroll"] = "6-t-nowhere"
	g6["rows"].([]any)[1].(map[string]any)["addStatus"] = []any{"asleep"}
	raAt, ra := find("rally")
	fdAt := -1
	for i, m := range ra["modifiers"].([]any) {
		if m.(map[string]any)["id"] == "union-first-day" {
			fdAt = i
			delete(m.(map[string]any), "untilTime")
		}
	}
	if fdAt < 0 {
		t.Fatal("no union-first-day modifier")
	}
	// The same modifier on every UDD (play.uddModifiers, EN L1235-1240).
	udd := rs["play"].(map[string]any)["uddModifiers"].([]any)[0].(map[string]any)
	if udd["id"] != "union-first-day" {
		t.Fatalf("play.uddModifiers[0] is %v", udd["id"])
	}
	delete(udd, "untilTime")
	bad, err := json.MarshalIndent(rs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, d := range NewSession(Builtin{}).Bytes("test.ruleset.json", bad) {
		if d.Code == "ruleset.table" || d.Code == "ruleset.ignored" {
			got[d.Code] = append(got[d.Code], d.Pointer)
		}
	}
	for code := range got {
		slices.Sort(got[code])
	}
	wantTable := []string{
		"/tables/" + itoa(roarAt) + "/groups/" + itoa(mcAt) + "/rows",
		"/tables/" + itoa(beAt) + "/groups/" + itoa(d2At) + "/rows",
		"/tables/" + itoa(alAt) + "/groups/" + itoa(g6At) + "/rows/0/reroll",
		"/tables/" + itoa(raAt) + "/modifiers/" + itoa(fdAt) + "/untilTime",
		"/play/uddModifiers/0/untilTime",
	}
	slices.Sort(wantTable)
	if !slices.Equal(got["ruleset.table"], wantTable) {
		t.Errorf("ruleset.table at %v, want %v", got["ruleset.table"], wantTable)
	}
	if want := []string{"/tables/" + itoa(alAt) + "/groups/" + itoa(g6At) + "/rows/1/addStatus"}; !slices.Equal(got["ruleset.ignored"], want) {
		t.Errorf("ruleset.ignored at %v, want %v", got["ruleset.ignored"], want)
	}
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		data, err := os.ReadFile("../engine/rulesets/" + id + ".ruleset.json")
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range NewSession(Builtin{}).Bytes(id+".ruleset.json", data) {
			if d.Code == "ruleset.table" {
				t.Errorf("%s: %s at %s: %s", id, d.Code, d.Pointer, d.Message)
			}
		}
	}
}
