package trace

import "fmt"

// WithoutContours returns job set to read terrain, water and roads only
// (Options.SkipContours): for tests that score water or roads alone.
func WithoutContours(job Job) Job {
	job.Options.SkipContours = true
	return job
}

// WaterRoadFields returns what side s holds of water and roads, exported
// and internal, for comparing two traces' reads (TestSkipContoursSameWaterRoads).
func WaterRoadFields(s SideProposal) string {
	return fmtWaterRoad(s)
}

func fmtWaterRoad(s SideProposal) string {
	return fmt.Sprintf("%v water %v %.6f hit %.6f track %+v road %v %.6f share %.6f line %+v lowpass %v",
		s.Side, s.Water, s.WaterConf, s.waterHit, s.track, s.Road, s.RoadConf, s.roadShare, s.roadLine, s.roadLowPass)
}
