package vassal

import "strings"

// seqEncode joins parts with delim the way VASSAL's SequenceEncoder does: a
// delimiter inside a part is escaped with a backslash, and a part ending in
// a backslash or enclosed in single quotes is wrapped in single quotes.
func seqEncode(delim byte, parts ...string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte(delim)
		}
		quote := strings.HasSuffix(p, `\`) || len(p) > 0 && p[0] == '\'' && p[len(p)-1] == '\''
		if quote {
			b.WriteByte('\'')
		}
		for j := 0; j < len(p); j++ {
			if p[j] == delim {
				b.WriteByte('\\')
			}
			b.WriteByte(p[j])
		}
		if quote {
			b.WriteByte('\'')
		}
	}
	return b.String()
}

// pieceDefinition is the text of a PieceSlot: VASSAL's AddPiece command for
// a basic piece with an image and a name, "+/null/TYPE/STATE", where TYPE is
// "piece;;;IMAGE;NAME" and STATE "null;0;0;GPID".
func pieceDefinition(image, name, gpid string) string {
	typ := "piece;" + seqEncode(';', "", "", image, name)
	state := seqEncode(';', "null", "0", "0", gpid)
	return "+/" + seqEncode('/', "null", typ, state)
}
