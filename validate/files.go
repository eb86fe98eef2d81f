package validate

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// Files is where the pipeline reads documents from: the disk, or the data
// built into the binaries (see jsonfile.Files).
type Files = jsonfile.Files

// OS reads files from disk (see jsonfile.OS).
type OS = jsonfile.OS

// Builtin reads the data built into the binaries, under the paths they have
// in the source tree: "maps/itw-shiloh.map.json",
// "engine/rulesets/gbacw.ruleset.json", "scenarios/itw-shiloh/...".
type Builtin struct{}

var builtinRoots = map[string]func() fs.FS{
	"maps/":      maps.Builtin,
	"scenarios/": scenarios.Builtin,
	"engine/":    engine.BuiltinRulesets,
}

// ReadFile reads a built-in file.
func (Builtin) ReadFile(p string) ([]byte, error) {
	p = path.Clean(p)
	for prefix, root := range builtinRoots {
		if rest, ok := strings.CutPrefix(p, prefix); ok {
			return fs.ReadFile(root(), rest)
		}
	}
	return nil, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
}

// Join resolves rel against the folder of base.
func (Builtin) Join(base, rel string) string { return path.Join(path.Dir(base), rel) }

// BuiltinPaths lists every built-in data file, sorted: maps, rulesets, then
// each game's OOB, errata and scenarios.
func BuiltinPaths() []string {
	var out []string
	for prefix, root := range builtinRoots {
		_ = fs.WalkDir(root(), ".", func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
				out = append(out, prefix+p)
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// KindOf tells a file's kind from its name: map, oob, scenario, ruleset,
// errata, or "" when the name does not say.
func KindOf(name string) string {
	for _, k := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
		if strings.HasSuffix(name, "."+k+".json") {
			return k
		}
	}
	return ""
}
