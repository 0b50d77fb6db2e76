#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A class of 30 students on a shared PostgreSQL database (issue 39, docs/classroom.md), against
# a real server this test starts itself (as test_db_postgresql.sh does):
#  1. `lab run --student/--class` tags the lab's runs lab:, student:, class:; the names come from
#     the options or the settings (classroom/student, classroom/class), never from the login;
#     a bad name is refused before anything runs;
#  2. row-level security (schema 7): student01 and student02 (members of rtosbench_student)
#     insert runs and see only their own (`runs`, `class report`, plain SQL); the teacher (a
#     viewer) sees both;
#  3. 30 students x 2 labs (measurement_floor on the virtual board, cold_vs_warm on the host):
#     real runs of s01 and s02, copied to s03..s30 with their tags changed (an export and an
#     import, the numbers as measured), and three deviations measured for real: s07 built the
#     virtual-board lab at -O0, s12 ran it on the host, s20 has no run of it. `class report`
#     names exactly those and flags nothing else, in json, csv and a PDF (one page a lab and
#     an appendix, en and zh_CN).
# Skipped (77) only when the PostgreSQL server or Qt's QPSQL driver is not installed.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case "$CLI" in /*) ;; *) CLI="$PWD/$CLI" ;; esac
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ] || ! command -v psql >/dev/null; then
  echo "SKIP: the PostgreSQL server is not installed (Debian: postgresql)"; exit 77
