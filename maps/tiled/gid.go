package tiled

// Tiled keeps flip and rotation flags in the four high bits of a global tile
// id (horizontal, vertical and diagonal flips; on hexagonal maps the diagonal
// bit means "rotated 60 degrees" and the fourth bit "rotated 120 degrees").
const (
	flagFlippedHorizontally = 0x80000000
	flagFlippedVertically   = 0x40000000
	flagFlippedDiagonally   = 0x20000000
	flagRotatedHexagonal120 = 0x10000000
	flagMask                = flagFlippedHorizontally | flagFlippedVertically |
		flagFlippedDiagonally | flagRotatedHexagonal120
)

// tileID returns the global tile id of a cell without its flip and rotation
// flags; 0 is an empty cell.
func tileID(cell uint32) uint32 { return cell &^ flagMask }

// lookupTile returns the tileset holding global tile id gid and the tile's
// local id in it; false if no tileset starts at or below gid.
func (d *document) lookupTile(gid uint32) (*tileset, uint32, bool) {
	var best *tileset
	for i := range d.Tilesets {
		ts := &d.Tilesets[i]
		if ts.FirstGID <= gid && (best == nil || ts.FirstGID > best.FirstGID) {
			best = ts
		}
	}
	if best == nil || best.Count > 0 && gid-best.FirstGID >= best.Count {
		return nil, 0, false
	}
	return best, gid - best.FirstGID, true
}
