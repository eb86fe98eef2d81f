package trace

// SetWaterContrastRule switches waterContrast (watercontrast.go) for a
// test and returns its previous setting.
func SetWaterContrastRule(on bool) bool {
	old := waterContrastRule
	waterContrastRule = on
	return old
}
