// Package ui holds what the editor's parts share: [Host], the window as the
// parts see it; the unit and formation choosers; choosers whose ids drive
// behaviour and whose labels (in the UI language) only name them; the
// tooltips; the fixed-minimum layout of the side tabs; and the names of the
// ruleset's terrain, hexside and path types in the UI language.
package ui
