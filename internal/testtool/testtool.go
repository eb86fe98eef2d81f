// Package testtool finds the outside programs some tests compare against
// (Tiled's tmxrasterizer, poppler's pdftoppm and pdftotext, xdotool).
//
// A test calls Require: where the program is missing it is skipped with the
// package to install, unless SANDTABLE_REQUIRE_TOOLS=1 is set, as
// scripts/test.sh sets it once it has installed them; then a missing program
// fails the test, so CI never passes by skipping a comparison.
package testtool

import (
	"os"
	"os/exec"
	"testing"
)

// RequireEnv is the environment variable that turns a missing program from
// a skip into a failure.
const RequireEnv = "SANDTABLE_REQUIRE_TOOLS"

// Require returns the path of program name, found on PATH. When it is
// missing it skips tb, naming the Debian package that brings it (pkg), or
// fails tb when RequireEnv is "1".
func Require(tb testing.TB, name, pkg string) string {
	tb.Helper()
	p, err := exec.LookPath(name)
	if err == nil {
		return p
	}
	msg := name + " not found: install Debian's " + pkg + " package (apt-get install -y " + pkg + ")"
	if os.Getenv(RequireEnv) == "1" {
		tb.Fatal(msg + "; " + RequireEnv + "=1 says it must be here")
	}
	tb.Skip(msg)
	return ""
}
