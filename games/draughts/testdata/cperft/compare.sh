#!/usr/bin/env bash
# compare.sh: English draughts perft(12) from the start, our Go engine
# (draughts.Perft, through goperft/) against the C++ bitboard reference
# (perft.cpp), on the same machine in the same run. The two programs run
# alternately, three times each, to share the machine's noise; each checks
# the counts of depths 1..12 against the published table and reports the
# time of the last depth alone. Prints both medians and the ratio Go/C++.
#
#   bash games/draughts/testdata/cperft/compare.sh [DEPTH] [RUNS]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
depth="${1:-12}"
runs="${2:-3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Published counts (every capture path counted), depths 1..12.
want=(7 49 302 1469 7361 36768 179740 845931 3963680 18391564 85242128 388623673)

echo "building: g++ $(g++ -dumpfullversion), $(go version | cut -d' ' -f3-)"
g++ -O3 -march=native -o "$tmp/cperft" "$here/perft.cpp"
(cd "$root" && go build -o "$tmp/goperft" ./games/draughts/testdata/cperft/goperft)
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores"

# run NAME: runs one program, checks its counts, prints and appends its time.
run() {
	local name="$1" out t d n
	out="$("$tmp/$name" "$depth")"
	for ((d = 1; d <= depth && d <= ${#want[@]}; d++)); do
		n="$(sed -n "s/^perft($d) = //p" <<<"$out")"
		if [[ "$n" != "${want[d - 1]}" ]]; then
			echo "$name: perft($d) = $n, want ${want[d - 1]}" >&2
			exit 1
		fi
	done
	t="$(sed -n "s/^time($depth) = \([0-9.]*\) s.*/\1/p" <<<"$out")"
	echo "  $name: $(grep "^time($depth)" <<<"$out")"
	echo "$t" >>"$tmp/$name.times"
}

median() { sort -g "$1" | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

for ((i = 1; i <= runs; i++)); do
	echo "round $i"
	run cperft
	run goperft
done

nodes="${want[depth - 1]:-0}"
c="$(median "$tmp/cperft.times")"
g="$(median "$tmp/goperft.times")"
awk -v c="$c" -v g="$g" -v n="$nodes" -v d="$depth" 'BEGIN {
	printf "perft(%d) median: C++ %.3f s (%.1f M nodes/s), Go %.3f s (%.1f M nodes/s)\n", d, c, n / c / 1e6, g, n / g / 1e6
	printf "ratio Go/C++ = %.2f (goal <= 1.2)\n", g / c
}'
