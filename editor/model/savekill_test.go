package model

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// saveLoopEnv names the scenario the helper process edits and saves in a
// loop until it is killed.
const saveLoopEnv = "SANDTABLE_SAVE_LOOP"

// TestSaveLoopHelper is not a test: run by TestSaveSurvivesSIGKILL in a
// child process, it opens the scenario named by $SANDTABLE_SAVE_LOOP, says
// "saving" on standard output, then edits the map and the scenario and
// saves both, over and over, until it is killed.
func TestSaveLoopHelper(t *testing.T) {
	path := os.Getenv(saveLoopEnv)
	if path == "" {
		t.Skip("helper process for TestSaveSurvivesSIGKILL")
	}
	d, err := OpenFile(path)
	if err != nil {
		fmt.Println("open:", err)
		os.Exit(3)
	}
	o := hex(t, d, "S2016")
	fmt.Println("saving")
	for n := 0; ; n++ {
		v := fmt.Sprintf("v%d-%d", os.Getpid(), n)
		d.Do(d.SetLabel(o, v))
		sp := n % 20
		d.Do(d.SetStrength("c-7-ar", &sp))
		if err := d.Save(); err != nil {
			fmt.Println("save:", err)
			os.Exit(4)
		}
	}
}

// TestSaveSurvivesSIGKILL kills a process that saves the map and the
// scenario in a loop at random moments, 200 times (20 with -short), and
// checks after each kill that both files load, are canonical (never torn or
// mixed) and hold either the last or an earlier complete save.
func TestSaveSurvivesSIGKILL(t *testing.T) {
	runs := 200
	if testing.Short() {
		runs = 20
	}
	path := copyBuiltinGame(t, t.TempDir())
	d, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mapPath := d.MapPath()
	for i := range runs {
		// Odd runs kill as soon as a new temporary file shows: a kill in the
		// middle of a write whatever the timing (the race detector slows
		// encoding so much that random kills rarely land in a write).
		killDuringSaves(t, path, time.Duration(rand.IntN(25000))*time.Microsecond, i%2 == 1)
		checkSavedFile(t, i, mapPath)
		checkSavedFile(t, i, path)
		if i%20 != 19 {
			continue
		}
		if _, err := OpenFile(path); err != nil {
			t.Fatalf("run %d: the scenario does not open after a kill: %v", i, err)
		}
	}
	// Temporary files left behind are kills that landed in the middle of a
	// write: the test only means something if there are some.
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(mapPath), ".*.tmp"))
	more, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*.tmp"))
	t.Logf("%d kills, %d of them in the middle of writing a file", runs, len(left)+len(more))
	if len(left)+len(more) == 0 && !testing.Short() {
		t.Error("no kill landed in the middle of a write: the test proves little")
	}
}

// killDuringSaves starts the helper, waits until it saves, lets it run for
// wait (or, with inWrite, until a temporary file it is writing appears, at
// most two seconds) and kills it with SIGKILL.
func killDuringSaves(t *testing.T, path string, wait time.Duration, inWrite bool) {
	t.Helper()
	before := tempFiles(filepath.Dir(path))
	cmd := exec.Command(os.Args[0], "-test.run=^TestSaveLoopHelper$")
	cmd.Env = append(os.Environ(), saveLoopEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if strings.TrimSpace(line) != "saving" {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		t.Fatalf("helper: %q", line)
	}
	if inWrite {
		waitForNewTemp(filepath.Dir(path), before, 2*time.Second)
	} else {
		time.Sleep(wait)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
}

// checkSavedFile checks that the file at p decodes and is in canonical form.
func checkSavedFile(t *testing.T, run int, p string) {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("run %d: %v", run, err)
	}
	if strings.HasSuffix(p, ".map.json") {
		_, err = maps.Decode(data)
	} else {
		_, err = scenarios.DecodeScenario(data)
	}
	if err != nil {
		t.Fatalf("run %d: %s does not load after a kill: %v", run, filepath.Base(p), err)
	}
	canon, err := validate.Canonical(p, data)
	if err != nil || !bytes.Equal(canon, data) {
		t.Fatalf("run %d: %s is not a whole canonical save: %v", run, filepath.Base(p), err)
	}
}

// tempFiles returns the names of the temporary files of atomic saves in dir.
func tempFiles(dir string) map[string]bool {
	out := map[string]bool{}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if n := e.Name(); strings.HasPrefix(n, ".") && strings.HasSuffix(n, ".tmp") {
			out[n] = true
		}
	}
	return out
}

// waitForNewTemp polls dir until a temporary file not in before appears, or
// until limit has passed.
func waitForNewTemp(dir string, before map[string]bool, limit time.Duration) {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); {
		for n := range tempFiles(dir) {
			if !before[n] {
				return
			}
		}
		time.Sleep(50 * time.Microsecond)
	}
}
