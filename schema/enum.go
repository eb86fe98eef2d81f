package schema

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Enum returns the values a schema allows at a place: the "enum" of the node
// at pointer (a JSON pointer into the schema document, "$ref"s followed),
// or of its "items" when the node is an array. It is the one source of the
// file formats' vocabularies: the editor's choosers and the engine's lists
// are taken from it or tested against it.
// Errors: unknown kind, no node at pointer, or a node without an enum.
func Enum(kind, pointer string) ([]string, error) {
	doc, err := document(kind)
	if err != nil {
		return nil, err
	}
	node, err := Resolve(doc, doc, pointer)
	if err != nil {
		return nil, fmt.Errorf("schema %s %s: %w", kind, pointer, err)
	}
	if items, ok := node["items"].(map[string]any); ok && node["enum"] == nil {
		if _, node, err = follow(doc, items); err != nil {
			return nil, fmt.Errorf("schema %s %s: %w", kind, pointer, err)
		}
	}
	raw, ok := node["enum"].([]any)
	if !ok {
		return nil, fmt.Errorf("schema %s %s: no enum", kind, pointer)
	}
	out := make([]string, 0, len(raw))
	for _, v := range raw {
		s, ok := v.(string)
		if !ok {
			return nil, fmt.Errorf("schema %s %s: enum value %v is not a string", kind, pointer, v)
		}
		out = append(out, s)
	}
	return out, nil
}

// document decodes the schema of a kind.
func document(kind string) (map[string]any, error) {
	data, err := files.ReadFile(kind + ".schema.json")
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", kind, err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("schema %s: %w", kind, err)
	}
	return doc, nil
}

// Document returns a kind's schema decoded (a fresh copy each call).
// Errors: unknown kind.
func Document(kind string) (map[string]any, error) { return document(kind) }

// Resolve walks pointer from node within doc, following "$ref"s on the way
// and at the end: to "#/..." in the same document, or to
// "other.schema.json#/..." in another embedded schema.
// Errors: a step that does not exist.
func Resolve(doc, node map[string]any, pointer string) (map[string]any, error) {
	doc, node, err := follow(doc, node)
	if err != nil {
		return nil, err
	}
	if pointer == "" || pointer == "/" {
		return node, nil
	}
	for _, step := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		step = strings.ReplaceAll(strings.ReplaceAll(step, "~1", "/"), "~0", "~")
		next, ok := node[step].(map[string]any)
		if !ok {
			return nil, fmt.Errorf("no %q", step)
		}
		if doc, node, err = follow(doc, next); err != nil {
			return nil, err
		}
	}
	return node, nil
}

// follow replaces a {"$ref": ...} node by the node it names, and returns
// the document that holds it.
func follow(doc, node map[string]any) (map[string]any, map[string]any, error) {
	for range 16 {
		ref, ok := node["$ref"].(string)
		if !ok {
			return doc, node, nil
		}
		file, ptr, _ := strings.Cut(ref, "#")
		if file != "" {
			d, err := document(strings.TrimSuffix(file, ".schema.json"))
			if err != nil {
				return nil, nil, fmt.Errorf("$ref %s: %w", ref, err)
			}
			doc = d
		}
		target, err := Resolve(doc, doc, ptr)
		if err != nil {
			return nil, nil, fmt.Errorf("$ref %s: %w", ref, err)
		}
		node = target
	}
	return nil, nil, fmt.Errorf("$ref chain too long")
}
