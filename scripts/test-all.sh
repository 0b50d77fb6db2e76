#!/usr/bin/env bash
# README command (b): install dependencies, build everything, run every test with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
BUILD=${RB_BUILD_DIR:-build}
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$BUILD" -j"$(nproc)"
# the GUI=OFF configuration must build too (core + acq + cli + non-GUI tests, no Qt6Widgets)
if [ "${RB_SKIP_NOGUI:-0}" != 1 ]; then
  cmake -S . -B "$BUILD-nogui" -G Ninja -DRTOSBENCH_GUI=OFF -DRTOSBENCH_BENCH=OFF
  cmake --build "$BUILD-nogui" -j"$(nproc)" --target rtosbench-cli
  if ldd "$BUILD-nogui/src/cli/rtosbench-cli" | grep -q Qt6Widgets; then
    echo "test-all: the GUI=OFF rtosbench-cli links Qt6Widgets" >&2; exit 1
  fi
  echo "test-all: GUI=OFF build ok, rtosbench-cli does not link Qt6Widgets"
fi
cd "$BUILD"
ctest --output-on-failure -j"$(nproc)" --timeout 900
