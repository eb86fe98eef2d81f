package editor

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/sandtable/sandtable/editor/model"
)

// recoveryKeeper writes a recovery copy of the document every interval
// while it has unsaved changes, removes it once the changes are saved or
// discarded, and offers the copies it finds when the editor starts.
type recoveryKeeper struct {
	e     *Editor
	rec   model.Recovery
	every time.Duration
	stopc chan struct{}
}

func newRecoveryKeeper(e *Editor, rec model.Recovery, every time.Duration) *recoveryKeeper {
	k := &recoveryKeeper{e: e, rec: rec, every: every}
	if rec.Dir != "" {
		k.stopc = make(chan struct{})
		go k.loop(k.stopc, every)
	}
	return k
}

// loop ticks every interval until stop closes, saving a copy on the UI
// goroutine at each tick.
func (k *recoveryKeeper) loop(stop chan struct{}, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			fyne.Do(k.tick)
		}
	}
}

// tick writes (or removes) the copy of the current document.
func (k *recoveryKeeper) tick() {
	if k.rec.Dir == "" {
		return
	}
	if err := k.rec.Write(k.e.doc, time.Now()); err != nil {
		k.e.Report(err.Error())
	}
}

// key returns the name of the current document's copy.
func (k *recoveryKeeper) key() string { return k.rec.Key(k.e.doc) }

// forget removes the current document's copy (after a discard).
func (k *recoveryKeeper) forget() { k.forgetKey(k.key()) }

// forgetKey removes the copy named key (after the document was saved,
// perhaps under another name).
func (k *recoveryKeeper) forgetKey(key string) {
	if k.rec.Dir != "" {
		_ = k.rec.Remove(key)
	}
}

// stop ends the ticking.
func (k *recoveryKeeper) stop() {
	if k.stopc != nil {
		close(k.stopc)
		k.stopc = nil
	}
}

// OfferRecovery asks, for the newest recovery copy found, whether to open
// it; the answer opens it or deletes it. It reports whether it asked.
func (e *Editor) OfferRecovery() bool {
	k := e.keeper
	if k.rec.Dir == "" {
		return false
	}
	entries, err := k.rec.List()
	if err != nil || len(entries) == 0 {
		return false
	}
	en := entries[0]
	msg := fmt.Sprintf(lang.L("Sandtable kept unsaved changes of\n%s\n(%s) from %s.\nOpen them?"),
		en.Title, en.Path, en.Saved.Local().Format("2 Jan 2006 15:04"))
	dialog.ShowConfirm(lang.L("Recover unsaved changes"), msg, func(yes bool) {
		if yes {
			e.recover(en)
			return
		}
		_ = k.rec.Remove(en.Key)
	}, e.win)
	return true
}

// recover opens a recovery copy as the current document.
func (e *Editor) recover(en model.RecoveryEntry) {
	d, err := e.keeper.rec.Open(en)
	if err != nil {
		if aside, serr := e.keeper.rec.SetAside(en.Key); serr == nil {
			err = fmt.Errorf("%w\n%s %s", err, lang.L("It was set aside as"), aside)
		}
		e.ReportErr(err)
		dialog.ShowError(err, e.win)
		return
	}
	e.setDocument(d) // the copy stays until the changes are saved or discarded
	e.Report(lang.L("Recovered unsaved changes of ") + en.Title)
}

// ShowStartError tells the user, in a dialog over the window, that the file
// the editor was started on could not be opened and what it shows instead.
func (e *Editor) ShowStartError(err error) {
	msg := fmt.Errorf("%w\n\n%s", err, lang.L("The editor shows the built-in scenario instead; nothing was changed on disk."))
	e.Report(err.Error())
	dialog.ShowError(msg, e.win)
}
