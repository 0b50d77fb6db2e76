#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# compare and ranks on a crafted JSON export (issue 4): two kernels at 72 and 108 MHz whose
# order flips (significantly), plus ranks over the published reference data.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
DB="$WORK/rb.db"

fail() { echo "FAIL: $*" >&2; exit 1; }

# The JSON import command belongs to another module; without it there is nothing to feed.
if ! "$CLI" --help | grep -q '^ *import '; then
  echo "SKIP: rtosbench-cli has no import command"
  exit 0
fi

# run JSON: id kernel clock ws base
run_json() {
  local id=$1 kernel=$2 clock=$3 ws=$4 base=$5
  local samples
  samples=$(awk -v b="$base" 'BEGIN { s = ""; for (i = 0; i < 200; i++) { v = b + (i * 37) % 11; s = s (i ? "," : "") v } print s }')
  cat <<JSON
{"id":$id,"source":"measured","status":"complete","status_reason":"",
 "started_at":"2026-01-01T00:00:00.000Z","finished_at":"2026-01-01T00:01:00.000Z",
 "configuration":{"board":"gd32f103","mcu":"GD32F103VET6","core":"cortex-m3","toolchain":"gcc",
   "toolchain_version":"12.2.1","cflags":"-mcpu=cortex-m3 -mthumb -Os","opt_level":"-Os",
   "clock_hz":$clock,"flash_wait_states":$ws,"kernel":"$kernel","kernel_version":null,
   "kernel_profile":"minimal","kernel_config":{},"timing_method":"dwt","timer_hz":$clock,
   "timer_emulated":false,"debugger":"detached","extra":{}},
 "footprint":{"text":null,"rodata":null,"data":null,"bss":null},"tool_versions":{},
 "raw_log":"","notes":"","tags":[],"experiment":"analysis-test",
 "cases":[{"metric":"yield_round_trip","unit":"cycles","status":"ok","iterations":200,
   "warmup":100,"cold_sample":null,"overhead":12,"switches":2,"checks":{},
   "sample_count":200,"samples":[$samples]}]}
JSON
}

{
  echo '{"format":"rtosbench-export","version":1,"exported_at":"2026-01-01T00:00:00.000Z","runs":['
  run_json 1 FreeRTOS 72000000 2 300; echo ','
  run_json 2 RT-Thread 72000000 2 330; echo ','
  run_json 3 FreeRTOS 108000000 3 360; echo ','
  run_json 4 RT-Thread 108000000 3 340
  echo ']}'
} > "$WORK/export.json"

"$CLI" --db "$DB" import "$WORK/export.json" > "$WORK/import.out" || fail "import failed: $(cat "$WORK/import.out")"
"$CLI" --db "$DB" runs --format csv > "$WORK/runs.csv"
ids=$(tail -n +2 "$WORK/runs.csv" | cut -d, -f1 | sort -n | tr '\n' ',' | sed 's/,$//')
[ "$(echo "$ids" | tr ',' '\n' | wc -l)" = 4 ] || fail "expected 4 runs, got '$ids'"
first=$(echo "$ids" | cut -d, -f1)
second=$(echo "$ids" | cut -d, -f2)
fourth=$(echo "$ids" | cut -d, -f4)

# compare, same clock: pairwise present and significant, no confounds.
"$CLI" --db "$DB" compare --runs "$first,$second" --format json > "$WORK/c1.json"
grep -q '"pairwise"' "$WORK/c1.json" || fail "no pairwise"
grep -q '"p_holm"' "$WORK/c1.json" || fail "no p_holm"
grep -q '"hl_shift": -30' "$WORK/c1.json" || fail "HL shift FreeRTOS-RT-Thread should be -30: $(grep hl_shift "$WORK/c1.json")"
grep -q '"confounds": \[\s*\]' "$WORK/c1.json" || tr -d ' \n' < "$WORK/c1.json" | grep -q '"confounds":\[\]' || fail "unexpected confounds"
grep -q '"median": 293' "$WORK/c1.json" || fail "FreeRTOS corrected median should be 300 + 5 - 12 = 293"

