package trace

// SetArenaOn switches whether traces map their whole-sheet buffers from
// the kernel (sheetarena.go) and returns a function restoring the setting.
func SetArenaOn(on bool) func() {
	was := arenaOn
	arenaOn = on
	return func() { arenaOn = was }
}
