#!/usr/bin/env bash
# Resident memory of a terminal program in an 80x24 tmux pane: start it,
# type the keys given, then print its resident set (VmRSS) and peak
# (VmHWM) every INTERVAL seconds for SECONDS.
#
#   perf/rss.sh [-t SECONDS] [-i INTERVAL] 'PROGRAM ARGS' [KEY...]
#
# KEY is a tmux key name (Enter, Down, Right, q ...) or wait:SECONDS.
# Examples, with a fresh data folder each time:
#   perf/rss.sh -t 5 '/tmp/parlour --data-dir /tmp/d1'            # the menu
#   perf/rss.sh -t 5 /tmp/bareapp                                  # its peer
#   perf/rss.sh -t 60 '/tmp/parlour --data-dir /tmp/d2 play draughts' \
#       Down Right Right Enter Enter Enter Enter Enter Enter Enter Enter
set -eu
secs=10 interval=5
while getopts "t:i:" o; do
  case $o in t) secs=$OPTARG ;; i) interval=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: $0 [-t SECONDS] [-i INTERVAL] 'PROGRAM ARGS' [KEY...]" >&2; exit 2; }
prog=$1
shift
s=rss$$
tmux new-session -d -s "$s" -x 80 -y 24 "exec $prog"
trap 'tmux kill-session -t "$s" 2>/dev/null' EXIT
sleep 1.5
pid=$(tmux display -p -t "$s" '#{pane_pid}')
for k in "$@"; do
  case $k in
    wait:*) sleep "${k#wait:}" ;;
    *) tmux send-keys -t "$s" "$k"; sleep 0.15 ;;
  esac
done
for t in $(seq "$interval" "$interval" "$secs"); do
  sleep "$interval"
  awk -v t="$t" '/VmRSS|VmHWM/ {v[$1] = $2} END {printf "%3d s  RSS %.1f MB  peak %.1f MB\n", t, v["VmRSS:"]/1024, v["VmHWM:"]/1024}' "/proc/$pid/status"
done
