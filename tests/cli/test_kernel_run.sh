#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 12, "done when", on the virtual board with the real FreeRTOS V11.1.0 archive of
# ../shared/kernels (beside the repository):
#  1. `kernel add freertos freertos-kernel-V11.1.0.tar.gz`, then `run freertos-profiles.json
#     --board qemu` with NO --kernel-dir: 2 complete runs, built from the registered tree, whose
#     JSON export (and runs --format json) carry the tree's digest;
#  2. tree identity: a copy of the tree with one compiled file changed (tasks.c, one comment
#     line) gives another digest; a copy with only a file that is not compiled changed
#     (README.md) gives the same digest as the original. The digest covers what was compiled.
# Skipped (77) naming what is missing without ../shared/kernels, QEMU or the Arm compiler.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
[ -f "$ARCHIVE" ] || { echo "SKIP: $ARCHIVE is absent (the kernel test archives beside the repository)"; exit 77; }
for tool in qemu-system-arm arm-none-eabi-gcc cmake python3 tar; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"
EXP="$RB_SOURCE_DIR/examples/experiments/freertos-profiles.json"

# 1. The done-when check.
"$CLI" kernel add freertos "$ARCHIVE" > "$WORK/add.out" || fail "kernel add"
cat "$WORK/add.out"
TREE="$WORK/kernels/freertos/V11.1.0"
[ -f "$TREE/tasks.c" ] || fail "kernel add did not unpack into $TREE"
rc=0
"$CLI" --db "$DB" run "$EXP" --board qemu > "$WORK/run.out" 2> "$WORK/run.err" || rc=$?
[ $rc = 0 ] || { tail -20 "$WORK/run.err" >&2; cat "$WORK/run.out" >&2; fail "run without --kernel-dir: exit $rc"; }
complete=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/run.out")
[ "$complete" = 2 ] || { cat "$WORK/run.out" >&2; fail "$complete complete runs, expected 2"; }
"$CLI" --db "$DB" export --runs all --format json --out "$WORK/export.json" > /dev/null ||
    fail "export --format json"
"$CLI" --db "$DB" runs --format json > "$WORK/runs.json" || fail "runs --format json"
python3 - "$WORK/export.json" "$WORK/runs.json" "$TREE" << 'EOF2' || fail "the runs do not carry the tree identity"
import json, sys
runs = json.load(open(sys.argv[1]))["runs"]
assert len(runs) == 2, len(runs)
digests = set()
for r in runs:
    assert r["status"] == "complete", r["status"]
    assert r["configuration"]["kernel_version"] == "V11.1.0", r["configuration"]
    kt = r["kernel_tree"]
    assert kt["path"] == sys.argv[3], kt                # built from the registered tree
    assert len(kt["digest"]) == 64 and kt["files"] >= 10, kt  # sources and headers compiled
    assert kt["commit"] is None, kt                      # an archive, not a git checkout
    digests.add(kt["digest"])
assert len(digests) == 1, digests  # both profiles compile the same kernel files
rows = json.load(open(sys.argv[2]))
assert sorted(r["kernel_tree_digest"] for r in rows) == sorted(r["kernel_tree"]["digest"] for r in runs)
print("tree digest:", digests.pop(), "over", runs[0]["kernel_tree"]["files"], "files")
EOF2

# 2. One compiled file changed -> another digest; a file that is not compiled -> the same.
cat > "$WORK/small.json" << 'EOF2'
{ "name": "tree-identity", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "timer": "icount", "iterations": 200, "warmup": 10,
            "profile": "minimal" } }
EOF2
cp -r "$TREE" "$WORK/patched-source" && echo "/* one line more */" >> "$WORK/patched-source/tasks.c"
cp -r "$TREE" "$WORK/patched-readme" && echo "one line more" >> "$WORK/patched-readme/README.md"
"$CLI" kernel add freertos "$WORK/patched-source" --version V11.1.0-patched > /dev/null ||
    fail "kernel add of the patched tree"
digest_of() { # digest_of ARGS...: runs small.json, prints the stored run's tree digest
    local out="$WORK/small-$RANDOM.out" id
    "$CLI" --db "$DB" run "$WORK/small.json" --quiet "$@" > "$out" 2> "$out.err" ||
        { cat "$out" "$out.err" >&2; fail "run $*"; }
    id=$(sed -n 's/^configuration 1: run \([0-9]*\) complete.*/\1/p' "$out")
    [ -n "$id" ] || { cat "$out" >&2; fail "run $*: not complete"; }
    "$CLI" --db "$DB" runs --format json |
        python3 -c "import json,sys; print([r for r in json.load(sys.stdin) if r['id'] == $id][0]['kernel_tree_digest'])"
}
orig=$(digest_of --kernel-dir "freertos=$TREE")
# Without --kernel-dir the registry gives its highest version: V11.1.0-patched.
patched=$(digest_of)
readme=$(digest_of --kernel-dir "freertos=$WORK/patched-readme")
echo "original $orig"
echo "tasks.c  $patched"
echo "README   $readme"
[ ${#orig} = 64 ] || fail "no digest for the original tree"
[ "$patched" != "$orig" ] || fail "a changed compiled file (tasks.c) left the digest unchanged"
[ "$readme" = "$orig" ] || fail "a change to a file that is not compiled (README.md) changed the digest"
python3 - "$WORK/export.json" "$orig" << 'EOF2' || fail "the minimal-profile run of the profiles experiment has another digest"
import json, sys
assert all(r["kernel_tree"]["digest"] == sys.argv[2] for r in json.load(open(sys.argv[1]))["runs"])
EOF2
# The report's reproducibility section discloses the tree (GUI builds have `report`).
if [ "${RB_GUI:-OFF}" = ON ] && command -v pdftotext > /dev/null; then
    "$CLI" --db "$DB" report --runs all --out "$WORK/report.pdf" > /dev/null 2>&1 || fail "report"
    pdftotext "$WORK/report.pdf" - | tr '\n' ' ' > "$WORK/report.txt"
    grep -q "kernel tree $TREE, git commit none (not a git checkout), sha256 of the [0-9]* compiled kernel files $orig" "$WORK/report.txt" ||
        fail "the report does not disclose the kernel tree digest"
    grep -q "sha256 of the [0-9]* compiled kernel files $patched" "$WORK/report.txt" ||
        fail "the report does not disclose the patched tree's digest"
fi
echo "kernel run: OK"
