#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The kernel registry (issue 12), against the real CLI, tar, unzip and git, offline:
#  1. kernel list: the catalogue (id, repository, tested tags, licence, build route);
#  2. kernel add DIR / ARCHIVE: the tree check names what is missing, the version is read from
#     the tree, adding the same tree twice is a no-op, remove deletes only what is in the cache;
#  3. archives with an absolute path, a ".." member or a symbolic link out of the tree are
#     refused and nothing is written outside the cache;
#  4. kernel fetch from a local bare repository (RTOSBENCH_KERNEL_MIRROR) with a test catalogue
#     (RTOSBENCH_KERNEL_CATALOGUE): a good fetch, a tag whose commit differs from the catalogue
#     (refused and deleted), an unpinned tag, an unreachable URL (one clear line);
#  5. run/build-firmware: unknown kernel id, empty path, missing directory, a directory that is
#     not that kernel, no tree at all: each its own error, exit 2, nothing built;
#  6. the firmware tests skip, naming what is missing, without the test trees;
#  7. run --skip-missing-trees leaves out the kernels without a tree, saying how to add each.
# The trees here are stand-ins with the files FreeRTOS's check needs (no kernel source), except
# the fetch repository, made from ../shared/kernels/freertos-kernel-V11.1.0.tar.gz when present.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
for tool in tar git python3; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/cache" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
K() { "$CLI" kernel "$@"; }

# A stand-in FreeRTOS tree: the files of the catalogue's check, version V99.0.0.
mk_tree() { # mk_tree DIR VERSION
    local d=$1
    mkdir -p "$d/include" "$d/portable/GCC/ARM_CM3" "$d/portable/MemMang"
    for f in tasks.c queue.c list.c portable/GCC/ARM_CM3/port.c portable/MemMang/heap_4.c; do
        echo "/* $f */" > "$d/$f"
    done
    echo "#define tskKERNEL_VERSION_NUMBER \"$2\"" > "$d/include/task.h"
}

# 1. The catalogue.
K list --format json > "$WORK/list.json" || fail "kernel list"
python3 - "$WORK/list.json" << 'EOF2' || fail "kernel list lacks catalogue data"
import json, sys
rows = json.load(open(sys.argv[1]))
ids = {r["id"] for r in rows}
for k in ["baremetal", "posix", "freertos", "threadx", "rtthread-nano", "rtthread", "ucos3",
          "rtx5", "tencentos-tiny", "uc-cpu", "uc-lib"]:
    assert k in ids, k
fr = [r for r in rows if r["id"] == "freertos"][0]
assert fr["repository"] == "https://github.com/FreeRTOS/FreeRTOS-Kernel", fr
assert "V11.1.0" in fr["tested_tags"] and fr["licence"] == "MIT" and fr["build"] == "own", fr
assert fr["installed"] is False and fr["path"] is None, fr
assert [r for r in rows if r["id"] == "ucos3"][0]["extra_trees"] == ["uc-cpu", "uc-lib"]
EOF2

# 2. A directory, in place.
mk_tree "$WORK/src/FreeRTOS-Kernel" V99.0.0
K add freertos "$WORK/src/FreeRTOS-Kernel" > "$WORK/add.out" || fail "kernel add DIR"
grep -q "^added freertos V99.0.0 (dir): $WORK/src/FreeRTOS-Kernel\$" "$WORK/add.out" ||
    fail "add DIR: $(cat "$WORK/add.out")"
K add freertos "$WORK/src/FreeRTOS-Kernel" > "$WORK/add2.out" || fail "adding the same tree again"
grep -q "already installed" "$WORK/add2.out" || fail "second add is not a no-op"
rc=0; K add freertos "$WORK/src/FreeRTOS-Kernel" --version V10.4.6 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "says it is FreeRTOS-Kernel V99.0.0" "$WORK/err" ||
    fail "a --version the tree contradicts: exit $rc, $(cat "$WORK/err")"
