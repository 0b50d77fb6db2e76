#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 25, offline: a kernel's history on the virtual board, with bisection.
# A git repository made here from the FreeRTOS V11.1.0 test tree of ../shared/kernels (beside
# the repository), with synthetic commits in the test's own copy:
#   0 the tree (tag t0) · 1 a comment · 2 a syntax error (tag t2) · 3 its fix ·
#   4 NOPS nops at the top of vTaskSwitchContext · 5 a comment
# `history --tags --bisect yield_round_trip` runs t0, t2 and the last commit (t2 does not build:
# stored as failed, the walk goes on), then bisects between 0 and 5 and must name exactly
# commit 4, with a step of NOPS per context switch of the round trip, and no config drift;
# the runs are ordinary runs tagged history:<id> and commit:<sha>. The user's checkout is left
# as it was. Skipped (77) naming what is missing without ../shared/kernels, QEMU or the compiler.
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
for tool in qemu-system-arm arm-none-eabi-gcc cmake python3 tar git; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE RTOSBENCH_FIRMWARE_DIR
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.org GIT_COMMITTER_NAME=test \
    GIT_COMMITTER_EMAIL=test@example.org GIT_CONFIG_NOSYSTEM=1 HOME="$WORK"
DB="$WORK/runs.db"
NOPS=3
"$CLI" kernel add freertos "$ARCHIVE" > /dev/null || fail "kernel add"
TREE=$(find "$WORK/kernels/freertos" -mindepth 1 -maxdepth 1 -type d | head -1)
[ -f "$TREE/tasks.c" ] || fail "no FreeRTOS tree under $WORK/kernels/freertos"
REPO="$WORK/FreeRTOS-Kernel"
cp -r "$TREE" "$REPO" || fail "copy the tree"
cd "$REPO" || fail "cd $REPO"
git init -q -b main . && git add -A && git commit -qm "the V11.1.0 test tree" && git tag t0 || fail "git init"
sha() { git rev-parse HEAD; }
C0=$(sha)
echo "/* a comment only */" >> list.c && git commit -qam "list.c: a comment" || fail "commit 1"
echo "this is not C;" >> queue.c && git commit -qam "queue.c: a syntax error" && git tag t2 || fail "commit 2"
C2=$(sha)
git revert --no-edit HEAD > /dev/null && git commit -q --amend -m "queue.c: fix the syntax error" || fail "commit 3"
python3 - "$NOPS" << 'EOF2' || fail "cannot patch vTaskSwitchContext"
import sys
n = int(sys.argv[1])
s = open("tasks.c").read()
anchor = "traceENTER_vTaskSwitchContext();"
i = s.index(anchor) + len(anchor)
s = s[:i] + "\n" + "        __asm volatile ( \"nop\" );\n" * n + s[i:]
open("tasks.c", "w").write(s)
EOF2
git commit -qam "tasks.c: $NOPS nops in vTaskSwitchContext" || fail "commit 4"
C4=$(sha)
echo "/* another comment */" >> timers.c && git commit -qam "timers.c: a comment" || fail "commit 5"
C5=$(sha)
git status --porcelain > "$WORK/status.before"
cd "$WORK" || fail "cd $WORK"

rc=0
"$CLI" --db "$DB" history freertos --repo "$REPO" --from t0 --to main --tags --board qemu \
    --bisect yield_round_trip --metrics yield_round_trip,sem_ping_pong --iterations 20 --warmup 2 \
    --jobs 2 --quiet --format json > "$WORK/history.json" 2> "$WORK/history.err" || rc=$?
