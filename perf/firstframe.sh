#!/usr/bin/env bash
# Time from launch to the title "P A R L O U R" on screen in an 80x24 tmux
# pane, for each program given, taken in turn round after round so that
# both see the same load. Prints each run, then each program's median.
#
#   perf/firstframe.sh [-n ROUNDS] PROGRAM...
#
# Parlour and its peer, the bare Bubble Tea app:
#   go build -o /tmp/parlour . && go build -o /tmp/bareapp ./perf/bareapp
#   perf/firstframe.sh -n 15 '/tmp/parlour --data-dir /tmp/ffdata' /tmp/bareapp
set -eu
rounds=5
if [ "${1:-}" = "-n" ]; then rounds=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: $0 [-n ROUNDS] PROGRAM..." >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for r in $(seq "$rounds"); do
  i=0
  for prog in "$@"; do
    i=$((i + 1))
    s=ff$$-$r-$i
    tmux new-session -d -s "$s" -x 80 -y 24 "sleep 0.3; date +%s%N > $out/start; $prog; sleep 5"
    until tmux capture-pane -p -t "$s" | grep -q "P A R L O U R"; do sleep 0.002; done
    end=$(date +%s%N)
    ms=$(( (end - $(cat "$out/start")) / 1000000 ))
    tmux kill-session -t "$s"
    echo "round $r, program $i: $ms ms"
    echo "$ms" >> "$out/p$i"
  done
done
i=0
for prog in "$@"; do
  i=$((i + 1))
  echo "median $(sort -n "$out/p$i" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') ms: $prog"
done
