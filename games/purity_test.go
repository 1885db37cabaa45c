// Package games_test keeps the engines pure: the packages under games/ and
// dict/ may not reach the user interface, the terminal libraries, the
// operating system, the clock or the shared random source (DESIGN.md).
package games_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// forbiddenImport says why an import path is not allowed in an engine, or "".
func forbiddenImport(path string) string {
	switch {
	case path == "parlour/ui" || strings.HasPrefix(path, "parlour/ui/"):
		return "engines never import the user interface"
	case strings.HasPrefix(path, "github.com/charmbracelet/"), strings.HasPrefix(path, "github.com/muesli/"),
		strings.HasPrefix(path, "github.com/lrstanley/"):
		return "engines never import terminal (Charm) modules"
	case path == "os" || strings.HasPrefix(path, "os/"), path == "syscall", path == "io/ioutil",
		path == "net" || strings.HasPrefix(path, "net/"), path == "plugin":
		return "engines never touch the operating system"
	}
	return ""
}

// clockFuncs read the wall clock or wait on it.
var clockFuncs = map[string]bool{"Now": true, "Since": true, "Until": true, "Sleep": true, "After": true, "Tick": true, "NewTimer": true, "NewTicker": true, "AfterFunc": true}

// randAllowed are the parts of math/rand that do not use the shared source.
var randAllowed = map[string]bool{"New": true, "NewPCG": true, "NewChaCha8": true, "NewSource": true, "NewZipf": true,
	"Rand": true, "Source": true, "PCG": true, "ChaCha8": true, "Zipf": true, "Source64": true}

// checkFile returns the purity faults of one Go source file.
func checkFile(fset *token.FileSet, f *ast.File) []string {
	var faults []string
	names := map[string]string{} // local name -> import path, for time and math/rand
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if why := forbiddenImport(path); why != "" {
			faults = append(faults, fset.Position(imp.Pos()).String()+": imports "+path+": "+why)
		}
		local := path[strings.LastIndex(path, "/")+1:]
		if path == "math/rand/v2" {
			local = "rand"
		}
		if imp.Name != nil {
			local = imp.Name.Name
		}
		if path == "time" || path == "math/rand" || path == "math/rand/v2" {
			names[local] = path
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok || id.Obj != nil { // id.Obj != nil: a local variable, not a package
			return true
		}
		switch names[id.Name] {
		case "time":
			if clockFuncs[sel.Sel.Name] {
				faults = append(faults, fset.Position(sel.Pos()).String()+": calls time."+sel.Sel.Name+": engines get time from their caller")
			}
		case "math/rand", "math/rand/v2":
			if !randAllowed[sel.Sel.Name] {
				faults = append(faults, fset.Position(sel.Pos()).String()+": uses rand."+sel.Sel.Name+": engines take a seeded *rand.Rand")
			}
		}
		return true
	})
	return faults
}

func TestEnginesArePure(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	for _, root := range []string{".", "../dict"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			checked++
			for _, fault := range checkFile(fset, f) {
				t.Error(fault)
			}
			return nil
		})
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	t.Logf("checked %d engine source files", checked)
}

func TestPurityCheckCatchesEachFault(t *testing.T) {
	src := `package bad
import (
	"os"
	"time"
	mr "math/rand/v2"
	"github.com/charmbracelet/lipgloss"
	"parlour/ui/store"
)
func f() {
	_ = time.Now()
	_ = mr.IntN(3)
	_ = mr.New(mr.NewPCG(1, 2)) // allowed
	_ = time.Duration(3)        // allowed
	os.Exit(1)
	_ = lipgloss.Style{}
	_ = store.Store{}
}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "bad.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	faults := checkFile(fset, f)
	for _, want := range []string{"imports os", "imports github.com/charmbracelet/lipgloss", "imports parlour/ui/store", "calls time.Now", "uses rand.IntN"} {
		found := false
		for _, fault := range faults {
			found = found || strings.Contains(fault, want)
		}
		if !found {
			t.Errorf("the check missed %q; it found %v", want, faults)
		}
	}
	if len(faults) != 5 {
		t.Errorf("found %d faults, want exactly 5: %v", len(faults), faults)
	}
}
