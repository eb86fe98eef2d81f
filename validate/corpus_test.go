package validate

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// corpusEntry is one line of testdata/bad/corpus.want: a hostile, truncated
// or mistyped file and the diagnostic code (and pointer, when given) it must
// produce; code "-" means the file must validate without error.
type corpusEntry struct{ file, code, pointer string }

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
		e := corpusEntry{file: fs[0], code: fs[1]}
		if len(fs) > 2 {
			e.pointer = fs[2]
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
// asserting a time.
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
			if e.code == "-" {
				if HasErrors(ds) {
					t.Errorf("want no error, got %v", ds)
				}
				return
			}
			for _, d := range ds {
				if d.Code == e.code && (e.pointer == "" || d.Pointer == e.pointer) && d.Line >= 1 && d.Column >= 1 {
					return
				}
			}
			t.Errorf("want %s at %q, got %v", e.code, e.pointer, ds)
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
	cmd.Env = append(os.Environ(), corpusFileEnv+"="+file, fmt.Sprintf("GOMEMLIMIT=%d", corpusMemory))
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
// pipeline on each mutation as every kind of file: it must never panic.
func FuzzCorpusPipeline(f *testing.F) {
	for _, e := range readCorpus(f) {
		if b, err := os.ReadFile(filepath.Join("testdata", "bad", e.file)); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		for _, kind := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
			NewSession(Builtin{}).Bytes("scenarios/itw-shiloh/fuzz."+kind+".json", in)
		}
	})
}
