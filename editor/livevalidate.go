package editor

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/validate"
)

// liveValidator re-validates the document shortly after the last edit,
// without blocking the painting: a timer waits for a pause in the edits,
// the document is snapshotted on the UI goroutine, the pipeline runs on
// another, and the diagnostics come back through fyne.Do, dropped if the
// document changed meanwhile (a newer run follows).
type liveValidator struct {
	e     *Editor
	delay time.Duration

	// post runs a function on the UI goroutine: fyne.Do, or a queue the
	// tests run themselves.
	post func(func())

	mu       sync.Mutex
	timer    *time.Timer
	gen      int       // edits seen; a result of an older generation is dropped
	applied  int       // results shown so far
	lastEdit time.Time // when schedule was last called
	// rv revalidates rvDoc's snapshots, running again only what an edit
	// can have changed (UI goroutine only).
	rv    *model.Revalidator
	rvDoc *model.Document
}

func newLiveValidator(e *Editor, delay time.Duration) *liveValidator {
	return &liveValidator{e: e, delay: delay, post: fyne.Do}
}

// schedule starts a validation after an edit: at once when the edit comes
// after a pause (a unit moved, a field typed), otherwise once the burst of
// edits it belongs to (a brush stroke, a drag) pauses for the delay.
func (l *liveValidator) schedule() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.gen++
	if l.timer != nil {
		l.timer.Stop()
	}
	now := time.Now()
	wait := l.delay
	if now.Sub(l.lastEdit) > l.delay {
		wait = 0
	}
	l.lastEdit = now
	l.timer = time.AfterFunc(wait, func() { l.post(l.start) })
}

// revalidator returns the revalidator of the open document.
func (l *liveValidator) revalidator() *model.Revalidator {
	if l.rvDoc != l.e.doc || l.rv == nil {
		l.rv, l.rvDoc = &model.Revalidator{}, l.e.doc
	}
	return l.rv
}

// start snapshots the document (UI goroutine) and validates it on another
// goroutine.
func (l *liveValidator) start() {
	doc := l.e.doc
	snap := doc.Snapshot()
	rv := l.revalidator()
	l.mu.Lock()
	gen := l.gen
	l.mu.Unlock()
	go func() {
		ds := rv.Validate(snap)
		l.post(func() { l.finish(doc, gen, ds) })
	}()
}

// finish shows the diagnostics of generation gen, if they are still
// current.
func (l *liveValidator) finish(doc *model.Document, gen int, ds []validate.Diagnostic) {
	l.mu.Lock()
	current := gen == l.gen && doc == l.e.doc
	if current {
		l.applied++
	}
	l.mu.Unlock()
	if current {
		doc.SetDiagnostics(ds)
		l.e.diagnosticsChanged()
	}
}

// now validates at once on the calling goroutine (tests, and after opening
// a file).
func (l *liveValidator) now() {
	l.e.doc.SetDiagnostics(l.revalidator().Validate(l.e.doc.Snapshot()))
	l.e.diagnosticsChanged()
}

// stop cancels a pending run.
func (l *liveValidator) stop() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.gen++
	if l.timer != nil {
		l.timer.Stop()
	}
}
