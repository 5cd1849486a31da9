package deploy

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Flag is one option of an az command. An empty Value with Bare set is a
// switch (--generate-ssh-keys); an empty Value without it is written ”.
type Flag struct {
	_     incomparable
	Name  string
	Value string
	Bare  bool
}

// Command is one az command: its group and verb words after "az", then its
// flags, in the order they are written.
type Command struct {
	// Path is the words after az, e.g. ["vm", "create"].
	Path  []string
	Flags []Flag
}

// on is the value of a switch in a flag list (--generate-ssh-keys).
const on = "\x00on"

// add appends flags given as name/value pairs.
func (c *Command) add(pairs ...string) {
	for i := 0; i+1 < len(pairs); i += 2 {
		f := Flag{Name: pairs[i], Value: pairs[i+1]}
		if f.Value == on {
			f.Value, f.Bare = "", true
		}
		c.Flags = append(c.Flags, f)
	}
}

// run adds a command: path is the words after az ("vm create"), then flags
// as name/value pairs.
func (s *Step) run(path string, pairs ...string) *Command {
	c := &Command{Path: strings.Fields(path)}
	c.add(pairs...)
	s.add(Line{Cmd: c})
	return c
}

// add adds a line.
func (s *Step) add(l Line) { s.Lines = append(s.Lines, l) }

// note adds a comment line.
func (s *Step) note(t words.Text) { s.add(Line{Comment: t}) }

// say adds a comment line; every argument is text as it is.
func (s *Step) say(id words.ID, args ...string) { s.note(text(id, args)) }

// text is a message with text arguments.
func text(id words.ID, args []string) words.Text {
	as := make([]words.Arg, len(args))
	for i, a := range args {
		as[i] = words.S(a)
	}
	return words.M(id, as...)
}

// Shell writes the command for bash, one flag a line. Every value is quoted
// unless it is made of characters no shell treats specially.
func (c *Command) Shell() string {
	var b strings.Builder
	b.WriteString("az " + strings.Join(c.Path, " "))
	for _, f := range c.Flags {
		b.WriteString(" \\\n  " + f.Name)
		if !f.Bare {
			b.WriteString(" " + quote(f.Value))
		}
	}
	return b.String()
}

// quote makes a value one shell word that the shell passes on unchanged,
// but for the generator's own variables ($IMAGE, $SUBSCRIPTION), which it
// expands.
func quote(s string) string {
	if ownVars(s) {
		return `"` + s + `"`
	}
	if s != "" && only(s, alnum+"-_.:/=,@%+") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Line is a line of a step: a comment in the page's language, or a command.
type Line struct {
	Comment words.Text
	Cmd     *Command
	// Raw is a shell line that is not an az command (a variable), written as is.
	Raw string
	// Assign names the shell variable that takes Cmd's output.
	Assign string
}

// Step is one thing to do, with the commands that do it.
type Step struct {
	// ID names the step: group, quota, create, driver, shutdown, bicep.
	ID string
	// Title is the step's heading.
	Title words.ID
	Lines []Line
}

// Script is the step as a bash snippet, comments in l.
func (s Step) Script(l words.Lang) string {
	var b strings.Builder
	for i, ln := range s.Lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		switch {
		case ln.Cmd != nil && ln.Assign != "":
			b.WriteString(ln.Assign + "=$(" + ln.Cmd.Shell() + ")")
		case ln.Cmd != nil:
			b.WriteString(ln.Cmd.Shell())
		case ln.Raw != "":
			b.WriteString(ln.Raw)
		default:
			b.WriteString(comment("# ", ln.Comment.In(l)))
		}
	}
	return b.String()
}

// Commands are the step's az commands.
func (s Step) Commands() []*Command {
	var out []*Command
	for _, ln := range s.Lines {
		if ln.Cmd != nil {
			out = append(out, ln.Cmd)
		}
	}
	return out
}

// comment writes text as comment lines: a line break in a message cannot
// end the comment and start a command.
func comment(mark, text string) string {
	// CRLF first, as one space; ReplaceAll rather than a strings.Replacer,
	// whose machinery would add to the wasm.
	text = strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", " "), "\n", " "), "\r", " ")
	return mark + text
}

// ownVars reports whether s holds a shell variable of the generator's own
// ($IMAGE, $SUBSCRIPTION) among characters that mean nothing inside double
// quotes, so that it can be written in double quotes and the shell expands
// the variable and nothing else. Names the person types cannot hold '$'.
func ownVars(s string) bool {
	vars := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '$':
			if i+1 == len(s) || !(s[i+1] >= 'A' && s[i+1] <= 'Z') {
				return false
			}
			vars = true
		case c == '"' || c == '\\' || c == '`' || c == '!' || c < 0x20:
			return false
		}
	}
	return vars
}
