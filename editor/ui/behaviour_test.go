package ui_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/editor/ui"
)

// TestHostOffersBehaviourNotWidgets: no method of the window as the parts
// see it (Host, with its Dialogs), of a Mode or of the map view as a part
// sees it returns one of Fyne's types (a window, a canvas object, a tab):
// a part asks for behaviour, and so runs against the stand-in uitest.Host.
func TestHostOffersBehaviourNotWidgets(t *testing.T) {
	for _, it := range []reflect.Type{
		reflect.TypeFor[ui.Host](),
		reflect.TypeFor[ui.Dialogs](),
		reflect.TypeFor[ui.Mode](),
		reflect.TypeFor[ui.Map](),
	} {
		if it.NumMethod() == 0 {
			t.Fatalf("%v has no methods", it)
		}
		for i := range it.NumMethod() {
			m := it.Method(i)
			for j := range m.Type.NumOut() {
				out := m.Type.Out(j)
				for out.Kind() == reflect.Pointer || out.Kind() == reflect.Slice {
					out = out.Elem()
				}
				if strings.HasPrefix(out.PkgPath(), "fyne.io/") {
					t.Errorf("%v.%s returns %v, a widget of the window's", it, m.Name, m.Type.Out(j))
				}
			}
		}
	}
}
