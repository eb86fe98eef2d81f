package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestParseRGB reads ink colours as typed, and refuses the malformed.
func TestParseRGB(t *testing.T) {
	for _, c := range []struct {
		in   string
		want trace.RGB
		ok   bool
	}{
		{"40,100,205", trace.RGB{40, 100, 205}, true},
		{" 176, 110 ,44 ", trace.RGB{176, 110, 44}, true},
		{"0,0,255", trace.RGB{0, 0, 255}, true},
		{"256,0,0", trace.RGB{}, false},
		{"-1,0,0", trace.RGB{}, false},
		{"1,2", trace.RGB{}, false},
		{"1,2,3,4", trace.RGB{}, false},
		{"a,b,c", trace.RGB{}, false},
		{"", trace.RGB{}, false},
	} {
		got, err := trace.ParseRGB(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ParseRGB(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
		if c.ok {
			if back, err := trace.ParseRGB(trace.FormatRGB(got)); err != nil || back != got {
				t.Errorf("%v written %q reads back %v, %v", got, trace.FormatRGB(got), back, err)
			}
		}
	}
}
