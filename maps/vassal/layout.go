package vassal

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// MapLayout is a VASSAL Map: its boards (all those of its BoardPicker,
// with or without a hex grid) and the
// default setup that lays some of them out, each in a slot of a grid of
// boards (column X, row Y).
type MapLayout struct {
	Name   string
	Boards []Board
	// Setup is the picker's default setup; nil when it has none (VASSAL
	// then asks the player to choose boards when a game starts).
	Setup []Placement
	// Stacks are the map's at-start stacks, in document order.
	Stacks []SetupStackInfo
}

// Placement is a board in a slot of the picker's layout.
type Placement struct {
	Board    string
	X, Y     int
	Reversed bool
}

// maxSlots bounds the slot numbers a setup may use.
const maxSlots = 64

// ParseModule reads every Map of a buildFile that has a board with a hex
// grid (in or outside zones), with its boards and its picker's default
// setup. Boards
// outside any Map (a fragment whose root is a Board) form a layout without
// a name.
// Errors: XML that does not parse, a malformed grid attribute or setup.
func ParseModule(data []byte) ([]MapLayout, error) {
	root, err := xmlnode.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("buildFile: %w", err)
	}
	var out []MapLayout
	var loose MapLayout
	var perr error
	root.Walk(func(n *xmlnode.Node) bool {
		if perr != nil {
			return false
		}
		switch n.XMLName.Local {
		case classMap:
			var l MapLayout
			if l, perr = parseMapLayout(n); perr == nil && l.hasHexGrid() {
				out = append(out, l)
			}
			return false
		case classBoard:
			var b Board
			var ok bool
			if b, ok, perr = parseBoard(n); perr == nil && ok {
				loose.Boards = append(loose.Boards, b)
			}
			return false
		}
		return true
	})
	if perr != nil {
		return nil, fmt.Errorf("buildFile: %w", perr)
	}
	if len(loose.Boards) > 0 {
		out = append(out, loose)
	}
	return out, nil
}

// hasHexGrid reports whether a board of the layout has a hex grid.
func (l MapLayout) hasHexGrid() bool {
	for _, b := range l.Boards {
		if b.hasHexGrid() {
			return true
		}
	}
	return false
}

// board returns the named board.
func (l MapLayout) board(name string) (Board, bool) {
	for _, b := range l.Boards {
		if b.Name == name {
			return b, true
		}
	}
	return Board{}, false
}

// parseMapLayout reads a Map element: the boards of its pickers and the
// first picker's default setup.
func parseMapLayout(m *xmlnode.Node) (MapLayout, error) {
	l := MapLayout{Name: m.Str("mapName", "")}
	var perr error
	m.Walk(func(n *xmlnode.Node) bool {
		if perr != nil {
			return false
		}
		switch n.XMLName.Local {
		case classBoard:
			b, _, err := parseBoard(n)
			if err != nil {
				perr = err
			} else {
				l.Boards = append(l.Boards, b)
			}
			return false
		case classSetupStack:
			l.Stacks = append(l.Stacks, parseSetupStack(n))
			return false
		case pickerSetup:
			if l.Setup == nil {
				l.Setup, perr = decodeSetup(strings.TrimSpace(n.Text))
			}
			return false
		}
		return true
	})
	return l, perr
}

// decodeSetup reads BoardPicker's default setup as its decode method does:
// tab-separated, the picker's id first, then for each board its name
// (with "/rev" when reversed), its slot column and its slot row.
func decodeSetup(s string) ([]Placement, error) {
	parts := seqDecode('\t', s)
	var out []Placement
	for i := 1; i < len(parts); i += 3 {
		p := Placement{}
		name := seqDecode('/', parts[i])
		p.Board = name[0]
		p.Reversed = len(name) > 1 && name[1] == "rev"
		var err error
		if p.X, err = slotNumber(parts, i+1); err != nil {
			return nil, fmt.Errorf("board picker setup, board %q: %w", p.Board, err)
		}
		if p.Y, err = slotNumber(parts, i+2); err != nil {
			return nil, fmt.Errorf("board picker setup, board %q: %w", p.Board, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// slotNumber reads parts[i] as SequenceEncoder.nextInt(0) does: absent is 0.
func slotNumber(parts []string, i int) (int, error) {
	if i >= len(parts) {
		return 0, nil
	}
	v, err := strconv.Atoi(strings.TrimSpace(parts[i]))
	if err != nil {
		return 0, fmt.Errorf("slot %q: %w", parts[i], err)
	}
	if v < 0 || v >= maxSlots {
		return 0, fmt.Errorf("slot %d: want 0 to %d", v, maxSlots-1)
	}
	return v, nil
}

// seqDecode splits s at delim the way VASSAL's SequenceEncoder.Decoder
// does: a backslash before the delimiter escapes it, and a part wrapped in
// single quotes loses them.
func seqDecode(delim byte, s string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		p := b.String()
		if len(p) >= 2 && p[0] == '\'' && p[len(p)-1] == '\'' {
			p = p[1 : len(p)-1]
		}
		out = append(out, p)
		b.Reset()
	}
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == delim:
			b.WriteByte(delim)
			i++
		case s[i] == delim:
			flush()
		default:
			b.WriteByte(s[i])
		}
	}
	flush()
	return out
}
