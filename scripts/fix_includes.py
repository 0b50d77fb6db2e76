#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Rewrites project includes to the one include root `src/` with a layer prefix (issue 22):
`#include "store/run_store.h"` in core, or `"cli_format.h"` beside its file, becomes
`#include "core/store/run_store.h"` / `"cli/cli_format.h"`. Idempotent; run from the repository root:
    python3 scripts/fix_includes.py [paths...]     (default: src tests bench)
    python3 scripts/fix_includes.py --check        (changes nothing; exit 1 on any include to fix
                                                    and on any include of a layer the file's layer
                                                    must not see: the LAYERS table)
An include that names no file of src/ (Qt, generated ui_*.h, a test's own helper) is left as it is."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, 'src')
# What each layer may include (docs/architecture.md, "Layers"); the build enforces the same through
# each target's include root, this check also catches a path around it ("../acq/board.h").
LAYERS = {
    'core': {'core'},
    'acq': {'core', 'acq'},
    'report': {'core', 'report'},
    'gui': {'core', 'acq', 'report', 'gui'},
    'cli': {'core', 'acq', 'report', 'cli'},
    'app': {'core', 'gui', 'app'},
}
INCLUDE = re.compile(r'^(\s*#\s*include\s+)"([^"]+)"', re.M)


def resolve(source_file, name):
    """The file `name` means, as the old include roots found it (own directory, src/core, src)."""
    for base in (os.path.dirname(source_file), os.path.join(SRC, 'core'), SRC):
        candidate = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(candidate) and candidate.startswith(SRC + os.sep):
            return candidate
    return None


def check_file(path):
    """Problems of one file: includes not in the one-root form, and wrong-layer includes."""
    problems = []
    with open(path, encoding='utf-8') as f:
        text = f.read()
    rel = os.path.relpath(path, SRC)
    layer = rel.split(os.sep)[0] if not rel.startswith('..') else None
    for m in INCLUDE.finditer(text):
        line = text.count('\n', 0, m.start()) + 1
        target = resolve(path, m.group(2))
        if target is None:
            continue
        wanted = os.path.relpath(target, SRC)
        if m.group(2) != wanted:
            problems.append('%s:%d: include "%s" as "%s"' % (path, line, m.group(2), wanted))
        used = wanted.split(os.sep)[0]
        if layer in LAYERS and used not in LAYERS[layer]:
            problems.append('%s:%d: layer %s must not include %s (%s)' %
                            (path, line, layer, used, wanted))
    return problems


def fix_file(path):
    with open(path, encoding='utf-8') as f:
        text = f.read()

    def repl(m):
        target = resolve(path, m.group(2))
        if target is None:
            return m.group(0)
        return '%s"%s"' % (m.group(1), os.path.relpath(target, SRC))

    new = INCLUDE.sub(repl, text)
    if new != text:
        with open(path, 'w', encoding='utf-8') as f:
            f.write(new)
        return True
    return False


def sources(paths):
    for top in paths:
        top = os.path.join(ROOT, top)
        for dirpath, _, files in os.walk(top):
            for name in sorted(files):
                if name.endswith(('.h', '.cpp')):
                    yield os.path.join(dirpath, name)


def main(argv):
    check = '--check' in argv
    paths = [a for a in argv[1:] if a != '--check'] or ['src', 'tests', 'bench']
    if check:
        problems = [p for f in sources(paths) for p in check_file(f)]
        for p in problems:
            print(p)
        print('fix_includes --check: %d problem(s)' % len(problems))
        return 1 if problems else 0
    changed = sum(fix_file(f) for f in sources(paths))
    print('fix_includes: %d files changed' % changed)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
