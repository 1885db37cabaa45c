package serve

import (
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/crypto/bcrypt"
)

// Privacy is who may enter a room.
type Privacy string

// The kinds of room: open to all, entered with a password its creator
// chose, or entered with a code the server made and the creator shares.
const (
	Open         Privacy = ""
	ByPassword   Privacy = "password"
	ByInvitation Privacy = "invitation"
)

// privacies are the kinds, in the order the create-room form offers them.
var privacies = []Privacy{Open, ByPassword, ByInvitation}

// Describe is how a room of the kind is described to a player.
func (p Privacy) Describe() string {
	switch p {
	case ByPassword:
		return "those with the password"
	case ByInvitation:
		return "those with the invitation code"
	}
	return "anyone"
}

// maxSecret is the longest password, in bytes (bcrypt reads at most 72).
const maxSecret = 64

// roomLock is what a private room is entered with: the bcrypt hash of its
// password or invitation code. The secret itself is never stored.
type roomLock struct {
	Kind Privacy `json:"kind,omitempty"`
	Hash []byte  `json:"hash,omitempty"`
}

// newLock hashes secret for a room of kind p (no lock for an open room).
// It takes bcrypt's time, so it is called without the registry's lock.
func newLock(p Privacy, secret string) (roomLock, error) {
	switch p {
	case Open:
		return roomLock{}, nil
	case ByPassword, ByInvitation:
	default:
		return roomLock{}, fmt.Errorf("no room is private by %q", string(p))
	}
	if secret == "" {
		return roomLock{}, errors.New("a private room needs a password")
	}
	if len(secret) > maxSecret {
		return roomLock{}, fmt.Errorf("a password has at most %d bytes", maxSecret)
	}
	if p == ByInvitation {
		secret = plainCode(secret)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(secret), bcrypt.DefaultCost)
	if err != nil {
		return roomLock{}, err
	}
	return roomLock{Kind: p, Hash: hash}, nil
}

// opens reports whether secret is the room's password or code. It takes
// bcrypt's time: called without the registry's lock.
func (l roomLock) opens(secret string) bool {
	if l.Kind == ByInvitation {
		secret = plainCode(secret)
	}
	return len(secret) <= maxSecret && bcrypt.CompareHashAndPassword(l.Hash, []byte(secret)) == nil
}

// check refuses a lock read from a file that is not one this server makes.
func (l roomLock) check() error {
	switch l.Kind {
	case Open:
		if len(l.Hash) != 0 {
			return errors.New("an open room with a password")
		}
		return nil
	case ByPassword, ByInvitation:
		if _, err := bcrypt.Cost(l.Hash); err != nil {
			return fmt.Errorf("the room's password: %w", err)
		}
		return nil
	}
	return fmt.Errorf("no room is private by %q", string(l.Kind))
}

// codeLetters are the 32 letters of an invitation code: no 0/O or 1/I.
const codeLetters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// newInvitationCode is ten letters from crypto/rand (50 bits), written
// in two groups of five.
func newInvitationCode() string {
	b := make([]byte, 10)
	rand.Read(b)
	for i, x := range b {
		b[i] = codeLetters[x%32]
	}
	return string(b[:5]) + "-" + string(b[5:])
}

// plainCode is an invitation code as typed, without its dash, spaces or
// case: what is hashed and compared.
func plainCode(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '-' || unicode.IsSpace(r):
			return -1
		}
		return unicode.ToUpper(r)
	}, s)
}

// lockedError says that a room asks for its password or code.
type lockedError struct {
	room string
	kind Privacy
}

func (e *lockedError) Error() string {
	return fmt.Sprintf("the room %q is for %s", e.room, e.kind.Describe())
}
