#!/usr/bin/env bash
# Resident memory of `parlour serve` as one real ssh client lays a
# draughts room against a computer and plays the hint (t) each move:
# the server's VmRSS with the client in the lobby, then after each move.
#
#   perf/roomrss.sh [-t SECONDS] [-l LEVEL] PARLOUR
#
# LEVEL is medium (the default) or expert. Needs tmux, ssh and ssh-keygen;
# uses a fresh data folder and key under a temporary folder, and port
# 23299 on the loopback.
#   go build -o /tmp/parlour . && perf/roomrss.sh -t 100 -l expert /tmp/parlour
set -eu
secs=90 level=medium
while getopts "t:l:" o; do
  case $o in t) secs=$OPTARG ;; l) level=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { echo "usage: $0 [-t SECONDS] [-l medium|expert] PARLOUR" >&2; exit 2; }
prog=$1
dir=$(mktemp -d)
srv=roomsrv$$ cli=roomcli$$
trap 'tmux kill-session -t "$cli" 2>/dev/null; tmux kill-session -t "$srv" 2>/dev/null; rm -rf "$dir"' EXIT
ssh-keygen -q -t ed25519 -N '' -f "$dir/key"
mkdir "$dir/data"
tmux new-session -d -s "$srv" "exec $prog serve --listen 127.0.0.1:23299 --data-dir $dir/data 2>$dir/log"
sleep 2
pid=$(tmux display -p -t "$srv" '#{pane_pid}')
rss() { awk '/VmRSS/ {printf "%.1f MB", $2 / 1024}' "/proc/$pid/status"; }
tmux new-session -d -s "$cli" -x 80 -y 24 "ssh -tt -i $dir/key -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -p 23299 ada@127.0.0.1"
sleep 8
echo "lobby, one session: $(rss)"
keys() { for k in "$@"; do tmux send-keys -t "$cli" "$k"; sleep 0.2; done; }
keys n Down Down Down Enter Down           # a draughts room; seat 2, Medium
[ "$level" = expert ] && keys Right Right  # Hard, then Expert
keys Down Down Down Down Down Down Down Down Enter
sleep 1
keys Enter                                 # open the room
sleep 1.5
keys s                                     # start the game
sleep 2
end=$(($(date +%s) + secs))
while [ "$(date +%s)" -lt "$end" ]; do
  hint=
  for i in $(seq 40); do
    [ $((i % 4)) -eq 1 ] && keys t # again while the computer is still to move
    sleep 0.5
    hint=$(tmux capture-pane -p -t "$cli" | grep -o 'Hint: [0-9x-]*' | head -1 | sed 's/Hint: //')
    [ -n "$hint" ] && break
  done
  [ -n "$hint" ] && { keys :; tmux send-keys -t "$cli" "$hint" Enter; }
  sleep 1
  echo "$(( secs - (end - $(date +%s)) )) s: $(rss) (played ${hint:-nothing, the computer to move})"
done
