package schema

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"sync"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/xeipuuv/gojsonschema"
)

// treeLoader hands gojsonschema a document already decoded; the reference
// and loader factory are those of its Go-value loader. (gojsonschema's own
// Go-value loader would marshal the value back to JSON and decode it again
// before validating it.)
type treeLoader struct {
	gojsonschema.JSONLoader
	tree any
}

func (l treeLoader) JsonSource() any        { return l.tree }
func (l treeLoader) LoadJSON() (any, error) { return l.tree, nil }
func newTreeLoader(tree any) gojsonschema.JSONLoader {
	return treeLoader{JSONLoader: gojsonschema.NewGoLoader(nil), tree: tree}
}

// loader returns what gojsonschema reads doc through: the tree encoding/json
// decodes with UseNumber (the tree gojsonschema's bytes loader builds), or,
// when doc does not decode, gojsonschema's own bytes loader, which then
// reports the error.
func loader(doc []byte) gojsonschema.JSONLoader {
	tree, err := decodeTree(doc)
	if err != nil {
		return gojsonschema.NewBytesLoader(doc)
	}
	return newTreeLoader(clampNumbers(tree))
}

// plainLoader is loader for a document whose numbers are all plain
// integers of at most 15 digits (jsonfile.Checked.PlainNumbers; it cannot
// tell 2.0 or 1e2 from 2 or 100 itself, so it is only for such): the tree
// is decoded by go-json-experiment's decoder (one pass, about 2.4 times
// faster than encoding/json's stream decoder, half its bytes: it keeps one
// copy of each short string), and its numbers, which that decoder makes
// float64, are made json.Number again, written as they were (a float64
// holds such an integer exactly, and strconv writes it back digit for
// digit). The tree is then the one loader's decoder makes. A document that
// decoder refuses (a duplicate key, invalid UTF-8, text after the value)
// or with any other number is read by loader instead.
func plainLoader(doc []byte) gojsonschema.JSONLoader {
	var tree any
	if jsonv2.Unmarshal(doc, &tree) != nil {
		return loader(doc)
	}
	tree, ok := numbersAsText(tree)
	if !ok {
		return loader(doc)
	}
	return newTreeLoader(tree)
}

// plainLimit bounds the integers plainLoader writes back: 15 digits.
const plainLimit = 1e15

// smallNumbers holds the json.Number of 0 to 1023, boxed once.
var smallNumbers = func() []any {
	out := make([]any, 1024)
	for i := range out {
		out[i] = json.Number(strconv.Itoa(i))
	}
	return out
}()

// numbersAsText replaces, in place, every float64 of v by the json.Number
// that writes it as a plain integer, and returns v; false when a number is
// not an integer below plainLimit in magnitude (the tree is then half
// changed and must not be used).
func numbersAsText(v any) (any, bool) {
	switch x := v.(type) {
	case float64:
		if x != math.Trunc(x) || math.Abs(x) >= plainLimit {
			return v, false
		}
		if x >= 0 && x < float64(len(smallNumbers)) && !math.Signbit(x) {
			return smallNumbers[int(x)], true
		}
		return json.Number(strconv.FormatFloat(x, 'f', -1, 64)), true
	case map[string]any:
		for k, e := range x {
			switch e.(type) {
			case float64:
				n, ok := numbersAsText(e)
				if !ok {
					return v, false
				}
				x[k] = n
			case map[string]any, []any: // changed in place
				if _, ok := numbersAsText(e); !ok {
					return v, false
				}
			}
		}
	case []any:
		for i, e := range x {
			n, ok := numbersAsText(e)
			if !ok {
				return v, false
			}
			x[i] = n
		}
	}
	return v, true
}

// Numbers at the edge of float64, with their sign, for clampNumbers.
var (
	maxNumber = json.Number(strconv.FormatFloat(1.7976931348623157e308, 'g', -1, 64))
	minNumber = "-" + maxNumber
)

// clampNumbers replaces, in place, every number beyond float64's range
// (such as 1e999) by the largest finite number of its sign and returns v.
// gojsonschema v1.2.0 dereferences a nil pointer when it compares such a
// number with an enum or const; clamped, the number still fails the schema
// where it does not belong, and decoding the file into Go types reports
// the number itself.
func clampNumbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		switch {
		case !errors.Is(err, strconv.ErrRange):
		case math.IsInf(f, 1):
			return maxNumber
		case math.IsInf(f, -1):
			return minNumber
		}
	case map[string]any:
		for k, e := range x {
			x[k] = clampNumbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = clampNumbers(e)
		}
	}
	return v
}

// streamDecoder is a json.Decoder kept between documents, with the reader
// it reads them from, so that its buffer, grown to hold one document, holds
// the next too: a decoder made for each document grows a buffer of its own
// by doubling, about twice the document's size in copies, all garbage
// after one use.
type streamDecoder struct {
	dec  *json.Decoder
	feed feed
}

// feed is the reader a streamDecoder reads: the document being decoded.
type feed struct{ rest []byte }

func (f *feed) Read(p []byte) (int, error) {
	if len(f.rest) == 0 {
		return 0, io.EOF
	}
	n := copy(p, f.rest)
	f.rest = f.rest[n:]
	return n, nil
}

var decoders = sync.Pool{New: func() any {
	d := &streamDecoder{}
	d.dec = json.NewDecoder(&d.feed)
	d.dec.UseNumber()
	return d
}}

// keepBelow is the size of the largest document whose decoder is kept for
// the next one (a decoder keeps a buffer as large as the largest document
// it has read).
const keepBelow = 1 << 22

// decodeTree decodes doc as a json.Decoder with UseNumber does (the first
// JSON value of doc; what follows it is not read as JSON), through a
// decoder kept from an earlier document when there is one. A decoder is
// kept only when nothing but white space is left of what it was given (so
// the next document is read as if by a decoder of its own) and it ended on
// an object or an array (so it never waited for the end of the input to
// end a value).
func decodeTree(doc []byte) (any, error) {
	d := decoders.Get().(*streamDecoder)
	d.feed.rest = doc
	var tree any
	err := d.dec.Decode(&tree)
	if err != nil {
		return nil, err
	}
	switch tree.(type) {
	case map[string]any, []any:
		if len(doc) < keepBelow && blank(d.feed.rest) && bufferedBlank(d.dec) {
			d.feed.rest = nil
			decoders.Put(d)
		}
	}
	return tree, nil
}

// blank reports whether b holds JSON white space only.
func blank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// bufferedBlank reports whether what dec has read past its last value is
// JSON white space only.
func bufferedBlank(dec *json.Decoder) bool {
	r := dec.Buffered()
	var b [256]byte
	for {
		n, err := r.Read(b[:])
		if !blank(b[:n]) {
			return false
		}
		if err == io.EOF {
			return true
		}
		if err != nil {
			return false
		}
	}
}
