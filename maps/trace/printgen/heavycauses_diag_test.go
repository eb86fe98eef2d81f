package printgen

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseHeavyCauses is a diagnostic, not a check: with
// SANDTABLE_HEAVY=seeds:dpi:heavy (e.g. 21-25:150:heavy) it traces each seed's map
// scanned at the heavy level and at the heavy level with one of its faults
// set back to the moderate level's (the blur, the JPEG quality, the sensor
// noise, the geometry: rotation, skew, carriage wobble and clicks, the
// paper: yellowing and shadow), and at moderate, with the same scan seed,
// and logs trace accuracy's table with one row per variant: what each
// fault costs the figures (SANDTABLE_HEAVY_ONLY=TEXT: heavy and the
// variants whose name holds TEXT).
func TestDiagnoseHeavyCauses(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_HEAVY", "seeds:dpi:heavy")
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	heavy, mod := Levels[2], Levels[1]
	type variant struct {
		name string
		lv   Level
	}
	vs := []variant{{"heavy", heavy}}
	add := func(name string, f func(*Level)) {
		lv := heavy
		f(&lv)
		vs = append(vs, variant{name, lv})
	}
	add("heavy, moderate blur", func(l *Level) { l.BlurMM = mod.BlurMM })
	add("heavy, moderate JPEG", func(l *Level) { l.JPEG = mod.JPEG })
	add("heavy, no JPEG loss (q100)", func(l *Level) { l.JPEG = 100 })
	add("heavy, moderate noise", func(l *Level) { l.Noise = mod.Noise })
	add("heavy, moderate geometry", func(l *Level) {
		l.RotateDeg, l.Skew, l.Wobble, l.ClickMM = mod.RotateDeg, mod.Skew, mod.Wobble, mod.ClickMM
	})
	add("heavy, moderate paper", func(l *Level) { l.Yellow, l.Shadow = mod.Yellow, mod.Shadow })
	add("heavy, moderate yellowing", func(l *Level) { l.Yellow = mod.Yellow })
	add("heavy, moderate shadow", func(l *Level) { l.Shadow = mod.Shadow })
	add("heavy, no yellowing", func(l *Level) { l.Yellow = [2]float64{} })
	add("heavy as moderate", func(l *Level) { *l = mod; l.Name = heavy.Name })
	if only := os.Getenv("SANDTABLE_HEAVY_ONLY"); only != "" {
		var keep []variant
		for _, v := range vs {
			if v.name == "heavy" || strings.Contains(v.name, only) {
				keep = append(keep, v)
			}
		}
		vs = keep
	}
	rows := make([]Row, len(vs))
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range vs {
			rs, err := pm.Measure(context.Background(), dpi, []Level{v.lv}, trace.DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if rows[i].Seeds == 0 {
				rows[i] = Row{Style: v.name, Seeds: 1, Result: rs[0]}
			} else {
				rows[i].Seeds++
				rows[i].Result = rows[i].Add(rs[0])
			}
			t.Logf("seed %d %s: contours %.1f%%", seed, v.name, 100*rs[0].Score.Contours.Accuracy())
		}
	}
	t.Logf("heavy faults one at a time:\n%s", Table(rows))
}
