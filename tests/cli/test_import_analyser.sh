#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# import-analyser (issue 23): known toggle times are sampled into a CSV, converted by the real
# sigrok-cli to .sr sessions at 1, 24 and 100 MS/s, imported through libsigrok; every stored
# window must be within one sample period of its known duration; trap 6 fires for the 1 MS/s
# capture of a 2 us event and not at 100 MS/s; toggle pairing, the toggle cost and glitch flags;
# damaged, empty and foreign files and a wrong channel give clear errors and store nothing.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v sigrok-cli >/dev/null ||
  fail "sigrok-cli is not installed (scripts/install-deps.sh installs sigrok-cli libsigrok-dev)"

# The known windows (start ns, duration ns) on channel "marker"; channel "clk" toggles every
# sample (many edges), channel "idle" never changes. Starts are not on any sample grid.
WINDOWS="1003:2000 6011:2000 11017:3170 16029:5000 24041:1230 29053:2000 34067:10010 48071:2480"
END_NS=56000

# make_csv RATE FILE [WINDOWS]: one CSV line per sample (marker,clk,idle)
make_csv() {
  awk -v rate="$1" -v end="$END_NS" -v wins="${3:-$WINDOWS}" 'BEGIN {
    n = split(wins, w, " ");
    for (k = 1; k <= n; k++) { split(w[k], p, ":"); s[k] = p[1]; e[k] = p[1] + p[2]; }
    print "marker,clk,idle";
    total = int(end * rate / 1e9);
    for (i = 0; i < total; i++) {
      t = i * 1e9 / rate; lv = 0;
      for (k = 1; k <= n; k++) if (t >= s[k] && t < e[k]) lv = 1;
      print lv "," (i % 2) ",0";
    }
  }' > "$2"
}

# to_sr RATE CSV SR
to_sr() {
  sigrok-cli -I "csv:samplerate=$1" -i "$2" -o "$3" 2>"$WORK/sigrok.err" ||
    fail "sigrok-cli could not convert $2: $(cat "$WORK/sigrok.err")"
}

runs_count() { sqlite3 "$DB" "SELECT count(*) FROM run" || fail "cannot count the runs in $DB"; }

# imp SR [args]: sets ID, OUT (stdout) and ERR (stderr)
imp() {
  local sr=$1
  shift
  OUT=$("$CLI" --db "$DB" import-analyser "$sr" "$@" 2>"$WORK/err") ||
    fail "import-analyser $sr $*: exit $? ($(cat "$WORK/err"))"
  ERR=$(cat "$WORK/err")
  ID=$(head -1 <<<"$OUT")
  [[ "$ID" =~ ^[0-9]+$ ]] || fail "import-analyser $sr: no run id on stdout: '$OUT'"
}

# check_widths ID RATE [TOGGLE_NS]: every corrected window within one sample period of its
# known duration, and as many windows as known
check_widths() {
  local id=$1 rate=$2 toggle=${3:-0}
  "$CLI" --db "$DB" export --runs "$id" --format csv --samples --no-bom --out "$WORK/s.csv"
  awk -F, -v rate="$rate" -v wins="$WINDOWS" -v toggle="$toggle" '
    BEGIN { n = split(wins, w, " "); for (k = 1; k <= n; k++) { split(w[k], p, ":"); d[k - 1] = p[2]; }
            period = 1e9 / rate; bad = 0; rows = 0 }
    NR > 1 { rows++; dev = $6 + toggle - d[$3]; if (dev < 0) dev = -dev;
             if (dev > period + 0.5) { print "window " $3 ": " $6 " ns, known " d[$3] " ns, period " period; bad++ } }
    END { if (rows != n) { print rows " windows stored, " n " known"; bad++ } exit bad > 0 }' \
    "$WORK/s.csv" || fail "run $id at $rate S/s: windows off by more than one sample period"
}

for RATE in 1000000 24000000 100000000; do
  make_csv $RATE "$WORK/cap_$RATE.csv"
  to_sr $RATE "$WORK/cap_$RATE.csv" "$WORK/cap_$RATE.sr"
done

# --list-channels: the edge counts, nothing stored
LIST=$("$CLI" --db "$DB" import-analyser "$WORK/cap_24000000.sr" --list-channels)
grep -q "^samplerate 24000000 Hz" <<<"$LIST" || fail "list-channels: no samplerate: $LIST"
grep -q "^channel 0 marker: 16 edge" <<<"$LIST" || fail "list-channels: marker edges: $LIST"
grep -q "^channel 2 idle: 0 edge" <<<"$LIST" || fail "list-channels: idle edges: $LIST"

