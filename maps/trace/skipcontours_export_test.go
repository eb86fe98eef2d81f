package trace

import "fmt"

// WithoutContours returns job set to read terrain, water and roads only
// (Options.SkipContours): for tests that score water or roads alone.
func WithoutContours(job Job) Job {
	job.Options.SkipContours = true
	return job
}

// WaterRoadFields returns what side s holds of roads and, when water is
// true, of water, exported and internal, for comparing two traces' reads
// (TestSkipContoursSameWaterRoads).
func WaterRoadFields(s SideProposal, water bool) string {
	if !water {
		s.Water, s.WaterConf, s.waterHit, s.track = false, 0, 0, waterTrack{}
	}
	return fmtWaterRoad(s)
}

func fmtWaterRoad(s SideProposal) string {
	return fmt.Sprintf("%v water %v %.6f hit %.6f track %+v road %v %.6f share %.6f line %+v lowpass %v",
		s.Side, s.Water, s.WaterConf, s.waterHit, s.track, s.Road, s.RoadConf, s.roadShare, s.roadLine, s.roadLowPass)
}

// ArtSheetsOf reports, for each sheet of p, whether the contour lanes
// read its art as lines (artSheets): the water rules that drop
// texture-made water act there, and a trace with Options.SkipContours,
// which reads no lanes, cannot tell.
func ArtSheetsOf(p *Proposal) []bool { return artSheets(p.Sides, sheetCount(p.Sides)) }
