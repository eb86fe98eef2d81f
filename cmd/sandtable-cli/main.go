// Command sandtable-cli is Sandtable's headless tool: it validates maps,
// orders of battle, rulesets and scenarios, and rewrites files canonically.
// It is pure Go and builds with CGO_ENABLED=0.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
