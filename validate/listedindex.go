package validate

import (
	"sync"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// placedUnit is a unit set up in a scenario as command.misfiled's listing
// check sees it: its id, its hex in cube coordinates and whether the OOB
// lists it apart from its command, with its side.
type placedUnit struct {
	id    string
	side  string
	at    hexgrid.Cube
	apart bool
}

// listedIndex is what command.misfiled's listing check reads of the game's
// profiled scenarios for one OOB: the units the OOB lists apart from their
// command, and each profiled scenario's grouped set-up units by command
// (byCmd[i] for the profile's scenario i).
type listedIndex struct {
	apart map[string]bool
	byCmd []map[string][]placedUnit
}

// listedCache keeps a listedIndex per OOB a session checks with (the
// game's own, or a scenario's with its attachments applied), built once
// each: without it every scenario rebuilt every other scenario's groups.
type listedCache struct {
	mu sync.Mutex
	m  map[*scenarios.OOB]*listedEntry
}

type listedEntry struct {
	once sync.Once
	idx  *listedIndex
}

// listedCacheMax bounds the OOBs kept; a session checking more (an editor
// session fed edited OOBs) builds the rest each time.
const listedCacheMax = 32

// listed returns the listing index of the game's profiled scenarios for
// the OOB o, built once per OOB; safe for concurrent use.
func (g *gameProfile) listed(o *scenarios.OOB, grid hexgrid.Grid) *listedIndex {
	g.listedCache.mu.Lock()
	if g.listedCache.m == nil {
		g.listedCache.m = map[*scenarios.OOB]*listedEntry{}
	}
	en := g.listedCache.m[o]
	if en == nil && len(g.listedCache.m) < listedCacheMax {
		en = &listedEntry{}
		g.listedCache.m[o] = en
	}
	g.listedCache.mu.Unlock()
	if en == nil {
		return g.buildListed(o, grid)
	}
	en.once.Do(func() { en.idx = g.buildListed(o, grid) })
	return en.idx
}

func (g *gameProfile) buildListed(o *scenarios.OOB, grid hexgrid.Grid) *listedIndex {
	li := &listedIndex{apart: map[string]bool{}, byCmd: make([]map[string][]placedUnit, len(g.scenarios))}
	for k := range o.Units {
		if listedAmong(o, k) != "" {
			li.apart[o.Units[k].ID] = true
		}
	}
	rs := g.rosters()
	for i := range g.scenarios {
		li.byCmd[i] = groupByCommand(o, g.scenarios[i].at, rs[i].command, li.apart, grid)
	}
	return li
}

// groupByCommand returns the grouped units set up at at, by their command
// in cmd, each command's list made once at its size.
func groupByCommand(o *scenarios.OOB, at map[string]hexgrid.Offset, cmd func(id string) string, apart map[string]bool, grid hexgrid.Grid) map[string][]placedUnit {
	count := make(map[string]int, 64)
	for id := range at {
		if w := o.Unit(id); w != nil && grouped(w) {
			count[cmd(id)]++
		}
	}
	by := make(map[string][]placedUnit, len(count))
	for id, x := range at {
		if w := o.Unit(id); w != nil && grouped(w) {
			c := cmd(id)
			if by[c] == nil {
				by[c] = make([]placedUnit, 0, count[c])
			}
			by[c] = append(by[c], placedUnit{id, w.Side, grid.ToCube(x), apart[id]})
		}
	}
	return by
}
