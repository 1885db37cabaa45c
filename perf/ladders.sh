#!/usr/bin/env bash
# Parlour's word-ladder searches beside the C peer (perf/ladderpeer/c), each
# pair of runs taken in turn so that both see the same load.
#
#   perf/ladders.sh [-n ROUNDS] [SGB-WORDS-FILE]
#
# Shortest chains: BenchmarkShortestLadderPairs5 and `ladder pairs` over
# dict/testdata/ladder5 (the lawful five-letter words, 1,000 connected
# pairs); each prints its median and 90th percentile time a pair.
# Graph statistics: `parlour doublets stats --length 5` and `ladder stats`
# over Knuth's sgb-words.dat (given, or ../shared/data/sgb-words.dat),
# timed in CPU seconds (user and system) by bash's time.
set -eu
cd "$(dirname "$0")/.."
rounds=5
if [ "${1:-}" = "-n" ]; then rounds=$2; shift 2; fi
sgb=${1:-../shared/data/sgb-words.dat}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/ladder" perf/ladderpeer/c/ladder.c
go build -o "$bin/parlour" .
go test -c -o "$bin/dict.test" ./dict
data=dict/testdata/ladder5
TIMEFORMAT='%U %S'
for r in $(seq "$rounds"); do
  (cd dict && "$bin/dict.test" -test.run '^$' -test.bench 'ShortestLadderPairs5$' -test.benchtime 5000x) |
    awk -v r="$r" '/^Benchmark/ {print "round " r ", go: median-ns " $5 " p90-ns " $7}'
  "$bin/ladder" pairs "$data/words.txt" "$data/pairs.txt" 5 |
    awk -v r="$r" '{print "round " r ", c:  median-ns " $10 " p90-ns " $12}'
  if [ -f "$sgb" ]; then
    g=$( { time "$bin/parlour" doublets stats --length 5 --words "$sgb" >/dev/null 2>&1; } 2>&1 )
    c=$( { time "$bin/ladder" stats "$sgb" 5 >/dev/null; } 2>&1 )
    echo "round $r, stats cpu s: go $(echo "$g" | awk '{print $1 + $2}') c $(echo "$c" | awk '{print $1 + $2}')"
  fi
done
