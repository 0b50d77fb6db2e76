#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31, numbers exact to the end and the protocol's limits: captures whose corrected values
# (raw - overhead) do not fit in 64 bits, an S line over 32 values and a window repeated with
# other values are stored incomplete with the line named (import-log exits 3), never complete;
# exports never write a wrapped value; stats prints 64-bit integers exactly; a JSON import
# carrying such an overhead is stored incomplete. Captures: tests/data/hostile/captures/.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"
H="$RB_SOURCE_DIR/tests/data/hostile/captures"
MIN=-9223372036854775808
MAX=9223372036854775807

fail() { echo "FAIL: $*" >&2; exit 1; }

# import FILE EXPECTED_RC: sets ID, ERR
import() {
  local rc=0
  ID=$("$CLI" --db "$DB" import-log "$1" 2>"$WORK/err") || rc=$?
  ERR=$(cat "$WORK/err")
  [ "$rc" = "$2" ] || fail "import-log $1: exit $rc, expected $2 (stderr: $ERR)"
  [[ "$ID" =~ ^[0-9]+$ ]] || fail "import-log $1: no run id: '$ID'"
}
status_of() {
  "$CLI" --db "$DB" runs --format csv | awk -F, -v id="$1" 'NR > 1 && $1 == id { print $2 }'
}
# samples_csv ID: the sample rows of a CSV export (no BOM)
samples_csv() {
  "$CLI" --db "$DB" export --runs "$1" --format csv --samples --no-bom --out - |
    grep -v '^run_id' || true
}
no_wrap() { # FILE WHAT: none of the values the old export wrapped to (raw 11/-11/INT64_MIN)
  for w in -9223372036854775797 9223372036854775798 9223372036854775803; do
    ! grep -q -- "$w" "$1" || fail "$2: wrapped value $w: $(cat "$1")"
  done
}

# 1. corrected beyond 64 bits: raw 11 - INT64_MIN, raw -11 - INT64_MAX, raw INT64_MIN - 5
for c in overhead-int64-min overhead-int64-max raw-int64-min; do
  import "$H/$c.cap" 3
  grep -q "line 5 (END of case cal_loop)" <<<"$ERR" || fail "$c: END line not named: $ERR"
  grep -q "does not fit in a 64-bit integer" <<<"$ERR" || fail "$c: no reason: $ERR"
  [ "$(status_of "$ID")" = incomplete ] || fail "$c: stored $(status_of "$ID")"
  samples_csv "$ID" >"$WORK/$c.csv"
  # run_id,metric,index,value,unit,corrected: the corrected cell is empty (unknown)
  grep -q "^$ID,cal_loop,0,-\{0,1\}[0-9]*,cycles,\$" "$WORK/$c.csv" ||
    fail "$c: CSV corrected not empty: $(cat "$WORK/$c.csv")"
  no_wrap "$WORK/$c.csv" "$c CSV samples"
  "$CLI" --db "$DB" export --runs "$ID" --format csv --no-bom --out "$WORK/$c.sum.csv" >/dev/null
  no_wrap "$WORK/$c.sum.csv" "$c CSV summary"
  "$CLI" --db "$DB" export --runs "$ID" --format json --out "$WORK/$c.json" >/dev/null
  no_wrap "$WORK/$c.json" "$c JSON"
  python3 - "$WORK/$c.json" <<'PY' || fail "$c: JSON export"
import json, sys
run = json.load(open(sys.argv[1]))['runs'][0]
c = run['cases'][0]
assert run['status'] == 'incomplete', run['status']
assert c['summary']['n'] == 0 and c['summary']['min'] is None, c['summary']
assert len(c['samples']) == 1 and c['overhead'] is not None
PY
  "$CLI" --db "$DB" stats "$ID" --format json >"$WORK/$c.stats"
  no_wrap "$WORK/$c.stats" "$c stats"
done

# 2. the same extremes where they fit: complete, exact in the CSV export
import "$H/overhead-int64-max-fits.cap" 0
samples_csv "$ID" | grep -q "^$ID,cal_loop,0,11,cycles,-9223372036854775796\$" ||
  fail "11 - INT64_MAX not exported exactly: $(samples_csv "$ID")"

