// Package panels holds the editor's side panels: the inspector of the
// selected hex, hexside or unit; the OOB tree; the scenario's lists
// (reinforcements and constraints); the edit history; the diagnostics;
// the scan calibration and the trace of a scanned sheet. Panels read the
// document and change it only through commands handed to [Host]'s Do.
package panels
