package store

import (
	"errors"
	"os"
)

// SettingsFile holds the player's preferences.
const SettingsFile = "settings.json"

// Theme is the colour scheme the player chose.
type Theme string

// The themes on offer.
const (
	ThemeAuto  Theme = "auto"
	ThemeDark  Theme = "dark"
	ThemeLight Theme = "light"
	ThemeMono  Theme = "mono"
)

// Glyphs is the character set used to draw pieces and boards.
type Glyphs string

// The glyph sets on offer.
const (
	GlyphsUnicode Glyphs = "unicode"
	GlyphsASCII   Glyphs = "ascii"
)

// Settings are the preferences kept between sessions.
type Settings struct {
	Theme  Theme  `json:"theme"`
	Glyphs Glyphs `json:"glyphs"`
}

// DefaultSettings are used when nothing has been saved yet.
func DefaultSettings() Settings { return Settings{Theme: ThemeAuto, Glyphs: GlyphsUnicode} }

// normalise replaces unknown values (from a hand-edited file) by defaults.
func (st Settings) normalise() Settings {
	d := DefaultSettings()
	switch st.Theme {
	case ThemeAuto, ThemeDark, ThemeLight, ThemeMono:
	default:
		st.Theme = d.Theme
	}
	switch st.Glyphs {
	case GlyphsUnicode, GlyphsASCII:
	default:
		st.Glyphs = d.Glyphs
	}
	return st
}

// LoadSettings reads the settings. A missing file gives the defaults and no
// error; a broken one is moved aside, and the defaults come with the error.
func (s *Store) LoadSettings() (Settings, error) {
	st := DefaultSettings()
	err := s.ReadJSON(SettingsFile, &st)
	if errors.Is(err, os.ErrNotExist) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), err
	}
	return st.normalise(), nil
}

// SaveSettings writes the settings atomically.
func (s *Store) SaveSettings(st Settings) error { return s.WriteJSON(SettingsFile, st.normalise()) }
