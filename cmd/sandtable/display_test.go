package main

import (
	"errors"
	"testing"
)

func TestCheckDisplay(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	cases := []struct {
		goos string
		vars map[string]string
		want error
	}{
		{"linux", nil, errNoDisplay},
		{"linux", map[string]string{"DISPLAY": ":0"}, nil},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, nil},
		{"freebsd", nil, errNoDisplay},
		{"windows", nil, nil},
		{"darwin", nil, nil},
	}
	for _, c := range cases {
		if got := checkDisplay(c.goos, env(c.vars)); !errors.Is(got, c.want) {
			t.Errorf("%s %v: %v, want %v", c.goos, c.vars, got, c.want)
		}
	}
}
