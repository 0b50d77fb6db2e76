#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every lab: `lab list` shows it in both languages, `lab show` prints its texts, and
# `lab run` runs it on the virtual board / this computer, storing complete runs (one per
# configuration) that hold the lab's metrics. The FreeRTOS lab runs only when
# RTOSBENCH_FREERTOS_DIR is set; otherwise it must be skipped (exit 3, "skipped:").
# $1 = rtosbench-cli, $2 = scratch dir. Firmware builds go to $2/cache.
set -u
cli="$1"
work="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work" || fail "cannot make $work"
export RTOSBENCH_BUILD_CACHE="$work/cache"
export LC_ALL=C.UTF-8 LANGUAGE=en
db="$work/labs.sqlite"

"$cli" lab list --lang en > "$work/list_en.txt" 2> "$work/list.err" || { cat "$work/list.err"; fail "lab list"; }
"$cli" lab list --lang zh_CN > "$work/list_zh.txt" || fail "lab list --lang zh_CN"
"$cli" lab list --format csv > "$work/list.csv" || fail "lab list --format csv"
ids=$(tail -n +2 "$work/list.csv" | cut -d, -f1)
[ "$(printf '%s\n' $ids | wc -l)" -ge 7 ] || fail "fewer than 7 labs: $ids"
grep -q '往返' "$work/list_zh.txt" || fail "the Chinese list has no Chinese titles"
grep -q 'round trip' "$work/list_en.txt" || fail "the English list has no English titles"
"$cli" lab show no_such_lab > /dev/null 2>&1 && fail "lab show accepted an unknown lab"
"$cli" lab frobnicate > /dev/null 2>&1 && fail "lab accepted an unknown sub-command"

# Hermetic: no kernel registry of the user (lab run takes trees from it when none is given).
export RTOSBENCH_KERNEL_CACHE="$work/kernels"
have_qemu=1
command -v qemu-system-arm > /dev/null && command -v arm-none-eabi-gcc > /dev/null || have_qemu=0

