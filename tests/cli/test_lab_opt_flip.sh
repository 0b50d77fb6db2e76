#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 39 item 5: the flagship lab "the optimisation level changes the ranking"
# (opt_level_rank_flip) on two real kernels, RT-Thread Nano 3.1.5 and RTX5 (CMSIS 5.9.0) of
# ../shared/kernels, registered with `kernel add`: without the trees it is skipped (exit 3)
# naming them and how to add them; with them, four complete runs whose context_switch and
# yield_round_trip rank the two kernels the other way round at -O0 and at -Os, significantly
# (`ranks --by opt_level`). Issue 39 item 1 on the same runs: `lab sheet --runs` fills the sheet
# with those medians, the trap's verdicts and the student's name (--student, else Settings
# classroom/student, never guessed), in en and zh_CN; bad input is refused with exit 2.
# Skipped (77) naming what is missing. $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
SHARED="$RB_SOURCE_DIR/../shared/kernels"
for a in rtthread-nano-v3.1.5.tar.gz cmsis5-5.9.0.tar.gz; do
  [ -f "$SHARED/$a" ] || { echo "SKIP: $SHARED/$a is absent (the kernel test archives)"; exit 77; }
done
for tool in qemu-system-arm arm-none-eabi-gcc cmake python3; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
# Settings of this test only (QSettings: $XDG_CONFIG_HOME/rtosbench/rtosbench.conf).
export XDG_CONFIG_HOME="$WORK/config"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"

# Without the trees the lab is skipped (exit 3), naming them and how to add one.
rc=0
"$CLI" --db "$DB" lab run opt_level_rank_flip >"$WORK/skip.out" 2>"$WORK/skip.err" || rc=$?
[ "$rc" = 3 ] || fail "lab run without trees: exit $rc, not 3"
grep -q '^skipped:.*rtthread-nano, rtx5.*kernel add rtthread-nano' "$WORK/skip.err" ||
  fail "skipped: $(cat "$WORK/skip.err")"
"$CLI" lab show opt_level_rank_flip --lang en >"$WORK/show.txt" 2>&1 || fail "lab show"
grep -q '^Needs a kernel tree: rtthread-nano, rtx5' "$WORK/show.txt" ||
  fail "lab show does not name the trees"
"$CLI" lab show opt_level_rank_flip_baremetal --lang en >"$WORK/show-bm.txt" 2>&1 || fail "lab show"
grep -q '"baremetal"' "$WORK/show-bm.txt" ||
  fail "no bare-metal version of the lab"

"$CLI" kernel add rtthread-nano "$SHARED/rtthread-nano-v3.1.5.tar.gz" >/dev/null || fail "kernel add rtthread-nano"
"$CLI" kernel add rtx5 "$SHARED/cmsis5-5.9.0.tar.gz" >/dev/null || fail "kernel add rtx5"

start=$(date +%s)
rc=0
"$CLI" --db "$DB" lab run opt_level_rank_flip --lang en >"$WORK/lab.out" 2>"$WORK/lab.err" || rc=$?
[ "$rc" = 0 ] || { tail -30 "$WORK/lab.err" >&2; cat "$WORK/lab.out" >&2; fail "lab run: exit $rc"; }
echo "lab run: $(( $(date +%s) - start )) s"
complete=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/lab.out")
[ "$complete" = 4 ] || { cat "$WORK/lab.out" >&2; fail "$complete complete runs, expected 4"; }
ids=$(sed -n 's/^configuration [0-9]*: run \([0-9]*\) complete.*/\1/p' "$WORK/lab.out" | paste -sd, -)
# The lab's trap: #3 fires on the -O0 runs (the unoptimised build), quiet on -Os.
grep -q "^This lab's trap: #3" "$WORK/lab.out" || { cat "$WORK/lab.out" >&2; fail "no trap verdict"; }
for k in rtthread-nano rtx5; do
  grep -qE "^  run [0-9]+ \($k · opt_level = -O0\): fired$" "$WORK/lab.out" ||
    { cat "$WORK/lab.out" >&2; fail "trap 3 did not fire on $k -O0"; }
  grep -qE "^  run [0-9]+ \($k · opt_level = -Os\): quiet$" "$WORK/lab.out" ||
    { cat "$WORK/lab.out" >&2; fail "trap 3 fired on $k -Os"; }
done

for m in context_switch yield_round_trip; do
  "$CLI" --db "$DB" ranks --by opt_level --metric "$m" --format json >"$WORK/$m.json" ||
    fail "ranks --by opt_level --metric $m"
done
python3 - "$WORK" <<'PY' || fail "the lab's rank flip (see above)"
import json, os, sys
w = sys.argv[1]
for m in ("context_switch", "yield_round_trip"):
    d = json.load(open(os.path.join(w, m + ".json")))
    order = {c["value"]: [r["kernel"] for r in sorted(c["ranks"], key=lambda r: r["rank"])]
             for c in d["configurations"]}
    print(m, {c["value"]: [(r["kernel"], r["median"]) for r in c["ranks"]]
              for c in d["configurations"]})
    assert order == {"-O0": ["rtthread-nano", "rtx5"], "-Os": ["rtx5", "rtthread-nano"]}, order
    flips = [(tuple(sorted((f["kernel_a"], f["kernel_b"]))), f["significant"]) for f in d["flips"]]
    assert flips == [(("rtthread-nano", "rtx5"), True)], flips
    # Medians for the sheet check below: run id -> median.
    with open(os.path.join(w, m + ".medians"), "w") as f:
        for c in d["configurations"]:
            for r in c["ranks"]:
                f.write("%s %s %s\n" % (r["kernel"], c["value"], int(r["median"])))
