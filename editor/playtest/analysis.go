package playtest

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/engine/game"
)

// AnalysisView is Play > Analyze Scenario: the dry run of the scenario as it
// stands in the editor (engine/game Analyze, the report sandtable-cli
// analyze prints), shown in a window-sized dialog. The document is encoded
// on the UI goroutine; loading and analysing run on another, and the text
// comes back through post. A newer run supersedes an older one.
type AnalysisView struct {
	e      Host
	Item   *fyne.MenuItem
	Text   *widget.Label
	scroll *container.Scroll // the text, in the window-sized panel
	gen    int               // the run whose result may be shown
	// Post runs a function on the UI goroutine (fyne.Do; tests queue).
	Post func(func())
}

func NewAnalysisView(e Host) *AnalysisView {
	a := &AnalysisView{e: e, Post: fyne.Do}
	a.Item = fyne.NewMenuItem(lang.L("Analyze Scenario…"), a.show)
	a.Text = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	a.Text.Selectable = true
	return a
}

// show opens the report dialog and starts the analysis.
func (a *AnalysisView) show() {
	a.Text.SetText(lang.L("Analyzing the scenario…"))
	if a.scroll == nil {
		a.scroll = container.NewScroll(a.Text)
	}
	a.e.ShowPanel(lang.L("Scenario Analysis"), a.scroll)
	a.gen++
	gen := a.gen
	files, err := docFiles(a.e.Document())
	if err != nil {
		a.Text.SetText(fmt.Sprintf(lang.L("Cannot analyze the scenario: %s"), err))
		return
	}
	path := a.e.Document().Path()
	go func() {
		text, err := analysisText(files, path)
		a.Post(func() {
			if gen != a.gen {
				return
			}
			if err != nil {
				text = fmt.Sprintf(lang.L("Cannot analyze the scenario: %s"), err)
			}
			a.Text.SetText(text)
		})
	}()
}

// analysisText loads the scenario from files and returns the report.
// Errors: the scenario or a file it names cannot be read or decoded, or
// its set-up does not resolve on the map.
func analysisText(files game.Files, path string) (string, error) {
	pos, err := game.LoadScenario(files, path)
	if err != nil {
		return "", err
	}
	an, err := game.Analyze(pos)
	if err != nil {
		return "", err
	}
	return an.Text(), nil
}