# 1, 24, 100 MS/s: durations within one sample period; trap 6 only where the period is coarse
imp "$WORK/cap_1000000.sr" --channel marker --kernel baremetal --board gd32f103
R1=$ID
check_widths $R1 1000000
grep -q "trap 6" <<<"$ERR" || fail "1 MS/s capture of 2 us windows: no trap 6 warning: $ERR"
grep -q "1000 ns" <<<"$ERR" || fail "trap 6 without the sample period: $ERR"
imp "$WORK/cap_24000000.sr" --channel 0
R24=$ID
check_widths $R24 24000000
imp "$WORK/cap_100000000.sr" --channel marker
R100=$ID
check_widths $R100 100000000
grep -q "trap 6" <<<"$ERR" && fail "100 MS/s capture: trap 6 fired: $ERR"
# exact at 100 MS/s where the known times are multiples of 10 ns... they are not: the known
# durations are, so every window is either exact or one period long
"$CLI" --db "$DB" runs > "$WORK/runs.txt"
grep -q "gpio-analyser" "$WORK/runs.txt" || fail "runs: no gpio-analyser run"
"$CLI" --db "$DB" log $R24 | grep -q "^samplerate=24000000 " || fail "raw log: no samplerate"
# the stored conditions: timer rate = samplerate, timing method gpio-analyser
"$CLI" --db "$DB" export --runs $R24 --format json --out "$WORK/r24.json"
grep -q '"timer_hz": *24000000' "$WORK/r24.json" || fail "run $R24: timer_hz is not the samplerate"
grep -q '"timing_method": *"gpio-analyser"' "$WORK/r24.json" || fail "run $R24: timing method"
# compare: trap 6 is part of the analysis too (the 1 MS/s run only)
"$CLI" --db "$DB" compare --runs $R1,$R100 --metric gpio_window --format json >"$WORK/cmp.json" 2>&1 ||
  true
if grep -q '"coarse_timer"' "$WORK/cmp.json"; then
  grep -A30 '"coarse_timer"' "$WORK/cmp.json" | grep -q "\b$R100\b" &&
    fail "compare: trap 6 names the 100 MS/s run" || true
fi

# the toggle cost: 2 cycles at 72 MHz = 28 ns subtracted as the case's overhead
imp "$WORK/cap_100000000.sr" --channel marker --toggle-cycles 2 --clock-hz 72000000
"$CLI" --db "$DB" export --runs $ID --format csv --samples --no-bom --out "$WORK/t.csv"
awk -F, 'NR == 2 { exit !($4 - $6 == 28) }' "$WORK/t.csv" ||
  fail "toggle cost: raw - corrected is not 28 ns: $(sed -n 2p "$WORK/t.csv")"
check_widths $ID 100000000 28

# toggle pairing: the clk channel toggles every sample: windows of one sample each
imp "$WORK/cap_1000000.sr" --channel clk --pairing toggle --metric clk_half
grep -q "clk_half: 27 window" <<<"$OUT" || fail "toggle pairing: $OUT"
# ... the 55th edge has no partner: flagged, not paired
grep -q "1 flagged" <<<"$OUT" || fail "toggle pairing: the odd edge is not flagged: $OUT"

# glitches: a 1-sample pulse inside window 3 splits it; --glitch-samples 2 flags both halves
GLITCHED="1003:2000 6011:2000 11017:1000 12027:2150 16029:5000"
make_csv 100000000 "$WORK/g.csv" "$GLITCHED"
to_sr 100000000 "$WORK/g.csv" "$WORK/g.sr"
imp "$WORK/g.sr" --channel marker --glitch-samples 2
grep -q "3 window(s) on channel marker at 100000000 samples/s, 2 flagged" <<<"$OUT" ||
  fail "glitch: $OUT"
"$CLI" --db "$DB" log $ID | grep -q "flagged: split by a glitch" || fail "glitch: not in the log"

# a capture that starts and ends inside a window: both cut windows flagged
make_csv 1000000 "$WORK/cut.csv" "0:3000 10000:2000 50000:9000"
to_sr 1000000 "$WORK/cut.csv" "$WORK/cut.sr"
imp "$WORK/cut.sr" --channel marker
grep -q "1 window(s) on channel marker at 1000000 samples/s, 2 flagged" <<<"$OUT" ||
  fail "cut windows: $OUT"