for id in $ids; do
    "$cli" lab show "$id" --lang zh_CN > "$work/$id.show" || fail "lab show $id"
    grep -q '"kernels"' "$work/$id.show" || fail "lab show $id prints no experiment"
    board=$(grep '"board"' "$work/$id.show" | head -1 | sed 's/.*: *"\([a-z0-9]*\)".*/\1/')
    args=()
    # The kernel trees the lab needs ("Needs a kernel tree: freertos, rtx5 (--kernel-dir ...)"):
    # FreeRTOS from RTOSBENCH_FREERTOS_DIR, embassy's crate set from RTOSBENCH_EMBASSY_DIR (an
    # unpacked embassy-crates-0.10.0, with Debian's Rust). A lab that needs a tree not given, or
    # another one (compiler_rank_flip: cli_test_lab_compiler_flip runs it), is skipped (exit 3).
    needs=$("$cli" lab show "$id" --lang en | sed -n 's/^Needs a kernel tree: \([^(]*\) (.*/\1/p' | tr -d ',')
    missing=""
    for k in $needs; do
        case $k in
        freertos) d=${RTOSBENCH_FREERTOS_DIR:-} ;;
        embassy) d=${RTOSBENCH_EMBASSY_DIR:-} ;;
        *) d="" ;;
        esac
        if [ -n "$d" ]; then args+=(--kernel-dir "$k=$d"); else missing="$missing $k"; fi
    done
    if [ -n "$missing" ]; then
        "$cli" --db "$db" lab run "$id" > "$work/$id.out" 2> "$work/$id.err"
        rc=$?
        [ $rc = 3 ] || fail "lab run $id without a kernel tree: exit $rc, not 3"
        grep -q '^skipped:' "$work/$id.err" || fail "lab run $id: no skipped: line"
        echo "$id: skipped (needs$missing, not given)"
        continue
    fi
    if [ "$board" = qemu ] && [ $have_qemu = 0 ]; then
        echo "$id: skipped (no qemu-system-arm or arm-none-eabi-gcc)"
        continue
    fi
    before=$("$cli" --db "$db" runs --format csv 2>/dev/null | tail -n +2 | wc -l)
    start=$(date +%s)
    "$cli" --db "$db" lab run "$id" --lang en --quiet "${args[@]}" > "$work/$id.out" 2> "$work/$id.err" ||
        { tail -20 "$work/$id.err" >&2; cat "$work/$id.out" >&2; fail "lab run $id"; }
    secs=$(( $(date +%s) - start ))
    configs=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$work/$id.out")
    planned=$(grep -o '^\([0-9]*\) configuration(s)' "$work/$id.err" | cut -d' ' -f1)
    [ -n "$planned" ] && [ "$configs" = "$planned" ] || fail "lab $id: $configs complete of $planned"
    after=$("$cli" --db "$db" runs --format csv 2>/dev/null | tail -n +2 | wc -l)
    [ $((after - before)) = "$planned" ] || fail "lab $id stored $((after - before)) runs, not $planned"
    grep -q 'What to observe:' "$work/$id.out" || fail "lab $id printed no observation text"
    grep -q 'Questions:' "$work/$id.out" || fail "lab $id printed no questions"
    # Every metric the lab shows has a summary row with n > 0 and status ok in every run.
    "$cli" lab show "$id" --lang en > "$work/$id.show.en" || fail "lab show $id --lang en"
    metrics=$(sed -n 's/^Metrics shown: //p' "$work/$id.show.en" | tr -d ',')
    [ -n "$metrics" ] || fail "lab $id shows no metrics"
    for m in $metrics; do
        rows=$(grep -E "^ *[0-9]+ .* $m +[a-z]+ +ok +[1-9][0-9]* " "$work/$id.out" | wc -l)
        want=$planned
        # Without the overhead the known-sequence check fails, as it must (the lab's point).
        if [ "$id" = measurement_floor ] && [ "$m" = cal_known_seq ]; then
            want=$((planned - 1))
            grep -qE "RB_LAB_NO_OVERHEAD=1 +cal_known_seq +ticks +fail +[1-9][0-9]* +103 " "$work/$id.out" ||
                { cat "$work/$id.out" >&2; fail "lab $id: cal_known_seq did not fail its check without the overhead"; }
        fi
        [ "$rows" = "$want" ] || { cat "$work/$id.out" >&2; fail "lab $id: $rows ok rows for $m, want $want"; }
    done
    # The lab's trap (issue 13 item 7): it fires on the lab's trap configuration and stays quiet
    # on the corrected one, in the lab's own result.
    trap_config=""
    case "$id" in
        round_trip_vs_switch) trap_config="cflags = -DRB_LAB_SWITCH_AS_ROUND_TRIP=1" ;;
        measurement_floor) trap_config="cflags = -DRB_LAB_NO_OVERHEAD=1" ;;
        opt_level_rank_flip | opt_level_rank_flip_baremetal) trap_config="opt_level = -O0" ;;
        kernel_profile) trap_config="profile = default" ;;
        cold_vs_warm) trap_config="warmup = 0" ;;
        print_in_hook) trap_config="inject_print_every = 1000" ;;
    esac
    if [ -n "$trap_config" ]; then
        grep -q "^This lab's trap: #" "$work/$id.out" || { cat "$work/$id.out" >&2; fail "lab $id shows no trap verdict"; }
        verdicts=$(grep -E '^  run [0-9]+ \(.*\): (fired|quiet)$' "$work/$id.out")
        [ "$(printf '%s\n' "$verdicts" | grep -c .)" = "$planned" ] || { cat "$work/$id.out" >&2; fail "lab $id: not one trap verdict per run"; }
        fired=$(printf '%s\n' "$verdicts" | grep ': fired$')
        [ "$(printf '%s\n' "$fired" | grep -c .)" = 1 ] && printf '%s\n' "$fired" | grep -qF "($trap_config)" ||
            { cat "$work/$id.out" >&2; fail "lab $id: its trap did not fire on exactly the run of '$trap_config'"; }
        printf '%s\n' "$verdicts" | grep -vF "($trap_config)" | grep -q ': fired$' &&
            { cat "$work/$id.out" >&2; fail "lab $id: its trap fired on the corrected configuration"; }
        echo "$id: trap fires on '$trap_config' only"
    else
        echo "$id: no expected trap configuration in this test"
    fi
    echo "$id: $planned configuration(s) complete in ${secs} s"
done

# The summary of one lab holds what its text promises: the known sequence is 100 after
# subtracting the overhead (measurement_floor, emulated instruction counts).
if [ -f "$work/measurement_floor.out" ]; then
    grep -E ' cal_known_seq +ticks +ok +[0-9]+ +100 +100 +100 ' "$work/measurement_floor.out" > /dev/null ||
        { cat "$work/measurement_floor.out" >&2; fail "cal_known_seq is not 100 in measurement_floor"; }
fi
echo "ok"
