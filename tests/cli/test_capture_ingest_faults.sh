#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# import-log on captures written from docs/protocol.md with ingestion faults (issue 13 items 11,
# 12, 13, 15, 16): the exit code says what happened, the reason names the line, the raw log of
# every stored run comes back byte for byte, and nothing is stored from an empty capture.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"

fail() { echo "FAIL: $*" >&2; exit 1; }

# mkcap OUT END_FIELDS [EXTRA_AFTER_CASE]: a one-case run (raw 12,12,13), sealed with CRCs.
mkcap() {
  python3 - "$@" <<'PY'
import sys, zlib
out, end = sys.argv[1], sys.argv[2]
extra = sys.argv[3] if len(sys.argv) > 3 else ''
bodies = ['HELLO proto=1 fw=rtosbench fwver=0.1.0',
          'COND board=qemu kernel=baremetal clock_hz=72000000 unit=cycles timer=dwt',
          'CASE id=cal_loop unit=cycles n=3 warmup=0',
          'S case=cal_loop i=0 v=12,12,13', end] + ([extra] if extra else []) + \
         ['FOOT text=100', 'DONE status=ok cases=1 failed=0']
with open(out, 'wb') as f:
    for seq, b in enumerate(bodies):
        t, rest = b.split(' ', 1)
        body = ('%s %d %s' % (t, seq, rest)).encode()
        f.write(body + b' *%08X\n' % zlib.crc32(body))
PY
}

# import FILE EXPECTED_RC: sets IDS (stdout), ERR
import() {
  local rc=0
  IDS=$("$CLI" --db "$DB" import-log "$1" 2>"$WORK/err") || rc=$?
  ERR=$(cat "$WORK/err")
  [ "$rc" = "$2" ] || fail "import-log $1: exit $rc, expected $2 (stderr: $ERR)"
}

runs_count() { "$CLI" --db "$DB" runs --format csv | tail -n +2 | wc -l; }

same_log() { # id file
  "$CLI" --db "$DB" log "$1" >"$WORK/log.out" || fail "log $1 failed"
  cmp -s "$WORK/log.out" "$2" || fail "log $1 is not byte-identical to $2"
}

# 0. the good capture: complete, corrected median 7
mkcap "$WORK/good.cap" 'END case=cal_loop status=ok n=3 cold=20 overhead=5'
import "$WORK/good.cap" 0
"$CLI" --db "$DB" stats "$IDS" --format json >"$WORK/stats.json"
grep -q '"median": 7,' "$WORK/stats.json" || fail "good capture: median not 7: $(cat "$WORK/stats.json")"

# 1. item 11: malformed, overflowing or missing END fields: exit 3, the line and field named
for end in 'END case=cal_loop status=ok n=3 cold=20 overhead=abc' \
           'END case=cal_loop status=ok n=3 cold=20 overhead=99999999999999999999' \
           'END case=cal_loop status=ok n=3 cold=20' \
           'END case=cal_loop status=ok n=3 cold=99999999999999999999 overhead=5'; do
  mkcap "$WORK/end.cap" "$end"
  import "$WORK/end.cap" 3
  grep -q "line 5 (END of case cal_loop)" <<<"$ERR" || fail "'$end': line not named: $ERR"
  grep -q "incomplete" <<<"$ERR" || fail "'$end': status not named: $ERR"
  same_log "$IDS" "$WORK/end.cap"
done

# 2. item 12: an unknown record type with its own sequence number is only noted
mkcap "$WORK/unknown.cap" 'END case=cal_loop status=ok n=3 cold=20 overhead=5' 'TEMP celsius=41'
import "$WORK/unknown.cap" 0

# 3. item 13: a COND after the cases: exit 3, the line named, the conditions unchanged
mkcap "$WORK/cond.cap" 'END case=cal_loop status=ok n=3 cold=20 overhead=5' 'COND kernel=freertos'
import "$WORK/cond.cap" 3
grep -q "line 6 (COND)" <<<"$ERR" || fail "late COND not named: $ERR"
"$CLI" --db "$DB" runs --format csv | grep "^$IDS," | grep -q baremetal ||
  fail "a late COND changed the kernel: $("$CLI" --db "$DB" runs --format csv | grep "^$IDS,")"

# 4. item 15: two runs in one capture (back to back, and a reset mid-stream): both stored
cat "$WORK/good.cap" "$WORK/good.cap" >"$WORK/two.cap"
before=$(runs_count)
import "$WORK/two.cap" 0
[ "$(wc -l <<<"$IDS")" = 2 ] || fail "two runs: ids '$IDS'"
[ $(($(runs_count) - before)) = 2 ] || fail "two runs: $(($(runs_count) - before)) stored"
grep -q "holds 2 runs" <<<"$ERR" || fail "two runs: not said on stderr: '$ERR'"
first=$(head -n 1 <<<"$IDS")
second=$(tail -n 1 <<<"$IDS")
"$CLI" --db "$DB" log "$first" >"$WORK/a.out"
"$CLI" --db "$DB" log "$second" >"$WORK/b.out"
cat "$WORK/a.out" "$WORK/b.out" | cmp -s - "$WORK/two.cap" || fail "two runs: logs do not add up"
{ head -c 150 "$WORK/good.cap"; cat "$WORK/good.cap"; } >"$WORK/reset.cap"
import "$WORK/reset.cap" 3
[ "$(wc -l <<<"$IDS")" = 2 ] || fail "reset: ids '$IDS'"
grep -q "started again" <<<"$ERR" || fail "reset: not said: $ERR"

# 5. item 16: an empty capture is refused, nothing is stored
: >"$WORK/empty.cap"
before=$(runs_count)
rc=0; "$CLI" --db "$DB" import-log "$WORK/empty.cap" >"$WORK/out" 2>"$WORK/err" || rc=$?
[ "$rc" = 1 ] || fail "empty capture: exit $rc"
grep -q "empty" "$WORK/err" || fail "empty capture: no message: $(cat "$WORK/err")"
[ ! -s "$WORK/out" ] || fail "empty capture: an id was printed: $(cat "$WORK/out")"
[ "$(runs_count)" = "$before" ] || fail "empty capture: a run was stored"
rc=0; "$CLI" --db "$DB" import-log - </dev/null >/dev/null 2>&1 || rc=$?
[ "$rc" = 1 ] || fail "empty standard input: exit $rc"

if command -v sqlite3 >/dev/null; then
  [ "$(sqlite3 "$DB" 'PRAGMA integrity_check')" = ok ] || fail "integrity_check failed"
fi
echo "PASS"
