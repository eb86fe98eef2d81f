package editor

import (
	"slices"
	"strconv"
	"strings"
)

// itoa writes an int.
func itoa(v int) string { return strconv.Itoa(v) }

// contains reports whether list holds s.
func contains(list []string, s string) bool { return slices.Contains(list, s) }

// splitList splits "a, b ,c" into ["a", "b", "c"] (nil for blank text).
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// joinList writes a list as "a, b, c".
func joinList(list []string) string { return strings.Join(list, ", ") }
