//go:build unix

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// The command-line half of the bad-input corpus: testdata/hostile.want
// lists command lines that feed a command hostile input (devices, FIFOs,
// symlinks out, oversized move files, files validate refuses), each with
// the exit status and a text its output (standard output and error) must hold. Placeholders:
// {bad} is validate/testdata/bad, {dir} a fresh folder holding zero.json (a
// symlink to /dev/zero), fifo.json (a FIFO), m.tmx (a one-tileset Tiled
// map), none.moves.json ("[]"), big.moves.json (a move file over the
// move-file limit), at-limit.moves.json and over-limit.moves.json (rolls,
// as many as the action limit and one more) and big.map.json (a valid map
// of nearly as many hexes as the hex limit).
const (
	cliCorpusMemory = 1 << 30
	cliArgsEnv      = "SANDTABLE_CLI_CORPUS_ARGS"
	// cliCorpusHang bounds a child when the test binary has no deadline
	// (-timeout 0).
	cliCorpusHang = 10 * time.Minute
)

// TestCLIBadInputCorpus runs each line in a child process (this test binary
// again, TestCLICorpusChild) under an address-space bound of 1 GiB
// (prlimit --as, where installed), GOMEMLIMIT=1GiB and a hang guard
// (cliChildContext), and checks that the child ended by itself with the
// status and message listed. It logs each run's time and peak resident
// memory.
func TestCLIBadInputCorpus(t *testing.T) {
	dir := cliCorpusFixtures(t)
	bad, _ := filepath.Abs(filepath.Join("..", "..", "validate", "testdata", "bad"))
	f, err := os.Open(filepath.Join("testdata", "hostile.want"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, " | ", 3)
		if len(parts) != 3 {
			t.Fatalf("hostile.want:%d: want STATUS | TEXT | ARGS", n)
		}
		want, _ := strconv.Atoi(parts[0])
		args := strings.Fields(strings.NewReplacer("{bad}", bad, "{dir}", dir).Replace(parts[2]))
		t.Run(fmt.Sprintf("%d-%s", n, args[0]), func(t *testing.T) {
			code, stderr, rss, took := runCLIChild(t, args)
			t.Logf("%s: exit %d in %v, peak %d MiB resident", parts[2], code, took.Round(time.Millisecond), rss>>20)
			if code != want || !strings.Contains(stderr, parts[1]) {
				t.Errorf("%s: exit %d, want %d and %q in\n%s", parts[2], code, want, parts[1], stderr)
			}
		})
	}
}

