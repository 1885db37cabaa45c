package mischmasch

import "fmt"

// The small enumerations of the package are written in JSON by name, so that
// a save file can be read by a person and survives a reordering of the
// constants. nameOf and parseName do the work for each of them.

// nameOf returns names[v], or a placeholder naming the kind for a value out
// of range.
func nameOf(names []string, v int, kind string) string {
	if v >= 0 && v < len(names) && names[v] != "" {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", kind, v)
}

// marshalName returns names[v] as text, or an error for a value out of
// range.
func marshalName(names []string, v int, kind string) ([]byte, error) {
	if v >= 0 && v < len(names) && names[v] != "" {
		return []byte(names[v]), nil
	}
	return nil, fmt.Errorf("mischmasch: no %s numbered %d", kind, v)
}

// parseName returns the index of text in names.
func parseName(names []string, text []byte, kind string) (int, error) {
	for i, n := range names {
		if n != "" && n == string(text) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("mischmasch: unknown %s %q", kind, text)
}
