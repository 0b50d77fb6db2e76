#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The external-build path (issue 6): an experiment gives, per kernel, the command of the user's
# own build instead of our firmware CMake. examples/experiments/qemu-external-build.json runs
# examples/external-build/build.sh (standing for the user's RTOS project) with the placeholders
# substituted; the workbench runs the ELF it produced on the virtual board and takes the
# conditions only from what the firmware reports.
#  1. the example: complete runs whose stored conditions came from the firmware;
#  2. a build that ignores {opt} (the project keeps its own -O0): the validator refuses the run
#     naming the field ("firmware says -O0, experiment asked -Os"), the run is stored as failed
#     with its raw log, and the CLI exits non-zero;
#  3. a misspelt placeholder is refused when the experiment is read.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR, RB_BINARY_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
export RTOSBENCH_BUILD_CACHE="$WORK/cache"
export LC_ALL=C.UTF-8 LANGUAGE=en
for tool in qemu-system-arm arm-none-eabi-gcc cmake python3; do
    command -v "$tool" > /dev/null || { echo "skipped: $tool is not installed"; exit 0; }
done
EXP="$RB_SOURCE_DIR/examples/experiments/qemu-external-build.json"
SCRIPT="$RB_SOURCE_DIR/examples/external-build/build.sh"
DB="$WORK/ext.db"
[ -f "$EXP" ] && [ -f "$SCRIPT" ] || fail "the example experiment or its build script is missing"

# runs_json: every stored run as JSON (all columns, hidden ones included)
runs_json() { "$CLI" --db "$DB" runs --format json > "$WORK/runs.json" || fail "runs --format json"; }

# 0. Trust (issue 19): an experiment file that runs its own commands and was never trusted is
#    refused with exit 2 and the commands printed; nothing is built, run or stored.
export RTOSBENCH_TRUST_FILE="$WORK/trust.json"
rc=0
"$CLI" --db "$DB" run "$EXP" --board qemu > "$WORK/untrusted.out" 2> "$WORK/untrusted.err" || rc=$?
[ $rc = 2 ] || fail "an untrusted experiment with an external build: exit $rc, expected 2"
grep -q "has not been trusted" "$WORK/untrusted.err" || fail "no trust message: $(cat "$WORK/untrusted.err")"
grep -q "kernel baremetal: runs bash {experiment_dir}/../external-build/build.sh out={out}" \
    "$WORK/untrusted.err" || fail "the command is not shown: $(cat "$WORK/untrusted.err")"
[ ! -e "$DB" ] || fail "an untrusted experiment created the database"
[ ! -e "$WORK/trust.json" ] || fail "trust was recorded without --trust"
echo "ok: untrusted experiment refused (exit 2) with its command shown, nothing run"