fi
if ! ls /usr/lib/*/qt6/plugins/sqldrivers/libqsqlpsql.so >/dev/null 2>&1; then
  echo "SKIP: Qt's QPSQL driver is not installed (Debian: libqt6sql6-psql)"; exit 77
fi
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
export RTOSBENCH_KERNEL_CACHE="$WORK/no-kernels" # hermetic: no kernel registry of the user
export XDG_CONFIG_HOME="$WORK/config"            # the settings of this test only
export USER=not-a-student LOGNAME=not-a-student  # never used as a name
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

# --- the server (as test_db_postgresql.sh) ----------------------------------------------------
PGDIR="$WORK/pg"
AS=()
if [ "$(id -u)" = 0 ]; then
  PGDIR=$(mktemp -d /tmp/rtosbench-pg.XXXXXX)
  AS=(runuser -u nobody --)
fi
mkdir -p "$PGDIR/data" "$PGDIR/sock"
echo "rb-secret" >"$PGDIR/pw"
[ "$(id -u)" = 0 ] && chown -R nobody "$PGDIR"
cd "$PGDIR"
"${AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U rb --auth=scram-sha-256 --pwfile="$PGDIR/pw" \
  -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; fail "initdb"; }
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
stop_server() {
  "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1 || true
  [ "$PGDIR" = "$WORK/pg" ] || rm -rf "$PGDIR"
}
trap stop_server EXIT
"${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $PGDIR/sock -c fsync=off" start >/dev/null ||
  { cat "$PGDIR/server.log" >&2; fail "pg_ctl start"; }
export PGPASSWORD=rb-secret # every role of this test has this password
unset PGHOST PGPORT PGUSER PGDATABASE PGSERVICE || true
export PGPASSFILE="$WORK/no-pgpass"
psqlc() { psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U "${ROLE:-rb}" "$@"; }
url() { echo "postgresql://${1:-rb}@127.0.0.1:$PORT/class"; }
psqlc -d postgres -c "CREATE DATABASE class"
cd "$WORK"
"$CLI" --db "$(url)" init >/dev/null || fail "init"
psqlc -d class -c "
  CREATE ROLE rtosbench_writer NOLOGIN;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO rtosbench_writer;
  GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO rtosbench_writer;
  CREATE ROLE rtosbench_student NOLOGIN IN ROLE rtosbench_writer;
  CREATE ROLE student01 LOGIN PASSWORD 'rb-secret' IN ROLE rtosbench_student;
  CREATE ROLE student02 LOGIN PASSWORD 'rb-secret' IN ROLE rtosbench_student;
  CREATE ROLE rtosbench_viewer NOLOGIN;
  GRANT SELECT ON ALL TABLES IN SCHEMA public TO rtosbench_viewer;
  CREATE ROLE teacher LOGIN PASSWORD 'rb-secret' IN ROLE rtosbench_viewer;"
ok "PostgreSQL on 127.0.0.1:$PORT, schema $(psqlc -At -d class -c 'SELECT max(version) FROM schema_migration'), roles student01, student02, teacher"

# --- 1. names -----------------------------------------------------------------------------------
for bad in "$(printf 'a\nb')" "" "$(printf 'x%.0s' $(seq 65))" "a,b" "$(printf 'tab\there')"; do
  rc=0; "$CLI" --db "$(url student01)" lab run measurement_floor --student "$bad" --class c1 \
    >"$WORK/bad.out" 2>"$WORK/bad.err" || rc=$?
  [ $rc = 2 ] || fail "student name '$bad': exit $rc"
  grep -q "student name" "$WORK/bad.err" || fail "student name '$bad': $(cat "$WORK/bad.err")"
done
rc=0; "$CLI" --db "$(url student01)" lab run measurement_floor --student s01 --class "$(printf 'c\r1')" \
  >/dev/null 2>"$WORK/bad.err" || rc=$?
[ $rc = 2 ] && grep -q "class name" "$WORK/bad.err" || fail "class name with CR: exit $rc $(cat "$WORK/bad.err")"
[ "$(psqlc -At -d class -c 'SELECT count(*) FROM run')" = 0 ] || fail "a refused name stored a run"
ok "bad names (newline, empty, 65 characters, comma, tab, CR) refused, nothing run"

tags_of() { # the tags of every run the role sees, one run a line
  "$CLI" --db "$(url "$1")" runs --format json | python3 -c '
import json, sys
for r in json.load(sys.stdin): print(r["id"], " ".join(sorted(r["tags"] if isinstance(r["tags"], list) else r["tags"].split(", "))))'
}
# s01 by the options, s02 by the settings (the GUI's Settings › Classroom write the same keys).
T0=$(date +%s)
"$CLI" --db "$(url student01)" lab run measurement_floor --student s01 --class c1 --quiet \
  >"$WORK/s01-mf.out" 2>&1 || { cat "$WORK/s01-mf.out" >&2; fail "s01 measurement_floor"; }
# A host run may be stored as failed when its tick_jitter check fails on a loaded machine (exit
# 1): what counts here is that both runs were stored with their cases.
host_ok() { grep -q "^2 configuration(s), 2 run(s) stored" "$1" || { cat "$1" >&2; fail "$2"; }; }
"$CLI" --db "$(url student01)" lab run cold_vs_warm --student s01 --class c1 --quiet \
  >"$WORK/s01-cw.out" 2>&1 || host_ok "$WORK/s01-cw.out" "s01 cold_vs_warm"
mkdir -p "$XDG_CONFIG_HOME/rtosbench"
printf '[classroom]\nstudent=s02\nclass=c1\n' >"$XDG_CONFIG_HOME/rtosbench/rtosbench.conf"
"$CLI" --db "$(url student02)" lab run measurement_floor --quiet \
  >"$WORK/s02-mf.out" 2>&1 || { cat "$WORK/s02-mf.out" >&2; fail "s02 measurement_floor"; }
rm "$XDG_CONFIG_HOME/rtosbench/rtosbench.conf"
# Without a name given or saved: the lab tag only (no student: from $USER).
"$CLI" --db "$(url)" lab run measurement_floor --quiet >"$WORK/anon.out" 2>&1 ||
  { cat "$WORK/anon.out" >&2; fail "anonymous measurement_floor"; }
ok "real lab runs: $(($(date +%s) - T0)) s"
tags_of teacher >"$WORK/teacher.tags"
[ "$(grep -c 'class:c1 lab:measurement_floor student:s01' "$WORK/teacher.tags")" = 2 ] || fail "s01 tags: $(cat "$WORK/teacher.tags")"
[ "$(grep -c 'class:c1 lab:cold_vs_warm student:s01' "$WORK/teacher.tags")" = 2 ] || fail "s01 cold_vs_warm tags"
[ "$(grep -c 'class:c1 lab:measurement_floor student:s02' "$WORK/teacher.tags")" = 2 ] || fail "s02 (settings) tags: $(cat "$WORK/teacher.tags")"
[ "$(grep -c ' lab:measurement_floor$' "$WORK/teacher.tags")" = 2 ] || fail "anonymous tags: $(cat "$WORK/teacher.tags")"
grep -q "not-a-student" "$WORK/teacher.tags" && fail "a name was guessed from the login"
ok "tags lab:/student:/class: from the options and from the settings; none guessed"

# --- 2. row-level security ---------------------------------------------------------------------
[ "$(tags_of student01 | wc -l)" = 4 ] || fail "student01 sees $(tags_of student01 | wc -l) runs, not its 4"
tags_of student01 | grep -q "student:s0[^1]\|^[0-9]* lab:measurement_floor$" && fail "student01 sees others' runs"
[ "$(tags_of student02 | wc -l)" = 2 ] || fail "student02 sees $(tags_of student02 | wc -l) runs, not its 2"
tags_of student02 | grep -q "student:s01" && fail "student02 sees student01's runs"
[ "$(wc -l <"$WORK/teacher.tags")" = 8 ] || fail "the teacher sees $(wc -l <"$WORK/teacher.tags") runs, not 8"
S1RUN=$(psqlc -At -d class -c "SELECT min(id) FROM run WHERE created_by = 'student01'")
[ -n "$S1RUN" ] || fail "created_by is not the inserting role"
[ "$(ROLE=student02 psqlc -At -d class -c "SELECT count(*) FROM case_result WHERE run_id = $S1RUN")" = 0 ] ||
  fail "student02 reads student01's cases"
ROLE=student02 psqlc -d class -c "UPDATE run SET notes = 'x' WHERE id = $S1RUN; DELETE FROM run WHERE id = $S1RUN"
[ "$(psqlc -At -d class -c "SELECT count(*) FROM run WHERE id = $S1RUN AND notes IS DISTINCT FROM 'x'")" = 1 ] ||
  fail "student02 changed or deleted student01's run"
rc=0; ROLE=student02 psqlc -d class -c "UPDATE run SET created_by = 'student01' WHERE created_by = 'student02'" \
  2>"$WORK/rls.err" || rc=$?
[ $rc != 0 ] && grep -q "row-level security" "$WORK/rls.err" || fail "student02 could hand its runs to student01"
ok "RLS: student01 sees its 4 runs, student02 its 2 (runs, cases), neither changes the other's; the teacher sees all 8"

# --- 3. the class --------------------------------------------------------------------------------
# The deviations, measured: the lab's experiment at -O0 (s07) and on the host (s12).
"$CLI" lab show measurement_floor --lang en | python3 -c '
import json, sys
t = sys.stdin.read(); e = json.loads(t[t.index("Experiment:") + len("Experiment:"):])
o = dict(e); o["base"] = dict(e["base"], opt_level="-O0"); json.dump(o, open(sys.argv[1], "w"))
h = dict(e); h["board"] = "host"; h["kernels"] = ["posix"]; h["base"] = dict(e["base"], timer="clock")
json.dump(h, open(sys.argv[2], "w"))' "$WORK/o0.json" "$WORK/host.json"
"$CLI" --db "$WORK/dev.db" run "$WORK/o0.json" --quiet >"$WORK/o0.out" 2>&1 || { cat "$WORK/o0.out" >&2; fail "-O0 run"; }
"$CLI" --db "$WORK/dev.db" run "$WORK/host.json" --quiet >"$WORK/host.out" 2>&1 || host_ok "$WORK/host.out" "host run"
"$CLI" --db "$WORK/dev.db" export --runs all --format json --out "$WORK/dev.json" >/dev/null
"$CLI" --db "$(url student01)" export --runs all --format json --out "$WORK/s01.json" >/dev/null
# s03..s30: s01's runs with their tags changed; s07's measurement_floor runs are the -O0 ones,
# s12's the host ones, s20 has none.
python3 - "$WORK/s01.json" "$WORK/dev.json" "$WORK/class.json" <<'PY'
import copy, json, sys
s01, dev = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
def lab(r): return next(t[4:] for t in r["tags"] if t.startswith("lab:"))
mf = [r for r in s01["runs"] if lab(r) == "measurement_floor"]
cw = [r for r in s01["runs"] if lab(r) == "cold_vs_warm"]
o0 = [r for r in dev["runs"] if r["configuration"]["opt_level"] == "-O0"]
host = [r for r in dev["runs"] if r["configuration"]["board"] == "host"]
assert len(mf) == 2 and len(cw) == 2 and len(o0) == 2 and len(host) == 2, (len(mf), len(cw), len(o0), len(host))
out = []
for n in range(2, 31):
    s = "s%02d" % n
    runs = {"s07": o0, "s12": host, "s20": []}.get(s, mf) + cw
    if s == "s02": runs = cw  # s02's measurement_floor runs are its own
    for r in runs:
        r = copy.deepcopy(r)
        r["tags"] = ["lab:" + (lab(r) if r in s01["runs"] else "measurement_floor"), "student:" + s, "class:c1"]
        r.pop("uid", None)
        out.append(r)
doc = dict(s01); doc["runs"] = out
json.dump(doc, open(sys.argv[3], "w"))
PY
T0=$(date +%s)
"$CLI" --db "$(url)" import "$WORK/class.json" >/dev/null || fail "import of the class"
ok "class of 30 imported ($(psqlc -At -d class -c 'SELECT count(*) FROM run') runs) in $(($(date +%s) - T0)) s"

T0=$(date +%s)
"$CLI" --db "$(url teacher)" class report --class c1 --lab measurement_floor --lab cold_vs_warm \
  --format json >"$WORK/report.json" 2>"$WORK/report.err" || fail "class report: $(cat "$WORK/report.err")"
ok "class report of 30 students x 2 labs: $(($(date +%s) - T0)) s"
python3 - "$WORK/report.json" <<'PY' || fail "class report json"
import json, sys
mf, cw = json.load(open(sys.argv[1]))
for r in (mf, cw):
    assert len(r["students"]) == 30, (r["lab"], len(r["students"]))
    assert [s["student"] for s in r["students"]] == ["s%02d" % n for n in range(1, 31)]
flagged = {s["student"]: s for s in mf["students"] if s["flagged"]}
assert set(flagged) == {"s07", "s12", "s20"}, sorted(flagged)
assert mf["deterministic"] and not cw["deterministic"]
d07 = flagged["s07"]["differences"]
assert d07 and all(x.startswith("opt_level -O0 (lab: -Os)") for x in d07), d07
d12 = " ".join(flagged["s12"]["differences"])
assert "board host (lab: qemu)" in d12 and "kernel posix (lab: baremetal)" in d12, d12
assert "opt_level" not in d12, d12
assert len(flagged["s20"]["missing"]) == 2 and not flagged["s20"]["runs"], flagged["s20"]
for s in mf["students"]:
    if s["student"] not in flagged:
        assert not s["differences"] and not s["missing"], s
        assert not any(c["outlier"] for c in s["medians"]), s
        assert all(c["median"] is not None for c in s["medians"]), s
        assert len(s["runs"]) == 2 and all(x["verdict"] in ("fired", "quiet") for x in s["runs"]), s
    # A deviating run is left out of the class figures: no outlier flag on top of it.
    assert not any(c["outlier"] for c in s["medians"]), s
# The lab's verdict: the overhead subtraction's trap fires on the NO_OVERHEAD configuration
# only (s01's real runs, copied).
s01 = mf["students"][0]
verdicts = {x["configuration"]: x["verdict"] for x in s01["runs"]}
assert len(set(verdicts.values())) == 2, verdicts
cm = {(c["configuration"], c["metric"]): c for c in mf["class_medians"]}
assert all(c["students"] == 27 for c in cm.values()), cm
assert not any(s["flagged"] for s in cw["students"]), [s["student"] for s in cw["students"] if s["flagged"]]
assert cw["flagged"] == 0 and mf["flagged"] == 3
PY
ok "measurement_floor: exactly s07 (opt_level -O0), s12 (board host), s20 (missing) flagged; cold_vs_warm: none"

"$CLI" --db "$(url teacher)" class report --class c1 --lab measurement_floor --format csv >"$WORK/report.csv"
[ "$(wc -l <"$WORK/report.csv")" = 31 ] || fail "csv: $(wc -l <"$WORK/report.csv") lines"
grep -q '^measurement_floor,s20,' "$WORK/report.csv" || fail "csv: no s20 row"
# A student role sees only its own runs in the report too.
"$CLI" --db "$(url student01)" class report --class c1 --lab measurement_floor --format json >"$WORK/s01-report.json"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))[0]; assert [s["student"] for s in r["students"]] == ["s01"], r["students"]' \
  "$WORK/s01-report.json" || fail "student01's class report shows others"
# A roster names a student with no run at all.
printf 's31\n# a comment\n' >"$WORK/roster.txt"
"$CLI" --db "$(url teacher)" class report --class c1 --lab cold_vs_warm --roster "$WORK/roster.txt" --format json >"$WORK/roster.json"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))[0]; f=[s["student"] for s in r["students"] if s["flagged"]]; assert f == ["s31"], f' \
  "$WORK/roster.json" || fail "roster: s31 not the only one flagged"
rc=0; "$CLI" --db "$(url teacher)" class report --class c1 --lab nosuchlab >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 2 ] && grep -q 'no lab "nosuchlab"' "$WORK/err" || fail "unknown lab: exit $rc"
rc=0; "$CLI" --db "$(url teacher)" class report --lab cold_vs_warm >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 2 ] && grep -q -- '--class' "$WORK/err" || fail "no class: exit $rc"
ok "csv (30 rows), a student's report shows only its own row, a roster names who never ran, bad options refused"

# The PDF, both languages: one page a lab, then the appendix.
if [ "${RB_GUI:-ON}" != OFF ] && command -v pdftotext >/dev/null; then
  for lang in en zh_CN; do
    "$CLI" --db "$(url teacher)" class report --class c1 --lab measurement_floor --lab cold_vs_warm \
      --out "$WORK/class-$lang.pdf" --lang "$lang" >/dev/null 2>"$WORK/err" || fail "pdf $lang: $(cat "$WORK/err")"
    pages=$(pdfinfo "$WORK/class-$lang.pdf" | awk '/^Pages:/ {print $2}')
    [ "$pages" -ge 3 ] || fail "pdf $lang: $pages pages"
    pdftotext -layout -f 1 -l 1 "$WORK/class-$lang.pdf" "$WORK/p1-$lang.txt"
    pdftotext -layout -f 2 -l 2 "$WORK/class-$lang.pdf" "$WORK/p2-$lang.txt"
    pdftotext -layout -f 3 -l 3 "$WORK/class-$lang.pdf" "$WORK/p3-$lang.txt"
    grep -q "measurement_floor" "$WORK/p1-$lang.txt" || fail "pdf $lang: page 1 is not measurement_floor"
    grep -q "cold_vs_warm" "$WORK/p2-$lang.txt" || fail "pdf $lang: page 2 is not cold_vs_warm"
    for s in s01 s07 s12 s20 s30; do grep -q "$s" "$WORK/p1-$lang.txt" || fail "pdf $lang: $s not on page 1"; done
    grep -q "opt_level -O0" "$WORK/p1-$lang.txt" || fail "pdf $lang: s07's opt_level not named"
  done
  grep -q "Appendix" "$WORK/p3-en.txt" || fail "pdf en: page 3 is not the appendix"
  grep -q "附录" "$WORK/p3-zh_CN.txt" || echo "note: the zh_CN appendix heading is not translated yet"
  ok "PDF: one page a lab and the appendix, en and zh_CN"
fi
echo "PASS"
