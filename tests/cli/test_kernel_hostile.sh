#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31, "trees from others are data", against the real CLI, git, tar and unzip:
#  1. an archive whose tree carries a .git with hooks, core.fsmonitor and a filter driver that
#     touch marker files (tests/data/hostile/trees/hostile_git.sh): kernel add removes the .git
#     and says so; `history freertos --from HEAD~1` then refuses the tree (not a checkout);
#     no marker;
#  2. the same hostile repository registered as a directory (kernel add DIR): add and
#     `history --from HEAD~1` (each commit checked out) run no hook, fsmonitor or filter;
#  3. `history --from=--output=FILE` (and --to): refused naming the ref, FILE never written;
#  4. a chain of symbolic links that leads to /etc (link_chain.py): refused, naming the link,
#     as a directory and as an archive, nothing left in the cache;
#  5. the digest changes when only a link's text changes;
#  6. a zip whose headers say 16 MB and that unpacks 319 MB (zip_bomb.py), with
#     RTOSBENCH_ARCHIVE_MAX_BYTES=100000000: refused at the limit, nothing left in the cache;
#  7. with ../shared/kernels, QEMU and the compiler: the hostile repository made from the real
#     FreeRTOS V11.1.0 tree, `history --from HEAD~1` measures both commits, no marker.
# The trees are FreeRTOS stand-ins (the files of the catalogue's check) except in 7, which is
# skipped (the rest runs) when what it needs is absent.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
for tool in tar git python3 unzip; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
H="$RB_SOURCE_DIR/tests/data/hostile/trees"
export RTOSBENCH_KERNEL_CACHE="$WORK/cache" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache" HOME="$WORK/home"
mkdir -p "$HOME"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE RTOSBENCH_ARCHIVE_MAX_BYTES \
    RTOSBENCH_ARCHIVE_MAX_FILES
K() { "$CLI" kernel "$@"; }
no_markers() { # no_markers WHEN
    local m
    m=$(ls "$WORK"/marker.* 2> /dev/null)
    [ -z "$m" ] || fail "$1 ran the tree's programs: $(for f in $m; do echo "$(basename "$f"): $(head -2 "$f")"; done)"
}
mk_tree() { # mk_tree DIR: a FreeRTOS stand-in, version V99.0.0
    local d=$1
    mkdir -p "$d/include" "$d/portable/GCC/ARM_CM3" "$d/portable/MemMang"
    for f in tasks.c queue.c list.c portable/GCC/ARM_CM3/port.c portable/MemMang/heap_4.c; do
        echo "/* $f */" > "$d/$f"
    done
    echo '#define tskKERNEL_VERSION_NUMBER "V99.0.0"' > "$d/include/task.h"
}

# 1. An archive with a hostile .git.
mk_tree "$WORK/src/FreeRTOS-Kernel"
bash "$H/hostile_git.sh" "$WORK/src/FreeRTOS-Kernel" "$WORK/marker" || fail "hostile_git.sh"
no_markers "making the repository"
tar -czf "$WORK/freertos-kernel-V99.0.0.tar.gz" -C "$WORK/src" FreeRTOS-Kernel || fail "tar"
K add freertos "$WORK/freertos-kernel-V99.0.0.tar.gz" > "$WORK/add.out" 2> "$WORK/err" ||
    fail "kernel add ARCHIVE: $(cat "$WORK/err")"
no_markers "kernel add ARCHIVE"
grep -q "^note: removed FreeRTOS-Kernel/.git from freertos-kernel-V99.0.0.tar.gz: a tree from an archive is data" "$WORK/add.out" ||
    fail "no note about the removed .git: $(cat "$WORK/add.out")"
[ ! -e "$WORK/cache/freertos/V99.0.0/.git" ] || fail "the archive's .git was kept"
[ -f "$WORK/cache/freertos/V99.0.0/.gitattributes" ] || fail "the archive's files were not kept"
rc=0; "$CLI" --db "$WORK/h.db" history freertos --from HEAD~1 --iterations 5 --warmup 1 --quiet \
    > /dev/null 2> "$WORK/err" || rc=$?
