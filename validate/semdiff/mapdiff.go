package semdiff

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
)

// Maps compares two maps hex by hex (terrain, elevation, features, label),
// hexside by hexside, and by path, area and place id, then every other
// field by JSON pointer (grid, numbering, sheets, name, ruleset...). Terrain and hexside
// types are named as the ruleset names them in English when rs is not nil.
func Maps(a, b *maps.Map, rs *engine.Ruleset) []Change {
	var out []Change
	name := func(id string) string { return terrainName(rs, id) }
	for _, id := range unionKeys(a.Hexes, b.Hexes) {
		ha, hb := a.Hexes[id], b.Hexes[id]
		if ta, tb := a.TerrainAt(id), b.TerrainAt(id); ta != tb {
			out = append(out, changed("hex", id, "terrain", name(ta), name(tb)))
		}
		if ea, eb := intText(ha.Elevation), intText(hb.Elevation); ea != eb {
			out = append(out, changed("hex", id, "elevation", ea, eb))
		}
		if fa, fb := strings.Join(ha.Features, ", "), strings.Join(hb.Features, ", "); fa != fb {
			out = append(out, changed("hex", id, "features", fa, fb))
		}
		if ha.Label != hb.Label {
			out = append(out, changed("hex", id, "label", ha.Label, hb.Label))
		}
	}
	for _, id := range unionKeys(a.Hexsides, b.Hexsides) {
		sa, sb := sideText(a.Hexsides, id), sideText(b.Hexsides, id)
		if sa != sb {
			out = append(out, changed("hexside", "hexside "+id, "", sa, sb))
		}
	}
	out = append(out, namedLists("path", pathsByID(a), pathsByID(b))...)
	out = append(out, namedLists("area", areasByID(a), areasByID(b))...)
	out = append(out, namedLists("place", placesByID(a), placesByID(b))...)
	return append(out, fieldChanges(a, b, mapCovered)...)
}

func terrainName(rs *engine.Ruleset, id string) string {
	if rs != nil {
		if t := rs.TerrainByID(id); t != nil && t.Name["en"] != "" {
			return t.Name["en"]
		}
	}
	return id
}

func intText(p *int) string {
	if p == nil {
		return ""
	}
	return fmt.Sprint(*p)
}

func sideText(m map[string]maps.Hexside, id string) string {
	s, ok := m[id]
	if !ok {
		return ""
	}
	parts := []string{s.Type}
	if s.Ford {
		parts = append(parts, "ford")
	}
	if s.Bridge {
		parts = append(parts, "bridge")
	}
	if s.Contours != nil {
		parts = append(parts, fmt.Sprintf("contours %d/%d", s.Contours[0], s.Contours[1]))
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

func pathsByID(m *maps.Map) map[string]string {
	out := map[string]string{}
	for _, p := range m.Paths {
		out[p.ID] = p.Type + " " + strings.Join(p.Hexes, " ")
	}
	return out
}

func areasByID(m *maps.Map) map[string]string {
	out := map[string]string{}
	for _, a := range m.Areas {
		out[a.ID] = strings.Join(a.Hexes, " ") + " | " + strings.Join(a.BoundaryHexes, " ")
	}
	return out
}

func placesByID(m *maps.Map) map[string]string {
	out := map[string]string{}
	for _, p := range m.Places {
		out[p.ID] = p.Name + " " + p.Hex
	}
	return out
}

// namedLists compares two id -> description maps.
func namedLists(kind string, a, b map[string]string) []Change {
	var out []Change
	for _, id := range unionKeys(a, b) {
		if a[id] == b[id] {
			continue
		}
		c := changed(kind, kind+" "+id, "", a[id], b[id])
		if a[id] != "" && b[id] != "" && len(a[id])+len(b[id]) > 80 {
			c.Text = kind + " " + id + " changed"
		} else if a[id] != "" && b[id] == "" {
			c.Text = kind + " " + id + " removed"
		} else if a[id] == "" {
			c.Text = kind + " " + id + " added"
		}
		out = append(out, c)
	}
	return out
}

func unionKeys[V any](a, b map[string]V) []string {
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}
