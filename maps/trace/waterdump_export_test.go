package trace

// WaterHitOf returns the hit fraction side s's water was read at.
func WaterHitOf(s SideProposal) float64 { return s.waterHit }

// SetWaterShapeRules switches settleWaterShape (dropWaterFringes,
// dropShortWater) for a test.
func SetWaterShapeRules(on bool) { waterShapeRules = on }
