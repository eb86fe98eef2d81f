package vassal

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// CarriedMapName is the file, at the root of a module, in which [Export]
// stores the Sandtable map the module was made from. VASSAL reads only the
// files its buildFile names, and when it saves a module it copies the
// archive's other entries unchanged (vassalengine/vassal,
// vassal-app/src/main/java/VASSAL/tools/io/ZipArchive.java,
// writeOldEntries), so the file survives an edit in VASSAL's editor.
const CarriedMapName = "sandtable.map.json"

// restoreCarried replaces the imported map by the map the module carries,
// when it has one that fits its boards: every hex of the carried map is
// named by some board with one of its ids. (A board may name more: where
// a sheet's edge is ragged, VASSAL names hexes the map does not have.)
// Only a whole layout is restored, not a board imported alone. The set-up is renamed to the carried map's
// canonical ids, and board images the carried map does not refer to are
// not written. A carried map that does not fit (the module's grids were
// edited since the export) is ignored with a warning; one that cannot be
// read is reported, as a warning too.
func (out *Imported) restoreCarried(src *Source, opt ImportOptions) {
	if src.ReadCarried == nil || opt.Board != "" || opt.BoardsOnly {
		return // a board alone is not the carried map
	}
	data, err := src.ReadCarried()
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err != nil {
		out.warn("%s: %v: ignored", CarriedMapName, err)
		return
	}
	carried, err := maps.Decode(data)
	if err != nil {
		out.warn("%s: %v: ignored", CarriedMapName, err)
		return
	}
	cg, err := carried.Geometry()
	if err != nil {
		out.warn("%s: %v: ignored", CarriedMapName, err)
		return
	}
	if err := fitsBoards(out.Map, cg); err != nil {
		out.warn("%s: the Sandtable map stored in the module does not fit its boards (%v): ignored; the map comes from the boards alone", CarriedMapName, err)
		return
	}
	for i, p := range out.Setup {
		if id, err := cg.Numbering.Canonical(p.Hex); err == nil {
			out.Setup[i].Hex = id
		}
	}
	images := out.Images
	out.Images = map[string][]byte{}
	for _, s := range carried.Sheets {
		if s.Scan != nil && images[s.Scan.Path] != nil {
			out.Images[s.Scan.Path] = images[s.Scan.Path]
		}
	}
	if opt.ID != "" {
		carried.ID = opt.ID
	}
	if opt.Name != "" {
		carried.Name = opt.Name
	}
	out.Map = carried
}

// fitsBoards reports how the hexes the boards name (the map imported from
// them) differ from the carried map's, nil when they are the same hexes.
func fitsBoards(imported *maps.Map, cg maps.Geometry) error {
	ig, err := imported.Geometry()
	if err != nil {
		return err
	}
	seen := map[hexgrid.Offset]bool{}
	for _, o := range ig.Numbering.All() {
		id, err := ig.Numbering.Format(o)
		if err != nil {
			return err
		}
		if c, err := cg.Numbering.Parse(id); err == nil {
			seen[c] = true
		}
	}
	if all := cg.Numbering.All(); len(all) != len(seen) {
		return fmt.Errorf("%d of its %d hexes are on no board under one of their ids", len(all)-len(seen), len(all))
	}
	return nil
}
