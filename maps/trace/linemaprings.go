package trace

// plainLocalCoil makes the single-pixel line map (no averaging along the
// line) drop a curve as a coil only where it coils locally (coilsLocally),
// as the averaged map does. On a blurred scan the single-pixel filter
// links a whole contour ring, or a long arc, into one curve (the blur
// bridges the gaps labels and the grid left), and over all a circle takes
// 2.6 pixels per pixel of its extent, past lineCoil: curveScore dropped
// every ring whole.
var plainLocalCoil = true
