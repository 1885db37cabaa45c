package screen

import (
	"fmt"
	"slices"
)

// Option is a choice the set-up screen offers, such as a rules variant,
// the number of rounds or a time limit.
type Option struct {
	Key     string // stable name, used in Config.Options and saves
	Label   string
	Choices []Choice
	Default int // index into Choices
	Help    string
	// ShownWhen, when set, says whether the option applies given the other
	// choices (Option.Key -> chosen value); the set-up hides it otherwise
	// (huffing means nothing in the Polish game).
	ShownWhen func(chosen map[string]string) bool
}

// Choice is one answer to an Option. Its Value is what a Config, a save
// and the remembered set-ups hold; its Label is what the set-up shows,
// free to change.
type Choice struct {
	Value string
	Label string
	// Was lists the labels older versions held in saves and set-ups in
	// place of the value: they still read as this choice.
	Was []string
}

// Index is the choice stored reads as: its value, or a label it was saved
// under by an older version (its label then, or one of Was); "" reads as
// the default. ok is false for anything else.
func (o Option) Index(stored string) (i int, ok bool) {
	if stored == "" {
		return o.Default, true
	}
	for i, c := range o.Choices {
		if c.Value == stored {
			return i, true
		}
	}
	for i, c := range o.Choices {
		if c.Label == stored || slices.Contains(c.Was, stored) {
			return i, true
		}
	}
	return 0, false
}

// ReadOptions reads the options a Config, a save or a remembered set-up
// holds into the game's values: every option of the game is there, the
// default where none was stored, and an old label reads as its value. An
// option with a choice the game does not offer is an error. Keys the
// set-up does not offer (a game's own, such as who deals next) pass
// through as they are.
func (g Entry) ReadOptions(stored map[string]string) (map[string]string, error) {
	out := make(map[string]string, len(stored)+len(g.Options))
	for k, v := range stored {
		out[k] = v
	}
	for _, o := range g.Options {
		i, ok := o.Index(stored[o.Key])
		if !ok {
			return nil, fmt.Errorf("%s: no choice %q", o.Label, stored[o.Key])
		}
		out[o.Key] = o.Choices[i].Value
	}
	return out, nil
}

// Plain is choices shown as they are stored: numbers, years.
func Plain(values ...string) []Choice {
	out := make([]Choice, len(values))
	for i, v := range values {
		out[i] = Choice{Value: v, Label: v}
	}
	return out
}

// ChoiceLabel is how the set-up shows the choice value of the option
// key: the label, or the value itself for an option or a choice the game
// does not offer.
func (g Entry) ChoiceLabel(key, value string) string {
	for _, o := range g.Options {
		if o.Key != key {
			continue
		}
		if i, ok := o.Index(value); ok && value != "" {
			return o.Choices[i].Label
		}
	}
	return value
}
