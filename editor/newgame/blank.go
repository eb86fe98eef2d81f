package newgame

import "github.com/sandtable/sandtable/engine"

// rulesetSchema is the "$schema" of ruleset files.
const rulesetSchema = "https://sandtable.dev/schema/ruleset.schema.json"

// BlankRuleset is the small ruleset a game starts from when it copies none:
// three unit classes moving by their own TEC columns, clear and woods
// terrain, a stream hexside (its cost added to the hex's) and a road (which
// ignores both). The movement costs are
// placeholders of the usual sizes, marked unset for the designer to set;
// there is no facing and no stacking limit yet.
func BlankRuleset(id, name string) *engine.Ruleset {
	mp := func(v float64) engine.Cost { return engine.Cost{MP: &v, Unset: true} }
	each := func(inf, cav, art float64) map[string]engine.Cost {
		return map[string]engine.Cost{"infantry": mp(inf), "cavalry": mp(cav), "artillery": mp(art)}
	}
	one := func(v float64) *float64 { return &v }
	added := func(m map[string]engine.Cost) map[string]engine.Cost {
		for k, c := range m {
			c.Add = true
			m[k] = c
		}
		return m
	}
	return &engine.Ruleset{
		Schema: rulesetSchema, Format: engine.RulesetFormat, ID: id, Name: name,
		MoveColumns: []string{"infantry", "cavalry", "artillery"},
		UnitClasses: []engine.UnitClass{
			{ID: "infantry", Name: engine.Names{"en": "Infantry", "it": "Fanteria"}, MoveColumn: "infantry", MA: one(4)},
			{ID: "cavalry", Name: engine.Names{"en": "Cavalry", "it": "Cavalleria"}, MoveColumn: "cavalry", MA: one(6)},
			{ID: "artillery", Name: engine.Names{"en": "Artillery", "it": "Artiglieria"}, MoveColumn: "artillery", MA: one(4)},
		},
		Terrain: []engine.TerrainType{
			{ID: "clear", Name: engine.Names{"en": "Clear", "it": "Terreno aperto"}, Cost: each(1, 1, 1), Color: "#e8e2c4"},
			{ID: "woods", Name: engine.Names{"en": "Woods", "it": "Bosco"}, Cost: each(2, 3, 3), BlocksLOS: "second-hex", HeightLevels: 1, Color: "#7fa365"},
		},
		Hexsides: []engine.HexsideType{
			{ID: "stream", Name: engine.Names{"en": "Stream", "it": "Torrente"}, Cost: added(each(1, 1, 2))},
		},
		Paths: []engine.PathType{
			{ID: "road", Name: engine.Names{"en": "Road", "it": "Strada"}, Cost: each(1, 1, 1), OtherTerrainInHex: true, Ignores: []string{"woods", "stream"}},
		},
		Unset: []string{"every movement cost", "stacking limits", "combat modifiers"},
		Notes: []string{"A blank ruleset made by File > New Game: set the movement costs, stacking and combat modifiers of the game."},
	}
}