# errors: nothing stored
BEFORE=$(runs_count)
expect_error() { # expect_error PATTERN args...
  local pattern=$1
  shift
  if "$CLI" --db "$DB" import-analyser "$@" >"$WORK/o" 2>"$WORK/e"; then
    fail "import-analyser $*: exit 0"
  fi
  grep -q -- "$pattern" "$WORK/e" || fail "import-analyser $*: '$(cat "$WORK/e")' lacks '$pattern'"
  [ "$(runs_count)" = "$BEFORE" ] || fail "import-analyser $*: a run was stored"
}
expect_error "no logic channel 'D7'" "$WORK/cap_1000000.sr" --channel D7
expect_error "no logic channel '9'" "$WORK/cap_1000000.sr" --channel 9
expect_error "never changes level" "$WORK/cap_1000000.sr" --channel idle
echo "marker,clk" > "$WORK/notsr.sr"
expect_error "not a sigrok session" "$WORK/notsr.sr" --channel 0
head -c 300 "$WORK/cap_1000000.sr" > "$WORK/damaged.sr"
expect_error "not a readable sigrok session" "$WORK/damaged.sr" --channel 0
expect_error "cannot read" "$WORK/missing.sr" --channel 0
# a session whose logic data is gone: unzip, drop the samples, zip again
mkdir -p "$WORK/empty" && (cd "$WORK/empty" && unzip -q ../cap_1000000.sr && rm -f logic-1-* &&
  zip -q ../empty.sr version metadata)
expect_error "no logic samples" "$WORK/empty.sr" --channel 0
expect_error "no clean window" "$WORK/cut.sr" --channel clk --glitch-samples 5
expect_error "no run 999" "$WORK/cap_1000000.sr" --channel 0 --run 999

# --run: the stamped run of the host capture; the analyser saw the cold window, 100 warm-up
# windows of 1 us, then context_switch's 1000 raw windows (rounded to the 10 ns of a 100 MS/s
# VCD). With its 29 ns chain as the toggle cost both methods agree within one sample period.
FW=$("$CLI" --db "$DB" import-log "$RB_SOURCE_DIR/tests/data/captures/host-posix.cap")
"$CLI" --db "$DB" export --runs "$FW" --format csv --samples --no-bom --out "$WORK/fw.csv"
grep -c ",context_switch," "$WORK/fw.csv" | grep -qx 1000 || fail "host capture: not 1000 samples"
# make_vcd FILE SKIP: the windows as a VCD (timescale 10 ns), leaving out window SKIP (0: none)
make_vcd() {
  awk -F, -v skip="$2" 'BEGIN { print "$timescale 10ns $end"; print "$scope module top $end";
      print "$var wire 1 ! marker $end"; print "$upscope $end"; print "$enddefinitions $end";
      print "#0"; print "0!"; t = 100; k = 0
      for (i = 0; i < 101; i++) { win(100) } }
    function win(w) { k++; if (k == skip) { t += w + 100; return } print "#" t; print "1!";
      t += w; print "#" t; print "0!"; t += 100 }
    $2 == "context_switch" { w = int(($4 + 5) / 10); if (w < 1) w = 1; win(w) }
    END { print "#" t + 100; print "0!" }' "$WORK/fw.csv" >"$1"
}
make_vcd "$WORK/cs.vcd" 0
sigrok-cli -I vcd -i "$WORK/cs.vcd" -o "$WORK/cs.sr" 2>"$WORK/sigrok.err" ||
  fail "sigrok-cli vcd: $(cat "$WORK/sigrok.err")"
imp "$WORK/cs.sr" --channel marker --run "$FW" --metric context_switch --toggle-ns 29
grep -q "^compared with run $FW context_switch (clock): 1000 window(s), 101 leading" <<<"$OUT" ||
  fail "--run: $OUT"
grep -q "0 window(s) differ by more than one sample period (10 ns)" <<<"$OUT" || fail "--run: $OUT"
"$CLI" --db "$DB" runs | grep -q "posix.*gpio-analyser" || fail "--run: the conditions of run $FW"
# one window missing: the counts differ, nothing is paired or stored
make_vcd "$WORK/cs_gap.vcd" 500
sigrok-cli -I vcd -i "$WORK/cs_gap.vcd" -o "$WORK/cs_gap.sr"
BEFORE=$(runs_count)
expect_error "a missing or extra edge" "$WORK/cs_gap.sr" --channel marker --run "$FW" \
  --metric context_switch --toggle-ns 29
expect_error "needs --metric" "$WORK/cs.sr" --channel marker --run "$FW"

echo "test_import_analyser: ok (runs $R1 $R24 $R100)"
