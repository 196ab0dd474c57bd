// Package server implements a small HTTP server.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"
)

/* Block comment
   spanning lines with "quotes" */

const (
	DefaultPort    = 8080
	maxConns       = 1 << 10
	Pi             = 3.14159
	hexVal         = 0xDEADbeef
	octVal         = 0o755
	oldOct         = 0755
	binVal         = 0b1010
	bigNum         = 1_000_000
	imag           = 2.5i
	expo           = 1e-9
	runeVal        = 'x'
	escapedRune    = '\n'
	unicodeRune    = '\u00e9'
	rawString      = `raw string with "quotes" and \n no escapes
spanning lines`
	interpreted = "tab\there \"quoted\" \\ \x41 \u00e9 \U0001F600"
)

var (
	ErrNotFound = errors.New("not found")
	mu          sync.RWMutex
	cache       = map[string][]byte{}
)

type Handler interface {
	ServeHTTP(w http.ResponseWriter, r *http.Request)
}

type Server struct {
	Addr    string        `json:"addr" yaml:"addr"`
	Timeout time.Duration `json:"timeout,omitempty"`
	handler Handler
	conns   chan struct{}
	ready   <-chan bool
	done    chan<- error
	mu      sync.Mutex
	stats   *Stats
}

type Stats struct{ Requests, Errors uint64 }

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs ...T) (total T) {
	for _, x := range xs {
		total += x
	}
	return
}

// New creates a server.
func New(addr string, opts ...Option) (*Server, error) {
	s := &Server{Addr: addr, Timeout: 30 * time.Second, conns: make(chan struct{}, maxConns)}
	for _, o := range opts {
		if err := o(s); err != nil {
			return nil, fmt.Errorf("option: %w", err)
		}
	}
	return s, nil
}

type Option func(*Server) error

func (s *Server) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		errc <- http.ListenAndServe(s.Addr, nil)
	}()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case err := <-errc:
		return err
	case <-time.After(s.Timeout):
		return nil
	default:
	}
	return nil
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	mu.RLock()
	data, ok := cache[r.URL.Path]
	mu.RUnlock()
	if !ok {
		http.Error(w, ErrNotFound.Error(), http.StatusNotFound)
		return
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(data)
	case "POST":
		fallthrough
	default:
		w.WriteHeader(405)
	}
	var i interface{} = s
	if v, ok := i.(fmt.Stringer); ok {
		fmt.Println(v.String())
	}
	switch t := i.(type) {
	case nil:
	case *Server:
		_ = t
	}
	x := []int{1, 2, 3}
	x = append(x[:1], x[2:]...)
	y := len(x) + cap(x)
	z := new(int)
	*z = y &^ 3 | 4 ^ 5<<1>>2 % 7
	if y >= 2 && y != 3 || !ok {
		panic("bad")
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("recovered: %v\n", r)
		}
	}()
label:
	for i := 0; i < 10; i++ {
		if i%2 == 0 {
			continue label
		}
		goto end
	}
end:
	close(s.conns)
	_ = complex(1, 2)
	_ = real(imag)
	copy(x, x)
	delete(cache, "k")
	println(true, false, nil, iota)
}

// Cache is a concurrency-safe LRU cache.
type Cache[K comparable, V any] struct {
	mu    sync.Mutex
	cap   int
	items map[K]*entry[K, V]
	head  *entry[K, V]
	tail  *entry[K, V]
}

type entry[K comparable, V any] struct {
	key        K
	val        V
	prev, next *entry[K, V]
}

func NewCache[K comparable, V any](capacity int) *Cache[K, V] {
	if capacity <= 0 {
		panic(fmt.Sprintf("capacity must be positive, got %d", capacity))
	}
	return &Cache[K, V]{cap: capacity, items: make(map[K]*entry[K, V], capacity)}
}

func (c *Cache[K, V]) Get(key K) (v V, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, found := c.items[key]; found {
		c.moveToFront(e)
		return e.val, true
	}
	return v, false
}

func (c *Cache[K, V]) Put(key K, val V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		e.val = val
		c.moveToFront(e)
		return
	}
	e := &entry[K, V]{key: key, val: val}
	c.items[key] = e
	c.pushFront(e)
	if len(c.items) > c.cap {
		last := c.tail
		c.unlink(last)
		delete(c.items, last.key)
	}
}

func (c *Cache[K, V]) pushFront(e *entry[K, V]) {
	e.next = c.head
	if c.head != nil {
		c.head.prev = e
	}
	c.head = e
	if c.tail == nil {
		c.tail = e
	}
}

func (c *Cache[K, V]) unlink(e *entry[K, V]) {
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		c.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else {
		c.tail = e.prev
	}
	e.prev, e.next = nil, nil
}

func (c *Cache[K, V]) moveToFront(e *entry[K, V]) {
	c.unlink(e)
	c.pushFront(e)
}

// worker pool with channels and a WaitGroup
func process(ctx context.Context, jobs <-chan string, workers int) <-chan error {
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			for {
				select {
				case job, ok := <-jobs:
					if !ok {
						return
					}
					if err := handleJob(ctx, id, job); err != nil {
						errs <- fmt.Errorf("worker %d: job %q: %w", id, job, err)
					}
				case <-ctx.Done():
					return
				}
			}
		}(w)
	}
	go func() { wg.Wait(); close(errs) }()
	return errs
}

func handleJob(ctx context.Context, id int, job string) error {
	if strings.HasPrefix(job, "#") {
		return nil // comment line
	}
	fields := strings.Fields(job)
	switch n := len(fields); {
	case n == 0:
		return errors.New("empty job")
	case n > 3:
		return fmt.Errorf("too many fields: %d", n)
	}
	b, err := json.Marshal(map[string]any{"id": id, "fields": fields, "at": time.Now().UTC()})
	if err != nil {
		return err
	}
	_, err = os.Stdout.Write(append(b, '\n'))
	return err
}

//go:embed templates/*.html
var templates embed.FS

func init() {
	http.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
}
