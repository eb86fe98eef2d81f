package editor

import (
	"slices"
	"strconv"
	"strings"
)

// itoa writes an int.
func Itoa(v int) string { return strconv.Itoa(v) }

// contains reports whether list holds s.
func Contains(list []string, s string) bool { return slices.Contains(list, s) }

// joinList writes a list as "a, b, c".
func JoinList(list []string) string { return strings.Join(list, ", ") }
