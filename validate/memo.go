package validate

import "sync"

// memo loads each key once, even when several goroutines ask for it at the
// same time; later calls get the first call's value and error.
type memo[T any] struct {
	mu      sync.Mutex
	entries map[string]*memoEntry[T]
}

type memoEntry[T any] struct {
	once sync.Once
	val  T
	err  error
}

// get returns the value for key, calling load the first time only.
func (m *memo[T]) get(key string, load func() (T, error)) (T, error) {
	m.mu.Lock()
	if m.entries == nil {
		m.entries = map[string]*memoEntry[T]{}
	}
	e := m.entries[key]
	if e == nil {
		e = &memoEntry[T]{}
		m.entries[key] = e
	}
	m.mu.Unlock()
	e.once.Do(func() { e.val, e.err = load() })
	return e.val, e.err
}
