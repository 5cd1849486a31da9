// Package perfmark puts performance.mark entries on the browser's timeline
// at the steps of the app's start, for tools/benchweb (make bench-web) and
// the browser's own performance panel. Each name is marked once, the first
// time: a re-rank does not add entries. Off the browser it does nothing.
package perfmark

// First marks name on the timeline the first time it is called with it.
func First(name string) { first(name) }
