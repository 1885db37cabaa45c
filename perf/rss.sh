#!/usr/bin/env bash
# Resident memory of a terminal program in an 80x24 tmux pane: start it,
# type the keys given, then print its resident set (VmRSS) and peak
# (VmHWM) every INTERVAL seconds for SECONDS. With -p the person at the
# keyboard plays the hint (t, then the move typed after :) whenever the
# screen offers one, as in a game against the computer, and the figures
# follow each move.
#
#   perf/rss.sh [-t SECONDS] [-i INTERVAL] [-p] 'PROGRAM ARGS' [KEY...]
#
# KEY is a tmux key name (Enter, Down, Right, q ...) or wait:SECONDS.
# Examples, with a fresh data folder each time:
#   perf/rss.sh -t 5 '/tmp/parlour --data-dir /tmp/d1'            # the menu
#   perf/rss.sh -t 5 /tmp/bareapp                                  # its peer
#   perf/rss.sh -t 60 '/tmp/parlour --data-dir /tmp/d2 play draughts' \
#       Down Right Right Enter Enter Enter Enter Enter Enter Enter Enter
#   perf/rss.sh -t 300 -p '/tmp/parlour --data-dir /tmp/d3 play draughts' \
#       Down Right Right Right Right Enter Enter Enter Enter Enter Enter Enter Enter
set -eu
secs=10 interval=5 hints=
while getopts "t:i:p" o; do
  case $o in t) secs=$OPTARG ;; i) interval=$OPTARG ;; p) hints=1 ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: $0 [-t SECONDS] [-i INTERVAL] [-p] 'PROGRAM ARGS' [KEY...]" >&2; exit 2; }
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
show() {
  awk -v t="$1" -v m="$2" '/VmRSS|VmHWM/ {v[$1] = $2} END {printf "%3d s  RSS %.1f MB  peak %.1f MB%s\n", t, v["VmRSS:"]/1024, v["VmHWM:"]/1024, m}' "/proc/$pid/status"
}
if [ -z "$hints" ]; then
  for t in $(seq "$interval" "$interval" "$secs"); do
    sleep "$interval"
    show "$t" ""
  done
  exit 0
fi
start=$(date +%s)
while [ $(($(date +%s) - start)) -lt "$secs" ]; do
  hint=
  for i in $(seq 40); do
    [ $((i % 4)) -eq 1 ] && tmux send-keys -t "$s" t # again after the computer's move
    sleep 0.5
    hint=$(tmux capture-pane -p -t "$s" | grep -o 'Hint: [0-9x-]*' | head -1 | sed 's/Hint: //')
    [ -n "$hint" ] && break
  done
  [ -n "$hint" ] && { tmux send-keys -t "$s" :; sleep 0.15; tmux send-keys -t "$s" "$hint" Enter; }
  sleep 4
  show $(($(date +%s) - start)) "  (played ${hint:-nothing})"
done
