package vassal

import (
	"fmt"
	"math"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// SetupPiece is a piece of an at-start stack read back from a module: the
// Sandtable unit id its Marker trait keeps ("" for a piece made elsewhere),
// its name, and the canonical id of the hex it starts in.
type SetupPiece struct {
	Unit, Name, Hex string
}

// readSetup reads the map's at-start stacks into out.Setup: a stack placed
// by grid location is in the hex of that name; one placed by pixel, or
// whose location names no hex, is in the hex under its pixel on its board's
// sheet. Stacks on boards the map did not import, or off the map, are left
// out with a warning.
func (out *Imported) readSetup(l MapLayout, m *maps.Map) error {
	if len(l.Stacks) == 0 {
		return nil
	}
	geo, err := m.Geometry()
	if err != nil {
		return err
	}
	lay := hexgrid.Layout{Grid: geo.Grid, Size: m.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	var lost []string
	for _, st := range l.Stacks {
		hex, ok := out.stackHex(st, geo, m, lay)
		if !ok {
			lost = append(lost, fmt.Sprintf("%q on board %q", st.Name, st.Board))
			continue
		}
		for _, p := range st.Pieces {
			out.Setup = append(out.Setup, SetupPiece{Unit: p.Unit, Name: p.Name, Hex: hex})
		}
	}
	if len(lost) > 0 {
		shown := strings.Join(lost[:min(3, len(lost))], ", ")
		if len(lost) > 3 {
			shown += " ..."
		}
		out.warn("%d at-start stacks are not on a hex of the imported map, left out: %s", len(lost), shown)
	}
	return nil
}

// stackHex returns the canonical id of the hex a stack stands in.
func (out *Imported) stackHex(st SetupStackInfo, geo maps.Geometry, m *maps.Map, lay hexgrid.Layout) (string, bool) {
	if st.UseGridLocation && st.Location != "" {
		if id, err := geo.Numbering.Canonical(st.Location); err == nil {
			return id, true
		}
	}
	for _, s := range m.Sheets {
		a, calibrated := out.Calibration[s.ID]
		if s.Name != st.Board || !calibrated {
			continue
		}
		x, y, ok := invertPoint(a, float64(st.X), float64(st.Y))
		if !ok {
			return "", false
		}
		id, err := geo.Numbering.Format(lay.HexAt(x, y))
		return id, err == nil
	}
	return "", false
}
