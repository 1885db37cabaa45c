package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// DecodeState reads a save's state into v, a pointer to a struct, as its
// game's decoder must: a field Parlour does not write is refused, and so
// is a state that lacks a field v has without omitempty (so "{}" is never
// a game), and anything after the state. The game then checks the values.
func DecodeState(data []byte, v any) error {
	t := reflect.TypeOf(v)
	if t == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("cannot decode a state into %T", v)
	}
	var present map[string]json.RawMessage
	if err := json.Unmarshal(data, &present); err != nil {
		return fmt.Errorf("the state is not an object: %v", err)
	}
	for _, name := range requiredFields(t.Elem()) {
		if _, ok := present[name]; !ok {
			return fmt.Errorf("the state has no %q", name)
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("the state: %v", err)
	}
	return nil
}

// requiredFields are the JSON names of t's fields that are always written:
// exported, not "-", and without omitempty.
func requiredFields(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() || f.Anonymous {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" && opts == "" || strings.Contains(","+opts+",", ",omitempty,") {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, name)
	}
	return out
}
