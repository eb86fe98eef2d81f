package vassal

import (
	"fmt"
	"math"
	"strings"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// Numbering is a VASSAL HexGridNumbering: how a hex's column and row
// numbers are computed and written (see the package doc).
type Numbering struct {
	First              byte   // 'H': column first; 'V': row first
	Sep                string // between the two parts
	HType, VType       byte   // 'N' numeric or 'A' alphabetic
	HLeading, VLeading int    // leading zeros: numbers padded to Leading+1 digits
	HOff, VOff         int    // number of raw column / row 0
	HDescend, VDescend bool   // count from the right / bottom board edge
	Stagger            bool   // odd raw columns' rows numbered one higher
	LocationFormat     string // with $gridLocation$, $row$, $column$
}

// DefaultNumbering returns VASSAL's defaults for a HexGridNumbering element
// without attributes.
func DefaultNumbering() Numbering {
	return Numbering{
		First: 'H', HType: 'N', VType: 'N', HLeading: 1, VLeading: 1, HOff: 1, VOff: 1,
		Stagger: true, LocationFormat: "$gridLocation$",
	}
}

// parseNumbering reads a HexGridNumbering element.
func parseNumbering(n *xmlnode.Node) (Numbering, error) {
	num := DefaultNumbering()
	num.First = firstByte(n.Str("first", "H"))
	num.Sep = n.Str("sep", "")
	num.HType = firstByte(n.Str("hType", "N"))
	num.VType = firstByte(n.Str("vType", "N"))
	num.HDescend = n.Bool("hDescend", false)
	num.VDescend = n.Bool("vDescend", false)
	num.Stagger = n.Bool("stagger", true)
	num.LocationFormat = n.Str("locationFormat", num.LocationFormat)
	for _, f := range []struct {
		name string
		dst  *int
	}{{"hLeading", &num.HLeading}, {"vLeading", &num.VLeading}, {"hOff", &num.HOff}, {"vOff", &num.VOff}} {
		v, err := n.Int(f.name, *f.dst)
		if err != nil {
			return num, err
		}
		*f.dst = v
	}
	return num, num.check()
}

// maxOffset bounds hOff, vOff and the leading zeros.
const maxOffset = 1 << 20

func (n Numbering) check() error {
	if n.HLeading < 0 || n.VLeading < 0 || n.HLeading > 9 || n.VLeading > 9 {
		return fmt.Errorf("grid numbering leading zeros %d, %d: want 0 to 9", n.HLeading, n.VLeading)
	}
	if abs(n.HOff) > maxOffset || abs(n.VOff) > maxOffset {
		return fmt.Errorf("grid numbering offsets %d, %d: beyond %d", n.HOff, n.VOff, maxOffset)
	}
	return nil
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}

// boardSize is a board's size in pixels, which descending numbering counts
// from.
type boardSize struct{ w, h int }

// maxColumns and maxRows are VASSAL's getMaxColumns and getMaxRows, kept as
// VASSAL computes them (width over dy, height over dx).
func (b boardSize) maxColumns(g HexGrid) int { return int(math.Floor(float64(b.w)/g.DY + 0.5)) }
func (b boardSize) maxRows(g HexGrid) int    { return int(math.Floor(float64(b.h)/g.DX + 0.5)) }

// Column is VASSAL's getColumn: the column number of board pixel (x, y)
// before hOff is added.
func (n Numbering) Column(g HexGrid, b boardSize, x, y int) int {
	c := g.rawColumn(x, y)
	if n.VDescend && g.Sideways {
		c = b.maxRows(g) - c
	}
	if n.HDescend && !g.Sideways {
		c = b.maxColumns(g) - c
	}
	return c
}

// Row is VASSAL's getRow: the row number of board pixel (x, y) before vOff
// is added.
func (n Numbering) Row(g HexGrid, b boardSize, x, y int) int {
	r := g.rawRow(x, y)
	if n.VDescend && !g.Sideways {
		r = b.maxRows(g) - r
	}
	if n.HDescend && g.Sideways {
		r = b.maxColumns(g) - r
	}
	if n.Stagger && g.rawColumn(x, y)%2 != 0 {
		desc := n.VDescend
		if g.Sideways {
			desc = n.HDescend
		}
		if desc {
			r--
		} else {
			r++
		}
	}
	return r
}

// Name is VASSAL's locationName: the name of the hex at board pixel (x, y).
func (n Numbering) Name(g HexGrid, b boardSize, x, y int) string {
	row, col := n.Row(g, b, x, y), n.Column(g, b, x, y)
	rowName := partName(row+n.VOff, n.VType, n.VLeading)
	colName := partName(col+n.HOff, n.HType, n.HLeading)
	grid := colName + n.Sep + rowName
	if n.First != 'H' {
		grid = rowName + n.Sep + colName
	}
	if n.LocationFormat == "$gridLocation$" {
		return grid
	}
	r := strings.NewReplacer("$gridLocation$", grid, "$row$", rowName, "$column$", colName)
	return r.Replace(n.LocationFormat)
}

// partName is VASSAL's getName for one part: v written in letters (A = 0,
// then AA, BB...) or in digits padded with leading zeros, "-" before a
// negative value.
func partName(v int, typ byte, leading int) string {
	var b strings.Builder
	if v < 0 {
		b.WriteByte('-')
		v = -v
	}
	if typ == 'A' {
		for ok := true; ok; ok = v >= 0 {
			b.WriteByte('A' + byte(v%26))
			v -= 26
		}
		return b.String()
	}
	for p := leading; p > 0 && float64(v) < math.Pow(10, float64(p)); p-- {
		b.WriteByte('0')
	}
	fmt.Fprint(&b, v)
	return b.String()
}
