package validate

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

// corpusEntry is one line of testdata/bad/corpus.want: a hostile, truncated
// or mistyped file and every diagnostic it must produce, each a code
// followed by its JSON pointer when the pointer matters ("-" alone: the
// file must produce no diagnostic at all).
type corpusEntry struct {
	file string
	want []wantDiag
}

// wantDiag is one wanted diagnostic: its code, and its pointer unless "".
type wantDiag struct{ code, pointer string }

func readCorpus(t testing.TB) []corpusEntry {
	t.Helper()
	f, err := os.Open("testdata/bad/corpus.want")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		fs := strings.Fields(line)
		e := corpusEntry{file: fs[0]}
		for _, f := range fs[1:] {
			switch {
			case f == "-":
			case strings.HasPrefix(f, "/") && len(e.want) > 0 && e.want[len(e.want)-1].pointer == "":
				e.want[len(e.want)-1].pointer = f
			case strings.Contains(f, "*"): // code*N: N diagnostics of that code, at any pointers
				code, n, _ := strings.Cut(f, "*")
				count, err := strconv.Atoi(n)
				if err != nil || count < 1 {
					t.Fatalf("corpus.want: %q: want code*N", f)
				}
				for range count {
					e.want = append(e.want, wantDiag{code: code})
				}
			default:
				e.want = append(e.want, wantDiag{code: f})
			}
		}
		out = append(out, e)
	}
	return out
}

// corpusMemory and corpusTime bound each corpus run: the issue allows 1 GB
// and 10 s per file.
const (
	corpusMemory = 1 << 30
	corpusTime   = 10 * time.Second
)

// TestBadInputCorpus runs every corpus file through the pipeline as the CLI
// does (confined to the repository by jsonfile.Rooted), each in a child
// process of its own (this test binary, TestCorpusChild) under a hard bound:
// GOMEMLIMIT and, where prlimit is installed, an address-space limit of
// 1 GiB above the runtime's reservations, and a 10 s deadline. It checks
// that the child survived (exited by itself) and gave the file's code, and
// logs each run's time and peak resident memory (go test -v), never
// asserting a time. The diagnostics must be exactly the ones listed: each
// wanted one once (with its pointer when given, at a line and column), and
// no other of any severity.
func TestBadInputCorpus(t *testing.T) {
	entries := readCorpus(t)
	listed := map[string]bool{"corpus.want": true}
	var worstRSS int64
	var worstTime time.Duration
	for _, e := range entries {
		listed[e.file] = true
		t.Run(e.file, func(t *testing.T) {
			ds, rss, took := runCorpusChild(t, e.file)
			worstRSS, worstTime = max(worstRSS, rss), max(worstTime, took)
			t.Logf("%s: %d diagnostics in %v, peak %d MiB resident", e.file, len(ds), took.Round(time.Millisecond), rss>>20)
			if missing, extra := matchDiagnostics(e.want, ds); len(missing) > 0 || len(extra) > 0 {
				t.Errorf("want exactly %v; missing %v, not wanted %v", e.want, missing, extra)
			}
		})
	}
	t.Logf("worst over the corpus: %v, %d MiB resident", worstTime.Round(time.Millisecond), worstRSS>>20)
	files, _ := os.ReadDir("testdata/bad")
	for _, f := range files {
		if !listed[f.Name()] {
			t.Errorf("testdata/bad/%s is not listed in corpus.want", f.Name())
		}
	}
}

// matchDiagnostics pairs each wanted diagnostic with a distinct one of ds
// (same code, same pointer when wanted, at a line and column) and returns
// the wanted ones left unmatched and the diagnostics left over.
func matchDiagnostics(want []wantDiag, ds []Diagnostic) (missing []wantDiag, extra []Diagnostic) {
	used := make([]bool, len(ds))
	for _, w := range want {
		found := false
		for i, d := range ds {
			if !used[i] && d.Code == w.code && (w.pointer == "" || d.Pointer == w.pointer) && d.Line >= 1 && d.Column >= 1 {
				used[i], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, w)
		}
	}
	for i, d := range ds {
		if !used[i] {
			extra = append(extra, d)
		}
	}
	return missing, extra
}

// corpusFileEnv names the corpus file a child run validates.
const corpusFileEnv = "SANDTABLE_CORPUS_FILE"

