package vassal

import (
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// SetupStackInfo is a VASSAL at-start stack (SetupStack) as read from a
// Map: where it stands and the pieces of its PieceSlots.
type SetupStackInfo struct {
	Name, Board string
	// UseGridLocation says whether Location (the grid's name of a hex)
	// places the stack rather than X, Y (board pixels).
	UseGridLocation bool
	Location        string
	X, Y            int
	Pieces          []pieceInfo
}

// parseSetupStack reads a SetupStack element and the pieces of its slots;
// a slot whose text is not a piece definition is left out.
func parseSetupStack(n *xmlnode.Node) SetupStackInfo {
	s := SetupStackInfo{
		Name: n.Str("name", ""), Board: n.Str("owningBoard", ""),
		UseGridLocation: n.Bool("useGridLocation", false), Location: n.Str("location", ""),
	}
	s.X, _ = strconv.Atoi(strings.TrimSpace(n.Str("x", "0")))
	s.Y, _ = strconv.Atoi(strings.TrimSpace(n.Str("y", "0")))
	n.Walk(func(c *xmlnode.Node) bool {
		if c.XMLName.Local == classPieceSlot {
			if p, ok := decodePiece(c.Text); ok {
				s.Pieces = append(s.Pieces, p)
			}
			return false
		}
		return true
	})
	return s
}
