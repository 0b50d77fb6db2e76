#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31: makes the kernel tree DIR a git repository that runs programs wherever git lets a
# repository do so, each touching MARKER.<what> (append a line):
#   hooks: post-checkout, reference-transaction, post-index-change, pre-auto-gc;
#   .git/config: core.fsmonitor, a filter driver (smudge/clean/process) named by a committed
#   .gitattributes, log.showSignature with gpg.program, core.sshCommand, diff.external,
#   a textconv driver, core.pager.
# Two commits: the tree, then one more line in tasks.c (so HEAD~1 exists). The hostile settings
# are written after the commits (the test's own git must not run them), so only a reader of
# the repository can trigger them.
#   hostile_git.sh DIR MARKER
set -euo pipefail
DIR=$1
MARKER=$2
export GIT_AUTHOR_NAME=evil GIT_AUTHOR_EMAIL=evil@example.org GIT_COMMITTER_NAME=evil \
    GIT_COMMITTER_EMAIL=evil@example.org GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
g() { git -C "$DIR" -c core.hooksPath=/dev/null "$@"; }
g init -q
printf '*.c filter=evil diff=evil\n' > "$DIR/.gitattributes"
g add -A
g commit -qm "the tree"
echo "/* the second commit */" >> "$DIR/tasks.c"
g commit -qam "tasks.c: a comment"
mkdir -p "$DIR/.git/hooks"
for h in post-checkout reference-transaction post-index-change pre-auto-gc post-commit; do
    printf '#!/bin/sh\necho "%s $PWD" >> "%s.hook"\n' "$h" "$MARKER" > "$DIR/.git/hooks/$h"
    chmod +x "$DIR/.git/hooks/$h"
done
run() { printf "sh -c 'echo %s >> \"%s.%s\"; %s'" "$1" "$MARKER" "$1" "$2"; }
g config core.fsmonitor "$(run fsmonitor false)"
g config filter.evil.smudge "$(run smudge cat)"
g config filter.evil.clean "$(run clean cat)"
g config filter.evil.process "$(run process false)"
g config log.showSignature true
g config gpg.program "$(run gpg false)"
g config core.sshCommand "$(run ssh false)"
g config diff.external "$(run diff false)"
g config diff.evil.textconv "$(run textconv cat)"
g config core.pager "$(run pager cat)"
