package engine

import (
	"bytes"
	"io/fs"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// FuzzDecodeRuleset: a ruleset file of any bytes decodes or gives an
// error, never a panic; a decoded one round-trips (its canonical encoding
// decodes to a ruleset that encodes to the same bytes, every style and
// table kept) and its shock and fire tables answer for any roll and
// strength (seeded with the built-in rulesets and the Hexlands test
// system, which has a fire table).
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
		out, err := jsonfile.Encode(r)
		if err != nil {
			t.Fatalf("a decoded ruleset does not encode: %v", err)
		}
		r2, err := DecodeRuleset(out)
		if err != nil {
			t.Fatalf("the canonical encoding does not decode: %v\n%s", err, out)
		}
		if out2, _ := jsonfile.Encode(r2); !bytes.Equal(out, out2) {
			t.Fatalf("the canonical encoding is not stable:\n%s\n%s", out, out2)
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
