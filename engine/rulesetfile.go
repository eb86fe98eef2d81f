package engine

import (
	"embed"
	"fmt"
	"io/fs"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

//go:embed rulesets/*.ruleset.json
var builtinRulesets embed.FS

// BuiltinRulesets returns the file system of the built-in rulesets
// ("rulesets/gbacw.ruleset.json").
func BuiltinRulesets() fs.FS { return builtinRulesets }

// DecodeRuleset parses a ruleset file (JSON syntax and field names only).
func DecodeRuleset(data []byte) (*Ruleset, error) {
	var r Ruleset
	if err := jsonfile.DecodeStrict(data, &r); err != nil {
		return nil, fmt.Errorf("decode ruleset: %w", err)
	}
	return &r, nil
}

// BuiltinRuleset loads a built-in ruleset by id ("gbacw").
// Errors: no built-in ruleset has that id, or it does not decode.
func BuiltinRuleset(id string) (*Ruleset, error) {
	data, err := fs.ReadFile(builtinRulesets, "rulesets/"+id+".ruleset.json")
	if err != nil {
		return nil, fmt.Errorf("ruleset %q: %w", id, err)
	}
	return DecodeRuleset(data)
}
