package main

import (
	"errors"
	"os"
	"runtime"
)

// errNoDisplay says plainly what the graphics driver would report as a
// panic and a stack trace.
var errNoDisplay = errors.New("there is no display (DISPLAY and WAYLAND_DISPLAY are not set): " +
	"the editor needs a graphical session; for a virtual one run scripts/run-editor.sh --xvfb")

// checkDisplay returns errNoDisplay on systems that use X11 or Wayland when
// neither is reachable from the environment.
func checkDisplay(goos string, getenv func(string) string) error {
	switch goos {
	case "windows", "darwin", "android", "ios", "js":
		return nil
	}
	if getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
		return errNoDisplay
	}
	return nil
}

// haveDisplay is checkDisplay for this process.
func haveDisplay() error { return checkDisplay(runtime.GOOS, os.Getenv) }
