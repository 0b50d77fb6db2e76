#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A reader never writes (issue 31). Byte for byte (cmp), for every read command (runs, stats,
# log, export, compare, ranks, report, references):
#  (a) a WAL of another database beside the file: refused, naming the WAL and what to do; the
#      file and the WAL are unchanged (before: `runs` checkpointed it into the file, which
#      shrank, and deleted it: both runs lost); writers (init, import-log) refuse it too;
#  (b) the file's own WAL, left by a writer killed with SIGKILL: read with what the WAL holds;
#      the file and the WAL are unchanged (before: the reader checkpointed and deleted it), also
#      when the -shm is missing; a writer (init, import-log) then checkpoints it;
#  (c) a damaged file: export, init and references exit 1 with the reason (before: exit 0);
#  (d) user_version -1 is refused with a reason (before: an empty one);
#  (e) a directory the reader cannot write: a file without a WAL is read creating nothing; with
#      a WAL and a -shm it is read; with a WAL and no -shm it is refused with what to do;
#  (f) a WAL whose database file is missing or empty: init refuses (SQLite would delete it).
set -u
CLI=$1
WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK"
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v sqlite3 >/dev/null || fail "sqlite3 missing (scripts/install-deps.sh installs it)"
command -v python3 >/dev/null || fail "python3 missing"
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
CAPS="$RB_SOURCE_DIR/tests/data/captures"

# A writer that commits one change and dies of SIGKILL before it closes: its WAL (with page 1,
# the notes grow the file) stays beside the file, exactly as a killed `run` leaves it.
leave_wal() {
  { python3 - "$1" "$2" <<'EOF'
import os, signal, sqlite3, sys
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("PRAGMA wal_autocheckpoint = 0")
c.execute("BEGIN IMMEDIATE")
c.execute("UPDATE run SET notes = ? || hex(randomblob(3000))", (sys.argv[2],))
c.execute("COMMIT")
os.kill(os.getpid(), signal.SIGKILL)
EOF
  } 2>/dev/null
  [ -s "$1-wal" ] || fail "no WAL left beside $1"
}

# Two databases with two runs each, closed cleanly (no WAL).
A="$WORK/a/rb.db"
B="$WORK/b/rb.db"
mkdir -p "$WORK/a" "$WORK/b"
for db in "$A" "$B"; do
  for cap in host-posix qemu-netduino2-baremetal; do
    "$CLI" --db "$db" import-log "$CAPS/$cap.cap" >/dev/null || fail "import-log $cap into $db"
  done
done
[ ! -e "$A-wal" ] || fail "a writer left its WAL behind after a clean close"
"$CLI" --db "$A" export --runs all --format json --out "$WORK/a-before.json" 2>/dev/null ||
  fail "export of a"

# Every read command, with arguments that reach the database.
read_cmds=(
  "runs"
  "runs --format json"
  "stats 1"
  "log 1"
  "export --runs all --format json --out $WORK/x.json"
  "compare --runs 1,2"
  "ranks --by kernel"
  "report --runs all --out $WORK/x.pdf"
  "references"
)

snapshot() { # $1 = db: copies of the file and its WAL
  rm -rf "$WORK/snap" && mkdir -p "$WORK/snap"
  cp "$1" "$WORK/snap/db"
  [ -e "$1-wal" ] && cp "$1-wal" "$WORK/snap/wal"
  true
}
unchanged() { # $1 = db, $2 = what ran
  cmp -s "$1" "$WORK/snap/db" || fail "$2 changed the database file ($(stat -c %s "$1") bytes, was $(stat -c %s "$WORK/snap/db"))"
  if [ -e "$WORK/snap/wal" ]; then
    [ -e "$1-wal" ] || fail "$2 deleted the WAL"
    cmp -s "$1-wal" "$WORK/snap/wal" || fail "$2 changed the WAL"
  fi
}

# (a) B's WAL, left by a killed writer, beside A.
leave_wal "$B" "from b "
cp "$B-wal" "$A-wal"
snapshot "$A"
for cmd in "${read_cmds[@]}" "init" "import-log $CAPS/host-posix.cap"; do
  # shellcheck disable=SC2086
  "$CLI" --db "$A" $cmd >"$WORK/out" 2>"$WORK/err"
  rc=$?
  unchanged "$A" "(a) $cmd"
  [ "$rc" = 1 ] || fail "(a) $cmd exited $rc with a foreign WAL: $(cat "$WORK/err")"
  grep -q "rb.db-wal does not belong to .*rb.db" "$WORK/err" ||
    fail "(a) $cmd does not say the WAL does not belong: $(cat "$WORK/err")"
  grep -q "Move .*rb.db-wal away" "$WORK/err" || fail "(a) $cmd does not say what to do"
  grep -q "as last checkpointed is intact" "$WORK/err" || fail "(a) $cmd: $(cat "$WORK/err")"