# 1. The example: two opt levels, both built by the user's script, both complete.
rc=0
"$CLI" --db "$DB" run "$EXP" --board qemu --trust > "$WORK/ok.out" 2> "$WORK/ok.err" || rc=$?
[ $rc = 0 ] || { tail -30 "$WORK/ok.err" >&2; cat "$WORK/ok.out" >&2; fail "run $EXP: exit $rc"; }
complete=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/ok.out")
[ "$complete" = 2 ] || { cat "$WORK/ok.out" >&2; fail "$complete complete runs, expected 2"; }
# The builds really went through the user's script (its ELF, our manifest marking it external).
elves=$(ls "$RTOSBENCH_BUILD_CACHE"/*/fw.elf 2> /dev/null | wc -l)
[ "$elves" = 2 ] || fail "build.sh produced $elves ELF files, expected 2"
grep -l '"external": true' "$RTOSBENCH_BUILD_CACHE"/*/manifest.json > /dev/null ||
    fail "no external-build manifest was written"
runs_json
python3 - "$WORK/runs.json" << 'EOF' || fail "the stored runs do not carry the firmware's conditions"
import json, sys
runs = json.load(open(sys.argv[1]))
assert len(runs) == 2, f"{len(runs)} runs stored"
opts = sorted(r["opt_level"] for r in runs)
assert opts == ["-O2", "-Os"], opts
for r in runs:
    assert r["status"] == "complete", r
    assert r["experiment"] == "qemu-external-build", r["experiment"]
    # Conditions the experiment never states: they can only come from the firmware's COND lines.
    assert r["mcu"] == "STM32F205(emulated)", r["mcu"]
    assert r["toolchain"] == "gcc", r["toolchain"]
    assert r["toolchain_version"], "no compiler version"
    assert r["opt_level"] in r["cflags"], (r["opt_level"], r["cflags"])
    assert r["timing_method"] == "icount", r["timing_method"]
    assert r["samples"] > 0 and r["cases"] > 0, r
EOF

# The trust is remembered for this exact content; a changed file asks again.
python3 - "$EXP" "$WORK/trust.json" << 'EOF' || fail "the trust store does not hold the file's SHA-256"
import hashlib, json, sys
digest = hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest()
assert digest in json.load(open(sys.argv[2])), "digest missing"
EOF
cp "$EXP" "$WORK/changed.json" && echo " " >> "$WORK/changed.json"
rc=0
"$CLI" --db "$DB" run "$WORK/changed.json" --board qemu > /dev/null 2> "$WORK/changed.err" || rc=$?
[ $rc = 2 ] && grep -q "has not been trusted" "$WORK/changed.err" ||
    fail "a changed experiment file ran without asking (exit $rc)"
echo "ok: trust is per file content: a changed file is refused again"

# 2. A project that ignores {opt}: its own -O0 where -Os was asked.
python3 - "$EXP" "$SCRIPT" "$WORK/ignores-opt.json" << 'EOF' || fail "cannot write the negative experiment"
import json, sys
exp = json.load(open(sys.argv[1]))
exp["name"] = "ignores-opt"
exp["vary"] = {"opt_level": ["-Os"]}
build = exp["external_builds"]["baremetal"]
build["command"] = [a for a in build["command"] if a != "opt={opt}"]
build["command"][1] = sys.argv[2]  # absolute: this experiment file lives in the scratch dir
json.dump(exp, open(sys.argv[3], "w"), indent=2)
EOF
rc=0
"$CLI" --db "$DB" run "$WORK/ignores-opt.json" --board qemu --trust > "$WORK/bad.out" \
    2> "$WORK/bad.err" ||
    rc=$?
[ $rc != 0 ] || fail "a firmware built at -O0 for an -Os experiment was accepted (exit 0)"
grep -q '^configuration 1: run [0-9]* failed' "$WORK/bad.out" ||
    { cat "$WORK/bad.out" "$WORK/bad.err" >&2; fail "the run was not stored as failed"; }
grep -q 'firmware says -O0, experiment asked -Os' "$WORK/bad.out" ||
    { cat "$WORK/bad.out" >&2; fail "the reason does not name the opt level mismatch"; }
bad_id=$(sed -n 's/^configuration 1: run \([0-9]*\) failed.*/\1/p' "$WORK/bad.out")
runs_json
python3 - "$WORK/runs.json" "$bad_id" << 'EOF' || fail "the failed run is not stored as expected"
import json, sys
runs = {str(r["id"]): r for r in json.load(open(sys.argv[1]))}
r = runs[sys.argv[2]]
assert r["status"] == "failed", r["status"]
assert "optimisation level: firmware says -O0, experiment asked -Os" in r["status_reason"], r
assert r["opt_level"] == "-O0", r["opt_level"]  # what the firmware said, not what was asked
EOF
"$CLI" --db "$DB" log "$bad_id" > "$WORK/bad.log" || fail "log $bad_id"
grep -q '^HELLO 0 ' "$WORK/bad.log" || fail "the failed run kept no raw log"
grep -q '^COND .* opt=-O0' "$WORK/bad.log" || fail "the raw log lacks the firmware's opt=-O0"

# 3. A misspelt placeholder is refused before anything is built.
sed 's/{opt}/{optimization}/' "$EXP" > "$WORK/typo.json"
rc=0
"$CLI" --db "$DB" run "$WORK/typo.json" > /dev/null 2> "$WORK/typo.err" || rc=$?
[ $rc = 2 ] || fail "an unknown placeholder: exit $rc, expected 2"
grep -q 'unknown placeholder {optimization}' "$WORK/typo.err" ||
    fail "the error does not name the placeholder: $(cat "$WORK/typo.err")"
echo "external build: OK"