// runCorpusChild validates one corpus file in a bounded child process and
// returns its diagnostics, its peak resident memory in bytes and its time.
func runCorpusChild(t *testing.T, file string) ([]Diagnostic, int64, time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), corpusTime)
	defer cancel()
	args := []string{os.Args[0], "-test.run=^TestCorpusChild$", "-test.count=1"}
	if p, err := exec.LookPath("prlimit"); err == nil {
		// Go reserves address space beyond what it uses; the bound is on
		// top of a bare test binary's few hundred MiB of reservations.
		args = append([]string{p, fmt.Sprintf("--as=%d", 4*corpusMemory), "--"}, args...)
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	// GOGC=100, the default, whatever the test command's own (scripts/test.sh
	// runs the tests with GOGC=400): the limits are measured as a user runs.
	cmd.Env = append(os.Environ(), corpusFileEnv+"="+file, fmt.Sprintf("GOMEMLIMIT=%d", corpusMemory), "GOGC=100")
	start := time.Now()
	out, err := cmd.Output()
	took := time.Since(start)
	if ctx.Err() != nil {
		t.Fatalf("%s: still running after %v", file, corpusTime)
	}
	if err != nil {
		t.Fatalf("%s: the child did not survive: %v\n%s", file, err, out)
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss << 10 // kilobytes on Linux
	}
	var ds []Diagnostic
	for _, line := range strings.Split(string(out), "\n") {
		if js, ok := strings.CutPrefix(line, "DIAG "); ok {
			var d Diagnostic
			if err := json.Unmarshal([]byte(js), &d); err != nil {
				t.Fatalf("%s: child output %q: %v", file, line, err)
			}
			ds = append(ds, d)
		}
	}
	return ds, rss, took
}

// TestCorpusChild is the child of TestBadInputCorpus: it validates the file
// named by SANDTABLE_CORPUS_FILE and prints each diagnostic as a DIAG line.
func TestCorpusChild(t *testing.T) {
	file := os.Getenv(corpusFileEnv)
	if file == "" {
		t.Skip("run by TestBadInputCorpus")
	}
	root, err := jsonfile.NewRooted("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range NewSession(root).File(filepath.Join("testdata", "bad", file)) {
		js, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("DIAG %s\n", js)
	}
}

// FuzzCorpusPipeline seeds from the bad-input corpus and runs the whole
// pipeline on each mutation as every kind of file: it must never panic, and
// every diagnostic is well formed (see checkDiagnostics).
func FuzzCorpusPipeline(f *testing.F) {
	for _, e := range readCorpus(f) {
		if b, err := os.ReadFile(filepath.Join("testdata", "bad", e.file)); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		for _, kind := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
			checkDiagnostics(t, NewSession(Builtin{}).Bytes("scenarios/itw-shiloh/fuzz."+kind+".json", in), len(in))
		}
	})
}

// The matching itself: a wanted code that appears once passes; a second,
// unlisted diagnostic, a wrong pointer or a missing code fail.
func TestMatchDiagnostics(t *testing.T) {
	d := func(code, ptr string) Diagnostic { return Diagnostic{Code: code, Pointer: ptr, Line: 1, Column: 1} }
	want := []wantDiag{{code: "ref.outside", pointer: "/map"}}
	if m, x := matchDiagnostics(want, []Diagnostic{d("ref.outside", "/map")}); len(m)+len(x) != 0 {
		t.Errorf("exact match refused: %v %v", m, x)
	}
	if _, x := matchDiagnostics(want, []Diagnostic{d("ref.outside", "/map"), d("hex.unknown", "/setup/0/hex")}); len(x) != 1 {
		t.Error("an unlisted second diagnostic passed")
	}
	if m, _ := matchDiagnostics(want, []Diagnostic{d("ref.outside", "/oob")}); len(m) != 1 {
		t.Error("a wrong pointer passed")
	}
	if m, x := matchDiagnostics(nil, nil); len(m)+len(x) != 0 {
		t.Error("a clean file with no diagnostics failed")
	}
	if _, x := matchDiagnostics(nil, []Diagnostic{{Code: "style.missing", Severity: "info"}}); len(x) != 1 {
		t.Error("an info on a file that must be clean passed")
	}
}