# compare across clocks: clock_hz and flash_wait_states are confounds, trap 9 fires.
"$CLI" --db "$DB" compare --runs "$first,$fourth" --format json > "$WORK/c2.json"
tr -d ' \n' < "$WORK/c2.json" > "$WORK/c2.min"
grep -q '"condition":"clock_hz"' "$WORK/c2.min" || fail "clock_hz not a confound"
grep -q '"condition":"flash_wait_states"' "$WORK/c2.min" || fail "wait states not a confound"
grep -q '"id":"multiple_factors"' "$WORK/c2.min" || fail "trap 9 did not fire"
"$CLI" --db "$DB" compare --runs "$first,$fourth" > "$WORK/c2.txt"
grep -q "clock_hz" "$WORK/c2.txt" || fail "table output lacks the confound"

# ranks by clock: the order flips between 72 and 108 MHz, significantly; tau = -1.
"$CLI" --db "$DB" ranks --by clock_hz --bootstrap 200 --seed 7 --format json > "$WORK/r.json"
tr -d ' \n' < "$WORK/r.json" > "$WORK/r.min"
grep -q '"configurations"' "$WORK/r.min" || fail "no configurations"
grep -q '"value":"72000000"' "$WORK/r.min" || fail "no 72 MHz group"
grep -q '"significant":true' "$WORK/r.min" || fail "flip not significant: $(cat "$WORK/r.json")"
grep -q '"tau":-1' "$WORK/r.min" || fail "tau should be -1"
# Same seed, same output.
"$CLI" --db "$DB" ranks --by clock_hz --bootstrap 200 --seed 7 --format json | cmp -s - "$WORK/r.json" || fail "bootstrap not repeatable"

# ranks over the published data: context switch at 72 MHz (GD32F103) vs task switch at 84 MHz
# (R-Rhealstone on STM32F401): three common kernels in the same order, flagged confounds.
"$CLI" --db "$DB" ranks --reference --by clock_hz --metric context_switch_single,task_switch --unit us --format json > "$WORK/ref.json"
tr -d ' \n' < "$WORK/ref.json" > "$WORK/ref.min"
grep -q '"value":"84000000"' "$WORK/ref.min" || fail "no 84 MHz group"
grep -q '"common":3' "$WORK/ref.min" || fail "expected 3 common kernels"
grep -q '"id":"mean_only"' "$WORK/ref.min" || fail "mean-only trap did not fire"
grep -q '"id":"coarse_timer"' "$WORK/ref.min" || fail "coarse timer trap did not fire"

# The GD32F103 article's "semaphore ping-pong" column times one give to a waiting higher-priority
# task until it runs (issue 32): it is sem_give_wake in the reference data, not the two-switch
# sem_ping_pong round trip.
"$CLI" --db "$DB" ranks --reference --by clock_hz --metric sem_give_wake --unit us --format json > "$WORK/sgw.json"
tr -d ' \n' < "$WORK/sgw.json" > "$WORK/sgw.min"
grep -qF '"ranks":[{"kernel":"ThreadX","median":3.94,' "$WORK/sgw.min" || fail "sem_give_wake lacks the article's ThreadX 3.94 us"
if "$CLI" --db "$DB" ranks --reference --by clock_hz --metric sem_ping_pong --unit us > /dev/null 2>&1; then
  fail "the article's give -> wake column is still ranked as sem_ping_pong"
fi

# Errors: clear message, non-zero exit.
# A general-purpose allocator and a fixed-block pool are never ranked together (issue 32).
if "$CLI" --db "$DB" ranks --by clock_hz --metric heap_alloc,pool_alloc > /dev/null 2> "$WORK/err.txt"; then
  fail "heap_alloc and pool_alloc ranked together"
fi
grep -q "different algorithm classes" "$WORK/err.txt" || fail "unclear error: $(cat "$WORK/err.txt")"
if "$CLI" --db "$DB" compare --runs 99999 > /dev/null 2> "$WORK/err.txt"; then fail "missing run accepted"; fi
grep -q "no run 99999" "$WORK/err.txt" || fail "unclear error: $(cat "$WORK/err.txt")"
if "$CLI" --db "$DB" ranks --by nonsense > /dev/null 2>&1; then fail "bad condition accepted"; fi
echo "test_analysis_compare_ranks: OK"
