package cli

import "io"

// Tool is one of a game's command-line tools, such as `parlour doublets solve`.
type Tool struct {
	Name    string
	Usage   string // after "parlour GAME ", e.g. "solve FROM TO [--via W1,W2]"
	Summary string
	Run     func(env ToolEnv, args []string) int
}

// ToolEnv is where a tool writes: results to Stdout, messages to Stderr.
type ToolEnv struct {
	Stdout, Stderr io.Writer
}

// registry maps a game id to its tools. Each game's tools file adds its
// entry in an init function (package cli only).
var registry = map[string][]Tool{}

func register(game string, tools ...Tool) { registry[game] = append(registry[game], tools...) }

func toolsFor(game string) ([]Tool, bool) {
	t, ok := registry[game]
	return t, ok
}
