package engine

import (
	"io/fs"
	"testing"
)

// FuzzDecodeRuleset: a ruleset file of any bytes decodes or gives an
// error, never a panic; a decoded one's shock and fire tables answer for
// any roll and strength (seeded with the built-in rulesets and the
// Hexlands test system, which has a fire table).
func FuzzDecodeRuleset(f *testing.F) {
	entries, _ := fs.ReadDir(builtinRulesets, "rulesets")
	for _, e := range entries {
		data, err := fs.ReadFile(builtinRulesets, "rulesets/"+e.Name())
		if err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"shock": {"odds": [], "results": []}, "fire": {"columns": [], "rows": []}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := DecodeRuleset(data)
		if err != nil {
			return
		}
		if s := r.Shock; s != nil && len(s.Results) > 0 {
			for roll := -20; roll <= 30; roll += 7 {
				s.Result(roll)
			}
			s.OddsDRM(3, 0)
			s.OddsDRM(3, 2)
		}
		if fr := r.Fire; fr != nil && len(fr.Rows) > 0 {
			for roll := -20; roll <= 30; roll += 7 {
				fr.Row(roll)
			}
			fr.Column(5)
		}
		r.Play.UDD()
		r.Play.UnsetCost()
	})
}
