package validate

// BatchGCPercent is the garbage collector's target (as GOGC, percent) that
// a process which validates once and exits may run at. Validation keeps a
// small live heap (about 6 MB on the ITW game) while it allocates about
// 29 MB, so at Go's default of 100 the collector's marking is about a third
// of the instructions (callgrind, BenchmarkITWGame); at 400 the heap peaks
// at about 30 MB instead of 12 MB. The editor keeps Go's default: it runs
// for hours beside a map's tiles. sandtable-cli's validate applies it when
// GOGC is not set.
const BatchGCPercent = 400