done
echo "(a) a foreign WAL: 11 commands refused it, file and WAL unchanged"
# What the message says to do recovers everything.
mv "$A-wal" "$WORK/foreign-wal"
rm -f "$A-shm"
"$CLI" --db "$A" export --runs all --format json --out "$WORK/a-after.json" 2>/dev/null ||
  fail "export of a after moving the WAL away"
diff <(grep -v exported_at "$WORK/a-before.json") <(grep -v exported_at "$WORK/a-after.json") >/dev/null ||
  fail "a's runs differ after moving the foreign WAL away"

# (b) A's own WAL, left by a killed writer: every reader sees its change and leaves it alone.
leave_wal "$A" "kill -9 note "
snapshot "$A"
for pass in with-shm without-shm; do
  [ "$pass" = without-shm ] && rm -f "$A-shm"
  for cmd in "${read_cmds[@]}"; do
    # shellcheck disable=SC2086
    "$CLI" --db "$A" $cmd >"$WORK/out" 2>"$WORK/err"
    rc=$?
    unchanged "$A" "(b, $pass) $cmd"
    case "$cmd" in
      ranks*) ;; # two runs of one kernel may not rank: its exit code is not the point here
      *) [ "$rc" = 0 ] || fail "(b, $pass) $cmd exited $rc: $(cat "$WORK/err")" ;;
    esac
    grep -qi "damaged\|does not belong" "$WORK/err" && fail "(b, $pass) $cmd: $(cat "$WORK/err")"
  done
done
"$CLI" --db "$A" export --runs all --format json --out - 2>/dev/null | grep -q '"notes": "kill -9 note ' ||
  fail "(b) a reader does not see what the killed writer committed"
unchanged "$A" "(b) export to stdout"
echo "(b) the file's own WAL: 18 reads saw its change, file and WAL unchanged"

# A writer checkpoints its own WAL: after init the file holds the change and no WAL is left.
"$CLI" --db "$A" init >/dev/null 2>"$WORK/err" || fail "(b) init: $(cat "$WORK/err")"
[ ! -e "$A-wal" ] || fail "(b) init did not checkpoint the WAL"
cmp -s "$A" "$WORK/snap/db" && fail "(b) init did not write the WAL's change into the file"
[ "$(sqlite3 "file:$A?immutable=1" "SELECT count(*) FROM run WHERE notes LIKE 'kill -9 note %';")" = 2 ] ||
  fail "(b) the killed writer's change is not in the file after init"
leave_wal "$A" "second kill "
"$CLI" --db "$A" import-log "$CAPS/host-posix.cap" >/dev/null 2>"$WORK/err" ||
  fail "(b) import-log: $(cat "$WORK/err")"
[ ! -e "$A-wal" ] || fail "(b) import-log did not checkpoint the WAL"
[ "$(sqlite3 "file:$A?immutable=1" "SELECT count(*) FROM run WHERE notes LIKE 'second kill %';")" = 2 ] ||
  fail "(b) the killed writer's change is not in the file after import-log"
[ "$(sqlite3 "file:$A?immutable=1" "PRAGMA integrity_check;")" = ok ] || fail "(b) integrity"
echo "(b) init and import-log checkpointed the WAL they found"

# (c) A damaged file (no WAL): the root pages of run and reference_result overwritten.
D="$WORK/d/rb.db"
mkdir -p "$WORK/d"
cp "$WORK/snap/db" "$D"
page=$(sqlite3 "file:$D?immutable=1" "PRAGMA page_size;")
for table in run reference_result; do
  root=$(sqlite3 "file:$D?immutable=1" "SELECT rootpage FROM sqlite_master WHERE name = '$table';")
  dd if=/dev/zero of="$D" bs="$page" seek=$((root - 1)) count=1 conv=notrunc status=none
done
snapshot "$D"
for cmd in "export --runs all --format json --out $WORK/d.json" "init" "references"; do
  # shellcheck disable=SC2086
  "$CLI" --db "$D" $cmd >"$WORK/out" 2>"$WORK/err"
  rc=$?
  [ "$rc" = 1 ] || fail "(c) $cmd exited $rc on a damaged file: $(cat "$WORK/err")"
  grep -q "error: .*damaged" "$WORK/err" || fail "(c) $cmd gives no reason: $(cat "$WORK/err")"
  unchanged "$D" "(c) $cmd"