// cliCorpusFixtures makes the {dir} folder.
func cliCorpusFixtures(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero.json")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	tmx := `<?xml version="1.0"?><map version="1.10" orientation="hexagonal" width="2" height="1" tilewidth="64" tileheight="56" hexsidelength="32" staggeraxis="x" staggerindex="even">` +
		`<tileset firstgid="1" name="t" tilewidth="64" tileheight="56" tilecount="2" columns="2"/>` +
		`<layer name="base" width="2" height="1"><data encoding="csv">1,3</data></layer></map>`
	roll := `{"action":"roll","dice":"1d6"},`
	limit := jsonfile.DefaultLimits.Actions
	files := map[string]string{
		"at-limit.moves.json":   "[" + strings.Repeat(roll, limit-1) + `{"action":"roll","dice":"1d6"}]`,
		"over-limit.moves.json": "[" + strings.Repeat(roll, limit) + `{"action":"roll","dice":"1d6"}]`,
		"big.map.json":          bigMap(353),
		"m.tmx":                 tmx,
		"m.mapping.json":        `{"ruleset": "classic", "default": "clear", "tiles": {"1": "clear"}}`,
		"none.moves.json":       "[]",
		"big.moves.json":        "[" + strings.Repeat(roll, (2<<20)/len(roll)+1) + `{"action":"roll","dice":"1d6"}]`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// bigMap returns a valid map of four n x n sheets of the default terrain
// (4 x 353 x 353 = 498,436 hexes, just under the hex limit).
func bigMap(n int) string {
	var sheets []string
	for i, id := range []string{"SA", "SB", "SC", "SD"} {
		sheets = append(sheets, fmt.Sprintf(`{"id": %q, "name": %q, "columns": [1, %d], "rows": [1, %d], "offset": {"column": %d, "row": %d}}`,
			id, id, n, n, i%2*(n+1), i/2*n)) // an even column offset keeps the stagger
	}
	return `{"$schema": "https://sandtable.dev/schema/map.schema.json", "format": "sandtable-map/1", "id": "big", "name": "Big", "ruleset": "classic",
	 "grid": {"orientation": "flat", "stagger": "odd", "hexAcrossFlatsMM": 16},
	 "numbering": {"sheetPrefix": true, "columnDigits": 3, "rowDigits": 3},
	 "sheets": [` + strings.Join(sheets, ", ") + `], "defaultTerrain": "clear"}`
}

// runCLIChild runs the CLI with args in a bounded child process and returns
// its exit status, output (standard output and error), peak resident memory and time.
func runCLIChild(t *testing.T, args []string) (int, string, int64, time.Duration) {
	t.Helper()
	js, _ := json.Marshal(args)
	ctx, cancel := cliChildContext(t)
	defer cancel()
	cmdline := []string{os.Args[0], "-test.run=^TestCLICorpusChild$", "-test.count=1"}
	if p, err := exec.LookPath("prlimit"); err == nil {
		cmdline = append([]string{p, fmt.Sprintf("--as=%d", cliCorpusMemory), "--"}, cmdline...)
	}
	cmd := exec.CommandContext(ctx, cmdline[0], cmdline[1:]...)
	// GOGC=100, the default, whatever the test command's own (scripts/test.sh
	// runs the tests with GOGC=400): the limits are measured as a user runs.
	cmd.Env = append(os.Environ(), cliArgsEnv+"="+string(js), fmt.Sprintf("GOMEMLIMIT=%d", cliCorpusMemory), "GOGC=100")
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stderr, &stderr // one writer: exec copies both in one goroutine
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	if ctx.Err() != nil {
		t.Fatalf("%v: still running after %v (killed before the test binary's deadline)", args, took.Round(time.Second))
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stderr.String(), "out of memory") || strings.Contains(stderr.String(), "panic:") {
		t.Fatalf("%v: the child did not survive:\n%.2000s", args, stderr.String())
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss << 10
	}
	return code, stderr.String(), rss, took
}

// cliChildContext bounds one corpus child. It is a hang guard, not a timing
// assertion: how long a child takes depends on the machine's load, and a
// fixed 20 s failed children that were only slow (at load 40 on 2 cores,
// the 498,436-hex map's render took 17.3 s and the 25,000 actions 4.9 s;
// most children take milliseconds). So the bound is the test binary's
// own deadline (go test -timeout, 10 minutes by default) less a tenth of the
// time left (at most 30 s), so that a hung child is killed and named before
// the binary's timeout panics; cliCorpusHang without a deadline. The time
// each child took is logged.
func cliChildContext(t *testing.T) (context.Context, context.CancelFunc) {
	d, ok := t.Deadline()
	if !ok {
		return context.WithTimeout(context.Background(), cliCorpusHang)
	}
	margin := min(time.Until(d)/10, 30*time.Second)
	return context.WithDeadline(context.Background(), d.Add(-margin))
}

// TestCLICorpusChild is the child of TestCLIBadInputCorpus: it runs the CLI
// with the arguments in SANDTABLE_CLI_CORPUS_ARGS and exits with its
// status.
func TestCLICorpusChild(t *testing.T) {
	js := os.Getenv(cliArgsEnv)
	if js == "" {
		t.Skip("run by TestCLIBadInputCorpus")
	}
	var args []string
	if err := json.Unmarshal([]byte(js), &args); err != nil {
		t.Fatal(err)
	}
	os.Exit(run(args, os.Stdout, os.Stderr))
}
