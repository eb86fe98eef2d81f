//go:build !ci && !js && !wasm && !android && !ios

package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// screenSize returns the primary monitor's size in Fyne units (its video
// mode divided by its content scale), or a zero size when GLFW cannot tell.
// It runs on the main goroutine before the window opens; initialising GLFW
// here is harmless, Fyne's driver initialises it again.
func screenSize() fyne.Size {
	if err := glfw.Init(); err != nil {
		return fyne.Size{}
	}
	mon := glfw.GetPrimaryMonitor()
	if mon == nil {
		return fyne.Size{}
	}
	mode := mon.GetVideoMode()
	if mode == nil {
		return fyne.Size{}
	}
	sx, sy := mon.GetContentScale()
	if sx <= 0 || sy <= 0 {
		sx, sy = 1, 1
	}
	return fyne.NewSize(float32(mode.Width)/sx, float32(mode.Height)/sy)
}
