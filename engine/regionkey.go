package engine

import (
	"encoding/binary"

	"github.com/sandtable/sandtable/scenarios"
)

// regionKey is the memo key of a region: every field that says which hexes
// it holds, each tagged and length-prefixed, so two regions have one key
// exactly when their JSON encodings (without the top-level note) are equal.
// An empty list or string and an absent one are the same, as JSON's
// omitempty writes them; notes below the top level count, as they did in
// the JSON key.
func regionKey(r *scenarios.Region) string {
	return string(appendRegionKey(nil, r))
}

// appendRegionKey appends regionKey(r) to b.
func appendRegionKey(b []byte, r *scenarios.Region) []byte {
	return appendRegion(b, r, false)
}

func appendRegion(b []byte, r *scenarios.Region, withNote bool) []byte {
	b = appendStrings(b, 'h', r.Hexes)
	if r.Range != nil {
		b = appendStr(appendStr(append(b, 'r'), r.Range.From), r.Range.To)
	}
	if r.EdgeNear != nil {
		b = binary.AppendVarint(appendStr(append(b, 'e'), r.EdgeNear.Hex), int64(r.EdgeNear.Within))
	}
	if r.Rect != nil {
		b = appendStr(append(b, 'R'), r.Rect.Sheet)
		for _, p := range []*int{r.Rect.ColMin, r.Rect.ColMax, r.Rect.RowMin, r.Rect.RowMax} {
			if p == nil {
				b = append(b, 0)
				continue
			}
			b = binary.AppendVarint(append(b, 1), int64(*p))
		}
	}
	if r.Within != nil {
		b = binary.AppendVarint(appendStr(append(b, 'w'), r.Within.Hex), int64(r.Within.Distance))
	}
	if r.Line != nil {
		b = appendStr(appendStr(append(b, 'l'), r.Line.From), r.Line.To)
	}
	if r.Path != nil {
		b = appendStr(appendStr(appendStr(append(b, 'p'), r.Path.Path), r.Path.From), r.Path.To)
	}
	b = appendStrings(b, 't', r.Terrain)
	if r.Edge {
		b = append(b, 'E')
	}
	if r.Side != nil {
		b = append(b, 's')
		if r.Side.Line != nil { // "line": null and [] differ in JSON
			b = binary.AppendUvarint(append(b, 'L'), uint64(len(r.Side.Line)))
			for _, s := range r.Side.Line {
				b = appendStr(b, s)
			}
		}
		b = appendStr(append(b, '.'), r.Side.Toward)
		if r.Side.Inclusive {
			b = append(b, 'i')
		}
	}
	b = appendStrings(b, 'S', r.Sheets)
	if r.Area != "" {
		b = appendStr(append(b, 'a'), r.Area)
	}
	b = appendRegions(b, 'u', r.Union)
	b = appendRegions(b, 'x', r.Intersect)
	b = appendRegions(b, 'm', r.Minus)
	if withNote && r.Note != "" {
		b = appendStr(append(b, 'n'), r.Note)
	}
	return append(b, ';')
}

func appendRegions(b []byte, tag byte, rs []scenarios.Region) []byte {
	if len(rs) == 0 {
		return b
	}
	b = binary.AppendUvarint(append(b, tag), uint64(len(rs)))
	for i := range rs {
		b = appendRegion(b, &rs[i], true)
	}
	return b
}

func appendStrings(b []byte, tag byte, ss []string) []byte {
	if len(ss) == 0 {
		return b
	}
	b = binary.AppendUvarint(append(b, tag), uint64(len(ss)))
	for _, s := range ss {
		b = appendStr(b, s)
	}
	return b
}

func appendStr(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}
