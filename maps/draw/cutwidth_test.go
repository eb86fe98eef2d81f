package draw

import "testing"

// TestCutWidthIsLongestFittingPrefix: the binary search finds the prefix a
// scan from the longest down finds, at character boundaries, for names
// with accents and for widths from nothing to the whole name.
func TestCutWidthIsLongestFittingPrefix(t *testing.T) {
	fs, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	d := &drawing{Prepared: &Prepared{fonts: fs}}
	naive := func(s string, size, width float64, bold bool) string {
		if fs.width(s, size, bold) <= width+1e-9 {
			return s
		}
		for i := len(s) - 1; i > 0; i-- {
			if utf8Start(s[i]) && fs.width(s[:i], size, bold) <= width {
				return s[:i]
			}
		}
		return ""
	}
	for _, s := range []string{"Hurlbut's 4th Division", "Église de Shiloh — Pittsburg Landing", "é", "ab", "Mémé"} {
		full := fs.width(s, 3, true)
		for k := 0; k <= 20; k++ {
			w := full * float64(k) / 18
			for _, bold := range []bool{false, true} {
				if got, want := d.cutWidth(s, 3, w, bold), naive(s, 3, w, bold); got != want {
					t.Errorf("cutWidth(%q, width %.2f, bold %v) = %q, want %q", s, w, bold, got, want)
				}
			}
		}
	}
}
