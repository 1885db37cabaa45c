package mischmasch

import (
	"fmt"
	"time"

	"parlour/dict"
)

// judge gives attempt a (of the guessing side g, at the end of its move) its
// verdict, the reason in words, its marks and the side that scores them, and
// whether g keeps the nucleus.
func judge(a *Attempt, d *dict.Dict, ix *index, by Judge, table Marks, g Side) {
	n := a.Nucleus
	win := func(v Ruling, marks int, reason string) {
		a.Ruling, a.Marks, a.Scorer, a.Reason = v, marks, g, reason
	}
	lose := func(v Ruling, marks int, reason string) {
		a.Ruling, a.Marks, a.Scorer, a.Reason = v, marks, g.Other(), reason
	}
	switch a.Declaration {
	case Resign:
		lose(Resigned, table.Resign, "resigned; "+n+" may not be set again this game")
	case Ready:
		if err := CheckWord(d, n, a.Word); err != nil {
			lose(WordWrong, table.WordWrong, err.Error())
		} else {
			win(WordRight, table.WordRight, a.Word+" is a lawful word containing "+n)
		}
	case NoWord:
		judgeNoWord(a, d, ix, by, table, win, lose)
	default:
		a.Ruling, a.Marks, a.Scorer = Unanswered, 0, g
		a.Reason = "not ready"
		if a.Late {
			a.Reason = fmt.Sprintf("time ran out (%s taken): counted as not ready", a.Elapsed.Round(time.Second))
		}
	}
	a.Keeps = a.Ruling == Unanswered || a.Ruling == WordWrong
}

// judgeNoWord judges a "no word" by the dictionary or in Carroll's way.
func judgeNoWord(a *Attempt, d *dict.Dict, ix *index, by Judge, table Marks, win, lose func(Ruling, int, string)) {
	n := a.Nucleus
	// What the setter showed.
	setter, shown := "the setter named no word", false
	if a.SetterWord != "" {
		if err := CheckWord(d, n, a.SetterWord); err != nil {
			setter = "the setter's word " + err.Error()
		} else {
			setter, shown = "the setter named "+a.SetterWord, true
		}
	}
	ids := ix.ids(n)
	someWord := ""
	if len(ids) > 0 {
		someWord = ix.word(ids[0]) // a blocklisted word, if only such words contain n
		if best := ix.best(d, ids, 1, func(int32) bool { return true }); len(best) > 0 {
			someWord = best[0]
		}
	}
	if by == JudgeCarroll {
		switch {
		case shown:
			lose(NoWordWrong, table.NoWordWrong, setter)
		case someWord != "":
			win(NoWordRight, table.NoWordRight, setter+" (though the dictionary has "+someWord+")")
		default:
			win(NoWordRight, table.NoWordRight, setter)
		}
		return
	}
	switch {
	case len(ids) == 0 && a.SetterWord == "":
		win(NoWordRight, table.NoWordRight, "no lawful word contains "+n)
	case len(ids) == 0:
		win(NoWordRight, table.NoWordRight, "no lawful word contains "+n+"; "+setter)
	case shown:
		lose(NoWordWrong, table.NoWordWrong, setter)
	default:
		lose(NoWordWrong, table.NoWordWrong, "the dictionary has "+someWord+"; "+setter)
	}
}