[ $rc = 2 ] && grep -q "is not a git checkout" "$WORK/err" ||
    fail "history on the archive's tree: exit $rc, $(cat "$WORK/err")"
no_markers "history on the archive's tree"
K remove freertos > /dev/null || fail "kernel remove"

# 2. The hostile repository as a directory of the user's: registered in place, its .git kept;
# history checks its commits out without running anything of it.
K add freertos "$WORK/src/FreeRTOS-Kernel" > "$WORK/add.out" 2> "$WORK/err" ||
    fail "kernel add DIR: $(cat "$WORK/err")"
no_markers "kernel add DIR"
[ -d "$WORK/src/FreeRTOS-Kernel/.git" ] || fail "kernel add DIR touched the user's .git"
head_before=$(git -C "$WORK/src/FreeRTOS-Kernel" -c core.hooksPath=/dev/null rev-parse HEAD)
rc=0; "$CLI" --db "$WORK/h.db" history freertos --from HEAD~1 --iterations 5 --warmup 1 --quiet \
    --format json > "$WORK/h.json" 2> "$WORK/err" || rc=$?
no_markers "history --from HEAD~1 on a registered directory"
[ $rc = 0 ] || [ $rc = 1 ] || fail "history on the directory: exit $rc, $(cat "$WORK/err")"
python3 - "$WORK/h.json" << 'EOF2' || fail "history did not check out both commits: $(cat "$WORK/err")"
import json, sys
h = json.load(open(sys.argv[1]))
assert h["commits"] == 2 and len(h["points"]) == 2, h
for p in h["points"]:   # a stand-in does not build: failed runs, but never "not stored"
    assert p["status"] != "not stored", p
EOF2
[ "$(git -C "$WORK/src/FreeRTOS-Kernel" -c core.hooksPath=/dev/null rev-parse HEAD)" = "$head_before" ] ||
    fail "the user's HEAD moved"
[ ! -e "$WORK/src/FreeRTOS-Kernel/.git/worktrees" ] || fail "a worktree was registered in the user's repository"

# 3. Refs are never options.
for opt in from to; do
    rc=0
    if [ $opt = from ]; then
        "$CLI" --db "$WORK/h.db" history freertos "--from=--output=$WORK/out-$opt" > /dev/null 2> "$WORK/err" || rc=$?
    else
        "$CLI" --db "$WORK/h.db" history freertos --from HEAD~1 "--to=--output=$WORK/out-$opt" > /dev/null 2> "$WORK/err" || rc=$?
    fi
    [ $rc = 2 ] && grep -qF -- "--$opt \"--output=$WORK/out-$opt\" is not a usable git ref: it starts with \"-\"" "$WORK/err" ||
        fail "--$opt=--output=: exit $rc, $(cat "$WORK/err")"
    ls "$WORK"/out-* > /dev/null 2>&1 && fail "--$opt=--output=FILE: git wrote $(ls "$WORK"/out-*)"
done
no_markers "history with a ref that is an option"
K remove freertos > /dev/null || fail "kernel remove"

# 4. A chain of links out of the tree.
mk_tree "$WORK/links/FreeRTOS-Kernel"
python3 "$H/link_chain.py" "$WORK/links/FreeRTOS-Kernel" || fail "link_chain.py"
[ "$(realpath "$WORK/links/FreeRTOS-Kernel/z")" = /etc ] || fail "the chain does not lead to /etc"
rc=0; K add freertos "$WORK/links/FreeRTOS-Kernel" 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "^error: refusing $WORK/links/FreeRTOS-Kernel: .*z -> d1/d2/[^;]*/w: a symbolic link that leads outside the tree (to /etc)" "$WORK/err" ||
    fail "a directory with a link chain to /etc: exit $rc, $(cat "$WORK/err")"
tar -czf "$WORK/links.tar.gz" -C "$WORK/links" FreeRTOS-Kernel || fail "tar"
rc=0; K add freertos "$WORK/links.tar.gz" 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "^error: refusing links.tar.gz: .*z -> d1/d2/[^;]*/w: a symbolic link that leads outside the tree (to /etc)" "$WORK/err" ||
    fail "an archive with a link chain to /etc: exit $rc, $(cat "$WORK/err")"
