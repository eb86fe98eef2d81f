package trace

// parityFor reports whether sheet si's line map counts a side's crossings
// by parity per curve (parityCount): Options.CrossParity, on the sheets
// whose scan shows overprinted screens (t.overprint) only.
func (t *tracer) parityFor(si int) bool {
	return t.job.Options.CrossParity && si < len(t.overprint) && t.overprint[si]
}