# 3. stats of INT64_MAX prints it exactly (table, JSON, CSV export)
import "$H/stats-int64-max.cap" 0
"$CLI" --db "$DB" stats "$ID" --format json >"$WORK/max.json"
python3 - "$WORK/max.json" <<'PY' || fail "stats JSON of INT64_MAX: $(cat "$WORK/max.json")"
import sys
text = open(sys.argv[1]).read()
for key in ('min', 'median', 'max', 'mean', 'p1', 'p99', 'median_ci_low', 'median_ci_high'):
    assert '"%s": 9223372036854775807' % key in text, key
PY
"$CLI" --db "$DB" stats "$ID" >"$WORK/max.txt"
grep -q "9223372036854775807" "$WORK/max.txt" || fail "stats table: $(cat "$WORK/max.txt")"
! grep -q "9223372036854775808" "$WORK/max.txt" || fail "stats table rounds: $(cat "$WORK/max.txt")"
"$CLI" --db "$DB" export --runs "$ID" --format csv --no-bom --out "$WORK/max.csv" >/dev/null
grep -q ",$MAX,$MAX,$MAX,$MAX,$MAX,$MAX,0,$MAX,$MAX\$" "$WORK/max.csv" ||
  fail "CSV summary of INT64_MAX not exact: $(cat "$WORK/max.csv")"

# 4. an S line with 33 values: incomplete, line 4 named
import "$H/s-line-33-values.cap" 3
grep -q "line 4 (S of case cal_loop): 33 values, the protocol allows at most 32" <<<"$ERR" ||
  fail "33 values: $ERR"
[ "$(status_of "$ID")" = incomplete ] || fail "33 values: stored $(status_of "$ID")"

# 5. a window repeated with other values: incomplete, line 5 named, the first copy kept
import "$H/repeated-window-conflict.cap" 3
grep -q "line 5 (S of case cal_loop): sample 0 was received before as 12, this line repeats it as 999" <<<"$ERR" ||
  fail "conflicting window: $ERR"
[ "$(status_of "$ID")" = incomplete ] || fail "conflicting window: stored $(status_of "$ID")"
! samples_csv "$ID" | grep -q ",999," || fail "conflicting window: 999 stored"

# 6. the same window repeated with the same values: complete, noted
import "$H/repeated-window-same.cap" 0
[ "$(status_of "$ID")" = complete ] || fail "identical repeat: stored $(status_of "$ID")"
"$CLI" --db "$DB" export --runs "$ID" --format json --out "$WORK/same.json" >/dev/null
grep -q "repeated window.* with the same values dropped (line 5)" "$WORK/same.json" ||
  fail "identical repeat: not noted: $(grep status_reason "$WORK/same.json")"
[ "$(samples_csv "$ID" | wc -l)" = 4 ] || fail "identical repeat: $(samples_csv "$ID" | wc -l) samples"

# 7. JSON import of a complete run whose overhead is INT64_MIN: stored incomplete with reason
import "$H/overhead-int64-max-fits.cap" 0
"$CLI" --db "$DB" export --runs "$ID" --format json --out "$WORK/fits.json" >/dev/null
python3 - "$WORK/fits.json" "$WORK/hostile.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
run = doc['runs'][0]
assert run['status'] == 'complete'
run['cases'][0]['overhead'] = -9223372036854775808
json.dump(doc, open(sys.argv[2], 'w'))
PY
grep -q -- "-9223372036854775808" "$WORK/hostile.json" || fail "python wrote the overhead inexactly"
"$CLI" --db "$DB" import "$WORK/hostile.json" >"$WORK/imp.out" 2>"$WORK/imp.err" ||
  fail "import of hostile.json: $(cat "$WORK/imp.err")"
NEW=$(grep -o '[0-9]*$' "$WORK/imp.out")
[ "$(status_of "$NEW")" = incomplete ] || fail "JSON import: stored $(status_of "$NEW")"
"$CLI" --db "$DB" export --runs "$NEW" --format json --out "$WORK/new.json" >/dev/null
grep -q "case cal_loop: the cold sample (raw 11) - overhead -9223372036854775808 does not fit" \
  "$WORK/new.json" || fail "JSON import: no reason: $(grep status_reason "$WORK/new.json")"
samples_csv "$NEW" | grep -q "^$NEW,cal_loop,0,11,cycles,\$" ||
  fail "JSON import: CSV corrected: $(samples_csv "$NEW")"

echo "PASS"