[ $rc = 0 ] || { tail -20 "$WORK/history.err" >&2; fail "history: exit $rc"; }
"$CLI" --db "$DB" export --runs all --format json --out "$WORK/export.json" > /dev/null || fail "export"
python3 - "$WORK/history.json" "$WORK/export.json" "$C0" "$C2" "$C4" "$C5" "$NOPS" << 'EOF2' || { cat "$WORK/history.json" >&2; fail "the history is wrong"; }
import json, sys
h = json.load(open(sys.argv[1]))
runs = {r["id"]: r for r in json.load(open(sys.argv[2]))["runs"]}
c0, c2, c4, c5, nops = sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6], int(sys.argv[7])
assert h["commits"] == 6 and h["exact"], h
pts = {p["sha"]: p for p in h["points"]}
# the walk: t0, t2 and the last commit; the bisection: commit 3 then commit 4 (O(log n))
assert set(pts) >= {c0, c2, c5, c4}, list(pts)
assert h["builds"] == len(pts) == 5, (h["builds"], len(pts))
assert pts[c2]["status"] == "failed", pts[c2]
assert runs[pts[c2]["run"]]["status"] == "failed", runs[pts[c2]["run"]]
for s in (c0, c4, c5):
    assert pts[s]["status"] == "complete", pts[s]
ch = h["change_points"]
assert len(ch) == 1, ch
c = ch[0]
assert c["commit"] == c4 and c["metric"] == "yield_round_trip" and c["exact"], c
assert c["subject"] == "tasks.c: %d nops in vTaskSwitchContext" % nops, c
assert not c["config_drift"], c
before, after = runs[c["before_run"]], runs[c["run"]]
case = [k for k in after["cases"] if k["metric"] == "yield_round_trip"][0]
switches = case["switches"]
assert switches == 2, switches   # a yield round trip is two context switches
assert c["steps"]["yield_round_trip"] == nops * switches, (c["steps"], switches)
print("yield_round_trip", pts[c0]["medians"]["yield_round_trip"], "->",
      pts[c4]["medians"]["yield_round_trip"], "step", c["steps"], "switches", switches)
# ordinary runs, tagged with the history and the commit, notes naming the commit
for p in h["points"]:
    r = runs[p["run"]]
    assert "history:" + h["history"] in r["tags"], r["tags"]
    assert "commit:" + p["sha"] in r["tags"], r["tags"]
    assert "history-index:%d" % p["index"] in r["tags"], r["tags"]   # what the History view reads
    assert "commit-subject:" + p["subject"] in r["tags"], r["tags"]
    assert p["sha"] in r["notes"] and p["subject"] in r["notes"], r["notes"]
EOF2
# The report has the history's section: the change point at the nops commit, with its step.
"$CLI" --db "$DB" report --runs all --out "$WORK/history.pdf" > /dev/null 2> "$WORK/report.err" ||
  { cat "$WORK/report.err" >&2; fail "report"; }
if command -v pdftotext > /dev/null; then
  pdftotext "$WORK/history.pdf" - | tr -d ' \n' > "$WORK/history.txt"
  grep -q "Kernelhistory" "$WORK/history.txt" || fail "the report has no history section"
  grep -q "${C4:0:12}(tasks.c:${NOPS}nopsinvTaskSwitchContext),after" "$WORK/history.txt" ||
    fail "the report does not name the nops commit as a change point"
  grep -q "yield_round_trip[0-9.]*→[0-9.]*(+$((NOPS * 2)))" "$WORK/history.txt" ||
    fail "the report does not give the step of yield_round_trip"
fi
# The user's checkout is untouched and no worktree is left registered.
cd "$REPO" || fail "cd $REPO"
[ "$(git rev-parse HEAD)" = "$C5" ] || fail "the user's HEAD moved"
git status --porcelain | cmp -s - "$WORK/status.before" || fail "the user's checkout changed"
[ "$(git worktree list | wc -l)" = 1 ] || { git worktree list >&2; fail "a worktree is left behind"; }
cd "$WORK" || fail "cd $WORK"
# Refusals: not a git checkout; --every with --tags.
rc=0; "$CLI" --db "$DB" history freertos --repo "$TREE" --from HEAD~1 > /dev/null 2> "$WORK/e1" || rc=$?
[ $rc = 2 ] && grep -q "not a git checkout of its own" "$WORK/e1" || { cat "$WORK/e1" >&2; fail "a tree outside git: exit $rc"; }
rc=0; "$CLI" --db "$DB" history freertos --repo "$REPO" --from t0 --tags --every 2 > /dev/null 2>&1 || rc=$?
[ $rc = 2 ] || fail "--every with --tags: exit $rc, expected 2"
echo "PASS"