[ -z "$(ls -A "$WORK/cache/freertos" 2> /dev/null)" ] || fail "a refused tree was left in the cache"
ls -d "$WORK"/cache/.unpack-* > /dev/null 2>&1 && fail "an unpack directory was left behind"

# 5. The digest covers the links' text.
for t in include portable; do
    mk_tree "$WORK/dig-$t/FreeRTOS-Kernel"
    ln -s "$t" "$WORK/dig-$t/FreeRTOS-Kernel/link"
    K add freertos "$WORK/dig-$t/FreeRTOS-Kernel" --version "V99.0.0-$t" > "$WORK/dig-$t.out" ||
        fail "kernel add with a link to $t"
done
d1=$(sed -n 's/^digest \([0-9a-f]*\) (7 files)$/\1/p' "$WORK/dig-include.out")
d2=$(sed -n 's/^digest \([0-9a-f]*\) (7 files)$/\1/p' "$WORK/dig-portable.out")
[ -n "$d1" ] && [ -n "$d2" ] || fail "no digest of 7 files: $(cat "$WORK"/dig-*.out)"
[ "$d1" != "$d2" ] || fail "two trees that differ in a link's target have the same digest $d1"
K remove freertos V99.0.0-include > /dev/null && K remove freertos V99.0.0-portable > /dev/null ||
    fail "kernel remove"

# 6. A zip whose headers lie about its size.
python3 "$H/zip_bomb.py" "$WORK/bomb.zip" 319000000 16000000 || fail "zip_bomb.py"
echo "zip bomb: $(stat -c %s "$WORK/bomb.zip") bytes, listing: $(unzip -Z -t "$WORK/bomb.zip")"
rc=0; RTOSBENCH_ARCHIVE_MAX_BYTES=100000000 K add freertos "$WORK/bomb.zip" 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "^error: refusing bomb.zip unpacks to more than the limit of 100000000 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES): unpacking was stopped after [0-9]* bytes, before anything was written" "$WORK/err" ||
    fail "zip bomb: exit $rc, $(cat "$WORK/err")"
[ -z "$(ls -A "$WORK/cache/freertos" 2> /dev/null)" ] || fail "the zip bomb left a tree"
ls -d "$WORK"/cache/.unpack-* > /dev/null 2>&1 && fail "the zip bomb left an unpack directory"
echo "zip bomb: $(cat "$WORK/err")"

# 7. The real FreeRTOS tree, built at both commits.
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
missing=""
[ -f "$ARCHIVE" ] || missing="$ARCHIVE"
for tool in qemu-system-arm arm-none-eabi-gcc cmake; do
    command -v "$tool" > /dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    echo "note: the real-tree history check is skipped: $missing absent"
else
    R="$WORK/real/FreeRTOS-Kernel"
    mkdir -p "$R" && tar -xzf "$ARCHIVE" -C "$R" --strip-components=1 || fail "unpack $ARCHIVE"
    bash "$H/hostile_git.sh" "$R" "$WORK/marker" || fail "hostile_git.sh on the real tree"
    K add freertos "$R" > /dev/null 2> "$WORK/err" || fail "kernel add the real tree: $(cat "$WORK/err")"
    rc=0; "$CLI" --db "$WORK/real.db" history freertos --from HEAD~1 --iterations 20 --warmup 2 \
        --jobs 2 --quiet --format json > "$WORK/real.json" 2> "$WORK/err" || rc=$?
    no_markers "history --from HEAD~1 on the real hostile tree"
    [ $rc = 0 ] || { tail -20 "$WORK/err" >&2; fail "history on the real hostile tree: exit $rc"; }
    python3 - "$WORK/real.json" << 'EOF2' || fail "the real hostile tree was not measured"
import json, sys
h = json.load(open(sys.argv[1]))
assert [p["status"] for p in h["points"]] == ["complete", "complete"], h["points"]
print("real tree: yield_round_trip", [p["medians"]["yield_round_trip"] for p in h["points"]])
EOF2
fi
echo "kernel hostile trees: OK"