PY

# The filled sheet (issue 39 item 1): name, the medians, the verdicts, the conditions.
if [ "${RB_GUI:-ON}" = OFF ] || ! command -v pdftotext >/dev/null; then
  echo "PASS: opt_level_rank_flip flips rtthread-nano/rtx5 (sheets not checked: no GUI build or pdftotext)"
  exit 0
fi
"$CLI" --db "$DB" lab sheet opt_level_rank_flip --runs "$ids" --student "Li Lei" --lang en \
  --out "$WORK/sheet-en.pdf" >"$WORK/sheet.out" 2>&1 || { cat "$WORK/sheet.out"; fail "lab sheet --runs"; }
pdftotext -layout "$WORK/sheet-en.pdf" "$WORK/sheet-en.txt" || fail "pdftotext"
grep -q 'Li Lei' "$WORK/sheet-en.txt" || fail "the sheet has no student name"
pages=$(pdfinfo "$WORK/sheet-en.pdf" | sed -n 's/^Pages: *//p')
[ "$pages" = 1 ] || [ "$pages" = 2 ] || fail "the sheet has $pages pages"
for id in ${ids//,/ }; do
  row=$(grep -E "^ *$id +(rtthread-nano|rtx5) · opt_level" "$WORK/sheet-en.txt" | head -1)
  [ -n "$row" ] || { cat "$WORK/sheet-en.txt" >&2; fail "no row of run $id"; }
  # the run's kernel and level from the store: the sheet's cell "opt_level = -O0" may wrap
  k=$("$CLI" --db "$DB" runs --format csv | awk -F, -v id="$id" '$1 == id {print $4}')
  o=$("$CLI" --db "$DB" runs --format csv | awk -F, -v id="$id" '$1 == id {print $7}')
  cs=$(awk -v k="$k" -v o="$o" '$1 == k && $2 == o {print $3}' "$WORK/context_switch.medians")
  yr=$(awk -v k="$k" -v o="$o" '$1 == k && $2 == o {print $3}' "$WORK/yield_round_trip.medians")
  want=quiet; [ "$o" = -O0 ] && want=fired
  echo "$row" | grep -qE " $cs +$yr +$want *$" || fail "run $id ($k $o): want $cs $yr $want: $row"
done
grep -q 'icount' "$WORK/sheet-en.txt" || fail "the sheet states no timer condition"
"$CLI" --db "$DB" lab sheet opt_level_rank_flip --runs "$ids" --student "李雷" --lang zh_CN \
  --out "$WORK/sheet-zh.pdf" >/dev/null 2>&1 || fail "lab sheet --lang zh_CN"
# The text in a file first: `pdftotext | grep -q` fails under pipefail when grep stops early.
pdftotext "$WORK/sheet-zh.pdf" "$WORK/sheet-zh.txt" || fail "pdftotext zh_CN"
grep -q '李雷' "$WORK/sheet-zh.txt" || fail "the zh_CN sheet has no name"
# The name from Settings when --student is not given; no name at all when neither is set.
"$CLI" lab sheet opt_level_rank_flip --lang en --out "$WORK/blank.pdf" >/dev/null 2>&1 || fail "unfilled sheet"
pdftotext "$WORK/blank.pdf" "$WORK/blank.txt" || fail "pdftotext blank"
grep -q 'Li Lei' "$WORK/blank.txt" && fail "the unfilled sheet names a student"
mkdir -p "$XDG_CONFIG_HOME/rtosbench"
printf '[classroom]\nstudent=Han Meimei\n' >"$XDG_CONFIG_HOME/rtosbench/rtosbench.conf"
"$CLI" lab sheet opt_level_rank_flip --lang en --out "$WORK/named.pdf" >/dev/null 2>&1 || fail "sheet with Settings"
pdftotext "$WORK/named.pdf" "$WORK/named.txt" || fail "pdftotext named"
grep -q 'Han Meimei' "$WORK/named.txt" || fail "the name of Settings classroom/student is not on the sheet"
# Bad input: exit 2, nothing written.
bad() { # WHAT ARGS...
  local what="$1"; shift
  rc=0; "$CLI" --db "$DB" lab sheet "$@" >"$WORK/bad.out" 2>&1 || rc=$?
  [ "$rc" = 2 ] || fail "$what: exit $rc, not 2"
  grep -q '^error: ' "$WORK/bad.out" || fail "$what: no error line: $(cat "$WORK/bad.out")"
}
bad "no --out" opt_level_rank_flip
bad "unknown lab" no_such_lab --out "$WORK/x.pdf"
bad "unknown language" opt_level_rank_flip --lang fr --out "$WORK/x.pdf"
bad "missing run" opt_level_rank_flip --runs 99999 --out "$WORK/x.pdf"
bad "bad run list" opt_level_rank_flip --runs 3-1 --out "$WORK/x.pdf"
bad "another lab's run" measurement_floor --runs "${ids%%,*}" --out "$WORK/x.pdf"
[ -e "$WORK/x.pdf" ] && fail "a refused sheet was written"
echo "PASS: opt_level_rank_flip: 4 runs, rtthread-nano/rtx5 flip significantly; sheets filled"
