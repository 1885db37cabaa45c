package mischmasch

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"parlour/dict"
)

// benchNuclei is the fixed set of nuclei the query benchmarks cycle
// through: ten each of two, three and four letters, from the rarest to the
// most frequent runs of English.
var benchNuclei = []string{
	"gp", "er", "th", "qu", "ck", "zz", "ix", "rv", "bl", "oo",
	"emo", "tch", "ing", "ght", "ple", "ion", "ugh", "arn", "sce", "yst",
	"imse", "ough", "erga", "ment", "tion", "ardi", "ncho", "ious", "ster", "blem",
}

// medianQuery times query over benchNuclei, one nucleus per iteration, and
// reports the median time of a query.
func medianQuery(b *testing.B, query func(string) []string) {
	var times []time.Duration
	i := 0
	for b.Loop() {
		n := benchNuclei[i%len(benchNuclei)]
		i++
		start := time.Now()
		if len(query(n)) == 0 {
			b.Fatalf("no words contain %s", n)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns")
}

// BenchmarkContaining measures the query for all lawful words containing a
// nucleus, in alphabetical order, once the index is built.
func BenchmarkContaining(b *testing.B) {
	ix := indexOf(dict.Default())
	medianQuery(b, func(n string) []string {
		ids := ix.ids(n)
		out := make([]string, len(ids))
		for k, id := range ids {
			out[k] = ix.word(id)
		}
		return out
	})
}

// BenchmarkWordsContaining measures WordsContaining without a limit: the
// same query, common words first.
func BenchmarkWordsContaining(b *testing.B) {
	d := dict.Default()
	indexOf(d)
	medianQuery(b, func(n string) []string {
		words, _ := WordsContaining(d, n, 0)
		return words
	})
}

// BenchmarkDictContaining measures dict.Containing on the same nuclei, for
// comparison.
func BenchmarkDictContaining(b *testing.B) {
	d := dict.Default()
	d.Containing("")
	medianQuery(b, d.Containing)
}

// BenchmarkIndexBuild measures building the index of the built-in
// dictionary (done once, on first use).
func BenchmarkIndexBuild(b *testing.B) {
	d := dict.Default()
	for b.Loop() {
		buildIndex(d)
	}
}

// BenchmarkExpertNucleus measures the Expert setter choosing one nucleus.
func BenchmarkExpertNucleus(b *testing.B) {
	s, _ := New(dict.Default(), DefaultRules())
	indexOf(s.Dict())
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		if _, err := Choose(context.Background(), s, Turn{TaskSet, SideA, 0}, Expert, rng); err != nil {
			b.Fatal(err)
		}
	}
}
