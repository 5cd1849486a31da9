package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Every row readTable returns carries its file and line under these keys (no
// CSV header holds a NUL), so that a refused row is named where it is.
const (
	colFile = "\x00file"
	colLine = "\x00line"
)

// at says where a row is: "gpu-models.csv line 7".
func at(r map[string]string) string { return r[colFile] + " line " + r[colLine] }

// today is the generation day (UTC); a test may set another.
var today = func() string { return time.Now().UTC().Format(time.DateOnly) }

// numberRe is a number as the sources print one: digits, commas only between
// groups of three ("3,576"), an optional fraction. "5,5" is no number: read
// as a thousands separator it would become 55.
var numberRe = regexp.MustCompile(`^-?([0-9]+|[0-9]{1,3}(,[0-9]{3})+)(\.[0-9]+)?$`)

// number parses s as numberRe allows.
func number(s string) (float64, bool) {
	if !numberRe.MatchString(s) {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return v, err == nil
}

// num reads a number column that checkNumbers has passed; "" is 0.
func num(s string) float64 {
	v, _ := number(strings.TrimSpace(s))
	return v
}

// checkNumbers refuses a row whose named columns are not a number, below 0,
// or (for prices) not above 0. With required an empty cell is refused too;
// otherwise it means "not given".
func checkNumbers(t table, price, required bool, cols ...string) []error {
	var errs []error
	for _, r := range t {
		for _, c := range cols {
			s := r[c]
			v, ok := number(s)
			why := ""
			switch {
			case s == "" && required:
				why = "is empty"
			case s == "":
			case !ok:
				why = "is not a number"
			case price && v <= 0:
				why = "must be above 0"
			case v < 0:
				why = "is negative"
			}
			if why != "" {
				errs = append(errs, fmt.Errorf("%s: %s %q %s", at(r), c, s, why))
			}
		}
	}
	return errs
}

// checkUnique refuses a row that repeats an earlier row's cols: the later
// row would silently replace the earlier one.
func checkUnique(t table, cols ...string) []error {
	var errs []error
	first := map[string]map[string]string{}
	for _, r := range t {
		var k []string
		for _, c := range cols {
			k = append(k, c+" "+r[c])
		}
		key := strings.Join(k, ", ")
		if f, dup := first[key]; dup {
			errs = append(errs, fmt.Errorf("%s: %s again (first at %s)", at(r), key, at(f)))
			continue
		}
		first[key] = r
	}
	return errs
}

// checkNotFuture refuses a date after the generation day: the latest price
// date becomes the catalog's date, and no price was captured tomorrow.
func checkNotFuture(t table, cols ...string) []error {
	var errs []error
	day := today()
	for _, r := range t {
		for _, c := range cols {
			if d := r[c]; d[:min(len(d), len(day))] > day {
				errs = append(errs, fmt.Errorf("%s: %s %s is after the generation day %s", at(r), c, d, day))
			}
		}
	}
	return errs
}
