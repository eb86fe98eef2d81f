package maps

import "strings"

// Slug writes a name as an id: its lower-case ASCII letters and digits, runs
// of anything else turned into one hyphen between them ("Hood Strikes
// North" -> "hood-strikes-north"). "" when the name has no letter or digit;
// callers choose their own fallback.
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	return b.String()
}
