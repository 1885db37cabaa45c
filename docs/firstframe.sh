#!/usr/bin/env bash
# Time from launching parlour inside tmux to the menu title on screen.
bin=$1
for i in 1 2 3 4 5; do
  s=ff$$-$i
  tmux new-session -d -s $s -x 80 -y 24 "sleep 0.3; date +%s%N > /tmp/ff-start; $bin --data-dir /tmp/ffdata; sleep 5"
  while ! tmux capture-pane -p -t $s | grep -q "P A R L O U R"; do sleep 0.002; done
  end=$(date +%s%N); start=$(cat /tmp/ff-start)
  echo "run $i: $(( (end-start)/1000000 )) ms"
  tmux kill-session -t $s
done
