#!/usr/bin/env bash
# README command (a): install dependencies, build, and run the main job:
# run examples/experiments/qemu-opt-levels.json on the virtual board into the default database
# and print the comparison; with a display, then open the GUI on that database.
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
cmake --build "$BUILD" -j"$(nproc)"
CLI="$BUILD/src/cli/rtosbench-cli"

echo "== rtosbench: running examples/experiments/qemu-opt-levels.json on the virtual board =="
ids=$("$CLI" "${DB[@]}" run examples/experiments/qemu-opt-levels.json --board qemu --quiet |
      sed -n 's/^configuration [0-9]*: run \([0-9]*\) .*/\1/p' | paste -sd, -)
if [ -z "$ids" ]; then
  echo "main-job: no run was stored" >&2
  exit 1
fi
echo "== runs $ids: comparison =="
"$CLI" "${DB[@]}" compare --runs "$ids" --metric call_switch_floor --vary opt_level --format table
echo "== stats of run ${ids##*,} =="
"$CLI" "${DB[@]}" stats "${ids##*,}" --format table

if [ "$HEADLESS" = 0 ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x "$BUILD/src/app/rtosbench" ]; then
  exec "$BUILD/src/app/rtosbench" "${DB[@]}"
fi
