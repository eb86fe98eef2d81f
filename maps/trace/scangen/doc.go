// Package scangen draws test scans of a known map: a printed-map style unlike
// Sandtable's own renderer (textured woods, dotted field boundaries, blue
// streams of varying width along hexsides, red-brown roads, thin contour
// lines, printed hex ids and centre dots), then distorts them as a flatbed
// scanner does (rotation, skew, scale, uneven lighting, blur, noise, JPEG) and
// can split a sheet into overlapping tiles. Everything is deterministic from a
// seed, so the repository keeps the generator and never the images.
package scangen
