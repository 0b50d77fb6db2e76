#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# import-log and log (issue 6 §6): a real firmware capture becomes a complete run whose raw log
# comes back byte for byte; damaged captures (cut, garbage, CRC error, wrong version, asked
# conditions not met) are stored with their raw log and the right status, and the command
# exits non-zero with the reason on stderr. The database stays intact.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"
CAP="$RB_SOURCE_DIR/tests/data/captures/qemu-netduino2-baremetal.cap"
HOSTCAP="$RB_SOURCE_DIR/tests/data/captures/host-posix.cap"

fail() { echo "FAIL: $*" >&2; exit 1; }

# import FILE EXPECTED_RC [args...]: sets ID, ERR
import() {
  local file=$1 want=$2
  shift 2
  local rc=0
  ID=$("$CLI" --db "$DB" import-log "$file" "$@" 2>"$WORK/err") || rc=$?
  ERR=$(cat "$WORK/err")
  [ "$rc" = "$want" ] || fail "import-log $file $*: exit $rc, expected $want (stderr: $ERR)"
  [[ "$ID" =~ ^[0-9]+$ ]] || fail "import-log $file: no run id on stdout: '$ID'"
}

status_of() {
  "$CLI" --db "$DB" runs --format csv | awk -F, -v id="$1" 'NR > 1 && $1 == id { print $2 }'
}

same_log() { # id file
  "$CLI" --db "$DB" log "$1" >"$WORK/log.out" || fail "log $1 failed"
  cmp -s "$WORK/log.out" "$2" || fail "log $1 is not byte-identical to $2"
}

# 1. good captures: exit 0, id, complete, byte-exact log
import "$CAP" 0
GOOD=$ID
[ -z "$ERR" ] || fail "a good capture printed on stderr: $ERR"
same_log "$GOOD" "$CAP"
import "$HOSTCAP" 0
same_log "$ID" "$HOSTCAP"

# 2. the link vanishes mid-run (cut at an arbitrary byte)
head -c 13001 "$CAP" >"$WORK/cut.cap"
import "$WORK/cut.cap" 3
grep -q "missing DONE" <<<"$ERR" || fail "cut capture: no 'missing DONE' in: $ERR"
grep -q "incomplete" <<<"$ERR" || fail "cut capture: status not named in: $ERR"
same_log "$ID" "$WORK/cut.cap"

# 3. binary garbage in the middle of the run and a CRC error: incomplete, named
{ head -n 30 "$CAP"; printf '\x00\xff\xfe\x01 garbage \x1b[0m\n'; tail -n +31 "$CAP"; } >"$WORK/garbage.cap"
import "$WORK/garbage.cap" 0 # garbage between intact lines loses nothing
grep -q "non-protocol text" <<<"$("$CLI" --db "$DB" runs --format json)" ||
  fail "garbage note not in the run's reason"
sed '40s/ \*\([0-9A-F]\{8\}\)$/ *00000000/' "$CAP" >"$WORK/crc.cap"
cmp -s "$WORK/crc.cap" "$CAP" && fail "sed did not damage the CRC"
import "$WORK/crc.cap" 3
grep -q "bad or missing CRC (line 40)" <<<"$ERR" || fail "CRC error not reported: $ERR"
same_log "$ID" "$WORK/crc.cap"

# 4. wrong protocol version: failed
sed '1s/.*/HELLO 0 proto=2 fw=rtosbench fwver=9.0.0 *00000000/' "$CAP" >"$WORK/v2.cap"
python3 - "$WORK/v2.cap" <<'PY'
import sys, zlib
p = sys.argv[1]
lines = open(p, 'rb').read().split(b'\n')
body = lines[0].rsplit(b' *', 1)[0]
lines[0] = body + b' *%08X' % zlib.crc32(body)
open(p, 'wb').write(b'\n'.join(lines))
PY
import "$WORK/v2.cap" 4
grep -q "wrong protocol version" <<<"$ERR" || fail "wrong version not reported: $ERR"
[ "$(status_of "$ID")" = failed ] || fail "wrong version run is $(status_of "$ID")"

# 5. conditions not met: failed, naming both values
import "$CAP" 4 --expect-opt -O0 --expect-board qemu
grep -q "firmware says -Os, experiment asked -O0" <<<"$ERR" || fail "mismatch not named: $ERR"
import "$CAP" 0 --expect-opt -Os --expect-kernel baremetal --tag lab1

# 6. errors: missing file, unknown run, no raw log
rc=0; "$CLI" --db "$DB" import-log "$WORK/nonexistent.cap" 2>/dev/null || rc=$?
[ "$rc" = 1 ] || fail "missing file: exit $rc"
rc=0; "$CLI" --db "$DB" log 99999 >/dev/null 2>&1 || rc=$?
[ "$rc" != 0 ] || fail "log of an unknown run succeeded"
rc=0; "$CLI" --db "$DB" log abc >/dev/null 2>&1 || rc=$?
[ "$rc" = 2 ] || fail "log abc: exit $rc"

# 7. the database is intact
[ "$(status_of "$GOOD")" = complete ] || fail "good run is $(status_of "$GOOD")"
if command -v sqlite3 >/dev/null; then
  [ "$(sqlite3 "$DB" 'PRAGMA integrity_check')" = ok ] || fail "integrity_check failed"
fi
echo "PASS"
