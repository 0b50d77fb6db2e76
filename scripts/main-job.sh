#!/usr/bin/env bash
# README command (a): install dependencies, build the two programs, and run the main job:
# run examples/experiments/qemu-kernels.json (every kernel at -O0 and -Os) on the virtual board
# into the default database, for every kernel whose source tree is registered (the others are
# named, with how to add them), and print the ranking by optimisation level; with a display,
# then open the GUI on that database.
#   --headless   never open the GUI       --demo   same as without a display
#   --db PATH    use this database instead of the default one
set -euo pipefail
cd "$(dirname "$0")/.."
HEADLESS=0
DB=()
while [ $# -gt 0 ]; do
  case "$1" in
    --headless|--demo) HEADLESS=1 ;;
    --db) DB=(--db "$2"); shift ;;
    *) echo "main-job: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
bash scripts/install-deps.sh
BUILD=${RB_BUILD_DIR:-build}
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
# Only what the main job runs: the CLI and the GUI (the tests and benchmarks are test-all's).
cmake --build "$BUILD" -j"$(nproc)" --target rtosbench-cli rtosbench
CLI="$BUILD/src/cli/rtosbench-cli"

EXP=examples/experiments/qemu-kernels.json
echo "== rtosbench: running $EXP on the virtual board =="
echo "   (kernel trees: rtosbench-cli kernel list; add one with kernel add ID DIR|ARCHIVE or kernel fetch ID)"
ids=$("$CLI" "${DB[@]}" run "$EXP" --board qemu --skip-missing-trees --quiet |
      sed -n 's/^configuration [0-9]*: run \([0-9]*\) .*/\1/p' | paste -sd, -)
if [ -z "$ids" ]; then
  echo "main-job: no run was stored" >&2
  exit 1
fi
echo "== runs $ids: kernels ranked within each optimisation level =="
if ! "$CLI" "${DB[@]}" ranks --runs "$ids" --by opt_level --metric context_switch --format table
then
  echo "(no RTOS tree is registered, so only bare metal ran: its optimisation levels compared)"
  "$CLI" "${DB[@]}" compare --runs "$ids" --metric call_switch_floor --vary opt_level --format table
fi
echo "== stats of run ${ids##*,} =="
"$CLI" "${DB[@]}" stats "${ids##*,}" --format table

if [ "$HEADLESS" = 0 ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x "$BUILD/src/app/rtosbench" ]; then
  exec "$BUILD/src/app/rtosbench" "${DB[@]}"
fi
