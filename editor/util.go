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

// joinList writes a list as "a, b, c".
func joinList(list []string) string { return strings.Join(list, ", ") }
