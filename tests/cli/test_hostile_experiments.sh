#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31: no shell, ever, for data. Every hostile experiment of tests/data/hostile/experiments
# is refused by `run` before anything is built or stored: a non-zero exit, a message naming the
# refused token or the value as the file wrote it, no run in the database, nothing in the
# firmware cache, and no marker file (the files that, before the fix, ninja's /bin/sh created:
# `touch rb-hostile-marker-*` in the build directory). The same for `build-firmware --cflags`,
# `run --kernel-dir` and `lab run --kernel-dir` with a path CMake would split at ';'.
# $1 = rtosbench-cli, $2 = scratch dir.
set -u
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
command -v sqlite3 > /dev/null || fail "sqlite3 is not installed (scripts/install-deps.sh)"
export LC_ALL=C.UTF-8 LANGUAGE=en
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache" RTOSBENCH_KERNEL_CACHE="$WORK/kernels"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DATA="$RB_SOURCE_DIR/tests/data/hostile/experiments"
[ -d "$DATA" ] || fail "no $DATA"
cd "$WORK" || fail "cd $WORK"

# A FreeRTOS tree as KernelDirs checks one (the files it looks for), in a directory whose name
# has a ';': accepted as a tree, so only the new check stands between it and CMake.
TREE="$WORK/tree;x"
for f in tasks.c queue.c list.c include/task.h portable/GCC/ARM_CM3/port.c \
    portable/MemMang/heap_4.c; do
    mkdir -p "$(dirname "$TREE/$f")" && : > "$TREE/$f" || fail "cannot make $TREE/$f"
done

stored() { # stored DB: the number of runs in DB (0 when there is no database)
    [ -f "$1" ] || { echo 0; return; }
    sqlite3 "$1" "SELECT count(*) FROM run" || fail "cannot count the runs of $1"
}
no_trace() { # no_trace WHAT: no marker file, nothing built
    local markers
    markers=$(find "$WORK" -name 'rb-hostile-marker*' 2> /dev/null)
    [ -z "$markers" ] || fail "$1: a shell ran the experiment's text: $markers"
    [ -z "$(ls -A "$WORK/fw-cache" 2> /dev/null)" ] || fail "$1: something was built in fw-cache"
}
refused() { # refused FILE TEXT [ARGS...]: `run` refuses FILE, its message contains TEXT
    local f="$1" want="$2"
    shift 2
    local db="$WORK/$f.db" rc=0
    "$CLI" --db "$db" run "$DATA/$f" --quiet "$@" > "$WORK/$f.out" 2> "$WORK/$f.err" || rc=$?
    [ "$rc" -ne 0 ] || { cat "$WORK/$f.out" "$WORK/$f.err" >&2; fail "$f: run exited 0"; }
    grep -qF -- "$want" "$WORK/$f.err" ||
        { cat "$WORK/$f.err" >&2; fail "$f: the message does not say: $want"; }
    grep -q '^error: ' "$WORK/$f.err" || fail "$f: no \"error: \" line"
    [ "$(stored "$db")" = 0 ] || fail "$f: a run was stored"
    no_trace "$f"
    echo "ok: $f: $(grep -m1 '^error: ' "$WORK/$f.err")"
}

