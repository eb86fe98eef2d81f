#!/usr/bin/env bash
# Runs Sandtable's tests. Installs what is missing first, and fails at once
# when it cannot.
#
#   scripts/test.sh          the whole run, as CI does: gofmt, go vet,
#                            staticcheck, every test headless (Fyne's ci
#                            driver), the tests that compare with outside
#                            programs (Tiled, poppler, ajv), the race detector
#                            on the code that runs goroutines, and the real
#                            editor window under Xvfb.
#   scripts/test.sh --quick  the lane for a contributor: gofmt, go vet of the
#                            packages changed against HEAD (or in the last
#                            commit), and every test headless at its -short
#                            size. Under a minute on a warm machine.
#
# Stages that wait on different things overlap: the Debian packages and npm
# install in the background while Go builds and tests what needs neither;
# then the editor's cgo build and the real-window tests run in the
# background beside every other stage. go vet and staticcheck run side by
# side; the race detector runs after the headless tests. Each stage
# prints its time, and a table of them ends the run.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/heartbeat.sh
mkdir -p tmp/logs

quick=""
if [ "${1:-}" = --quick ]; then
  quick=1
fi

check_gofmt() {
  local unformatted
  unformatted=$(gofmt -l $(git ls-files --cached --others --exclude-standard '*.go' 2>/dev/null || find . -name '*.go' -not -path './tmp/*'))
  if [ -n "$unformatted" ]; then
    echo "gofmt: these files need formatting:"
    echo "$unformatted"
    return 1
  fi
}

# changed_packages lists the packages holding Go files changed against HEAD
# (staged, unstaged or new), or in the last commit when the tree is clean.
changed_packages() {
  local files
  files=$( (git diff --name-only HEAD; git ls-files --others --exclude-standard) 2>/dev/null | grep '\.go$' || true)
  if [ -z "$files" ]; then
    files=$(git diff --name-only HEAD~1 HEAD 2>/dev/null | grep '\.go$' || true)
  fi
  for f in $files; do
    [ -f "$f" ] && echo "./$(dirname "$f")/"
  done | sort -u
}

# testbin DIR PKGS... prints the go test flag that keeps the test binaries of
# PKGS in DIR (tmp/testbin/, one PKG.test each), or nothing when two of
# them would share a name (go test refuses that). A test binary kept there
# is not linked again while it is up to date (go test compares its build
# id): with the packages compiled and cached, linking was most of what a
# rerun builds, 20 of the quick lane's 147 CPU-seconds after
# `go clean -testcache`. The quick lane and the headless stages build their
# binaries with the same flags, so each reuses the other's; the race stage
# keeps its own in tmp/testbin/race/.
testbin() {
  local dir=$1
  shift
  if [ -z "$(go list "$@" | sed 's|.*/||' | sort | uniq -d)" ]; then
    mkdir -p "$dir"
    echo "-o $dir/"
  fi
}

# The quick lane runs twice as many test binaries at once as there are
# cores (-p): some tests spend most of their time waiting on child
# processes (the SIGKILL save test, the corpus children), and a package
# waiting must not leave a core idle. (The whole run keeps the real-window
# lane in the background for that.)
test_procs=$(( $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2) * 2 ))

# Every go test below links its test binaries with -ldflags=-w, without
# DWARF debug information: nothing debugs them, and with the packages
# compiled and cached, linking is most of what a rerun builds (-w takes a
# third off each link, over thirty binaries a stage). Stack traces keep their
# files and lines. And the tests run with GOGC=400, as sandtable-cli validate
# does (validate.BatchGCPercent): a test binary lives seconds, and at the
# default the collector took a fifth of the editor's test time (its -short
# tests: 43 CPU-seconds, 34 with GOGC=400). The bad-input corpora set their
# children back to GOGC=100, so their limits hold as a user runs.