mkdir -p "$WORK/src/not-a-kernel/include" && touch "$WORK/src/not-a-kernel/include/task.h"
rc=0; K add freertos "$WORK/src/not-a-kernel" 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "not a FreeRTOS-Kernel tree: it lacks tasks.c, queue.c, list.c, portable/GCC/ARM_CM3/port.c, portable/MemMang/heap_4.c" "$WORK/err" ||
    fail "a directory that is not FreeRTOS: exit $rc, $(cat "$WORK/err")"
rc=0; K add no-such-kernel "$WORK/src/FreeRTOS-Kernel" 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q 'unknown kernel "no-such-kernel": the known kernels are baremetal, posix, freertos' "$WORK/err" ||
    fail "unknown id: exit $rc, $(cat "$WORK/err")"
rc=0; K add freertos "$WORK/nowhere" 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "nowhere does not exist" "$WORK/err" || fail "missing source: $(cat "$WORK/err")"
K list --format json > "$WORK/list.json" || fail "kernel list"
python3 - "$WORK/list.json" "$WORK/src/FreeRTOS-Kernel" << 'EOF2' || fail "the directory is not listed"
import json, sys
fr = [r for r in json.load(open(sys.argv[1])) if r["id"] == "freertos"]
assert len(fr) == 1 and fr[0]["installed"] and fr[0]["origin"] == "dir", fr
assert fr[0]["path"] == sys.argv[2] and fr[0]["version"] == "V99.0.0", fr
assert len(fr[0]["digest"]) == 64, fr
EOF2
K remove freertos > "$WORK/rm.out" || fail "kernel remove"
[ -f "$WORK/src/FreeRTOS-Kernel/tasks.c" ] || fail "remove deleted a registered directory"
rc=0; K remove freertos 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "no tree of freertos is installed" "$WORK/err" || fail "remove twice: $(cat "$WORK/err")"

