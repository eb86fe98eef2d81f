package schema

import (
	"encoding/json"
	"slices"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/xeipuuv/gojsonschema"
)

// treeLoader hands gojsonschema a document already parsed by parseTree;
// the reference and loader factory are those of its Go-value loader.
type treeLoader struct {
	gojsonschema.JSONLoader
	tree any
}

func (l treeLoader) JsonSource() any        { return l.tree }
func (l treeLoader) LoadJSON() (any, error) { return l.tree, nil }
func newTreeLoader(tree any) gojsonschema.JSONLoader {
	return treeLoader{JSONLoader: gojsonschema.NewGoLoader(nil), tree: tree}
}

// loader returns what gojsonschema reads doc through: the tree parseTree
// builds, or, when doc is not one well-formed JSON value, gojsonschema's own
// bytes loader (which then reports the error).
func loader(doc []byte) gojsonschema.JSONLoader {
	if tree, ok := parseTree(doc); ok {
		return newTreeLoader(tree)
	}
	return gojsonschema.NewBytesLoader(doc)
}

// maxTreeDepth bounds parseTree's recursion; deeper documents go to the
// bytes loader (encoding/json refuses them at 10,000 levels).
const maxTreeDepth = 2000

// parseTree parses one JSON value (white space around it allowed) into the
// tree encoding/json gives with UseNumber: map[string]any, []any, string,
// json.Number, bool and nil, the last of duplicate keys kept. It is the
// decoder gojsonschema's bytes loader runs, in one pass instead of
// encoding/json's two (validity scan, then decode). ok is false when data
// is not valid JSON or nests deeper than maxTreeDepth.
//
// The tree's strings and numbers share data's bytes: data must not change
// while the tree is in use.
func parseTree(data []byte) (v any, ok bool) {
	p := treeParser{data: data}
	if sp, _ := scratchPool.Get().(*scratch); sp != nil {
		p.scratch = *sp
	}
	defer func() { // the scratch goes back empty, holding no part of the tree
		clear(p.scratch.vals[:cap(p.scratch.vals)])
		clear(p.scratch.keys[:cap(p.scratch.keys)])
		p.scratch.vals, p.scratch.keys = p.scratch.vals[:0], p.scratch.keys[:0]
		scratchPool.Put(&p.scratch)
	}()
	p.space()
	v, ok = p.value(0)
	if !ok {
		return nil, false
	}
	p.space()
	return v, p.pos == len(p.data)
}

type treeParser struct {
	data []byte
	pos  int
	scratch
}

// scratch holds the members of the objects and arrays being read (each
// pushes its own on top and takes them off when it ends), so that each
// map and slice of the tree is made once, at its size, instead of grown
// member by member. It is reused from one document to the next.
type scratch struct {
	keys []string
	vals []any
}

var scratchPool sync.Pool // *scratch

func (p *treeParser) space() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\r', '\n':
			p.pos++
		default:
			return
		}
	}
}

func (p *treeParser) value(depth int) (any, bool) {
	if p.pos >= len(p.data) || depth > maxTreeDepth {
		return nil, false
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		if s, ok := p.str(); ok {
			return s, true
		}
		return nil, false
	case c == 't':
		return true, p.word("true")
	case c == 'f':
		return false, p.word("false")
	case c == 'n':
		return nil, p.word("null")
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	}
	return nil, false
}

func (p *treeParser) word(w string) bool {
	if len(p.data)-p.pos < len(w) || string(p.data[p.pos:p.pos+len(w)]) != w {
		return false
	}
	p.pos += len(w)
	return true
}

func (p *treeParser) object(depth int) (any, bool) {
	p.pos++ // {
	p.space()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		return map[string]any{}, true
	}
	base := len(p.keys)
	defer func() { p.keys, p.vals = p.keys[:base], p.vals[:base] }()
	for {
		p.space()
		if p.pos >= len(p.data) || p.data[p.pos] != '"' {
			return nil, false
		}
		k, ok := p.str()
		if !ok {
			return nil, false
		}
		p.space()
		if p.pos >= len(p.data) || p.data[p.pos] != ':' {
			return nil, false
		}
		p.pos++
		p.space()
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		p.keys, p.vals = append(p.keys, k), append(p.vals, v)
		p.space()
		if p.pos >= len(p.data) {
			return nil, false
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			m := make(map[string]any, len(p.keys)-base)
			for i := base; i < len(p.keys); i++ {
				m[p.keys[i]] = p.vals[i] // in order: the last of duplicate keys kept
			}
			return m, true
		default:
			return nil, false
		}
	}
}

func (p *treeParser) array(depth int) (any, bool) {
	p.pos++ // [
	p.space()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		return []any{}, true
	}
	base := len(p.vals)
	defer func() { p.keys, p.vals = p.keys[:base], p.vals[:base] }()
	for {
		p.space()
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		// keys stays level with vals, so that an object inside pops both
		p.keys, p.vals = append(p.keys, ""), append(p.vals, v)
		p.space()
		if p.pos >= len(p.data) {
			return nil, false
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case ']':
			p.pos++
			return slices.Clone(p.vals[base:]), true
		default:
			return nil, false
		}
	}
}

// str reads a string. One without escapes, in valid UTF-8, is the
// document's own bytes, not a copy (the tree lives only while gojsonschema
// reads it, and the document does not change meanwhile); any other is
// decoded by encoding/json itself, so escapes, surrogates and bad bytes
// come out exactly as there.
func (p *treeParser) str() (string, bool) {
	start := p.pos
	p.pos++ // "
	plain, ascii := true, true
	d := p.data
	for p.pos < len(d) {
		i := p.pos
		for i < len(d) && !treeStop[d[i]] { // the plain ASCII run, in a register
			i++
		}
		if p.pos = i; i == len(d) {
			break
		}
		switch c := d[i]; {
		case c == '"':
			p.pos++
			raw := d[start:p.pos]
			if plain && (ascii || utf8.Valid(raw)) {
				return view(raw[1 : len(raw)-1]), true
			}
			var s string
			if json.Unmarshal(raw, &s) != nil {
				return "", false
			}
			return s, true
		case c == '\\':
			plain = false
			p.pos += 2
		case c < 0x20:
			return "", false
		default: // 0x80 and above: UTF-8, checked at the end
			ascii = false
			p.pos++
		}
	}
	return "", false
}

// treeStop marks the bytes str stops at: the closing quote, a backslash,
// the control characters and the bytes of multi-byte UTF-8.
var treeStop = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c < 0x20 || c >= 0x80 || c == '"' || c == '\\'
	}
	return t
}()

// view is b as a string without a copy; b must not change while the string
// is in use.
func view(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// number reads -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? as a
// json.Number holding its text.
func (p *treeParser) number() (any, bool) {
	d, i := p.data, p.pos
	if d[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case digits() == 0:
		return nil, false
	}
	if i < len(d) && d[i] == '.' {
		i++
		if digits() == 0 {
			return nil, false
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if digits() == 0 {
			return nil, false
		}
	}
	n := json.Number(view(d[p.pos:i]))
	p.pos = i
	return n, true
}
