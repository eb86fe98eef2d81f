package playtest

import (
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/ui/uitest"
)

// TestAnalysisViewScenario1 opens Play > Analyze Scenario on the built-in
// ITW Scenario 1 on the stand-in window: the dialog shows, the analysis runs
// off the UI goroutine, and the text it publishes is the CLI's report, with
// the Pittsburg Landing line (the Confederates at 6 PM, turn 13; hand
// counted in engine/game TestAnalyzeHandCountedPath).
func TestAnalysisViewScenario1(t *testing.T) {
	h := uitest.Open(t, "scenarios/itw-shiloh/01-bloody-april.scenario.json")
	p := NewPlayTest(h)
	posts := make(chan func(), 1)
	p.Analysis.Post = func(fn func()) { posts <- fn }
	menu := p.Menu()
	if len(menu.Items) < 2 || menu.Items[1] != p.Analysis.Item {
		t.Fatalf("Play menu items %v lack Analyze Scenario", menu.Items)
	}
	p.Analysis.Item.Action()
	if len(h.Asked) != 1 || h.Panel == nil {
		t.Fatal("the analysis dialog is not shown")
	}
	select {
	case fn := <-posts:
		fn()
	case <-time.After(60 * time.Second):
		t.Fatal("the analysis did not finish")
	}
	text := p.Analysis.Text.Text
	for _, want := range []string{
		"pittsburg-landing (area, 5 hexes; pittsburg-landing-automatic)",
		"csa: any hex 10 AM (apr6-1000, turn 5) at N5722 by 3 MS Bn from S2122",
		"verdict: OK",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("analysis text lacks %q\n%s", want, text)
		}
	}
}
