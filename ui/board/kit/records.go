package kit

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// RecordsFolder is the folder under the data folder where game records
// (PDN, PGN) are saved unless the player names another place.
const RecordsFolder = "records"

// RecordLimit is the largest record file a screen opens.
const RecordLimit = 4 << 20

// RecordMode is the mode of a saved record: the player's to share.
const RecordMode = 0o644

// RecordPath reads a file name as typed into a full path: "~/" is the home
// folder, a bare or relative name goes in the records folder under
// dataDir (which must then be a folder: "" is none), and the result is
// absolute.
func RecordPath(text, dataDir string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", errors.New("type the name of a file")
	}
	path := text
	switch {
	case strings.HasPrefix(text, "~/"):
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		path = filepath.Join(home, text[2:])
	case !filepath.IsAbs(text) && dataDir == "":
		return "", errors.New("there is no data folder for records: type a full path (/... or ~/...)")
	case !filepath.IsAbs(text):
		path = filepath.Join(dataDir, RecordsFolder, text)
	}
	return filepath.Abs(path)
}

// WriteRecord saves a record at path, atomically, making the records
// folder if it is the one missing. A new file gets RecordMode; a file
// replaced keeps its own mode. A link, folder, pipe or device at path is
// refused, never opened nor replaced.
func WriteRecord(path string, data []byte) error {
	dir := filepath.Dir(path)
	if filepath.Base(dir) == RecordsFolder {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return store.Cause(err)
		}
	}
	mode := os.FileMode(RecordMode)
	info, err := os.Lstat(path)
	switch {
	case err == nil && !info.Mode().IsRegular():
		return errNotPlainFile
	case err == nil:
		mode = info.Mode().Perm()
	case !errors.Is(err, os.ErrNotExist):
		return store.Cause(err)
	}
	return store.WriteFileAt(path, data, mode)
}

// errNotPlainFile refuses to write a record over anything but a file.
var errNotPlainFile = errors.New("it is not a plain file (a link, folder, pipe or device); name another")

// maxRecordPath bounds a record path read from a save.
const maxRecordPath = 4096

// SavedRecordPath checks a record path read from a save, for its
// decoder: empty, or an absolute, clean path of printable characters
// within maxRecordPath bytes. It is only ever offered (Records.Path),
// never written without the player's word.
func SavedRecordPath(p string) (string, error) {
	switch {
	case p == "":
		return "", nil
	case len(p) > maxRecordPath:
		return "", fmt.Errorf("a record path of %d bytes", len(p))
	case sanitize.Line(p) != p:
		return "", fmt.Errorf("a record path with control characters: %s", sanitize.Line(p))
	case !filepath.IsAbs(p) || filepath.Clean(p) != p:
		return "", fmt.Errorf("a record path that is not a full path: %s", p)
	}
	return p, nil
}

// RecordReadMsg carries a record file read by ReadRecord.
type RecordReadMsg struct {
	Path string
	Data []byte
	Err  error
}

// ReadRecord reads a record file in a command, off the screen's loop:
// regular files only (a named pipe or a device is refused at once, never
// waited on), at most RecordLimit bytes.
func ReadRecord(path string) tea.Cmd {
	return func() tea.Msg {
		data, err := store.ReadRegularFile(path, RecordLimit)
		return RecordReadMsg{Path: path, Data: data, Err: err}
	}
}

// ReadError says why a record could not be read, in a sentence for the
// message line (under the field that names the file).
func ReadError(err error) string {
	var big *store.TooLargeError
	switch {
	case errors.Is(err, store.ErrNotRegular):
		return "Cannot open it: not a regular file (a folder, pipe or device)."
	case errors.As(err, &big):
		return fmt.Sprintf("Cannot open it: %s.", big.Error())
	}
	return "Cannot open it: " + Sentence(store.Cause(err))
}

// Sentence turns an error into a sentence for the message line: a capital
// first letter and a full stop, control characters made harmless.
func Sentence(err error) string {
	if err == nil {
		return ""
	}
	t := screen.Capitalise(sanitize.Line(err.Error()))
	if t == "" {
		return t
	}
	if !strings.HasSuffix(t, ".") {
		t += "."
	}
	return t
}