if [ -n "$quick" ]; then
  timed "gofmt" check_gofmt
  pkgs=$(changed_packages)
  if [ -n "$pkgs" ]; then
    # go vet of the changed packages beside the tests, which skip their own.
    # shellcheck disable=SC2086
    background "go vet (changed: $(echo $pkgs | wc -w) packages)" tmp/logs/vet.log \
      env CGO_ENABLED=0 go vet -tags ci $pkgs
  else
    echo "== go vet: no changed Go package"
  fi
  # One go test over every package, each test binary linked once, the
  # costliest packages first: go test starts them in the order given, so
  # the long ones run from the start beside the many short ones instead of
  # being left alone at the end. (The editor shell's tests ran as two
  # halves by name, two go test runs that each linked and set up the same
  # binary: 3-4 CPU-seconds of 140 for nothing.)
  # (CPU-seconds at -short, 2026-11-27: maps/trace 26, validate 19, editor
  # 18, the CLI 12, printgen 11, engine/game 6.5, editor/model 5.7,
  # maps/gridfit 3.4, editor/playtest 3.3; the other 22 binaries under 2
  # each.)
  heavy="./maps/trace/ ./validate/ ./editor/ ./cmd/sandtable-cli/ ./maps/trace/printgen/ ./engine/game/ ./editor/model/ ./maps/gridfit/ ./editor/playtest/"
  mod=$(go list -m)
  rest=$(go list ./... | sed "s|^$mod|.|; s|\$|/|" | grep -v -x -F "$(echo "$heavy" | tr ' ' '\n')")
  rc=0
  # shellcheck disable=SC2086
  keep=$(testbin tmp/testbin $heavy $rest)
  # shellcheck disable=SC2086
  timed "tests, -short" env CGO_ENABLED=0 GOGC=400 go test $keep -ldflags=-w -tags ci -short -vet=off -p "$test_procs" \
    $heavy $rest || rc=$?
  if [ -n "$pkgs" ]; then
    await "go vet (changed: $(echo $pkgs | wc -w) packages)" || rc=$?
    cat tmp/logs/vet.log
  fi
  summary
  exit "$rc"
fi

# A new Debian root has no CA certificates, and Go cannot fetch a module
# without them: install them first, before the
# package installs start in the background (they would hold dpkg's lock).
if [ ! -s /etc/ssl/certs/ca-certificates.crt ]; then
  timed "CA certificates" scripts/deps.sh certs
fi

# Debian packages and ajv wait on the network and dpkg: start them first, in
# the background, and build and test meanwhile what needs neither.
# It leaves its exit status in tmp/logs/packages.rc for the lanes that wait
# on it: its process id stays alive as a zombie until this shell reaps it
# with await, so a lane polling the id would wait for that await, not for
# the packages (a fresh clone's real-window lane started 260 s late so).
rm -f tmp/logs/packages.rc
background "packages (Debian) and ajv (npm)" tmp/logs/packages.log \
  sh -c 'rc=0; scripts/deps.sh test && scripts/ajv-check.sh --install-only || rc=$?; echo $rc >tmp/logs/packages.rc; exit $rc'
# packages_done waits until the packages' job has left its exit status.
packages_done() {
  while [ ! -e tmp/logs/packages.rc ]; do sleep 1; done
}

# The real-window lane: once the packages are in, the editor's cgo build
# (Fyne's OpenGL bindings, minutes the first time), then the real editor
# under Xvfb, whose tests mostly wait on the window. It goes on beside every
# later stage, the race detector included; its tests share the binaries
# built here. A missing outside program fails its test.
xvfb_lane() {
  packages_done
  local t0=$SECONDS rc=0
  xvfb_stages || rc=$?
  echo "   real-window lane, from the packages: $((SECONDS - t0)) s"
  return $rc
}
xvfb_stages() {
  timed "editor build (cgo)" go build -o tmp/sandtable ./cmd/sandtable &&
    CGO_ENABLED=0 go build -o tmp/sandtable-cli ./cmd/sandtable-cli &&
    mkdir -p tmp/shots &&
    timed "real window under Xvfb" env SANDTABLE_REQUIRE_TOOLS=1 SANDTABLE_XVFB=1 \
      SANDTABLE_SHOT="$PWD/tmp/editor-shot.png" SANDTABLE_SHOT_DIR="$PWD/tmp/shots" \
      SANDTABLE_EDITOR_BIN="$PWD/tmp/sandtable" SANDTABLE_CLI_BIN="$PWD/tmp/sandtable-cli" \
      go test -count=1 -run Xvfb -v ./cmd/sandtable/
}
background "editor build, then the real window under Xvfb" tmp/logs/xvfb.log \
  xvfb_lane

timed "Go modules" go mod download
timed "gofmt" check_gofmt
# go vet and staticcheck analyse the same packages independently: side by
# side, the one's tail fills the other's idle core. Both with cgo off, as
# the headless tests build: with cgo left to Go, staticcheck's first run in
# a fresh root (no C compiler yet, so cgo off) and its rerun (the compiler
# installed, cgo on) analyse different builds, and the rerun misses the
# cache (45 s instead of 2).
background "staticcheck" tmp/logs/staticcheck.log \
  env CGO_ENABLED=0 go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tags ci ./...
vet_rc=0
timed "go vet" env CGO_ENABLED=0 go vet -tags ci ./... || vet_rc=$?
sc_rc=0
await "staticcheck" || sc_rc=$?
[ "$sc_rc" -eq 0 ] || cat tmp/logs/staticcheck.log
if [ "$vet_rc" -ne 0 ] || [ "$sc_rc" -ne 0 ]; then
  exit 1
fi

