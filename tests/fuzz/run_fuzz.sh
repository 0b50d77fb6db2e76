#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the protocol fuzz target with clang++ -fsanitize=fuzzer,address,undefined and runs it
# for a bounded time on a seed corpus made from tests/data/captures. Exits non-zero on a crash,
# a sanitizer report or a broken invariant; 77 (skipped) when clang++ or the libFuzzer runtime
# is missing.
#   tests/fuzz/run_fuzz.sh [WORK_DIR] [SECONDS] [RUNS]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$(cd "$HERE/../.." && pwd)
WORK=${1:-${TMPDIR:-/tmp}/rtosbench-fuzz}
SECONDS_MAX=${2:-30}
RUNS=${3:-2000000}
CXX=${RB_FUZZ_CXX:-clang++}

if ! command -v "$CXX" >/dev/null || ! command -v pkg-config >/dev/null ||
  ! pkg-config --exists Qt6Core; then
  echo "SKIP: needs $CXX and pkg-config Qt6Core"
  exit 77
fi
mkdir -p "$WORK/corpus"
BIN="$WORK/fuzz_line_parser"

sources=("$HERE/fuzz_line_parser.cpp")
for f in crc32 percent_codec record line_parser conditions_mapper capture_assembler \
  capture_validation validator; do
  sources+=("$SRC/src/core/protocol/$f.cpp")
done
sources+=("$SRC/src/core/model/configuration.cpp" "$SRC/src/core/model/run.cpp"
  "$SRC/src/core/model/corrected.cpp")

# Rebuild only when a source is newer than the binary.
rebuild=0
[ -x "$BIN" ] || rebuild=1
for s in "${sources[@]}" "$SRC"/src/core/protocol/*.h; do
  [ "$s" -nt "$BIN" ] && rebuild=1
done
if [ $rebuild = 1 ]; then
  echo "building $BIN"
  # shellcheck disable=SC2046
  if ! "$CXX" -std=c++20 -g -O1 -fPIC -fsanitize=fuzzer,address,undefined \
    -fno-sanitize-recover=undefined -DQT_NO_KEYWORDS -I"$SRC/src" \
    $(pkg-config --cflags Qt6Core) "${sources[@]}" $(pkg-config --libs Qt6Core) -o "$BIN" \
    2>"$WORK/build.log"; then
    if grep -q "libclang_rt.fuzzer\|cannot find -l.*fuzzer\|fsanitize=fuzzer" "$WORK/build.log"; then
      cat "$WORK/build.log" >&2
      echo "SKIP: the libFuzzer runtime is missing (install libclang-rt-dev)"
      exit 77
    fi
    cat "$WORK/build.log" >&2
    exit 1
  fi
fi

# Seeds: the real captures, a short head+tail of one, and a few hand-made edge cases.
# Inputs are capped at 16 KiB (longer seeds are read up to that length): many short inputs
# find more per second than a few long ones, and every code path fits in a few lines.
cp "$SRC"/tests/data/captures/*.cap "$SRC"/tests/data/hostile/captures/*.cap "$WORK/corpus/"
for CAP in "$SRC"/tests/data/captures/*.cap; do
  base=$(basename "$CAP" .cap)
  { head -n 8 "$CAP"; tail -n 4 "$CAP"; } >"$WORK/corpus/$base-short.cap"
  { head -n 3 "$CAP"; grep -v '^S ' "$CAP"; } >"$WORK/corpus/$base-nosamples.cap"
  tail -n 60 "$CAP" >"$WORK/corpus/$base-tail.cap"
done
printf 'HELLO 0 proto=2 *00000000\n' >"$WORK/corpus/v2.cap"
head -c 3000 "$CAP" >"$WORK/corpus/cut.cap"

mkdir -p "$WORK/artifacts"
set +e
ASAN_OPTIONS=detect_leaks=1 "$BIN" -max_total_time="$SECONDS_MAX" -runs="$RUNS" -max_len=16384 \
  -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 -artifact_prefix="$WORK/artifacts/" \
  "$WORK/corpus" 2>"$WORK/fuzz.log"
rc=$?
set -e
tail -n 25 "$WORK/fuzz.log"
if [ $rc != 0 ]; then
  echo "FAIL: the fuzzer found a problem (exit $rc); inputs in $WORK/artifacts/" >&2
  exit 1
fi
echo "PASS"
