package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A form opened over the window takes the keyboard at its first one-line
// entry, and Return there answers confirm: no mouse is needed.
func TestShowFormTakesTheKeyboard(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	w := a.NewWindow("t")
	w.Resize(fyne.NewSize(800, 600))
	w.SetContent(widget.NewEntry())
	w.Show()
	notes := widget.NewMultiLineEntry()
	name, hex := widget.NewEntry(), widget.NewEntry()
	answer := ""
	WindowDialogs{Win: w}.ShowForm("Add", "OK", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Notes", notes), widget.NewFormItem("Name", name), widget.NewFormItem("Hex", hex),
	}, fyne.Size{}, func(ok bool) {
		if ok {
			answer = name.Text
		}
	})
	if got := w.Canvas().Focused(); got != name {
		t.Fatalf("the focus is on %T, want the first one-line entry", got)
	}
	test.Type(name, "First Corps")
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if answer != "First Corps" {
		t.Errorf("Return answered %q", answer)
	}
}
