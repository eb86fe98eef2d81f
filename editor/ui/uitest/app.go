package uitest

import (
	"slices"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

var shared struct {
	sync.Once
	app   fyne.App
	theme fyne.Theme
}

// App returns the Fyne test app for test t, set as the current app. One
// test app serves every test of a test binary: test.NewApp empties Fyne's
// font and text-size caches, so an app per test had every test load and
// shape the same fonts and strings again (about a quarter of the editor
// shell's test CPU). Each test starts as on a new app: no preferences, an
// empty clipboard, the test theme; the windows it opened are closed when
// it ends. Tests using it must not run in parallel with each other.
func App(t testing.TB) fyne.App {
	t.Helper()
	shared.Do(func() {
		shared.app = test.NewApp()
		shared.theme = shared.app.Settings().Theme()
	})
	a := shared.app
	fyne.SetCurrentApp(a)
	// The test app's preferences are Fyne's in-memory ones, whose
	// WriteValues hands over the map of values.
	if p, ok := a.Preferences().(interface{ WriteValues(func(map[string]any)) }); ok {
		p.WriteValues(func(m map[string]any) { clear(m) })
	} else {
		t.Fatalf("uitest: the test app's preferences (%T) cannot be emptied", a.Preferences())
	}
	a.Clipboard().SetContent("")
	if a.Settings().Theme() != shared.theme {
		a.Settings().SetTheme(shared.theme)
	}
	t.Cleanup(func() {
		// Close reorders the driver's list of windows: close from a copy.
		for _, w := range slices.Clone(a.Driver().AllWindows()) {
			w.Close()
		}
	})
	return a
}