# The race detector where goroutines run: the editor's background
# validation, export, tracing and analysis, the document, the banded
# renderers, the tracer, parallel validation and the engine. At the -short
# size: a race needs two goroutines touching one value, not a big input.
# The editor shell's own tests are whole-window ones: of those, the tests
# that start its workers (live validation, export, tracing, analysis, the
# recovery keeper, tooltips, tile redraws). Of validate's, those that
# validate whole game folders, where files are checked in parallel. The
# engine's game package and the document (editor/model) start no goroutine
# of their own: of their tests, those of concurrent use
# (TestConcurrentGamesAgreeWithOneAlone, the shared search memory;
# TestConcurrentRevalidationAgreesWithFromScratch, snapshots revalidated on
# several goroutines while the document is edited); the editor's tests
# above run both in the background validation and analysis. Tests that
# replay the data many times over one goroutine (the mutation harness, the
# errata corrections, the hand-scored positions, the document's edit
# tests) or kill child processes (the SIGKILL save test) find no race: they
# run once, without the detector, in the headless stage. Of the editor's
# panels, only the play-test's analysis view starts a goroutine (and its
# map view the tile cache's): its analysis and repaint tests run under the
# detector; the inspector and list panels' tests (one goroutine, a whole
# window each) run headless only.
# shellcheck disable=SC2086 # $keep is empty or one flag and its value
race_stage() {
  local shell='Live|Stale|Analysis|Export|TracePanel|Tooltip|Hover|Recovery|Redraw|FirstFrame'
  local playtest='TestAnalysis|TestPlayMoveRepaintsOnlyWhatChanged'
  local folders='TestBuiltin|TestSetupDiffers|TestRulesetFieldTheEngineIgnores|TestScenario1Overlap'
  local concurrent='Concurrent|Reuses'
  # Large inputs on one goroutine are not repeated under the detector: the
  # whole ITW Scenario 1 book (its map raster is maps/draw's DrawParallel,
  # which TestDrawParallelSameAsDraw runs under it) and the source scan of
  # every picture's caller (go/parser, one goroutine). Nor are the tracer's
  # accuracy tests on the printed-style maps and the ITW-sized known map
  # (the printed family, accuracy, suggestions and grid refinement, the
  # level solver's family, propagation over the whole known map, the
  # elevation across click sets, teaching from one hex per type): the
  # tracer's and the scan generators' workers run under the detector on a
  # small scan (TestTraceProgressAndCancel, TestMosaicTilesTraceAlike,
  # printgen's TestPrintDeterministic), and the solver runs on one goroutine.
  # Nor is printgen's blur measurement (TestBlurMeasuredOnGrid: prints,
  # scans and measures one scan light and heavy, 8 of the stage's 68
  # CPU-seconds): its goroutines are the scan generator's and the tracer's
  # (Trace measures each sheet's blur), which the three tests above run.
  local skip='TestMutationHarness|TestErrataCommandCorrections|TestBookPosition|TestITWScenario1Book|TestEveryPictureGoesThroughTheBuilder'
  skip+='|TestPrintedFamily|TestPrintedAccuracy|TestSuggestExamples|TestRefineFromGrid|TestSolveLevelsMisreadFamily|TestPropagateKnown'
  skip+='|TestElevationStableAcrossClicks|TestTeachFromOneHexPerType|TestBlurMeasuredOnGrid'
  local all rest keep rc=0 shell_pid
  all=$(go list ./editor/... ./validate/... ./engine/... ./maps/draw/... ./maps/trace/...)
  # shellcheck disable=SC2086
  keep=$(testbin tmp/testbin/race $all)
  # engine and validate/semdiff, and their test dependencies, start no
  # goroutine at all: nothing there can race, so they run headless only.
  rest=$(echo "$all" | grep -v -e '/editor$' -e '/validate$' -e '/engine/game$' -e '/editor/model$' -e '/maps/draw$' \
    -e '/engine$' -e '/validate/semdiff$' -e '/editor/panels$' -e '/editor/playtest$')
  # Two chains side by side, each group in it one go test after another:
  # the editor shell's tests (one binary, 15 of the stage's 68
  # CPU-seconds, most of them on one core), then maps/draw; and the other
  # packages, the tracer's and printgen's first (a go test over several
  # binaries, two at a time), then validate's, the engine's and the
  # document's, the play-test's. One after another, the groups kept about
  # one core busy (84 s for 68 CPU-seconds). No corpus test with a time
  # bound runs here.
  # maps/draw compares with outside programs: it waits for the packages
  # and requires them.
  # shellcheck disable=SC2086
  {
    GOGC=400 go test -race $keep -ldflags=-w -short -tags ci -vet=off -run "$shell" ./editor/ &&
      packages_done &&
      SANDTABLE_REQUIRE_TOOLS=1 GOGC=400 go test -race $keep -ldflags=-w -short -tags ci -vet=off ./maps/draw/
  } >tmp/logs/race-editor.log 2>&1 &
  shell_pid=$!
  # shellcheck disable=SC2086
  GOGC=400 go test -race $keep -ldflags=-w -short -tags ci -vet=off -skip "$skip" $rest &&
    GOGC=400 go test -race $keep -ldflags=-w -short -tags ci -vet=off -run "$folders" ./validate/ &&
    GOGC=400 go test -race $keep -ldflags=-w -short -tags ci -vet=off -run "$concurrent" ./engine/game/ ./editor/model/ &&
    GOGC=400 go test -race $keep -ldflags=-w -short -tags ci -vet=off -run "$playtest" ./editor/playtest/ || rc=$?
  wait "$shell_pid" || rc=$?
  cat tmp/logs/race-editor.log
  return $rc
}
# The packages whose tests run outside programs wait for the packages; the
# rest run now. go vet has run, so the tests skip their own vet pass.
outside="./cmd/sandtable-cli/ ./maps/draw/ ./maps/tiled/"
# The costliest binaries first: go test starts them in the order given, so
# they run from the start beside the many short ones and not alone at the
# end (in go list's order the tracer's, 142 of the stage's 350
# CPU-seconds, started among the last). CPU-seconds at full size,
# 2026-11-27 (session 29): maps/trace 170, printgen 58, validate 43, the
# editor shell 25, editor/model 17 (and 72 s: the SIGKILL save test waits
# on its children), engine/game 7, maps/jsonfile 6.4, maps/gridfit 6.1,
# engine/book 3.1, editor/playtest 2.5; the other 19 binaries under 2.1
# each. The tracer's and printgen's heavy tests run in parallel
# (t.Parallel), so each of those binaries can keep both cores busy rather
# than one to the end of the stage. As in the quick lane, twice as many
# binaries at once as cores: the save test's children leave a core mostly
# idle for a minute. The
# binaries' time limit is 30 minutes, not go test's 10: it is a hang guard,
# and at load 40 (seven sessions on the two cores) maps/trace and printgen,
# each beside three other binaries, took more than 10.
heavy_full="./maps/trace/ ./maps/trace/printgen/ ./validate/ ./editor/model/ ./editor/ ./engine/game/ ./maps/jsonfile/ ./maps/gridfit/ ./engine/book/ ./editor/playtest/"
mod=$(go list -m)
inside="$heavy_full $(go list ./... | grep -v -e '/cmd/sandtable-cli$' -e '/maps/draw$' -e '/maps/tiled$' |
  sed "s|^$mod|.|; s|\$|/|" | grep -v -x -F "$(echo "$heavy_full" | tr ' ' '\n')")"
