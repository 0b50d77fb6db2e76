#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# rtosbench-cli storage commands with real files: runs, references, stats, export, import.
# $1 = rtosbench-cli, $2 = scratch dir.
set -u
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { echo "ok: $*"; }

# --- a new database: 136 published references, no runs -------------------------------------
DB="$WORK/new.db"
"$CLI" --db "$DB" references >/dev/null 2>&1 && fail "references created a missing database"
[ -e "$DB" ] && fail "a read-only command created $DB"
out=$("$CLI" --db "$DB" init); rc=$?
[ $rc -eq 0 ] && printf '%s\n' "$out" | grep -q "schema" && ok "init creates the database" ||
    fail "init: exit $rc: $out"
out=$("$CLI" --db "$DB" references --format csv); rc=$?
[ $rc -eq 0 ] || fail "references exit $rc"
header=$(printf '%s\n' "$out" | head -1)
case "$header" in id,*metric,value,unit*) ok "references CSV header" ;; *) fail "references header: $header" ;; esac
rows=$(printf '%s\n' "$out" | tail -n +2 | wc -l)
[ "$rows" -eq 136 ] && ok "136 reference rows" || fail "references rows: $rows"
printf '%s\n' "$out" | grep -q 'reference: published summary, not measured here' \
    && ok "provenance column" || fail "no provenance"
"$CLI" --db "$DB" references --format json | python3 -c \
    'import json,sys; d=json.load(sys.stdin); assert len(d)==136, len(d); assert all(r["provenance"] for r in d)' \
    && ok "references JSON" || fail "references JSON"
"$CLI" --db "$DB" references | grep -q 'ThreadX' && ok "references table" || fail "references table"

out=$("$CLI" --db "$DB" runs --format csv); rc=$?
[ $rc -eq 0 ] || fail "runs exit $rc"
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] && ok "no runs yet (header only)" || fail "runs on new db: $out"
header=$(printf '%s\n' "$out" | head -1)
for col in id status board kernel kernel_version profile opt_level clock_hz timing_method started_at cases samples tags; do
    printf '%s\n' "$header" | tr ',' '\n' | grep -qx "$col" || fail "runs CSV lacks column $col"
done
[ "${header%%,*}" = "id" ] && ok "runs CSV starts with id" || fail "runs header: $header"

# --- import a JSON export written by hand --------------------------------------------------
cat > "$WORK/in.json" <<'JSON'
{"format":"rtosbench-export","version":1,"exported_at":"2025-01-01T00:00:00Z","runs":[
 {"configuration":{"board":"qemu","core":"cortex-m3","kernel":"freertos","kernel_version":"V11.1.0",
   "kernel_profile":"minimal","opt_level":"-Os","cflags":"-Os -mthumb","clock_hz":72000000,
   "timing_method":"icount","timer_emulated":true,"kernel_config":{"configUSE_PREEMPTION":"1"}},
  "status":"complete","started_at":"2025-01-01T10:00:00.000Z","tags":["lab","中文"],
  "notes":"imported, \"quoted\"","raw_log_base64":"SEVMTE8gMQpET05FCg==",
  "cases":[{"metric":"yield_round_trip","unit":"ticks","overhead":10,"cold_sample":900,
            "samples":[110,112,111,130,109,111,110,110,111,112]},
           {"metric":"sem_ping_pong","unit":"ticks","samples":[200,201,199]}]},
 {"configuration":{"board":"qemu","kernel":"zephyr"},"status":"incomplete",
  "status_reason":"no END line","cases":[{"metric":"preempt","unit":"ticks","samples":[-3,9223372036854775807]}]},
 {"configuration":{"kernel":"threadx"},"status":"failed","cases":[]}
]}
JSON
out=$("$CLI" --db "$DB" import "$WORK/in.json"); rc=$?
[ $rc -eq 0 ] && ok "import: $out" || fail "import exit $rc"
out=$("$CLI" --db "$DB" runs --format csv)
[ "$(printf '%s\n' "$out" | tail -n +2 | wc -l)" -eq 3 ] && ok "3 runs listed" || fail "runs after import: $out"
for word in complete incomplete failed; do
    printf '%s\n' "$out" | grep -q ",$word," && ok "status $word" || fail "no status $word in runs"
done
"$CLI" --db "$DB" runs >/dev/null || fail "runs table"
"$CLI" --db "$DB" runs --format json | python3 -c \
    'import json,sys; d=json.load(sys.stdin); assert [r["status"] for r in d]==["complete","incomplete","failed"]; assert d[0]["clock_hz"]==72000000 and d[0]["tags"]==["lab","中文"]; assert d[1]["clock_hz"] is None' \
    && ok "runs JSON" || fail "runs JSON"

# --- stats ---------------------------------------------------------------------------------
"$CLI" --db "$DB" stats 1 --format json > "$WORK/stats.json"; rc=$?
[ $rc -eq 0 ] || fail "stats exit $rc"
python3 - "$WORK/stats.json" <<'PY' && ok "stats JSON keys and values" || fail "stats JSON"
import json, sys
d = json.load(open(sys.argv[1]))
keys = {"metric", "unit", "n", "min", "median", "median_ci_low", "median_ci_high", "max", "mean",
        "sd", "p1", "p99", "overhead", "status", "cold"}
assert isinstance(d, list) and len(d) == 2, d
for row in d:
    assert keys <= set(row), set(row) ^ keys
