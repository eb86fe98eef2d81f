package tiled

// object is one Tiled map object as the importer reads it, from a TMX
// <object> or a TMJ object alike.
type object struct {
	ID     int
	Layer  string // name of its object layer
	Class  string // Tiled "type" (before 1.9) or "class"
	Name   string
	X, Y   float64      // position, pixels
	Shape  string       // "point", "polyline", "polygon", or "" (rectangle, ellipse...)
	Points [][2]float64 // polyline or polygon points, pixels relative to X, Y
	Props  props
}

// The object classes Sandtable writes and reads back.
const (
	classHexside = "hexside" // a polyline along one hexside or a chain of them
	classPath    = "path"    // a polyline through the hex centres of a path
	classArea    = "area"    // a polygon around one hex of an area (a point for an area without hexes)
	classPlace   = "place"   // a point at a place's hex
	classHex     = "hex"     // a point at a hex with a label or other data
)

// absPoints returns the object's points in map pixels; a point object (or
// any object without points) gives its position alone.
func (o object) absPoints() [][2]float64 {
	if len(o.Points) == 0 {
		return [][2]float64{{o.X, o.Y}}
	}
	out := make([][2]float64, len(o.Points))
	for i, p := range o.Points {
		out[i] = [2]float64{o.X + p[0], o.Y + p[1]}
	}
	return out
}

// centroid returns the mean of the object's points in map pixels.
func (o object) centroid() (float64, float64) {
	pts := o.absPoints()
	var x, y float64
	for _, p := range pts {
		x += p[0]
		y += p[1]
	}
	n := float64(len(pts))
	return x / n, y / n
}
