package vassal

import (
	"strconv"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// zoneAreas keeps the zones that did not become sheets (zones without a
// grid of their own, zones using the background grid, zones whose grid was
// left out): the map's hexes whose centres lie in such a zone (and in no
// zone before it) form an area named after it, or a place when there is
// one. Zones of one name on a board (VASSAL allows it) make one area. A
// zone that holds no hex centre is reported.
func (out *Imported) zoneAreas(m *maps.Map, geo maps.Geometry, l hexgrid.Layout, global calib.Affine, sheets []sheetPart) {
	isSheet := map[*Zone]bool{}
	for _, sp := range sheets {
		if sp.zone != nil {
			isSheet[sp.zone] = true
		}
	}
	all := geo.Numbering.All()
	type areaKey struct{ board, zone string }
	hexesOf := map[areaKey][]string{}
	var order []areaKey
	for _, b := range placedOf(sheets) {
		for zi := range b.Zones {
			z := &b.Zones[zi]
			if isSheet[z] {
				continue
			}
			k := areaKey{b.Name, z.Name}
			if _, seen := hexesOf[k]; !seen {
				order = append(order, k)
				hexesOf[k] = []string{}
			}
			for _, o := range all {
				px, py := global.Apply(l.Center(o))
				px, py = px-float64(b.x), py-float64(b.y)
				if firstZone(b.Board, px, py) != zi {
					continue
				}
				if id, err := geo.Numbering.Format(o); err == nil {
					hexesOf[k] = append(hexesOf[k], id)
				}
			}
		}
	}
	ids := map[string]bool{}
	for _, k := range order {
		hexes := hexesOf[k]
		id := uniqueID(slug(k.zone), ids)
		switch len(hexes) {
		case 0:
			out.warn("board %q, zone %q: no hex centre of the map lies in it: left out", k.board, k.zone)
		case 1:
			m.Places = append(m.Places, maps.Place{ID: id, Name: k.zone, Hex: hexes[0], Source: "VASSAL zone, board " + k.board})
		default:
			m.Areas = append(m.Areas, maps.Area{ID: id, Name: k.zone, Kind: "area", Hexes: hexes, Source: "VASSAL zone, board " + k.board})
		}
	}
}

// placedOf returns the boards of the sheets, each once, in order.
func placedOf(sheets []sheetPart) []*placedBoard {
	var out []*placedBoard
	seen := map[*placedBoard]bool{}
	for _, sp := range sheets {
		if !seen[sp.board] {
			seen[sp.board] = true
			out = append(out, sp.board)
		}
	}
	return out
}

// uniqueID returns id, or id with a number after it, not yet in taken, and
// takes it.
func uniqueID(id string, taken map[string]bool) string {
	out := id
	for i := 2; taken[out]; i++ {
		out = id + "-" + strconv.Itoa(i)
	}
	taken[out] = true
	return out
}
