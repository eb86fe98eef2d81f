package trace

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// eachChunk runs fn over 0..n-1 in chunks i0..i1-1 of at most chunkOf
// items on GOMAXPROCS goroutines, each taking the next chunk when done
// with its last, so items of uneven cost (a side that reads much next to
// one skipped at once) keep every core busy to the end. fn must be safe
// to run at once on different chunks; what it writes per item comes out
// the same in any order. Returns when every chunk is done.
func eachChunk(n, chunkOf int, fn func(i0, i1 int)) {
	chunkOf = max(1, chunkOf)
	workers := min(runtime.GOMAXPROCS(0), (n+chunkOf-1)/chunkOf)
	if workers <= 1 {
		if n > 0 {
			fn(0, n)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				i0 := int(next.Add(int64(chunkOf))) - chunkOf
				if i0 >= n {
					return
				}
				fn(i0, min(n, i0+chunkOf))
			}
		})
	}
	wg.Wait()
}
