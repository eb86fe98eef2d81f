package scenarios

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// seedFiles are the source texts the errata logs cite, by game and
// edition ("" when a game has one), read from ../shared/seeds.
var seedFiles = map[string]map[string]string{
	"hsn":            {"": "hood-strikes-north-rules.en.md"},
	"itw-shiloh":     {"EN": "itw-shiloh-battle-book.en.txt", "IT": "itw-shiloh-battle-book.it.txt"},
	"classic-shiloh": {"": "classic-shiloh-rules.en.txt"},
}

var (
	citeRE = regexp.MustCompile(`\b(EN |IT )?L(\d+)(?:-(\d+))?`)
	wordRE = regexp.MustCompile(`[A-Za-z0-9]+`)
)

// norm keeps the letters and digits of s, lower case.
func norm(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, s)
}

// TestErrataCitations: an errata entry that cites one line range of a seed
// and records a printed value as it stands (not a description: no
// parentheses, colons or semicolons, at most eight words) finds most of
// that value's words within a line of the cited range, so a maintainer who
// opens the line sees the printed value (issue #13: "each entry's citation
// is the line where the printed value actually stands").
func TestErrataCitations(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "seeds")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("seeds not found at %s (they live beside the repository as ../shared/seeds)", dir)
	}
	checked := 0
	for game, eds := range seedFiles {
		texts := map[string][]string{}
		for ed, name := range eds {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			texts[ed] = strings.Split(string(data), "\n")
		}
		data, err := os.ReadFile(filepath.Join(game, game+".errata.json"))
		if err != nil {
			t.Fatal(err)
		}
		var log Errata
		if err := json.Unmarshal(data, &log); err != nil {
			t.Fatal(err)
		}
		for _, e := range log.Entries {
			cites := citeRE.FindAllStringSubmatch(e.Location, -1)
			words := wordRE.FindAllString(e.Printed, -1)
			if len(cites) != 1 || strings.ContainsAny(e.Printed, "();:") || len(words) > 8 {
				continue
			}
			c := cites[0]
			ed := strings.TrimSpace(c[1])
			if game == "itw-shiloh" && ed == "" {
				ed = "EN"
			}
			lines, ok := texts[ed]
			if !ok {
				lines = texts[""]
			}
			a, _ := strconv.Atoi(c[2])
			b := a
			if c[3] != "" {
				b, _ = strconv.Atoi(c[3])
			}
			if a < 1 || a > len(lines) {
				t.Errorf("%s %s: %s is past the end of the text", game, e.ID, e.Location)
				continue
			}
			window := norm(strings.Join(lines[max(0, a-2):min(len(lines), max(a, b)+1)], " "))
			var found, total int
			for _, w := range words {
				if len(w) < 2 {
					continue
				}
				total++
				if strings.Contains(window, norm(w)) {
					found++
				}
			}
			checked++
			if 2*found < total {
				t.Errorf("%s %s: %q is not at %s (%d of %d words within a line)", game, e.ID, e.Printed, e.Location, found, total)
			}
		}
	}
	t.Logf("%d citations checked", checked)
	if checked < 40 {
		t.Errorf("only %d citations could be checked", checked)
	}
}
