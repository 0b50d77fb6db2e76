#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Rewrites project includes to the one include root `src/` with a layer prefix (issue 22):
`#include "store/run_store.h"` in core, or `"cli_format.h"` beside its file, becomes
`#include "core/store/run_store.h"` / `"cli/cli_format.h"`. Idempotent; run from the repository root:
    python3 scripts/fix_includes.py [paths...]     (default: src tests bench)
    python3 scripts/fix_includes.py --check        (changes nothing; exit 1 on any include to fix,
                                                    on any include of a layer the file's layer
                                                    must not see: the LAYERS table, on any include
                                                    in core of a sub-folder that is not below the
                                                    file's own: CORE_LEVELS, and on any write
                                                    through `QString *error` without a null check
                                                    in src/: scripts/convert_set_error.py)
An include that names no file of src/ (Qt, generated ui_*.h, a test's own helper) is left as it is.
An include of a file that moved (MOVED) is rewritten to its new place."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import convert_set_error  # noqa: E402 (the error-pointer check, beside this script)

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
# core's sub-folders from the bottom up (docs/architecture.md, "Layers"): a file of core may include
# files of its own folder and of folders on a lower level, never of one on its own level or above,
# so the folders have no cycles. A new sub-folder must be given its level here.
CORE_LEVELS = [
    ['util'],                                   # set_error.h: nothing but QString
    ['process'],                                # ToolProcess: every program rtosbench starts
    ['model'],                                  # the data types: runs, configurations, board ids
    ['stats', 'protocol', 'trace', 'kernels'],  # summaries; the wire format; traces; kernel trees
    ['store'],                                  # the run database (and the reference CSV it loads)
    ['io'],                                     # exports and imports, through the store
    ['experiment'],                             # experiment files, build requests, their trees
    ['analysis'],                               # comparisons, ranks, traps, attribution, history
    ['lab'],                                    # a guided experiment and the trap it must trip
]
CORE_LEVEL = {folder: level for level, folders in enumerate(CORE_LEVELS) for folder in folders}
# Files that moved (issue 33: the folder cycles store<->io and experiment<->kernels broken):
# an include of the old path is rewritten to the new one.
MOVED = {
    'core/kernels/tool_process.h': 'core/process/tool_process.h',
    'core/io/reference_csv.h': 'core/store/reference_csv.h',
    'core/kernels/kernel_dirs.h': 'core/experiment/kernel_dirs.h',
}
INCLUDE = re.compile(r'^(\s*#\s*include\s+)"([^"]+)"', re.M)


def resolve(source_file, name):
    """The file `name` means, as the old include roots found it (own directory, src/core, src)."""
    for n in (name, MOVED.get(name)):
        for base in (os.path.dirname(source_file), os.path.join(SRC, 'core'), SRC):
            candidate = os.path.normpath(os.path.join(base, n)) if n else None
            if candidate and os.path.isfile(candidate) and candidate.startswith(SRC + os.sep):
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
        line = text.count("\n", 0, m.start(2)) + 1
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
        problems += core_level_problems(path, rel, line, wanted)
    return problems


def core_level_problems(path, rel, line, wanted):
    """An include between core's sub-folders that goes sideways or up (CORE_LEVELS)."""
    own, used = rel.split(os.sep), wanted.split(os.sep)
    if own[0] != 'core' or used[0] != 'core' or len(own) < 3 or len(used) < 3:
        return []
    problems = []
    for folder in {own[1], used[1]}:
        if folder not in CORE_LEVEL:
            problems.append('%s:%d: core/%s has no level in CORE_LEVELS (scripts/fix_includes.py)'
                            % (path, line, folder))
    if problems or own[1] == used[1]:
        return problems
    if CORE_LEVEL[used[1]] >= CORE_LEVEL[own[1]]:
        problems.append('%s:%d: core/%s must not include core/%s (%s): %s is not below %s '
                        '(CORE_LEVELS, docs/architecture.md "Layers")' %
                        (path, line, own[1], used[1], wanted, used[1], own[1]))
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
        if paths == ['src', 'tests', 'bench']:
            problems += convert_set_error.check(['src'])
        for p in problems:
            print(p)
        print('fix_includes --check: %d problem(s)' % len(problems))
        return 1 if problems else 0
    changed = sum(fix_file(f) for f in sources(paths))
    print('fix_includes: %d files changed' % changed)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
