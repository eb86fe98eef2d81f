package tiled

import (
	"fmt"
	"slices"
	"strconv"
)

// resolver turns global tile ids into terrain ids through a mapping.
type resolver struct {
	doc     *document
	mapping *Mapping
	cache   map[uint32]string
}

func newResolver(d *document, m *Mapping) *resolver {
	return &resolver{doc: d, mapping: m, cache: map[uint32]string{}}
}

// terrain returns the terrain of global tile id gid (flags cleared, not 0):
// the mapping's entry for the id, else for the tile's type, else for one of
// its properties as "name=value" (names in order), else the tile's own
// "terrain" property, else the mapping's default. False if none applies.
func (r *resolver) terrain(gid uint32) (string, bool) {
	if t, ok := r.cache[gid]; ok {
		return t, t != ""
	}
	t := r.lookup(gid)
	r.cache[gid] = t
	return t, t != ""
}

func (r *resolver) lookup(gid uint32) string {
	tiles := r.mapping.Tiles
	if t, ok := tiles[strconv.FormatUint(uint64(gid), 10)]; ok {
		return t
	}
	info := r.tileInfo(gid)
	if info.Type != "" {
		if t, ok := tiles[info.Type]; ok {
			return t
		}
	}
	names := make([]string, 0, len(info.Props))
	for name := range info.Props {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if t, ok := tiles[name+"="+info.Props[name]]; ok {
			return t
		}
	}
	if t := info.Props["terrain"]; t != "" {
		return t
	}
	return r.mapping.Default
}

// tileInfo returns the type and properties of a global tile id (zero if the
// tileset does not describe the tile).
func (r *resolver) tileInfo(gid uint32) tileInfo {
	ts, local, ok := r.doc.lookupTile(gid)
	if !ok {
		return tileInfo{}
	}
	return ts.Tiles[local]
}

// describe names a global tile id for an error message.
func (r *resolver) describe(gid uint32) string {
	info := r.tileInfo(gid)
	if info.Type != "" {
		return fmt.Sprintf("tile id %d (type %q)", gid, info.Type)
	}
	return fmt.Sprintf("tile id %d", gid)
}
