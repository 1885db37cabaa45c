package room

import (
	"sync"

	tea "github.com/charmbracelet/bubbletea"
)

// member is one joined copy: its queue of messages waiting for delivery
// and the goroutine that delivers them, in order.
type member struct {
	send func(tea.Msg)

	mu    sync.Mutex
	queue []tea.Msg

	wake chan struct{} // holds a token while the queue may be non-empty
	done chan struct{}
	once sync.Once
}

func newMember(send func(tea.Msg)) *member {
	m := &member{send: send, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go m.deliver()
	return m
}

// push queues msgs; it never waits for the copy.
func (m *member) push(msgs ...tea.Msg) {
	if len(msgs) == 0 {
		return
	}
	m.mu.Lock()
	m.queue = append(m.queue, msgs...)
	m.mu.Unlock()
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// stop ends the deliveries (after the one in progress, if any).
func (m *member) stop() { m.once.Do(func() { close(m.done) }) }

// deliver hands queued messages to send, in order, until stopped or until
// send panics (that copy is broken; the others go on).
func (m *member) deliver() {
	for {
		select {
		case <-m.done:
			return
		case <-m.wake:
		}
		m.mu.Lock()
		batch := m.queue
		m.queue = nil
		m.mu.Unlock()
		for _, msg := range batch {
			select {
			case <-m.done:
				return
			default:
			}
			if !m.safeSend(msg) {
				m.stop()
				return
			}
		}
	}
}

func (m *member) safeSend(msg tea.Msg) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	m.send(msg)
	return true
}
