//go:build unix

package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor"
)

// dumpOnSignal prints, at every SIGUSR1, the layout line and one line per
// control shown (editor.Control), then "end", to standard error: scripts
// driving the real window (xdotool) find the buttons by their text.
func dumpOnSignal(e *editor.Editor) {
	ch := make(chan os.Signal, 4)
	signal.Notify(ch, syscall.SIGUSR1)
	go func() {
		for range ch {
			var lines []string
			fyne.DoAndWait(func() {
				if info, ok := e.LayoutInfo(); ok {
					lines = append(lines, info)
				}
				for _, c := range e.Controls() {
					lines = append(lines, c.String())
				}
			})
			for _, l := range lines {
				fmt.Fprintln(os.Stderr, l)
			}
			fmt.Fprintln(os.Stderr, "end")
		}
	}()
}
