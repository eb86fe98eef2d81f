package trace

// roadDecide turns a step's sample share f (roadSamples) into whether a
// road runs along it, a confidence and the share reconcileRoads works
// from: a step the samples read is vetoed where its strip shows contour
// ink (roadveto.go); with overprinted inks a step they miss is read again
// as a strip along the step (roadstrip.go).
func (s *sideReader) roadDecide(f float64) (bool, float64, float64) {
	yes, conf := decide(f)
	if yes && s.vetoRoad() {
		return false, 0, f
	}
	if yes || !s.ink.overprint || !(s.mm > 0) {
		return yes, conf, f
	}
	if ok, c, _ := s.ink.stripRoad(s.roadStrip(s.mm)); ok {
		return true, c, 0.5 + c/2
	}
	return yes, conf, f
}
