package tiled

import "strings"

// fallbackID is the id of an imported map whose name gives no letter or
// digit to build one from.
const fallbackID = "tiled-map"

// SanitizeID turns a file base name or a display name into an id of the
// map schema's slug pattern ^[a-z0-9][a-z0-9-]*$: letters lower-cased,
// every run of other characters (spaces, underscores, dots, accents) one
// "-", no "-" at either end ("My_Map file" gives "my-map-file"). A name with
// no ASCII letter or digit gives "tiled-map".
func SanitizeID(name string) string {
	var b strings.Builder
	dash := false
	for _, c := range strings.ToLower(name) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(c)
			dash = false
			continue
		}
		dash = true
	}
	if b.Len() == 0 {
		return fallbackID
	}
	return b.String()
}
