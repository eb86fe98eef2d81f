package validate

import "testing"

// FuzzScenarioPipeline runs the whole pipeline (syntax, schema, struct rules,
// references against the real map and OOB, engine checks) on arbitrary bytes
// given as a scenario: it must never panic.
func FuzzScenarioPipeline(f *testing.F) {
	for _, p := range []string{s2Path, "validate/testdata/none"} {
		if b, err := (Builtin{}).ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"format":"sandtable-scenario/1","map":"../../maps/itw-shiloh.map.json","oob":"itw-shiloh.oob.json","ruleset":"gbacw","setup":[{"unit":"c-7-ar","hex":"S0000","extendedTo":"N1434","extension":"line"}],"reinforcements":[{"turn":"x","entry":{"range":{"from":"S1401","to":"N6601"},"minus":[{},{}]}}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		NewSession(Builtin{}).Bytes("scenarios/itw-shiloh/fuzz.scenario.json", in)
	})
}
