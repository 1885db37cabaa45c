package mischmasch

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Choose returns the computer's action for turn, one of s.Waiting(), at the
// given level. Its Elapsed is the time a person would have taken, which a
// screen may let pass before applying it with Apply (Choose itself never
// waits). For TaskDeclare with Ready, the word comes with the declaration.
//
// As setter it sets a nucleus from a common word it knows, that few lawful
// words contain (fewer at higher levels); at Expert, now and then, a trap
// that none contains. After "no word" it names the best-known word it knows
// containing its nucleus, if any. As guesser see the model at answer.
//
// rng supplies all the randomness: the same state, turn, level and seed give
// the same action. A nil rng means a fixed seed. The search for a nucleus
// stops early, with the best found, if ctx ends; Choose returns ctx's error
// if it ends first.
func Choose(ctx context.Context, s State, turn Turn, level Level, rng *rand.Rand) (Action, error) {
	if level < Easy || level > Expert {
		return Action{}, fmt.Errorf("mischmasch: no level %d", level)
	}
	if !slices.Contains(s.Waiting(), turn) {
		return Action{}, fmt.Errorf("mischmasch: the game is not waiting for %s from side %s at seat %d", turn.Task, turn.Side, turn.Seat)
	}
	if err := ctx.Err(); err != nil {
		return Action{}, err
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	p := planOf(level)
	d := s.Dict()
	ix := indexOf(d)
	act := Action{Task: turn.Task, Side: turn.Side}
	switch turn.Task {
	case TaskSet:
		c, err := chooseNucleus(ctx, d, ix, p, rng, s.usedNucleus)
		if err != nil {
			return Action{}, err
		}
		act.Text, act.Elapsed = c.Nucleus, between(rng, setTime)
	case TaskDeclare:
		return answer(ix, s, turn.Side, p, rng), nil
	case TaskName:
		// Normally the word came with "ready"; this serves a caller that
		// declared without it. It names the best word it knows, else the
		// best lawful word, else the bare nucleus.
		n := s.cur.Attempts[turn.Side].Nucleus
		act.Text = n
		if best := ix.best(d, ix.ids(n), 1, func(int32) bool { return true }); len(best) > 0 {
			act.Text = best[0]
		}
		if best := ix.best(d, ix.ids(n), 1, func(id int32) bool { return p.knows(ix, id) }); len(best) > 0 {
			act.Text = best[0]
		}
		act.Elapsed = between(rng, nameTime)
	case TaskSetterWord:
		n := s.cur.Attempts[turn.Side.Other()].Nucleus
		if best := ix.best(d, ix.ids(n), 1, func(id int32) bool { return p.knows(ix, id) }); len(best) > 0 {
			act.Text = best[0]
		}
		act.Elapsed = between(rng, showTime)
	}
	return act, nil
}

// usedNucleus reports whether a nucleus has been set before in the game, or
// resigned: the computer never sets one twice.
func (s State) usedNucleus(n string) bool {
	if s.IsResigned(n) {
		return true
	}
	used := func(m Move) bool {
		return m.Attempts[SideA].Nucleus == n || m.Attempts[SideB].Nucleus == n
	}
	return used(s.cur) || slices.ContainsFunc(s.history, used)
}
