package vassal

import "strings"

// seqEncode joins parts with delim the way VASSAL's SequenceEncoder.append
// does: a delimiter inside a part is escaped with a backslash, and a part
// starting with a backslash or enclosed in single quotes is wrapped in
// single quotes; a part ending in a backslash is wrapped too, so that the
// backslash cannot escape the next delimiter.
func seqEncode(delim byte, parts ...string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte(delim)
		}
		quote := strings.HasPrefix(p, `\`) || strings.HasSuffix(p, `\`) || len(p) > 0 && p[0] == '\'' && p[len(p)-1] == '\''
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
