// Package tools is the editor's tool palette and its tools (select,
// terrain, elevation, hexside, path, area, label, unit, calibrate): each
// turns clicks and drags on the map view into commands on the document,
// handed to [Host]'s Do, and keeps only its own settings.
package tools
