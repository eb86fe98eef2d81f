package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// Canonical returns the canonical bytes of a Sandtable file named path: the
// bytes the editor and `sandtable-cli fmt` write. Map hex keys and hexside
// ids are rewritten under their canonical names.
// Errors: the kind cannot be told, or the file does not decode (then nothing
// may be written over it).
func Canonical(path string, data []byte) ([]byte, error) {
	kind := KindOf(path)
	if kind == "" {
		kind = kindFromFormat(data)
	}
	var v any
	var err error
	switch kind {
	case "map":
		var m *maps.Map
		if m, err = maps.Decode(data); err == nil {
			err = maps.Canonicalize(m)
		}
		v = m
	case "scenario":
		v, err = scenarios.DecodeScenario(data)
	case "oob":
		v, err = scenarios.DecodeOOB(data)
	case "ruleset":
		v, err = engine.DecodeRuleset(data)
	case "errata":
		var e scenarios.Errata
		err = jsonfile.DecodeStrict(data, &e)
		v = &e
	default:
		return nil, fmt.Errorf("%s: cannot tell what kind of file this is", path)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return jsonfile.Encode(v)
}
