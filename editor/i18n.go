package editor

import (
	"embed"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Translations are the editor's strings, one JSON file per language
// (i18n/en.json, i18n/it.json): the key is the English text.
//
//go:embed i18n/*.json
var Translations embed.FS

// Preference keys.
const (
	// languageKey holds the language chosen in File > Language ("en", "it";
	// "" follows the system).
	languageKey = "language"
	// zoomKey holds the last zoom, the hex radius in Fyne units.
	zoomKey = "zoom"
)

// Languages are the UI languages the editor has translations for.
var Languages = []struct{ Code, Name string }{{"en", "English"}, {"it", "Italiano"}}

// SetupLanguage loads the editor's translations. Fyne's lang follows the
// system language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); a language chosen
// in the menu and kept in a's preferences overrides it by setting LANGUAGE
// before the translations are loaded, so a choice takes effect at the next
// start. Call it once, before building any window.
func SetupLanguage(a fyne.App) error {
	if a != nil {
		if code := a.Preferences().String(languageKey); code != "" {
			os.Setenv("LANGUAGE", code)
		}
	}
	return lang.AddTranslationsFS(Translations, "i18n")
}

// chooseLanguage keeps code as the UI language for the next start.
func (e *Editor) chooseLanguage(code string) {
	e.app.Preferences().SetString(languageKey, code)
	dialog.ShowInformation(lang.L("Language"), lang.L("The language changes at the next start."), e.win)
}

// zoomPrefs restores the last zoom and keeps each new one.
func (e *Editor) zoomPrefs() {
	prefs := e.app.Preferences()
	e.view.SetInitialZoom(prefs.Float(zoomKey))
	e.view.SetOnZoom(func(z float64) { prefs.SetFloat(zoomKey, z) })
}