# An archive: unpacked into CACHE/freertos/V99.0.0 (the archive's top directory stripped).
# What an interrupted add leaves (a cache directory the index does not know) is replaced.
tar -czf "$WORK/freertos-kernel-V99.0.0.tar.gz" -C "$WORK/src" FreeRTOS-Kernel
mkdir -p "$WORK/cache/freertos/V99.0.0" && echo left > "$WORK/cache/freertos/V99.0.0/orphan"
K add freertos "$WORK/freertos-kernel-V99.0.0.tar.gz" > "$WORK/add.out" || fail "kernel add ARCHIVE"
[ -f "$WORK/cache/freertos/V99.0.0/tasks.c" ] || fail "the archive was not unpacked into the cache"
[ ! -e "$WORK/cache/freertos/V99.0.0/orphan" ] || fail "the orphaned directory was not replaced"
grep -q "(archive)" "$WORK/add.out" || fail "origin is not archive: $(cat "$WORK/add.out")"
if command -v unzip > /dev/null; then
    (cd "$WORK/src" && python3 -c "
import os, zipfile
with zipfile.ZipFile('$WORK/fr.zip', 'w') as z:
    for root, _, files in os.walk('FreeRTOS-Kernel'):
        for f in files: z.write(os.path.join(root, f))")
    K add freertos "$WORK/fr.zip" --version V99.0.0-zip > "$WORK/zip.out" || fail "kernel add ZIP"
    [ -f "$WORK/cache/freertos/V99.0.0-zip/include/task.h" ] || fail "zip not unpacked"
    K remove freertos V99.0.0-zip > /dev/null || fail "remove the zip tree"
    [ ! -e "$WORK/cache/freertos/V99.0.0-zip" ] || fail "remove left the unpacked zip tree"
else
    echo "note: unzip is not installed, the zip case is not exercised"
fi
K remove freertos V99.0.0 > /dev/null || fail "remove the archive tree"
[ ! -e "$WORK/cache/freertos/V99.0.0" ] || fail "remove left the unpacked tree"

# Extra trees: µC/OS-III needs uc-cpu and uc-lib (a stand-in tree with its check files).
mkdir -p "$WORK/src/ucos3/Source" "$WORK/src/ucos3/Ports/ARM-Cortex-M/ARMv7-M/GNU"
for f in Source/os.h Source/os_core.c Source/os_task.c Ports/ARM-Cortex-M/ARMv7-M/GNU/os_cpu_a.S; do
    echo "/* $f */" > "$WORK/src/ucos3/$f"
done
K add ucos3 "$WORK/src/ucos3" > "$WORK/ucos.out" 2> "$WORK/err" && fail "ucos3 without a version was accepted"
grep -q "cannot tell which version of µC/OS-III this tree is: give it with --version" "$WORK/err" ||
    fail "ucos3 version: $(cat "$WORK/err")"
K add ucos3 "$WORK/src/ucos3" --version 3.08.01 > "$WORK/ucos.out" || fail "kernel add ucos3"
grep -q '^note: ucos3 also needs uc-cpu, uc-lib: add them with "kernel add"$' "$WORK/ucos.out" ||
    fail "no note about the extra trees: $(cat "$WORK/ucos.out")"
K remove ucos3 > /dev/null || fail "remove ucos3"

# 3. Unsafe archives: refused before anything is written.
python3 - "$WORK" << 'EOF2' || fail "cannot write the unsafe archives"
import io, sys, tarfile
w = sys.argv[1]
def archive(name, members):
    with tarfile.open(f"{w}/{name}", "w:gz") as t:
        for n, kind, target in members:
            ti = tarfile.TarInfo(n)
            if kind == "file":
                data = b"x\n"; ti.size = len(data); t.addfile(ti, io.BytesIO(data))
            else:
                ti.type = tarfile.SYMTYPE if kind == "sym" else tarfile.LNKTYPE
                ti.linkname = target; t.addfile(ti)
ok = [("t/tasks.c", "file", None)]
archive("dotdot.tar.gz", ok + [("t/../../evil-dotdot.txt", "file", None)])
archive("absolute.tar.gz", ok + [(f"{w}/evil-absolute.txt", "file", None)])
archive("symlink.tar.gz", ok + [("t/include", "sym", "../../../outside"), ("t/include/task.h", "file", None)])
archive("symlink-abs.tar.gz", ok + [("t/etc", "sym", "/etc")])
archive("hardlink.tar.gz", ok + [("t/h", "hard", "../x")])
EOF2
for a in dotdot absolute symlink symlink-abs hardlink; do
    rc=0; K add freertos "$WORK/$a.tar.gz" --version V1 2> "$WORK/err" || rc=$?
    [ $rc = 1 ] && grep -q "^error: refusing $a.tar.gz: " "$WORK/err" ||
        fail "unsafe archive $a: exit $rc, $(cat "$WORK/err")"
done
ls "$WORK"/evil-* > /dev/null 2>&1 && fail "an unsafe archive wrote outside the cache"
[ -z "$(ls -A "$WORK/cache/freertos" 2> /dev/null)" ] || fail "an unsafe archive left a tree"
ls -d "$WORK"/cache/.unpack-* > /dev/null 2>&1 && fail "an unpack directory was left behind"
# Size and count limits (issue 19): refused before anything is written, naming the limit.
python3 - "$WORK" << 'EOF2' || fail "cannot write the big archives"
import io, sys, tarfile, zipfile
w = sys.argv[1]
with tarfile.open(f"{w}/many.tar.gz", "w:gz") as t:
    for i in range(3):
        ti = tarfile.TarInfo(f"t/f{i}.c"); ti.size = 2; t.addfile(ti, io.BytesIO(b"x\n"))
with tarfile.open(f"{w}/big.tar.gz", "w:gz") as t:
    data = b"\0" * 100000
    ti = tarfile.TarInfo("t/tasks.c"); ti.size = len(data); t.addfile(ti, io.BytesIO(data))
with zipfile.ZipFile(f"{w}/big.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("t/tasks.c", b"\0" * 100000)
EOF2
rc=0; RTOSBENCH_ARCHIVE_MAX_FILES=2 K add freertos "$WORK/many.tar.gz" --version V1 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "many.tar.gz holds 3 entries, more than the limit of 2" "$WORK/err" ||
    fail "too many entries: exit $rc, $(cat "$WORK/err")"
for a in big.tar.gz big.zip; do
    rc=0; RTOSBENCH_ARCHIVE_MAX_BYTES=50000 K add freertos "$WORK/$a" --version V1 2> "$WORK/err" || rc=$?
    [ $rc = 1 ] && grep -q "$a unpacks to 100000 bytes, more than the limit of 50000 bytes" "$WORK/err" ||
        fail "too big $a: exit $rc, $(cat "$WORK/err")"
done
[ -z "$(ls -A "$WORK/cache/freertos" 2> /dev/null)" ] || fail "an archive over the limits left a tree"
ls -d "$WORK"/cache/.unpack-* > /dev/null 2>&1 && fail "an unpack directory was left behind"

# 4. Fetch, offline: a bare repository standing for FreeRTOS-Kernel, made from the FreeRTOS
# V11.1.0 archive of ../shared/kernels (the stand-in tree when it is absent), and a catalogue
# naming its tags.
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@t
export GIT_AUTHOR_DATE="2024-01-01T00:00:00Z" GIT_COMMITTER_DATE="2024-01-01T00:00:00Z"
R="$WORK/upstream"
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
if [ -f "$ARCHIVE" ]; then
    mkdir -p "$R" && tar -xzf "$ARCHIVE" -C "$R" --strip-components=1 || fail "cannot unpack $ARCHIVE"
    echo "fetch: the bare repository holds $(basename "$ARCHIVE")"
else
    cp -r "$WORK/src/FreeRTOS-Kernel" "$R" || fail "cannot copy the stand-in tree"
    echo "note: $ARCHIVE is absent: the bare repository holds the stand-in tree"
fi
git -C "$R" init -q && git -C "$R" add -A && git -C "$R" commit -qm one &&
    git -C "$R" tag V99.0.0 || fail "cannot make the test repository"
good=$(git -C "$R" rev-parse HEAD)
echo "/* patched */" >> "$R/tasks.c" && git -C "$R" commit -qam two && git -C "$R" tag V99.0.1 &&
    git -C "$R" tag V99.0.2 || fail "cannot tag"
mkdir -p "$WORK/mirror" && git clone -q --bare "$R" "$WORK/mirror/FreeRTOS-Kernel.git" ||
    fail "cannot make the bare repository"
python3 - "$RB_SOURCE_DIR/resources/kernels/catalogue.json" "$WORK/catalogue.json" "$good" << 'EOF2' || fail "test catalogue"
import json, sys
c = json.load(open(sys.argv[1]))
fr = [k for k in c["kernels"] if k["id"] == "freertos"][0]
fr["tags"] = [{"tag": "V99.0.0", "version": "V99.0.0", "commit": sys.argv[3]},
              {"tag": "V99.0.1", "version": "V99.0.1", "commit": sys.argv[3]},
              {"tag": "V99.0.2", "version": "V99.0.2", "commit": None}]
json.dump(c, open(sys.argv[2], "w"))
EOF2
export RTOSBENCH_KERNEL_CATALOGUE="$WORK/catalogue.json"
RTOSBENCH_KERNEL_MIRROR="$WORK/mirror" K fetch freertos V99.0.0 > "$WORK/fetch.out" 2> "$WORK/err" ||
    fail "a good fetch failed: $(cat "$WORK/err")"
grep -q "^fetched freertos V99.0.0 (commit $good): $WORK/cache/freertos/V99.0.0\$" "$WORK/fetch.out" ||
    fail "fetch: $(cat "$WORK/fetch.out")"
[ "$(git -C "$WORK/cache/freertos/V99.0.0" rev-parse HEAD)" = "$good" ] || fail "fetched the wrong commit"
K list --format json | python3 -c "
import json, sys
fr = [r for r in json.load(sys.stdin) if r['id'] == 'freertos']
assert len(fr) == 1 and fr[0]['origin'] == 'fetch' and fr[0]['commit'] == '$good', fr" ||
    fail "the fetched tree is not listed with its commit"
rc=0; RTOSBENCH_KERNEL_MIRROR="$WORK/mirror" K fetch freertos V99.0.1 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "refusing freertos V99.0.1 from file://$WORK/mirror/FreeRTOS-Kernel.git: the tag is commit [0-9a-f]\{40\}, the catalogue says $good" "$WORK/err" ||
    fail "a tag whose commit differs: exit $rc, $(cat "$WORK/err")"
[ ! -e "$WORK/cache/freertos/V99.0.1" ] || fail "the refused clone was kept"
ls -d "$WORK"/cache/.fetch-* > /dev/null 2>&1 && fail "a fetch directory was left behind"
rc=0; RTOSBENCH_KERNEL_MIRROR="$WORK/mirror" K fetch freertos V99.0.2 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "pins no commit for freertos V99.0.2" "$WORK/err" || fail "unpinned: $(cat "$WORK/err")"
rc=0; RTOSBENCH_KERNEL_MIRROR="$WORK/mirror" K fetch freertos V1.2.3 2> "$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "V1.2.3 is not a tested tag of freertos: the catalogue has V99.0.0, V99.0.1, V99.0.2" "$WORK/err" ||
    fail "unknown tag: $(cat "$WORK/err")"
K remove freertos V99.0.0 > /dev/null || fail "remove the fetched tree"
for url in "$WORK/no-such-mirror" "http://127.0.0.1:9/offline"; do
    rc=0; RTOSBENCH_KERNEL_MIRROR="$url" K fetch freertos V99.0.0 2> "$WORK/err" || rc=$?
    [ $rc = 1 ] || fail "unreachable $url: exit $rc"
    [ "$(wc -l < "$WORK/err")" = 1 ] || fail "unreachable $url: not one line: $(cat "$WORK/err")"
    grep -q "^error: cannot fetch freertos V99.0.0 from .*: fatal: " "$WORK/err" ||
        fail "unreachable $url: $(cat "$WORK/err")"
    echo "offline: $(cat "$WORK/err")"
done
[ ! -e "$WORK/cache/freertos/V99.0.0" ] || fail "a failed fetch left a tree"
unset RTOSBENCH_KERNEL_CATALOGUE

# 5. Tree errors of run and build-firmware: before anything is built.
EXP="$RB_SOURCE_DIR/examples/experiments/freertos-profiles.json"
check_run() { # check_run EXPECTED-MESSAGE ARGS...
    local want=$1 rc=0; shift
    "$CLI" --db "$WORK/r.db" run "$EXP" "$@" > /dev/null 2> "$WORK/err" || rc=$?
    [ $rc = 2 ] || fail "run $*: exit $rc, expected 2 ($(cat "$WORK/err"))"
    grep -qF "$want" "$WORK/err" || fail "run $*: expected \"$want\", got: $(cat "$WORK/err")"
}
check_run 'unknown kernel "FreeRTOS": the known kernels are baremetal, posix, freertos' --kernel-dir "FreeRTOS=$WORK/src/FreeRTOS-Kernel"
check_run 'unknown kernel "no-such-kernel"' --kernel-dir "no-such-kernel=$WORK/src/FreeRTOS-Kernel"
check_run "error: --kernel-dir freertos=: the path is empty" --kernel-dir "freertos="
check_run "error: --kernel-dir freertos=$WORK/nowhere: no such directory" --kernel-dir "freertos=$WORK/nowhere"
check_run "error: --kernel-dir freertos=$WORK/src/not-a-kernel: not a FreeRTOS-Kernel tree: it lacks tasks.c" --kernel-dir "freertos=$WORK/src/not-a-kernel"
check_run 'error: no freertos tree: add one with "rtosbench-cli kernel add freertos DIR|ARCHIVE"'
rc=0; "$CLI" build-firmware --board qemu --kernel freertos --kernel-dir "$WORK/nowhere" --out "$WORK/bf" 2> "$WORK/err" || rc=$?
[ $rc = 2 ] && grep -q "no such directory" "$WORK/err" || fail "build-firmware missing dir: $rc $(cat "$WORK/err")"
[ ! -e "$WORK/fw-cache" ] && [ ! -e "$WORK/bf" ] || fail "a build started despite the tree error"
# 6. Without ../shared/kernels the CI test trees are skipped, naming what is missing.
FWT="$RB_SOURCE_DIR/tests/firmware"
rc=0; bash "$FWT/kernel_trees.sh" "$CLI" "$WORK/no-shared/kernels" "$WORK/ci-cache" > "$WORK/fx.out" 2>&1 || rc=$?
[ $rc = 77 ] && grep -q "^SKIP: $WORK/no-shared/kernels is absent" "$WORK/fx.out" ||
    fail "fixture without ../shared/kernels: exit $rc, $(cat "$WORK/fx.out")"
rc=0
env -u RTOSBENCH_FREERTOS_DIR RB_KERNEL_CACHE="$WORK/ci-cache" RB_SHARED_KERNELS="$WORK/no-shared/kernels" \
    bash "$FWT/fw_freertos.sh" freertos_qemu_default "$RB_SOURCE_DIR/firmware" "$WORK/fw-work" > "$WORK/fr.out" 2>&1 || rc=$?
[ $rc = 77 ] && grep -q "^SKIP: no FreeRTOS-Kernel tree: $WORK/ci-cache/freertos/V11.1.0 is not in the test kernel cache because $WORK/no-shared/kernels/freertos-kernel-V11.1.0.tar.gz is absent" "$WORK/fr.out" ||
    fail "FreeRTOS tests without a tree: exit $rc, $(cat "$WORK/fr.out")"
rc=0
RB_KERNEL_CACHE="$WORK/ci-cache" RB_SHARED_KERNELS="$WORK/no-shared/kernels" \
    bash "$FWT/fw_rtos.sh" threadx qemu_default "$RB_SOURCE_DIR/firmware" "$WORK/fw-work" > "$WORK/tx.out" 2>&1 || rc=$?
[ $rc = 77 ] && grep -q "^SKIP: no threadx tree in the test kernel cache $WORK/ci-cache/threadx" "$WORK/tx.out" ||
    fail "RTOS adapter tests without a tree: exit $rc, $(cat "$WORK/tx.out")"
# 7. run --skip-missing-trees (the main job): the kernels without a registered tree are left out,
# each with how to add it; the others run.
if command -v arm-none-eabi-gcc > /dev/null && command -v qemu-system-arm > /dev/null; then
    python3 - "$RB_SOURCE_DIR/examples/experiments/qemu-kernels.json" "$WORK/k.json" <<'PY'
import json, sys
e = json.load(open(sys.argv[1]))
e["base"].update(iterations=100, warmup=10)
e["vary"] = {"opt_level": ["-Os"]}
json.dump(e, open(sys.argv[2], "w"))
PY
    rc=0
    RTOSBENCH_KERNEL_CACHE="$WORK/empty-cache" "$CLI" --db "$WORK/k.db" run "$WORK/k.json" \
        --skip-missing-trees --quiet > "$WORK/k.out" 2> "$WORK/k.err" || rc=$?
    [ $rc = 0 ] || fail "run --skip-missing-trees: exit $rc: $(tail -5 "$WORK/k.err")"
    for k in freertos threadx rtthread-nano rtthread ucos3 rtx5 tencentos-tiny; do
        grep -q "^$k skipped: no $k tree: add one with \"rtosbench-cli kernel add $k DIR|ARCHIVE\"" "$WORK/k.err" ||
            fail "run --skip-missing-trees does not name $k: $(cat "$WORK/k.err")"
    done
    [ "$(grep -c 'run [0-9]* complete' "$WORK/k.out")" = 1 ] || fail "bare metal did not run: $(cat "$WORK/k.out")"
    rc=0
    RTOSBENCH_KERNEL_CACHE="$WORK/empty-cache" "$CLI" --db "$WORK/k.db" run "$WORK/k.json" --quiet \
        > /dev/null 2> "$WORK/k.err" || rc=$?
    [ $rc = 2 ] && grep -q "error: no freertos tree" "$WORK/k.err" ||
        fail "without --skip-missing-trees a missing tree must stop the run: $rc $(cat "$WORK/k.err")"
fi
echo "kernel registry: OK"
