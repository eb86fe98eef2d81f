package validate

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape makes text taken from a file safe to print on a terminal or in a CI
// log: control characters (ESC, BEL, CR, newline, DEL, C1), the Unicode line
// separators and the bidirectional overrides become \xHH or \uHHHH, and each
// byte of invalid UTF-8 becomes \xHH, so a file cannot clear the screen,
// forge a line of output or reorder what is shown. A backslash stays as it
// is. Printable text, accented letters included, is left alone.
func Escape(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unsafeRune(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

func needsEscape(s string) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || unsafeRune(r) {
			return true
		}
		i += size
	}
	return false
}

// unsafeRune: control characters, U+2028/U+2029, and the bidi embedding,
// override and isolate characters (U+202A-U+202E, U+2066-U+2069).
func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || r == 0x2028 || r == 0x2029 ||
		(r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// Escaped returns d with every text field passed through Escape.
func (d Diagnostic) Escaped() Diagnostic {
	d.Message, d.File, d.Pointer = Escape(d.Message), Escape(d.File), Escape(d.Pointer)
	d.Hex, d.Unit, d.Code = Escape(d.Hex), Escape(d.Unit), Escape(d.Code)
	return d
}

// EscapeWriter passes text to W line by line through Escape, newlines and
// tabs kept, so a command that prints text taken from files (titles, unit
// names, errata cells) cannot send a terminal control. Call Flush after
// the last write to pass on an unfinished last line.
type EscapeWriter struct {
	W    io.Writer
	line []byte
}

// NewEscapeWriter returns an EscapeWriter writing to w.
func NewEscapeWriter(w io.Writer) *EscapeWriter { return &EscapeWriter{W: w} }

// Write escapes every complete line of p (and of what earlier writes left
// unfinished) and writes it; the rest waits for its newline or Flush.
func (e *EscapeWriter) Write(p []byte) (int, error) {
	e.line = append(e.line, p...)
	for {
		i := bytes.IndexByte(e.line, '\n')
		if i < 0 {
			return len(p), nil
		}
		if _, err := io.WriteString(e.W, escapeKeepTabs(string(e.line[:i]))+"\n"); err != nil {
			return 0, err
		}
		e.line = e.line[i+1:]
	}
}

// Flush writes what is left after the last newline.
func (e *EscapeWriter) Flush() error {
	if len(e.line) == 0 {
		return nil
	}
	_, err := io.WriteString(e.W, escapeKeepTabs(string(e.line)))
	e.line = nil
	return err
}

// escapeKeepTabs is Escape leaving tabs (column separators) as they are.
func escapeKeepTabs(s string) string {
	parts := strings.Split(s, "\t")
	for i, p := range parts {
		parts[i] = Escape(p)
	}
	return strings.Join(parts, "\t")
}
