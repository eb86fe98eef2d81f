package ui

import (
	"slices"
	"strconv"
	"strings"
)

// Itoa writes an int.
func Itoa(v int) string { return strconv.Itoa(v) }

// Contains reports whether list holds s.
func Contains(list []string, s string) bool { return slices.Contains(list, s) }

// JoinList writes a list as "a, b, c".
func JoinList(list []string) string { return strings.Join(list, ", ") }
