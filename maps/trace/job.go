package trace

import (
	"fmt"
	"image"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Taught is a terrain type and the ids of the hexes the designer gave as
// examples of it.
type Taught struct {
	Terrain string
	Hexes   []string
}

// ScanImage returns the decoded scan of sheet i of a map (the sheet has a
// scan); the CLI reads it from disk, the editor from its cache.
type ScanImage func(sheet int) (image.Image, error)

// NewJob builds the trace job of map m: one job sheet for every map sheet
// with a scan (its hexes: those the sheet holds, a shared hex on the first),
// and the taught examples, each hex placed on the first scanned sheet that
// holds it, in the order given.
// Errors: a scan that cannot be read, no sheet with a scan, a hex id the map
// cannot parse or one on no scanned sheet.
func NewJob(m *maps.Map, geo maps.Geometry, scans ScanImage, teach []Taught, opt Options) (Job, error) {
	job := Job{Grid: geo.Grid, HexMM: m.Grid.HexAcrossFlatsMM, Options: opt}
	var scanned []int // job sheet -> map sheet
	for i, s := range m.Sheets {
		if s.Scan == nil {
			continue
		}
		img, err := scans(i)
		if err != nil {
			return Job{}, err
		}
		ns := geo.Numbering.Sheets[i]
		var hexes []hexgrid.Offset
		for _, h := range geo.Numbering.All() {
			if ns.Holds(h) {
				hexes = append(hexes, h)
			}
		}
		job.Sheets = append(job.Sheets, Sheet{Image: img, Affine: calib.Affine(s.Scan.Affine), Hexes: hexes})
		scanned = append(scanned, i)
	}
	if len(job.Sheets) == 0 {
		return Job{}, fmt.Errorf("no sheet has a scan")
	}
	for _, t := range teach {
		for _, id := range t.Hexes {
			ex, err := example(geo, scanned, t.Terrain, id)
			if err != nil {
				return Job{}, err
			}
			job.Examples = append(job.Examples, ex)
		}
	}
	return job, nil
}

// example places taught hex id of type ty on the first scanned sheet that
// holds it.
func example(geo maps.Geometry, scanned []int, ty, id string) (Example, error) {
	o, err := geo.Numbering.Parse(id)
	if err != nil {
		return Example{}, fmt.Errorf("teach %s: %w", ty, err)
	}
	for k, i := range scanned {
		if geo.Numbering.Sheets[i].Holds(o) {
			return Example{Terrain: ty, Sheet: k, Hex: o}, nil
		}
	}
	return Example{}, fmt.Errorf("teach %s: hex %s is on no scanned sheet", ty, id)
}
