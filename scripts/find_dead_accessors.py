#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the const member functions of the headers of src/core, src/acq and src/report (issue 33)
that no other file of src/ or bench/ calls (`.name(`, `->name(` or `::name(` outside the header and
its .cpp), with how often the header and .cpp use the name themselves and how many test files call
it. A function with own:1 is called by nobody (its declaration, or its inline definition, is all);
one called only by tests (tests:N) is dead too. Run from anywhere:
    python3 scripts/find_dead_accessors.py [layer ...]     (default: core acq report)
A hint, not a proof: a name shared by another class's member hides a dead one."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_all(tops):
    out = {}
    for top in tops:
        for dirpath, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(('.h', '.cpp')):
                    path = os.path.join(dirpath, name)
                    with open(path, encoding='utf-8') as f:
                        out[path] = f.read()
    return out


def main(argv):
    layers = argv[1:] or ['core', 'acq', 'report']
    src = read_all(['src', 'bench'])
    tests = read_all(['tests'])
    seen = set()
    for header, text in sorted(src.items()):
        if not header.endswith('.h') or not any(
                header.startswith(os.path.join(ROOT, 'src', layer) + os.sep) for layer in layers):
            continue
        cpp = header[:-2] + '.cpp'
        for m in re.finditer(r'\b(\w+)\s*\(([^()]*)\)\s*const\b', text):
            name = m.group(1)
            if (header, name) in seen:
                continue
            seen.add((header, name))
            call = re.compile(r'(\.|->|::)\s*%s\s*\(' % re.escape(name))
            if any(call.search(t) for p, t in src.items() if p not in (header, cpp)):
                continue
            word = re.compile(r'\b%s\s*\(' % re.escape(name))
            own = len(word.findall(src.get(cpp, ''))) + len(word.findall(text))
            in_tests = sum(1 for t in tests.values() if call.search(t))
            print('%-48s %-26s own:%d tests:%d' % (os.path.relpath(header, ROOT), name, own,
                                                 in_tests))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
