#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# report (issue 5): a PDF report of real captured runs, headless (offscreen QApplication), in
# zh_CN with the CJK font embedded; the samples CSV next to it; errors exit non-zero.
# Skipped when the GUI (QCustomPlot) is not built: then `report` is not a command.
set -euo pipefail
CLI="$1"
WORK="$2"
if [ "${RB_GUI:-ON}" = "OFF" ] || [ "${RB_GUI:-ON}" = "0" ]; then
  echo "skip: RTOSBENCH_GUI is off"
  exit 0
fi
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"
fail() { echo "FAIL: $*" >&2; exit 1; }
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM

"$CLI" --help | grep -q "report" || fail "report is not listed in --help"
for cap in qemu-netduino2-baremetal host-posix; do
  "$CLI" --db "$DB" import-log "$RB_SOURCE_DIR/tests/data/captures/$cap.cap" >/dev/null \
    || fail "import-log $cap"
done
"$CLI" --db "$DB" import-log "$RB_SOURCE_DIR/tests/data/captures/host-posix.cap" >/dev/null \
  || fail "import-log host-posix (2)"

"$CLI" --db "$DB" report --out "$WORK/r.pdf" --lang zh_CN >"$WORK/out" 2>"$WORK/err" \
  || fail "report: $(cat "$WORK/err")"
[ -s "$WORK/r.pdf" ] || fail "no PDF"
head -c 4 "$WORK/r.pdf" | grep -q '%PDF' || fail "not a PDF"
[ -s "$WORK/r.pdf.samples.csv" ] || fail "no samples CSV"
head -1 "$WORK/r.pdf.samples.csv" | grep -q "run_id,metric,index,value,unit,corrected" \
  || fail "samples CSV header"
if command -v pdfinfo >/dev/null; then
  pages=$(pdfinfo "$WORK/r.pdf" | awk '/^Pages:/ {print $2}')
  [ "$pages" -ge 3 ] || fail "only $pages pages"
fi
if command -v pdffonts >/dev/null; then
  pdffonts "$WORK/r.pdf" | grep -q "CJK" || fail "no CJK font embedded"
fi

# Errors: no --out, a bad language, an unknown run.
rc=0; "$CLI" --db "$DB" report 2>/dev/null || rc=$?
[ "$rc" = 2 ] || fail "report without --out: exit $rc"
rc=0; "$CLI" --db "$DB" report --out "$WORK/x.pdf" --lang fr 2>/dev/null || rc=$?
[ "$rc" = 2 ] || fail "report --lang fr: exit $rc"
rc=0; "$CLI" --db "$DB" report --out "$WORK/x.pdf" --runs 999 2>"$WORK/err" || rc=$?
[ "$rc" = 1 ] || fail "report --runs 999: exit $rc"
grep -q 999 "$WORK/err" || fail "unknown run not named: $(cat "$WORK/err")"
[ ! -e "$WORK/x.pdf" ] || fail "a PDF was written on error"
echo "ok"
