package vassal

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/color"
	"image/png"
	"strconv"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
)

// vassalVersion is the VASSAL version the module says it was made with
// (GameModule's VassalVersion and moduledata's): 3.5 and later read the
// buildFile as buildFile.xml (GameModule.java, properBuildFileName).
const vassalVersion = "3.7.0"

// moduleBuilder writes the buildFile's elements and the counter images.
type moduleBuilder struct {
	out       *Exported
	opt       ExportOptions
	shows     shownBy // which board shows a hex
	counterPx int     // counter side, board pixels
	gpid      int     // last piece slot id given
	// counters maps a unit (its id, else side and name) to its counter
	// image's name.
	counters map[string]string
}

func (mb *moduleBuilder) name(m *maps.Map) string {
	if mb.opt.Name != "" {
		return mb.opt.Name
	}
	return m.Name
}

func (mb *moduleBuilder) version() string {
	if mb.opt.Version != "" {
		return mb.opt.Version
	}
	return "0.1"
}

// build returns the whole buildFile: a GameModule holding the command
// encoder that decodes pieces, the map, the piece window and the turn
// tracker.
func (mb *moduleBuilder) build(m *maps.Map, geo maps.Geometry, boards []sheetBoard) ([]byte, error) {
	mapElem, err := mb.mapElem(m, geo, boards)
	if err != nil {
		return nil, err
	}
	root := newElem(classGameModule, "name", mb.name(m), "version", mb.version(),
		"VassalVersion", vassalVersion, "description", mb.opt.Description)
	root.Children = []elem{newElem(classCommandEncoder), mapElem}
	if len(mb.opt.Pieces) > 0 {
		w, err := mb.pieceWindow()
		if err != nil {
			return nil, err
		}
		root.Children = append(root.Children, w)
	}
	if len(mb.opt.Turns) > 0 {
		root.Children = append(root.Children, turnTracker(mb.opt.Turns))
	}
	root.Attrs = append(root.Attrs, xml.Attr{Name: xml.Name{Local: "nextPieceSlotId"}, Value: strconv.Itoa(mb.gpid + 1)})
	return marshalBuildFile(root)
}

// mapElem writes the Map: its board picker (every board, and the default
// setup that lays them out), stack metrics, piece mover, counter detail
// viewer, VASSAL's other default map components, and the at-start stacks.
func (mb *moduleBuilder) mapElem(m *maps.Map, geo maps.Geometry, boards []sheetBoard) (elem, error) {
	name := m.Name
	e := newElem(classMap, "mapName", name, "allowMultiple", "false",
		"backgroundcolor", "255,255,255", "edgeHeight", "20", "edgeWidth", "20")
	picker := newElem(classPicker, "title", "Choose Boards", "addRowText", "Add Row", "addColumnText", "Add Column",
		"boardPrompt", "Select board", "slotWidth", "125", "slotHeight", "125", "slotScale", "0.2")
	setup := []string{name + "BoardPicker"}
	for _, sb := range boards {
		setup = append(setup, sb.board.Name, strconv.Itoa(sb.slotX), strconv.Itoa(sb.slotY))
	}
	se := newElem(pickerSetup)
	se.Text = seqEncode('\t', setup...)
	picker.Children = append(picker.Children, se)
	for _, sb := range boards {
		picker.Children = append(picker.Children, boardElem(sb.board))
	}
	e.Children = append(e.Children, picker,
		newElem(classStackMetrics, "disabled", "false", "exSepX", "6", "exSepY", "18", "unexSepX", "3", "unexSepY", "3"),
		newElem(classPieceMover),
		newElem(classDetailViewer, "version", "4", "delay", "700", "showgraph", "true", "showtext", "true",
			"minDisplayPieces", "2", "zoomlevel", "1.0", "fontSize", "11"))
	for _, h := range mapHelpers {
		e.Children = append(e.Children, newElem(h))
	}
	stacks, err := mb.stackElems(geo, boards)
	if err != nil {
		return e, err
	}
	e.Children = append(e.Children, stacks...)
	return e, nil
}

