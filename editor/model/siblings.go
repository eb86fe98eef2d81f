package model

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sandtable/sandtable/validate"
)

// Siblings returns the scenario files of the document's game: the
// *.scenario.json files in its folder, sorted, the document's own included.
// Errors: the folder cannot be read.
func (d *Document) Siblings() ([]string, error) {
	if d.builtin {
		return builtinSiblings(d.path), nil
	}
	dir := filepath.Dir(d.path)
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("scenarios next to %s: %w", d.path, err)
	}
	var out []string
	for _, de := range des {
		if !de.IsDir() && validate.KindOf(de.Name()) == "scenario" {
			out = append(out, filepath.Join(dir, de.Name()))
		}
	}
	sort.Strings(out)
	return out, nil
}

// builtinSiblings lists the built-in scenarios in the folder of p.
func builtinSiblings(p string) []string {
	dir := path.Dir(p) + "/"
	var out []string
	for _, q := range validate.BuiltinPaths() {
		if strings.HasPrefix(q, dir) && !strings.Contains(q[len(dir):], "/") && validate.KindOf(q) == "scenario" {
			out = append(out, q)
		}
	}
	return out
}

// OpenSibling opens another scenario of the same game from the same place
// (the built-in data or the disk).
func (d *Document) OpenSibling(p string) (*Document, error) {
	if d.builtin {
		return Open(validate.Builtin{}, p)
	}
	return OpenFile(p)
}
