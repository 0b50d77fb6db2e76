#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Example of a user's own build, driven by rtosbench's external-build path
# (docs/experiments.md, examples/experiments/qemu-external-build.json). It stands for "your own
# RTOS project": rtosbench substitutes the placeholders of the command template, runs this
# script, then flashes (or, on the virtual board, runs) the ELF it produced, and trusts only the
# conditions the firmware reports about itself.
#
# Here the "project" is rtosbench's own benchmark firmware, built with plain CMake:
#   build.sh out=DIR board=qemu kernel=baremetal [opt=-Os] [cflags=...] [clock_hz=N]
#            [timer=icount] [profile=default] [iterations=N] [warmup=N]
# Arguments are KEY=VALUE (an empty value means "not set", as an empty placeholder gives).
# Like many real projects it has its own default optimisation level (-O0) when none is given.
# The ELF is written to OUT/fw.elf. Plain bash, no network.
set -eu

out="" board="" kernel="" opt="-O0" cflags="" clock_hz="" timer="" profile=""
iterations="" warmup=""
for arg in "$@"; do
    case "$arg" in
    out=*) out=${arg#out=} ;;
    board=*) board=${arg#board=} ;;
    kernel=*) kernel=${arg#kernel=} ;;
    opt=*) [ -z "${arg#opt=}" ] || opt=${arg#opt=} ;;
    cflags=*) cflags=${arg#cflags=} ;;
    clock_hz=*) clock_hz=${arg#clock_hz=} ;;
    timer=*) timer=${arg#timer=} ;;
    profile=*) profile=${arg#profile=} ;;
    iterations=*) iterations=${arg#iterations=} ;;
    warmup=*) warmup=${arg#warmup=} ;;
    *)
        echo "build.sh: unknown argument '$arg' (expected KEY=VALUE)" >&2
        exit 2
        ;;
    esac
done
[ -n "$out" ] && [ -n "$board" ] && [ -n "$kernel" ] ||
    { echo "build.sh: out=, board= and kernel= are required" >&2; exit 2; }

# The firmware tree: $RB_SOURCE_DIR/firmware when set, else the one next to this script.
src="${RB_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}/firmware"
[ -f "$src/CMakeLists.txt" ] || { echo "build.sh: no firmware sources in $src" >&2; exit 2; }

args=(-S "$src" -B "$out/build" "-DRB_BOARD=$board" "-DRB_KERNEL=$kernel" "-DRB_OPT=$opt")
[ -z "$cflags" ] || args+=("-DRB_CFLAGS=$cflags")
[ -z "$clock_hz" ] || args+=("-DRB_CLOCK_HZ=$clock_hz")
[ -z "$timer" ] || args+=("-DRB_TIMER=$timer")
[ -z "$profile" ] || args+=("-DRB_PROFILE=$profile")
[ -z "$iterations" ] || args+=("-DRB_ITERATIONS=$iterations")
[ -z "$warmup" ] || args+=("-DRB_WARMUP=$warmup")
if command -v ninja > /dev/null; then
    args+=(-G Ninja)
fi

echo "build.sh: building $kernel for $board with $opt into $out"
cmake "${args[@]}"
cmake --build "$out/build"
cp "$out/build/rtosbench-fw.elf" "$out/fw.elf"
echo "build.sh: wrote $out/fw.elf"
