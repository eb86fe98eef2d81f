package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/validate"
)

// openRulesetCopy writes a copy of built-in ruleset id into a folder and
// opens it as a ruleset document.
func openRulesetCopy(t *testing.T, id string) (*Document, string) {
	t.Helper()
	data, err := validate.Builtin{}.ReadFile("engine/rulesets/" + id + ".ruleset.json")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), id+".ruleset.json")
	os.WriteFile(p, data, 0o644)
	d, err := OpenFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return d, p
}

// TestRulesetEditsUndoSave: terrain added with its colour, a TEC cell, LOS
// and modifiers, a unit class with a new column, a stacking row and the
// shock die, each one undoable command; the saved file reads back with
// them and validates; undoing everything gives back the file's ruleset.
func TestRulesetEditsUndoSave(t *testing.T) {
	d, p := openRulesetCopy(t, "gbacw")
	orig := cloneJSON(d.Ruleset())
	must := func(c *RulesetEdit, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		do(t, d, c)
	}
	must(d.AddRuleType(TerrainRules, "vineyard", "Vineyard", "Vigneto"))
	i := len(d.Ruleset().Terrain) - 1
	must(d.SetTerrainField(i, TerrainColor, "#8E3B5A"))
	must(d.SetTerrainField(i, TerrainPattern, "dots"))
	must(d.SetCost(TerrainRules, i, "foot", "2"))
	must(d.SetCost(TerrainRules, i, "mounted", "P"))
	must(d.SetCost(TerrainRules, i, "artillery", "3?"))
	must(d.SetTerrainField(i, TerrainHeight, "1"))
	must(d.SetTerrainField(i, TerrainLOS, "second-hex"))
	must(d.SetTerrainField(i, TerrainShock, "-1"))
	must(d.AddRuleType(HexsideRules, "hedge", "Hedge", ""))
	must(d.AddRuleType(PathRules, "causeway", "Causeway", "Terrapieno"))
	must(d.AddUnitClass("engineer", "Engineer", "Genio", "engineer"))
	must(d.AddStacking("engineer", "2"))
	must(d.SetDie("shock", 1, 6))
	if d.History().Len() != 14 {
		t.Fatalf("%d commands", d.History().Len())
	}
	for _, bad := range []func() (*RulesetEdit, error){
		func() (*RulesetEdit, error) { return d.SetTerrainField(i, TerrainColor, "purple") },
		func() (*RulesetEdit, error) { return d.SetTerrainField(i, TerrainPattern, "stripes") },
		func() (*RulesetEdit, error) { return d.SetCost(TerrainRules, i, "foot", "lots") },
		func() (*RulesetEdit, error) { return d.SetCost(TerrainRules, i, "nobody", "1") },
		func() (*RulesetEdit, error) { return d.AddRuleType(TerrainRules, "vineyard", "Again", "") },
		func() (*RulesetEdit, error) { return d.AddRuleType(TerrainRules, "Bad Id", "Bad", "") },
		func() (*RulesetEdit, error) { return d.AddStacking("nobody", "2") },
		func() (*RulesetEdit, error) { return d.SetDie("shock", 0, 6) },
	} {
		if _, err := bad(); err == nil {
			t.Error("a bad edit was accepted")
		}
	}
	if n, _ := d.Counts(); n != 0 {
		t.Fatalf("%d errors: %v", n, d.Diagnostics())
	}
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	rs, err := engine.DecodeRuleset(data)
	if err != nil {
		t.Fatal(err)
	}
	v := rs.TerrainByID("vineyard")
	if v == nil || v.Color != "#8e3b5a" || v.Pattern != "dots" || *v.Cost["foot"].MP != 2 || !v.Cost["mounted"].Prohibited ||
		!v.Cost["artillery"].Unset || v.HeightLevels != 1 || v.BlocksLOS != "second-hex" || *v.Shock != -1 || v.Name["it"] != "Vigneto" {
		t.Fatalf("vineyard saved as %+v", v)
	}
	if rs.Class("engineer") == nil || !strings.Contains(strings.Join(rs.MoveColumns, ","), "engineer") || rs.Shock.Die.Sides != 6 {
		t.Fatalf("class, column or die not saved")
	}
	if ds := validate.NewSession(validate.OS{}).Paths([]string{p}); len(ds) != 0 {
		t.Errorf("the saved ruleset: %v", ds)
	}
	d.GoTo(0)
	if !jsonEqual(t, d.Ruleset(), orig) {
		t.Error("undoing every edit did not give the ruleset back")
	}
}

// TestRulesetReadOnlyWhenBuiltin: the built-in scenario's ruleset (an id)
// is not the document's to edit.
func TestRulesetReadOnlyWhenBuiltin(t *testing.T) {
	d := openBuiltin(t)
	if _, err := d.AddRuleType(TerrainRules, "vineyard", "Vineyard", ""); err != ErrRulesetReadOnly {
		t.Fatalf("%v", err)
	}
}

// TestCostTextRoundTrip: every TEC cell of the built-in rulesets written
// as text reads back as the same movement fields.
func TestCostTextRoundTrip(t *testing.T) {
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		rs, err := engine.BuiltinRuleset(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range rs.Terrain {
			for col, c := range tt.Cost {
				back, ok, err := ParseCost(FormatCost(c, true))
				if err != nil || !ok || back.Prohibited != c.Prohibited || back.Add != c.Add || (back.MP == nil) != (c.MP == nil) || back.MP != nil && *back.MP != *c.MP {
					t.Errorf("%s %s %s: %+v -> %q -> %+v %v", id, tt.ID, col, c, FormatCost(c, true), back, err)
				}
			}
		}
	}
}

// jsonEqual reports whether a and b encode alike.
func jsonEqual(t *testing.T, a, b any) bool {
	t.Helper()
	return string(cloneJSONBytes(a)) == string(cloneJSONBytes(b))
}
