package vassal

import (
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// The element and attribute names below are copied from VASSAL's source
// (github.com/vassalengine/vassal, commit 17fb917c, 3.8.0-SNAPSHOT), paths
// under vassal-app/src/main/java/VASSAL/. A buildFile element is named
// after the class that builds it; its attributes are the class's
// getAttributeNames (or the constants its build method reads).
var vassalAttrs = map[string][]string{
	// build/GameModule.java: MODULE_NAME.. (L194-202), getAttributeNames (L1137-1146).
	"VASSAL.build.GameModule": {"name", "version", "description", "ModuleOther1", "ModuleOther2", "VassalVersion", "nextPieceSlotId"},
	// build/module/BasicCommandEncoder.java: no attributes.
	"VASSAL.build.module.BasicCommandEncoder": {},
	// build/module/Map.java: constants L404-432, getAttributeNames L3513.
	"VASSAL.build.module.Map": {"mapName", "description", "markMoved", "markUnmovedText", "markUnmovedTooltip",
		"markUnmovedIcon", "markUnmovedHotkey", "markUnmovedReport", "edgeWidth", "edgeHeight", "backgroundcolor",
		"allowMultiple", "color", "thickness", "launch", "buttonName", "tooltip", "icon", "hotkey", "showKey", "hideKey",
		"onlyReportChangedLocation", "moveWithinFormat", "moveToFormat", "createFormat", "changeFormat", "moveKey"},
	// build/module/map/BoardPicker.java: L105-113, getBuildElement L680-700.
	"VASSAL.build.module.map.BoardPicker": {"slotWidth", "slotHeight", "slotScale", "title", "addRowText",
		"addColumnText", "boardPrompt", "maxColumns"},
	// build/module/map/BoardPicker.java: SETUP = "setup" (L108), a child
	// element holding the default setup (getBuildElement L692-696).
	"setup": {},
	// build/module/map/boardPicker/Board.java: L84-89.
	"VASSAL.build.module.map.boardPicker.Board": {"name", "image", "width", "height", "color", "reversible"},
	// build/module/map/boardPicker/board/HexGrid.java: L84-95.
	"VASSAL.build.module.map.boardPicker.board.HexGrid": {"x0", "y0", "dy", "dx", "visible", "dotsVisible",
		"cornersLegal", "edgesLegal", "sideways", "color", "snapscale", "snapTo"},
	// build/module/map/boardPicker/board/mapgrid/HexGridNumbering.java:
	// STAGGER (L51); RegularGridNumbering.java: L71-87.
	"VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering": {"stagger", "first", "sep", "hType",
		"vType", "hLeading", "vLeading", "hOff", "vOff", "vDescend", "hDescend", "fontSize", "color", "visible",
		"rotateText", "hDrawOff", "vDrawOff", "locationFormat"},
	// build/module/map/StackMetrics.java: L76-85.
	"VASSAL.build.module.map.StackMetrics": {"exSepX", "exSepY", "unexSepX", "unexSepY", "disabled", "top",
		"bottom", "up", "down", "color"},
	// build/module/map/PieceMover.java: getAttributeNames (L714) is ICON_NAME (L142).
	"VASSAL.build.module.map.PieceMover": {"icon"},
	// build/module/map/CounterDetailViewer.java: L104-161.
	"VASSAL.build.module.map.CounterDetailViewer": {"version", "ShowCounterDetails", "PreferredDelay", "delay",
		"showgraph", "showgraphsingle", "minDisplayPieces", "hotkey", "description", "centerText", "centerAll",
		"combineCounterSummary", "onlyShowFirstSummary", "verticalOffset", "verticalTopText", "verticalBottomText",
		"stretchWidthSummary", "stretchWidthPieces", "showtext", "enableHTML", "showtextsingle", "zoomlevel",
		"centerPiecesVertically", "graphicsZoom", "borderWidth", "showOnlyTopOfStack", "borderThickness",
		"borderInnerThickness", "showNoStack", "showMoveSelectde", "showNonMovable", "showDeck", "showDeckDepth",
		"showDeckMasked", "showOverlap", "unrotatePieces", "display", "layerList", "summaryReportFormat",
		"counterReportFormat", "emptyHexReportForma", "fgColor", "bgColor", "borderColor", "fontSize",
		"extraTextPadding", "propertyFilter", "stopAfterShowing", "showTerrainBeneath", "showTerrainSnappy",
		"showTerrainWidth", "showTerrainHeight", "showTerrainZoom", "showTerrainText"},
	// The components Map.build adds to a new map (Map.java L752-763), in
	// build/module/map/<Name>.java; written without attributes.
	"VASSAL.build.module.map.ForwardToKeyBuffer": {},
	"VASSAL.build.module.map.Scroller":           {},
	"VASSAL.build.module.map.ForwardToChatter":   {},
	"VASSAL.build.module.map.MenuDisplayer":      {},
	"VASSAL.build.module.map.MapCenterer":        {},
	"VASSAL.build.module.map.StackExpander":      {},
	"VASSAL.build.module.map.KeyBufferer":        {},
	"VASSAL.build.module.map.ImageSaver":         {},
	"VASSAL.build.module.map.Zoomer":             {},
	// build/module/map/SetupStack.java: L126-143, getAttributeNames L342.
	"VASSAL.build.module.map.SetupStack": {"owningBoard", "x", "y", "name", "location", "useGridLocation"},
	// build/module/PieceWindow.java: L68-76, getAttributeNames L337-338
	// (DESCRIPTION from Widget.java L39).
	"VASSAL.build.module.PieceWindow": {"entryName", "name", "description", "text", "tooltip", "icon", "hotkey",
		"hidden", "scale", "defaultWidth"},
	// build/widget/ListWidget.java: getAttributeNames L172 (NAME, WIDTH,
	// HEIGHT, DESCRIPTION from build/Widget.java L39-42; SCALE, DIVIDER L57-58).
	"VASSAL.build.widget.ListWidget": {"entryName", "description", "scale", "width", "height", "divider"},
	// build/widget/PanelWidget.java: SCALE L50, FIXED/COLS/VERTICAL L135-137,
	// and Widget.java L39-40.
	"VASSAL.build.widget.PanelWidget": {"entryName", "description", "scale", "fixed", "nColumns", "vert"},
	// build/widget/PieceSlot.java: build L527-546 reads NAME, GP_ID, WIDTH,
	// HEIGHT (Widget.java L40-42, PieceSlot.java L86-87).
	"VASSAL.build.widget.PieceSlot": {"entryName", "gpid", "width", "height", "ppScale"},
	// build/module/turn/TurnTracker.java: L103-117, getAttributeNames L264-266.
	"VASSAL.build.module.turn.TurnTracker": {"name", "description", "hotkey", "nexthotkey", "prevhotkey", "icon",
		"buttonText", "buttonTooltip", "turnFormat", "reportFormat", "tooltip", "length", "lengthStyle",
		"plusButtonSize", "turnButtonHeight", "fwdOnly"},
	// build/module/turn/TurnLevel.java L48-50 and ListTurnLevel.java L48-51
	// (getAttributeNames L325-333).
	"VASSAL.build.module.turn.ListTurnLevel": {"name", "property", "turnFormat", "list", "configList",
		"configFirst", "prompt"},
}

// moduleDataNames are the moduledata elements and attributes, from
// build/module/metadata/AbstractMetaData.java L81-100 (ROOT_ELEMENT "data"
// with VERSION_ATTR, and the elements save writes, L207-241) and
// ModuleMetaData.java (NAME_ELEMENT via addElements).
var moduleDataNames = map[string][]string{
	"data": {"version"}, "version": {}, "VassalVersion": {}, "dateSaved": {}, "description": {}, "name": {},
	"extra1": {}, "extra2": {},
}

// pieceTraitIDs are the type prefixes of the traits the export writes:
// counters/BasicPiece.java ID = "piece;" (L73), counters/Marker.java
// ID = "mark;" (L44); a PieceSlot's text is BasicCommandEncoder's ADD
// ("+" + PARAM_SEPARATOR "/", BasicCommandEncoder.java L324).
var pieceTraitIDs = []string{"piece;", "mark;"}

// TestExportWritesVASSALNames exports ITW Scenario 1's parts (stacks,
// pieces, turns) and checks every element and attribute of the buildFile
// and moduledata against the names VASSAL's source uses, and the trait
// ids of every piece definition.
func TestExportWritesVASSALNames(t *testing.T) {
	m := builtinMap(t, "itw-shiloh.map.json")
	pieces := []Piece{{Unit: "u-1", Name: "6th MS", Side: "csa", Strength: ptr(5)}, {Unit: "u-2", Name: "17 IL", Side: "union"}}
	out, err := Export(m, ExportOptions{DPI: 24, Stacks: []Stack{{Hex: "S2706", Pieces: pieces}}, Pieces: pieces,
		Turns: []string{"6 AM", "7 AM"}, Description: "test"})
	if err != nil {
		t.Fatal(err)
	}
	seen := checkNames(t, "buildFile.xml", out.BuildFile, vassalAttrs)
	for _, want := range []string{classGameModule, classCommandEncoder, classMap, classPicker, classBoard, classHexGrid,
		classNumbering, classStackMetrics, classPieceMover, classDetailViewer, classSetupStack, classPieceWindow,
		classPieceSlot, classTurnTracker, classListTurnLevel} {
		if !seen[want] {
			t.Errorf("buildFile has no %s", want)
		}
	}
	checkNames(t, "moduledata", out.ModuleData, moduleDataNames)
	root, err := xmlnode.Decode(out.BuildFile)
	if err != nil {
		t.Fatal(err)
	}
	slots := 0
	root.Walk(func(n *xmlnode.Node) bool {
		if n.XMLName.Local != classPieceSlot {
			return true
		}
		slots++
		def := strings.TrimSpace(n.Text)
		if !strings.HasPrefix(def, "+/") {
			t.Errorf("piece slot text %q is not an AddPiece command", def)
		}
		parts := seqDecode('/', def[2:])
		for _, trait := range seqDecode('\t', parts[1]) {
			if !slices.ContainsFunc(pieceTraitIDs, func(id string) bool { return strings.HasPrefix(trait, id) }) {
				t.Errorf("trait %q: not a VASSAL trait id", trait)
			}
		}
		return false
	})
	if slots != 4 {
		t.Errorf("%d piece slots, want 2 in the stack and 2 in the piece window", slots)
	}
}

// checkNames asserts every element of the document and every attribute
// is in names, and returns the elements seen.
func checkNames(t *testing.T, what string, doc []byte, names map[string][]string) map[string]bool {
	t.Helper()
	root, err := xmlnode.Decode(doc)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	seen := map[string]bool{}
	root.Walk(func(n *xmlnode.Node) bool {
		el := n.XMLName.Local
		seen[el] = true
		attrs, ok := names[el]
		if !ok {
			t.Errorf("%s: element %s is not one VASSAL's source names", what, el)
			return true
		}
		for _, a := range n.Attrs {
			if !slices.Contains(attrs, a.Name.Local) {
				t.Errorf("%s: <%s> attribute %s is not one VASSAL's source names", what, xmlnode.ShortName(el), a.Name.Local)
			}
		}
		return true
	})
	return seen
}
