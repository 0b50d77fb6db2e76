#!/usr/bin/env bash
# README command (a): install dependencies, build, and run the main job:
# with a display, open the GUI on the default database; without one, print a summary headless.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
BUILD=${RB_BUILD_DIR:-build}
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$BUILD" -j"$(nproc)"
CLI="$BUILD/src/cli/rtosbench-cli"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${1:-}" != --headless ]; then
  exec "$BUILD/src/app/rtosbench" "$@"
fi
echo "== rtosbench: no display, headless summary of the default database =="
"$CLI" runs --format table
"$CLI" references --format table | head -n 20
