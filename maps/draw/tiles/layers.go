package tiles

// Layers is a set of the map's optional layers, as bits.
type Layers uint8

// The optional layers the View menu shows or hides.
const (
	LayerHexIDs   Layers = 1 << iota // hex ids at the top of each hex
	LayerGrid                        // hex outlines
	LayerCounters                    // unit counters
	LayerScans                       // scan images under the grid
	LayerFlagged                     // red outlines of hexes with diagnostics (the editor leaves their overlay items out)
)

// Has reports whether l holds every layer of x.
func (l Layers) Has(x Layers) bool { return l&x == x }

// With returns l with x added when on is true, removed otherwise.
func (l Layers) With(x Layers, on bool) Layers {
	if on {
		return l | x
	}
	return l &^ x
}