done
[ ! -e "$WORK/d.json" ] || fail "(c) export wrote a file from a damaged database"
echo "(c) export, init and references refused a damaged file"

# (d) user_version -1.
V="$WORK/v.db"
sqlite3 "$V" "PRAGMA user_version = -1; CREATE TABLE t(x);"
"$CLI" --db "$V" runs >/dev/null 2>"$WORK/err" && fail "(d) runs accepted user_version -1"
grep -q "schema version -1" "$WORK/err" || fail "(d) no reason for user_version -1: $(cat "$WORK/err")"
"$CLI" --db "$V" init >/dev/null 2>"$WORK/err" && fail "(d) init accepted user_version -1"
grep -q "schema version -1" "$WORK/err" || fail "(d) init: $(cat "$WORK/err")"
echo "(d) user_version -1 refused with a reason"
# (e) A directory this reader cannot write (as nobody when run as root): a file without a WAL is
# read as it is and nothing is created; with its WAL and -shm it is read; with a WAL but no
# -shm it is refused with what to do. The file and the WAL are unchanged each time.
R="$WORK/ro/d"
mkdir -p "$R"
cp "$A" "$R/rb.db"
AS=()
if [ "$(id -u)" = 0 ]; then
  AS=(runuser -u nobody -- env HOME=/nonexistent XDG_DATA_HOME="$WORK/ro/x" XDG_CONFIG_HOME="$WORK/ro/x")
  chmod 755 "$WORK" "$WORK/ro" "$R"
fi
if ! "${AS[@]}" test -x "$CLI"; then
  echo "(e) skipped: $CLI cannot be run as nobody here"
else
  chmod 644 "$R/rb.db"
  [ "$(id -u)" = 0 ] || chmod 555 "$R"
  snapshot "$R/rb.db"
  "${AS[@]}" "$CLI" --db "$R/rb.db" runs >/dev/null 2>"$WORK/err" || fail "(e) no WAL: $(cat "$WORK/err")"
  unchanged "$R/rb.db" "(e) runs, no WAL"
  [ ! -e "$R/rb.db-wal" ] && [ ! -e "$R/rb.db-shm" ] || fail "(e) a reader created a -wal or -shm"
  chmod u+w "$R"
  leave_wal "$R/rb.db" "read-only dir "
  chmod 644 "$R/rb.db-wal" "$R/rb.db-shm"
  [ "$(id -u)" = 0 ] || chmod 555 "$R"
  snapshot "$R/rb.db"
  "${AS[@]}" "$CLI" --db "$R/rb.db" export --runs all --format json --out - 2>"$WORK/err" |
    grep -q '"notes": "read-only dir ' || fail "(e) WAL and -shm: $(cat "$WORK/err")"
  unchanged "$R/rb.db" "(e) export, WAL and -shm"
  chmod u+w "$R"
  mv "$R/rb.db-shm" "$WORK/ro/shm"
  [ "$(id -u)" = 0 ] || chmod 555 "$R"
  "${AS[@]}" "$CLI" --db "$R/rb.db" runs >/dev/null 2>"$WORK/err" && fail "(e) read without -shm"
  grep -q "rb.db-wal) but no .*rb.db-shm, and its directory cannot be written" "$WORK/err" ||
    fail "(e) no -shm: $(cat "$WORK/err")"
  unchanged "$R/rb.db" "(e) runs, WAL without -shm"
  chmod u+w "$R"
  echo "(e) a directory the reader cannot write: read, or refused with what to do; nothing changed"
fi
# (f) A WAL whose database file was moved away (missing or empty): SQLite would delete it when a
# writer creates the file; init refuses and leaves it.
W="$WORK/orphan/rb.db"
mkdir -p "$WORK/orphan"
cp "$WORK/foreign-wal" "$W-wal"
for state in missing empty; do
  [ "$state" = empty ] && : >"$W"
  cp "$W-wal" "$WORK/orphan-wal"
  "$CLI" --db "$W" init >/dev/null 2>"$WORK/err" && fail "(f) init with a WAL and a $state file"
  grep -q "does not belong to .*missing or empty" "$WORK/err" || fail "(f) $state: $(cat "$WORK/err")"
  cmp -s "$W-wal" "$WORK/orphan-wal" || fail "(f) init changed or deleted the WAL of a $state file"
done
[ ! -s "$W" ] || fail "(f) init wrote the empty file"
echo "(f) a WAL without its database: init refused it and left it"
echo "PASS"
