package main

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/sandtable/sandtable/internal/testtool"

	"github.com/sandtable/sandtable/maps/tiled"
)

// BenchmarkRenderPNGVsTmxrasterizer times, as whole processes in turn,
// `sandtable-cli render` of the ITW map to PNG and Tiled's tmxrasterizer on
// the same map exported to .tmx, at the same pixel size (hex radius 32 px:
// 2931 x 3776 and 2896 x 3780 px), and reports each median wall time and
// their ratio (issue #17 asks for at most 0.5).
func BenchmarkRenderPNGVsTmxrasterizer(b *testing.B) {
	tmxBin := testtool.Require(b, "tmxrasterizer", "tiled")
	dir := b.TempDir()
	cli := filepath.Join(dir, "sandtable-cli")
	build := exec.Command("go", "build", "-o", cli, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	m, err := loadMapForExport("maps/itw-shiloh.map.json")
	if err != nil {
		b.Fatal(err)
	}
	tmx := filepath.Join(dir, "itw.tmx")
	if _, err := tiled.ExportFile(m, tmx, tiled.ExportOptions{HexRadius: benchHexRadius}); err != nil {
		b.Fatal(err)
	}
	// The hex radius in pixels is (hex across flats / sqrt 3) x dpi / 25.4.
	dpi := benchHexRadius * 25.4 * math.Sqrt(3) / m.Grid.HexAcrossFlatsMM
	ours := exec.Command(cli, "render", filepath.Join("..", "..", "maps", "itw-shiloh.map.json"),
		"-o", filepath.Join(dir, "s.png"), "--dpi", strconv.FormatFloat(dpi, 'f', 4, 64))
	theirs := exec.Command(tmxBin, tmx, filepath.Join(dir, "t.png"))
	theirs.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen")
	var a, t []float64
	for b.Loop() {
		a = append(a, timeRun(b, ours))
		t = append(t, timeRun(b, theirs))
	}
	ma, mt := median(a), median(t)
	b.ReportMetric(ma*1000, "sandtable-ms")
	b.ReportMetric(mt*1000, "tmxrasterizer-ms")
	b.ReportMetric(ma/mt, "ratio")
}

// timeRun runs a copy of cmd and returns its wall time in seconds.
func timeRun(b *testing.B, cmd *exec.Cmd) float64 {
	c := exec.Command(cmd.Path, cmd.Args[1:]...)
	c.Env = cmd.Env
	start := time.Now()
	if out, err := c.CombinedOutput(); err != nil {
		b.Fatalf("%v: %v\n%s", c.Args, err, out)
	}
	return time.Since(start).Seconds()
}

// median returns the middle value of xs.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
