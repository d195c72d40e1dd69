#!/usr/bin/env bash
# tools/microbench/gpu_run.sh OUT DIR... — the GPU half of docs/gpu-evidence.md.
#
# On a GPU machine that has nvcc and a C compiler but not hotlint's libraries: builds the
# standalone driver of `hotlint confirm` (tools/microbench/confirm_driver.c: the same C code,
# protocol and verdicts), runs it on each folder written by `--emit-microbench` /
# `mbench-suite`, and leaves in OUT, per folder NAME: NAME.json (its evidence.json), NAME.log
# (progress and table) and raw-NAME.tgz (every program's raw JSON-lines samples, build and
# run logs), plus nvidia-smi.txt (the card's state before and after; clocks are never touched).
set -uo pipefail
cd "$(dirname "$0")/../.."
out=$1
shift
mkdir -p "$out"
${CC:-cc} -std=c11 -O2 -D_GNU_SOURCE -Ianalyzer -o /tmp/hotlint-confirm tools/microbench/confirm_driver.c \
  analyzer/mbconfirm.c analyzer/mbjson.c analyzer/core/arena.c analyzer/core/str.c -lm || exit 3
q=name,driver_version,pstate,clocks.sm,clocks.mem,clocks.max.sm,temperature.gpu,power.draw
{ date -u +%FT%TZ; nvidia-smi --query-gpu=$q --format=csv; nvcc --version | tail -2; } > "$out/nvidia-smi.txt" 2>&1
rc=0
for d in "$@"; do
  n=$(basename "$d")
  start=$(date +%s)
  /tmp/hotlint-confirm "$d" -j 16 --timeout 120 > "$out/$n.log" 2>&1 || rc=$?
  echo "elapsed $(( $(date +%s) - start )) s" >> "$out/$n.log"
  cp "$d/evidence.json" "$out/$n.json" 2>/dev/null
  (cd "$d/build" && tar czf "$out/raw-$n.tgz" ./*.jsonl ./*.log 2>/dev/null)
  tail -n 60 "$out/$n.log"
done
{ date -u +%FT%TZ; nvidia-smi --query-gpu=$q --format=csv; } >> "$out/nvidia-smi.txt" 2>&1
exit $rc
