package vassal

import "strings"

// unitProperty is the Marker trait's property that carries a piece's
// Sandtable unit id, so that an import maps the piece back to its unit.
const unitProperty = "SandtableUnit"

// pieceDefinition is the text of a PieceSlot: VASSAL's AddPiece command
// ("+/ID/TYPE/STATE", BasicCommandEncoder.encode) for a basic piece with
// an image and a name, wrapped in a Marker trait whose unitProperty is
// unit when unit is not "". TYPE is "mark;SandtableUnit\tpiece;;;IMAGE;NAME"
// (Decorator.getType: the trait's type, a tab, the inner piece's type) and
// STATE "UNIT\tnull;0;0;GPID;0" (BasicPiece.getState: map, x, y, gpid and
// no persistent properties).
func pieceDefinition(image, name, unit, gpid string) string {
	typ := "piece;" + seqEncode(';', "", "", image, name)
	state := seqEncode(';', "null", "0", "0", gpid, "0")
	if unit != "" {
		typ = seqEncode('\t', "mark;"+seqEncode(',', unitProperty), typ)
		state = seqEncode('\t', seqEncode(',', unit), state)
	}
	return "+/" + seqEncode('/', "null", typ, state)
}

// pieceInfo is what an import reads from a piece definition.
type pieceInfo struct {
	Name, Image, Unit string
}

// decodePiece reads a PieceSlot's text: the BasicPiece's name and image,
// and the value of the first Marker trait's unitProperty, if any. ok is
// false when the text is not an AddPiece command with a BasicPiece inside.
func decodePiece(def string) (pieceInfo, bool) {
	def = strings.TrimSpace(def)
	if !strings.HasPrefix(def, "+/") {
		return pieceInfo{}, false
	}
	parts := seqDecode('/', def[2:])
	if len(parts) < 2 {
		return pieceInfo{}, false
	}
	types := seqDecode('\t', parts[1])
	var states []string
	if len(parts) > 2 {
		states = seqDecode('\t', parts[2])
	}
	var p pieceInfo
	found := false
	for i, t := range types {
		switch {
		case strings.HasPrefix(t, "mark;") && p.Unit == "" && i < len(states):
			keys := seqDecode(',', strings.TrimPrefix(t, "mark;"))
			values := seqDecode(',', states[i])
			for k, key := range keys {
				if key == unitProperty && k < len(values) {
					p.Unit = values[k]
				}
			}
		case strings.HasPrefix(t, "piece;"):
			f := seqDecode(';', strings.TrimPrefix(t, "piece;"))
			for len(f) < 4 {
				f = append(f, "")
			}
			p.Image, p.Name, found = f[2], f[3], true
		}
	}
	return p, found
}