# Item 1: flags reach the compiler only as checked tokens.
refused cflags-backtick.json 'the compiler flag "`touch" is refused'
refused cflags-semicolon.json 'the compiler flag "-Os;touch" is refused: it contains ";"'
refused cflags-vary-semicolon.json 'vary.cflags[1]: the compiler flag ";touch" is refused'
refused cflags-plugin.json 'the compiler flag "-fplugin=rb_hostile.so" is refused: it loads a compiler plugin'
refused cflags-wl.json 'the compiler flag "-Wl,--wrap=main,-Map=rb-hostile.map" is refused: it passes options to another program'
refused cflags-atfile.json 'the compiler flag "@rb-hostile-options" is refused: it reads further options from a file'
# Item 13: a kernel_dirs path with ';' (CMake would split it into a list).
refused kernel-dir-semicolon.json 'kernel_dirs.freertos "tree;x" is refused: it contains ";"'
# Items 7 and 12: counts are integers in their range, shown as the file wrote them.
refused repetitions-1e12.json 'repetitions: must be an integer from 1 to 1000, found 1e12'
refused repetitions-2.5.json 'repetitions: must be an integer from 1 to 1000, found 2.5, which has a fraction'
refused iterations-minus-100.json 'base.iterations: must be an integer from 1 to 1000000, found -100'
refused iterations-0.json 'base.iterations: must be an integer from 1 to 1000000, found 0'
refused iterations-2e40.json 'base.iterations: must be an integer from 1 to 1000000, found 1099511627776'
refused iterations-20.5.json 'base.iterations: must be an integer from 1 to 1000000, found 20.5, which has a fraction'
refused warmup-minus-1.json 'base.warmup: must be an integer from 0 to 1000000, found -1'
refused inject-minus-3.json 'base.inject_print_every: must be an integer from 0 to 1000000, found -3'

# A --kernel-dir of the command line goes through the same check (Experiment::problems).
cat > "$WORK/freertos.json" << 'EOF'
{ "name": "freertos", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "iterations": 20, "warmup": 2, "profile": "minimal" } }
EOF
rc=0
"$CLI" --db "$WORK/kdir.db" run "$WORK/freertos.json" --kernel-dir "freertos=$TREE" --quiet \
    > "$WORK/kdir.out" 2> "$WORK/kdir.err" || rc=$?
[ "$rc" -ne 0 ] || fail "run --kernel-dir with ';' exited 0"
grep -qF "\"$TREE\" is refused: it contains \";\"" "$WORK/kdir.err" ||
    { cat "$WORK/kdir.err" >&2; fail "run --kernel-dir: no message naming the path"; }
[ "$(stored "$WORK/kdir.db")" = 0 ] || fail "run --kernel-dir: a run was stored"
no_trace "run --kernel-dir"

rc=0
"$CLI" --db "$WORK/lab.db" lab run kernel_profile --kernel-dir "freertos=$TREE" --quiet \
    > "$WORK/lab.out" 2> "$WORK/lab.err" || rc=$?
[ "$rc" -eq 2 ] || { cat "$WORK/lab.err" >&2; fail "lab run --kernel-dir with ';': exit $rc, not 2"; }
grep -qF "\"$TREE\" is refused: it contains \";\"" "$WORK/lab.err" ||
    { cat "$WORK/lab.err" >&2; fail "lab run --kernel-dir: no message naming the path"; }
[ "$(stored "$WORK/lab.db")" = 0 ] || fail "lab run --kernel-dir: a run was stored"
no_trace "lab run --kernel-dir"

# build-firmware --cflags: the same allow-list, before anything is configured.
for flags in '-Os `touch rb-hostile-marker-bf`' '-Os;touch rb-hostile-marker-bf2;#' '-Os -specs=x'; do
    rc=0
    "$CLI" build-firmware --board qemu --kernel baremetal --cflags "$flags" --out "$WORK/fw-cache/bf" \
        > "$WORK/bf.out" 2> "$WORK/bf.err" || rc=$?
    [ "$rc" -ne 0 ] || fail "build-firmware --cflags '$flags' exited 0"
    grep -q 'error: the compiler flag ".*" is refused' "$WORK/bf.err" ||
        { cat "$WORK/bf.err" >&2; fail "build-firmware --cflags '$flags': no refusal naming the flag"; }
    no_trace "build-firmware --cflags '$flags'"
done
rc=0
"$CLI" build-firmware --board qemu --kernel baremetal --iterations 20.5 --out "$WORK/fw-cache/bf" \
    > /dev/null 2> "$WORK/bf.err" || rc=$?
[ "$rc" -ne 0 ] && grep -qF -- '--iterations must be an integer from 1 to 1000000, found "20.5"' \
    "$WORK/bf.err" || { cat "$WORK/bf.err" >&2; fail "build-firmware --iterations 20.5"; }
no_trace "build-firmware --iterations 20.5"
echo "PASS"
