package model

import (
	"cmp"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TargetKind says what a Go To target is.
type TargetKind int

// The kinds of Go To targets, in the order they are listed when they match
// equally well.
const (
	TargetHex TargetKind = iota
	TargetUnit
	TargetPlace
)

// Target is something Go To can show: a hex by one of its names, a unit of
// the OOB (on the map or not), or a named place of the map.
type Target struct {
	Kind TargetKind
	// Label is what the user reads: "S1401 = N1434", "55 TN (c-55-tn)",
	// "Shiloh Church (S2706)".
	Label string
	// Hex is the hex to centre on; HasHex is false for a unit not set up.
	Hex    hexgrid.Offset
	HasHex bool
	// Unit is the unit's id (TargetUnit only).
	Unit string
}

// match ranks how well name matches query q (both lower case): 0 equal,
// 1 prefix, 2 a word starts with q, 3 contains q, -1 no match.
func match(name, q string) int {
	switch {
	case name == q:
		return 0
	case strings.HasPrefix(name, q):
		return 1
	case strings.Contains(name, " "+q), strings.Contains(name, "-"+q):
		return 2
	case strings.Contains(name, q):
		return 3
	}
	return -1
}

// ranked is a target and its rank (lower is better).
type ranked struct {
	t    Target
	rank int
}

// Find returns at most limit targets matching query (case does not matter;
// spaces at the ends are ignored), best first: exact names, then names that
// start with the query, then names with a word that starts with it, then
// names that contain it. Hexes match by any of their ids (an overlap hex
// by both), units by printed name or id, places by name.
func (d *Document) Find(query string, limit int) []Target {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" || limit <= 0 {
		return nil
	}
	var out []ranked
	out = d.findHexes(q, out)
	out = d.findUnits(q, out)
	out = d.findPlaces(q, out)
	slices.SortStableFunc(out, func(a, b ranked) int {
		return cmp.Or(cmp.Compare(a.rank, b.rank), cmp.Compare(a.t.Kind, b.t.Kind), strings.Compare(a.t.Label, b.t.Label))
	})
	res := make([]Target, 0, min(limit, len(out)))
	for i := 0; i < len(out) && i < limit; i++ {
		res = append(res, out[i].t)
	}
	return res
}

// findHexes adds the hexes one of whose ids starts with q (hex ids are
// matched by prefix only: "14" would otherwise name hundreds).
func (d *Document) findHexes(q string, out []ranked) []ranked {
	for _, o := range d.geo.Numbering.All() {
		names := d.geo.Numbering.Names(o)
		best := -1
		for _, n := range names {
			if r := match(strings.ToLower(n), q); r >= 0 && r <= 1 && (best < 0 || r < best) {
				best = r
			}
		}
		if best >= 0 {
			out = append(out, ranked{Target{Kind: TargetHex, Label: strings.Join(names, " = "), Hex: o, HasHex: true}, best})
		}
	}
	return out
}

// findUnits adds the OOB units whose name or id matches q.
func (d *Document) findUnits(q string, out []ranked) []ranked {
	if d.oob == nil {
		return out
	}
	for _, u := range d.oob.Units {
		r := match(strings.ToLower(u.Name), q)
		if ri := match(strings.ToLower(u.ID), q); ri >= 0 && (r < 0 || ri < r) {
			r = ri
		}
		if r < 0 {
			continue
		}
		t := Target{Kind: TargetUnit, Label: u.Name + " (" + u.ID + ")", Unit: u.ID}
		t.Hex, t.HasHex = d.UnitHex(u.ID)
		out = append(out, ranked{t, r})
	}
	return out
}

// findPlaces adds the map's places whose name matches q.
func (d *Document) findPlaces(q string, out []ranked) []ranked {
	for _, p := range d.m.Places {
		r := match(strings.ToLower(p.Name), q)
		if r < 0 {
			continue
		}
		o, ok := d.ParseHex(p.Hex)
		out = append(out, ranked{Target{Kind: TargetPlace, Label: p.Name + " (" + p.Hex + ")", Hex: o, HasHex: ok}, r})
	}
	return out
}
