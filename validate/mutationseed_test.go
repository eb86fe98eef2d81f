package validate

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// mutationSeed returns the seed a mutation harness draws with: def, or
// SANDTABLE_MUTATION_SEED as a number, or a new one each run when it is
// "random". Any other value fails the test.
func mutationSeed(t *testing.T, def uint64) uint64 {
	t.Helper()
	switch s := os.Getenv("SANDTABLE_MUTATION_SEED"); s {
	case "":
		return def
	case "random":
		return uint64(time.Now().UnixNano())
	default:
		seed, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("SANDTABLE_MUTATION_SEED=%q: want a number or random", s)
		}
		return seed
	}
}
