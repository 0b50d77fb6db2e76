#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every sub-command answers --help (and -h): exit 0, a usage line that names the command, its
# options or sub-commands, nothing on stderr about an unknown option (issue 13: "stats --help printed Unknown
# option 'help'"). The list of commands is read from the program's own --help, so a new
# command without --help fails here.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
export QT_QPA_PLATFORM=offscreen

fail() { echo "FAIL: $*" >&2; exit 1; }

"$CLI" --help >"$WORK/main.txt" || fail "rtosbench-cli --help failed"
mapfile -t commands < <(sed -n '/One of:/,$p' "$WORK/main.txt" | sed -n 's/^ \{3,\}\([a-z][a-z-]*\)  .*/\1/p')
[ "${#commands[@]}" -ge 15 ] || fail "only ${#commands[@]} commands listed: ${commands[*]}"
for c in "${commands[@]}"; do
  for flag in --help -h; do
    rc=0
    "$CLI" --db "$WORK/none.db" "$c" "$flag" >"$WORK/out" 2>"$WORK/err" || rc=$?
    [ "$rc" = 0 ] || fail "$c $flag: exit $rc ($(cat "$WORK/err"))"
    grep -qi "unknown option" "$WORK/err" && fail "$c $flag: $(cat "$WORK/err")"
    head -n 1 "$WORK/out" | grep -q "^Usage: .*$c" || fail "$c $flag: no usage line naming it: $(head -n 2 "$WORK/out")"
    [ "$(wc -l <"$WORK/out")" -ge 3 ] || fail "$c $flag: the help says nothing more: $(cat "$WORK/out")"
  done
done
[ ! -e "$WORK/none.db" ] || fail "--help opened (created) the database"
echo "PASS (${#commands[@]} commands)"
