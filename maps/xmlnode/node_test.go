package xmlnode

import (
	"errors"
	"strconv"
	"testing"
)

// Typed reads of a real-shaped VASSAL element: values present, absent
// (the default), and malformed (an *AttrError naming the element's short
// name and the attribute, wrapping strconv's error); children in order.
func TestNode(t *testing.T) {
	n, err := Decode([]byte(`<VASSAL.build.module.map.boardPicker.board.HexGrid dx="64.5" dy="x" visible="true" snapTo="false" edgesLegal="">
	  <VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering first="H" hOff="-1"/>
	  <other/><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering first="V"/></VASSAL.build.module.map.boardPicker.board.HexGrid>`))
	if err != nil {
		t.Fatal(err)
	}
	if f, err := n.Float("dx", 0); err != nil || f != 64.5 {
		t.Errorf("dx %v %v", f, err)
	}
	var ae *AttrError
	_, err = n.Float("dy", 0)
	if !errors.As(err, &ae) || ae.Elem != "HexGrid" || ae.Name != "dy" || !errors.Is(err, strconv.ErrSyntax) {
		t.Errorf("dy: %v", err)
	}
	if v, err := n.Int("missing", 7); v != 7 || err != nil {
		t.Errorf("missing: %v %v", v, err)
	}
	if _, err := n.Int("edgesLegal", 0); err == nil {
		t.Error("an empty integer attribute read as a number")
	}
	if !n.Bool("visible", false) || n.Bool("snapTo", true) || !n.Bool("absent", true) {
		t.Error("booleans")
	}
	if s := n.Str("absent", "def"); s != "def" {
		t.Error(s)
	}
	nums := n.Elems("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering")
	if len(nums) != 2 || nums[0].Str("first", "") != "H" || nums[1].Str("first", "") != "V" || n.Elem("other") == nil || n.Elem("none") != nil {
		t.Errorf("children %d", len(nums))
	}
	count := 0
	n.Walk(func(c *Node) bool { count++; return c.XMLName.Local != "other" })
	if count != 4 {
		t.Errorf("walked %d elements, want 4", count)
	}
	if ShortName("a.b.Map") != "Map" || ShortName("map") != "map" {
		t.Error("ShortName")
	}
}
