//go:build !ci

package main

import (
	"io"
	"log"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/damage"
	"github.com/jezek/xgb/xfixes"
	"github.com/jezek/xgb/xproto"
)

// frameWatch counts the frames drawn on a virtual screen, from the X
// server's DAMAGE reports on the root window: every time a window's
// contents change (the editor draws a frame), the server sends one report,
// and the next once the previous has been acknowledged. It also pings the
// editor's window (_NET_WM_PING, which GLFW answers from the event loop
// that runs the editor's input handlers and then draws). The real-window
// tests wait on both instead of sleeping a fixed time after each input:
// until the editor has handled the input, drawn what it changed and then
// held still.
type frameWatch struct {
	n    atomic.Int64 // reports so far
	last atomic.Int64 // when the last came, Unix nanoseconds

	conn                *xgb.Conn
	root                xproto.Window
	protocols, pingAtom xproto.Atom
	pings               atomic.Uint32
	pongs               chan uint32 // the numbers of the pings answered
}

// How long to wait for the editor, after an input or before a screenshot.
const (
	// reactWait: an input that changes nothing on the screen (a pointer
	// move over a blank part of a panel) is done when, the editor having
	// caught up, no frame has come in this long (work the editor does in
	// the background may draw a little later).
	reactWait = 100 * time.Millisecond
	// quietWait: the frames that follow an input are done when none has
	// come in this long.
	quietWait = 80 * time.Millisecond
	// shotQuiet: a screenshot is taken once the screen has held still
	// this long.
	shotQuiet = 250 * time.Millisecond
	// frameMax bounds every wait: a screen that never holds still (an
	// animation) is shot as it is after this long.
	frameMax = 5 * time.Second
)

// watchFrames connects to display and follows its root window's damage
// until the test ends.
func watchFrames(t testing.TB, display string) *frameWatch {
	t.Helper()
	xgb.Logger = log.New(io.Discard, "", 0) // "no authority info": the server runs without (-ac)
	conn, err := xgb.NewConnDisplay(display)
	if err != nil {
		t.Fatalf("connect to %s: %v", display, err)
	}
	t.Cleanup(conn.Close)
	if err := xfixes.Init(conn); err != nil {
		t.Fatalf("XFIXES on %s: %v", display, err)
	}
	if _, err := xfixes.QueryVersion(conn, 5, 0).Reply(); err != nil {
		t.Fatalf("XFIXES on %s: %v", display, err)
	}
	if err := damage.Init(conn); err != nil {
		t.Fatalf("DAMAGE on %s: %v", display, err)
	}
	if _, err := damage.QueryVersion(conn, 1, 1).Reply(); err != nil {
		t.Fatalf("DAMAGE on %s: %v", display, err)
	}
	id, err := damage.NewDamageId(conn)
	if err != nil {
		t.Fatal(err)
	}
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	if err := damage.CreateChecked(conn, id, xproto.Drawable(root), damage.ReportLevelNonEmpty).Check(); err != nil {
		t.Fatalf("DAMAGE on %s: %v", display, err)
	}
	// The answers to pings are sent to the root window.
	if err := xproto.ChangeWindowAttributesChecked(conn, root, xproto.CwEventMask,
		[]uint32{xproto.EventMaskSubstructureNotify}).Check(); err != nil {
		t.Fatalf("root window events on %s: %v", display, err)
	}
	w := &frameWatch{conn: conn, root: root, pongs: make(chan uint32, 16),
		protocols: atom(t, conn, "WM_PROTOCOLS"), pingAtom: atom(t, conn, "_NET_WM_PING")}
	w.last.Store(time.Now().UnixNano())
	go func() {
		for {
			ev, err := conn.WaitForEvent()
			if ev == nil && err == nil {
				return // closed
			}
			switch ev := ev.(type) {
			case damage.NotifyEvent:
				w.last.Store(time.Now().UnixNano())
				w.n.Add(1)
				damage.Subtract(conn, id, xfixes.RegionNone, xfixes.RegionNone) // and report the next
			case xproto.ClientMessageEvent:
				if d := ev.Data.Data32; ev.Type == w.protocols && len(d) > 1 && xproto.Atom(d[0]) == w.pingAtom {
					select {
					case w.pongs <- d[1]:
					default:
					}
				}
			}
		}
	}()
	return w
}

