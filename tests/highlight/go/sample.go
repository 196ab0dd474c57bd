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