// stackElems writes one SetupStack per stack, on the board that shows the
// hex, placed by the hex id (VASSAL's name for it) and by pixel.
func (mb *moduleBuilder) stackElems(geo maps.Geometry, boards []sheetBoard) ([]elem, error) {
	var elems []elem
	for _, st := range mb.opt.Stacks {
		sb, id, o, err := locate(geo, boards, mb.shows, st.Hex)
		if err != nil {
			return nil, err
		}
		x, y := sb.layout.Center(o)
		e := newElem(classSetupStack, "name", id, "owningBoard", sb.board.Name, "useGridLocation", "true",
			"location", id, "x", strconv.Itoa(javaRound(x)), "y", strconv.Itoa(javaRound(y)))
		for _, p := range st.Pieces {
			slot, err := mb.pieceSlot(p)
			if err != nil {
				return nil, err
			}
			e.Children = append(e.Children, slot)
		}
		elems = append(elems, e)
	}
	return elems, nil
}

// pieceSlot writes a PieceSlot holding the unit's piece, with a new id.
func (mb *moduleBuilder) pieceSlot(p Piece) (elem, error) {
	img, err := mb.counter(p)
	if err != nil {
		return elem{}, err
	}
	mb.gpid++
	gpid := strconv.Itoa(mb.gpid)
	px := strconv.Itoa(mb.counterPx)
	slot := newElem(classPieceSlot, "entryName", p.Name, "gpid", gpid, "height", px, "width", px)
	slot.Text = pieceDefinition(img, p.Name, p.Unit, gpid)
	return slot, nil
}

// pieceWindow writes the piece window: a list with a panel of pieces per
// side, the sides in order of first appearance.
func (mb *moduleBuilder) pieceWindow() (elem, error) {
	w := newElem(classPieceWindow, "name", "Order of battle", "text", "Units", "hidden", "false", "scale", "1.0")
	list := newElem(classListWidget, "entryName", "Sides")
	panels := map[string]int{}
	for _, p := range mb.opt.Pieces {
		i, ok := panels[p.Side]
		if !ok {
			i = len(list.Children)
			panels[p.Side] = i
			label := p.Side
			if n := mb.opt.SideNames[p.Side]; n != "" {
				label = n
			}
			list.Children = append(list.Children, newElem(classPanelWidget, "entryName", label,
				"fixed", "true", "nColumns", "8", "vert", "false", "scale", "1.0"))
		}
		slot, err := mb.pieceSlot(p)
		if err != nil {
			return w, err
		}
		list.Children[i].Children = append(list.Children[i].Children, slot)
	}
	w.Children = []elem{list}
	return w, nil
}

// turnTracker writes a turn tracker with one list level: the turns.
func turnTracker(turns []string) elem {
	t := newElem(classTurnTracker, "name", "Turn", "buttonText", "Turn", "turnFormat", "$level1$")
	t.Children = []elem{newElem(classListTurnLevel, "name", "Turn", "property", "Turn",
		"turnFormat", "$value$", "list", seqEncode(',', turns...), "configFirst", "false", "configList", "false")}
	return t
}

// counter returns the image name of a unit's counter, drawing it once:
// its side's colour, its name and strength.
func (mb *moduleBuilder) counter(p Piece) (string, error) {
	key := p.Unit
	if key == "" {
		key = p.Side + "\x00" + p.Name
	}
	if name, ok := mb.counters[key]; ok {
		return name, nil
	}
	name := "unit-" + slug(p.Unit+" "+p.Name) + ".png"
	for i := 2; mb.out.Images[name] != nil; i++ {
		name = "unit-" + slug(p.Unit+" "+p.Name) + "-" + strconv.Itoa(i) + ".png"
	}
	fill := draw.SideColor(p.Side)
	if mb.opt.SideColor != nil {
		c := mb.opt.SideColor(p.Side)
		fill = color.NRGBA{c.R, c.G, c.B, 0xff}
	}
	img, err := draw.CounterImage(draw.Counter{ID: p.Unit, Name: p.Name, Side: p.Side, Strength: p.Strength}, fill, mb.counterPx)
	if err != nil {
		return "", fmt.Errorf("counter %s: %w", p.Name, err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return "", fmt.Errorf("counter %s: %w", p.Name, err)
	}
	mb.out.Images[name] = buf.Bytes()
	if mb.counters == nil {
		mb.counters = map[string]string{}
	}
	mb.counters[key] = name
	return name, nil
}
