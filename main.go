// Parlour: Victorian parlour games in the terminal. See README.md.
package main

import (
	"os"

	"parlour/ui/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}))
}