# shellcheck disable=SC2086
keep=$(testbin tmp/testbin $inside $outside)
# shellcheck disable=SC2086
timed "tests, headless" env CGO_ENABLED=0 GOGC=400 go test $keep -ldflags=-w -tags ci -vet=off -p "$test_procs" -timeout 30m $inside

# The race detector, in the background beside the tests that compare with
# outside programs and ajv (see race_stage).
background "race detector (-short)" tmp/logs/race.log race_stage

await "packages (Debian) and ajv (npm)"

# From here a missing outside program fails its test instead of skipping it.
export SANDTABLE_REQUIRE_TOOLS=1
# shellcheck disable=SC2086
timed "tests that compare with outside programs" env CGO_ENABLED=0 GOGC=400 go test $keep -ldflags=-w -tags ci -vet=off $outside
timed "every built-in file against the schemas with ajv" bash -o pipefail -c 'scripts/ajv-check.sh | tail -1'


# The race stage runs after the headless tests, not beside them: on two
# cores the two together slowed the real-window lane's cgo editor build
# from 239 s to 397 s in a fresh Debian root (whole run 770 s -> 953 s).
# It runs beside the tests that compare with outside programs and ajv.
race_rc=0
await "race detector (-short)" || race_rc=$?
grep -E '^(--- FAIL|FAIL|ok |panic)' tmp/logs/race.log || true
echo "race detector log: tmp/logs/race.log"

xvfb_rc=0
await "editor build, then the real window under Xvfb" || xvfb_rc=$?
# The lane's own stage times, and its tests' results, from its log.
while read -r line; do
  record "  ${line%: *}" "${line##*: }"
done < <(sed -n 's/^   \(editor build (cgo)\|real window under Xvfb\|real-window lane, from the packages\): \([0-9]*\) s$/\1: \2/p' tmp/logs/xvfb.log)
grep -E '^(--- |=== RUN|PASS|FAIL|ok )' tmp/logs/xvfb.log | grep -v '^=== RUN' || true
echo "real-window log: tmp/logs/xvfb.log; screenshots: tmp/editor-shot.png, tmp/shots/"
summary
[ "$race_rc" -eq 0 ] || exit "$race_rc"
exit "$xvfb_rc"