y = d[0]
assert y["metric"] == "yield_round_trip" and y["n"] == 10
assert y["min"] == 99 and y["max"] == 120, y      # corrected = raw - overhead 10
assert y["overhead"] == 10 and y["cold"] == 900
assert d[1]["overhead"] is None and d[1]["min"] == 199
PY
"$CLI" --db "$DB" stats 1 | grep -q yield_round_trip && ok "stats table" || fail "stats table"
"$CLI" --db "$DB" stats 999 --format json >/dev/null 2>"$WORK/err.txt"; rc=$?
[ $rc -eq 1 ] && [ -s "$WORK/err.txt" ] && ok "stats unknown run: exit 1 + message" || fail "stats 999 exit $rc"
"$CLI" --db "$DB" stats abc >/dev/null 2>&1 && fail "stats abc accepted" || ok "stats abc refused"

# --- export / import round trip ------------------------------------------------------------
"$CLI" --db "$DB" export --runs all --format json --out "$WORK/all.json" 2>/dev/null \
    && ok "export json" || fail "export json"
DB2="$WORK/second.db"
"$CLI" --db "$DB2" import "$WORK/all.json" >/dev/null && ok "re-import" || fail "re-import"
"$CLI" --db "$DB2" export --runs all --format json --out "$WORK/again.json" 2>/dev/null
python3 - "$WORK/all.json" "$WORK/again.json" <<'PY' && ok "export->import->export identical" || fail "round trip differs"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
assert a["format"] == "rtosbench-export" and a["version"] == 1
for doc in (a, b):
    for r in doc["runs"]:
        r.pop("id")
assert a["runs"] == b["runs"]
assert a["runs"][1]["cases"][0]["samples"] == [-3, 9223372036854775807]
PY
"$CLI" --db "$DB" export --runs 1,3 --format csv --out "$WORK/cases.csv" 2>/dev/null || fail "export csv"
head -c 3 "$WORK/cases.csv" | od -An -tx1 | grep -q 'ef bb bf' && ok "CSV export has a UTF-8 BOM" || fail "no BOM"
python3 - "$WORK/cases.csv" <<'PY' && ok "case CSV" || fail "case CSV"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8-sig")))
assert [r["metric"] for r in rows] == ["yield_round_trip", "sem_ping_pong"], rows
assert rows[0]["run_id"] == "1" and rows[0]["kernel"] == "freertos" and rows[0]["min"] == "99"
PY
"$CLI" --db "$DB" export --runs 1-2 --format csv --samples --no-bom --out "$WORK/samples.csv" 2>/dev/null \
    || fail "export samples"
[ "$(head -1 "$WORK/samples.csv" | cut -d, -f1-5)" = "run_id,metric,index,value,unit" ] \
    && ok "samples CSV header" || fail "samples header: $(head -1 "$WORK/samples.csv")"
[ "$(tail -n +2 "$WORK/samples.csv" | wc -l)" -eq 15 ] && ok "15 sample rows" || fail "sample rows"
grep -qx '2,preempt,1,9223372036854775807,ticks,9223372036854775807' "$WORK/samples.csv" \
    && ok "extreme sample exact" || fail "extreme sample"

# --- errors --------------------------------------------------------------------------------
"$CLI" --db "$DB" export --runs 1,77 --format json --out "$WORK/x.json" 2>/dev/null; rc=$?
[ $rc -ne 0 ] && [ ! -e "$WORK/x.json" ] && ok "export of unknown run refused, no file" || fail "export 77 rc=$rc"
"$CLI" --db "$DB" export --runs 1 --format xml --out "$WORK/x.xml" 2>/dev/null && fail "xml accepted" || ok "bad format refused"
"$CLI" --db "$DB" export --runs 'x-' --format csv --out "$WORK/x.csv" 2>/dev/null && fail "bad ids accepted" || ok "bad ids refused"
"$CLI" --db "$DB" runs --format xml >/dev/null 2>&1 && fail "runs xml accepted" || ok "runs bad format refused"
echo '{"format":"rtosbench-export","version":1,"runs":[{"configuration":{},"status":"complete","cases":[{"metric":"a","unit":"t","samples":[1]},{"metric":"a","unit":"t","samples":[2]}]}]}' > "$WORK/bad.json"
before=$("$CLI" --db "$DB" runs --format csv | wc -l)
"$CLI" --db "$DB" import "$WORK/bad.json" >/dev/null 2>&1 && fail "bad import accepted" || ok "bad import refused"
[ "$("$CLI" --db "$DB" runs --format csv | wc -l)" -eq "$before" ] && ok "failed import left no trace" || fail "partial import"
"$CLI" --db "$DB" import "$WORK/missing.json" >/dev/null 2>&1 && fail "missing file accepted" || ok "missing import file refused"
echo "not a database" > "$WORK/text.db"
"$CLI" --db "$WORK/text.db" runs >/dev/null 2>"$WORK/err.txt"; rc=$?
[ $rc -ne 0 ] && grep -q 'not a SQLite database' "$WORK/err.txt" && ok "not a database: clear error" || fail "text.db rc=$rc: $(cat "$WORK/err.txt")"
python3 - "$WORK/future.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1]); db.execute("CREATE TABLE t (x)"); db.execute("PRAGMA user_version = 99"); db.commit()
PY
"$CLI" --db "$WORK/future.db" runs >/dev/null 2>"$WORK/err.txt"; rc=$?
[ $rc -ne 0 ] && grep -q 'version 99 is newer' "$WORK/err.txt" && ok "newer schema refused: $(cat "$WORK/err.txt")" || fail "future.db rc=$rc"

if [ $fails -ne 0 ]; then
    echo "$fails check(s) failed"
    exit 1
fi
echo "all foundation CLI checks passed"
