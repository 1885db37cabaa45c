// Package deploy holds what runs Parlour's server on a machine: a systemd
// unit and a Dockerfile. Its tests check them with the tools that read
// them, where those tools are installed.
package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSystemdUnitVerifies runs systemd-analyze verify on parlour.service,
// its ExecStart pointed at a parlour built for the test (verify checks
// that the program exists). It skips where systemd-analyze is missing.
func TestSystemdUnitVerifies(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed")
	}
	unit, err := os.ReadFile("parlour.service")
	if err != nil {
		t.Fatal(err)
	}
	text := string(unit)
	for _, want := range []string{"DynamicUser=yes", "StateDirectory=parlour", "NoNewPrivileges=yes", "ProtectSystem=strict",
		"ProtectHome=yes", "PrivateTmp=yes", "PrivateDevices=yes", "RestrictAddressFamilies=", "SystemCallFilter=@system-service",
		"CapabilityBoundingSet=\n", "ExecStart=/usr/local/bin/parlour serve "} {
		if !strings.Contains(text, want) {
			t.Errorf("the unit has no %q", want)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "parlour")
	build := exec.Command("go", "build", "-o", bin, "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building parlour: %v\n%s", err, out)
	}
	file := filepath.Join(dir, "parlour.service")
	if err := os.WriteFile(file, []byte(strings.ReplaceAll(text, "/usr/local/bin/parlour", bin)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(analyze, "verify", file).CombinedOutput()
	if err != nil || len(strings.TrimSpace(string(out))) > 0 {
		t.Fatalf("systemd-analyze verify: %v\n%s", err, out)
	}
}
