package printgen

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestMeasureTable prints the accuracy table for PRINTGEN_SEEDS seeds at
// PRINTGEN_DPI (comma list), a tool while iterating.
func TestMeasureTable(t *testing.T) {
	ns := os.Getenv("PRINTGEN_SEEDS")
	if ns == "" {
		t.Skip("set PRINTGEN_SEEDS (and PRINTGEN_DPI, PRINTGEN_SIZE)")
	}
	n, _ := strconv.Atoi(ns)
	dpis := []float64{150}
	if d := os.Getenv("PRINTGEN_DPI"); d != "" {
		dpis = nil
		for _, f := range strings.Split(d, ",") {
			v, _ := strconv.ParseFloat(f, 64)
			dpis = append(dpis, v)
		}
	}
	cols, rows := 20, 15
	if s := os.Getenv("PRINTGEN_SIZE"); s != "" {
		fmt.Sscanf(s, "%dx%d", &cols, &rows)
	}
	var out []Row
	for _, dpi := range dpis {
		sum := make([]Row, len(Levels))
		for seed := uint64(1); seed <= uint64(n); seed++ {
			pm, err := New(seed, cols, rows)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			rs, err := pm.Measure(context.Background(), dpi, Levels, trace.DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("seed %d dpi %g: %.1f s", seed, dpi, time.Since(start).Seconds())
			for i, r := range rs {
				if sum[i].Seeds == 0 {
					sum[i] = Row{Style: "printed", Seeds: 1, Result: r}
				} else {
					sum[i].Seeds++
					sum[i].Result = sum[i].Result.Add(r)
				}
			}
		}
		out = append(out, sum...)
	}
	fmt.Print(Table(out))
}