// atom returns the X atom named name.
func atom(t testing.TB, conn *xgb.Conn, name string) xproto.Atom {
	t.Helper()
	r, err := xproto.InternAtom(conn, false, uint16(len(name)), name).Reply()
	if err != nil {
		t.Fatalf("atom %s: %v", name, err)
	}
	return r.Atom
}

// pingable returns a window of the screen that answers pings (the
// editor's), or 0.
func (w *frameWatch) pingable() xproto.Window {
	tree, err := xproto.QueryTree(w.conn, w.root).Reply()
	if err != nil {
		return 0
	}
	for _, win := range tree.Children {
		p, err := xproto.GetProperty(w.conn, false, win, w.protocols, xproto.AtomAtom, 0, 32).Reply()
		if err != nil {
			continue
		}
		for i := 0; i+4 <= len(p.Value); i += 4 {
			if xproto.Atom(xgb.Get32(p.Value[i:])) == w.pingAtom {
				return win
			}
		}
	}
	return 0
}

// caughtUp pings the editor's window twice, one answer after the other,
// and waits (up to frameMax) for both answers. The editor's event loop
// answers a ping after it has handled every input that came before it;
// when it has answered the second, it has also drawn the frame that
// followed those inputs. An input sent by a program that has exited
// (xdotool) came before. Without a window that answers, it returns at
// once.
func (w *frameWatch) caughtUp() {
	win := w.pingable()
	if win == 0 {
		return
	}
	deadline := time.After(frameMax)
	for range 2 {
		n := w.pings.Add(1)
		ev := xproto.ClientMessageEvent{Format: 32, Window: win, Type: w.protocols,
			Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(w.pingAtom), n, uint32(win), 0, 0})}
		xproto.SendEvent(w.conn, false, win, xproto.EventMaskNoEvent, string(ev.Bytes()))
	wait:
		for {
			select {
			case got := <-w.pongs:
				if got == n {
					break wait
				}
			case <-deadline:
				return
			}
		}
	}
}

// frames returns the count of frames drawn so far.
func (w *frameWatch) frames() int64 { return w.n.Load() }

// settle waits for the editor to follow an input sent after frames()
// returned n: until it has caught up (see caughtUp); then, when no frame
// has come since, until reactWait has passed; when one has, until none
// has come for quietWait.
func (w *frameWatch) settle(n int64) {
	w.caughtUp()
	start := time.Now()
	for time.Since(start) < frameMax {
		if w.n.Load() == n {
			if time.Since(start) >= reactWait {
				return
			}
		} else if time.Since(time.Unix(0, w.last.Load())) >= quietWait {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// still waits until the editor has caught up with the inputs sent (see
// caughtUp) and no frame has come for d, counted from the call at the
// earliest.
func (w *frameWatch) still(d time.Duration) {
	start := time.Now()
	w.caughtUp()
	for time.Since(start) < frameMax {
		last := time.Unix(0, w.last.Load())
		if last.Before(start) {
			last = start
		}
		if time.Since(last) >= d {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// stepClock logs how long each step of a long real-window test took, with
// the inputs sent and the time spent sending them and waiting for the
// editor's frames, so that the test's log shows where its time goes.
type stepClock struct {
	t         testing.TB
	x         *xserver
	name      string
	start     time.Time
	inputs    int
	inputTime time.Duration
	dumps     int
	dumpTime  time.Duration
	shotTime  time.Duration
}

// newStepClock starts timing the test's first step, name.
func newStepClock(t testing.TB, x *xserver, name string) *stepClock {
	c := &stepClock{t: t, x: x, name: name, start: time.Now()}
	x.clock = c
	t.Cleanup(func() { c.step("") })
	return c
}

// step ends the running step (logging it) and starts the next, name ("":
// none).
func (c *stepClock) step(name string) {
	if c.name != "" {
		c.t.Logf("step %q: %.1f s; %d inputs and their frames %.1f s, %d control lists %.1f s, screenshots %.1f s",
			c.name, time.Since(c.start).Seconds(), c.inputs, c.inputTime.Seconds(), c.dumps, c.dumpTime.Seconds(), c.shotTime.Seconds())
	}
	*c = stepClock{t: c.t, x: c.x, name: name, start: time.Now()}
}
