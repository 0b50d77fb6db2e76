#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Counts the lines of firmware/adapters that stand in runs of MIN (6) or more consecutive
lines shared verbatim with another place of that tree (issue 33: one shared adapter layer,
firmware/harness/rb_adapter_common.{h,c}, instead of copies in every adapter).

    python3 scripts/adapter_shared_lines.py [--root DIR] [--min-lines N] [--max-percent P]

Reads every .c and .h file below DIR (default: firmware/adapters of this repository), the
per-kernel configuration headers (config/**) included. A line counts after normalising white
space; blank lines, comments, lone braces and punctuation (`{`, `}`, `};`, `} else {`) and
`#include` lines are passed over (the spirit of the `duplicates` command). A line is shared when
it lies inside a run of at least MIN such lines that stands again, verbatim, in another file or
elsewhere in the same file (not overlapping). Prints `shared N of M lines (P %)`, then each
pair of places with its longest run; exits 1 when P >= --max-percent (when given), 2 on a
usage error."""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRIVIAL = re.compile(r'^[{}()\[\];,]*$|^}\s*else\s*{$|^}\s*while\s*\(0\);?$')


def strip_comments(text):
    """The text with /* */ and // comments blanked (line breaks kept), strings left intact."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def code_lines(path):
    """[(line number, normalised text)] of the lines that count."""
    with open(path, encoding='utf-8', errors='replace') as f:
        text = strip_comments(f.read())
    result = []
    for number, line in enumerate(text.split('\n'), 1):
        norm = ' '.join(line.split())
        if not norm or TRIVIAL.match(norm) or re.match(r'#\s*include\b', norm):
            continue
        result.append((number, norm))
    return result


def sources(root):
    for base, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(('.c', '.h')):
                yield os.path.join(base, name)


def measure(root, min_lines):
    files = {os.path.relpath(p, root): code_lines(p) for p in sources(root)}
    grams = {}
    for name, lines in files.items():
        texts = [t for _, t in lines]
        for i in range(len(texts) - min_lines + 1):
            grams.setdefault(tuple(texts[i:i + min_lines]), []).append((name, i))
    shared = {name: [False] * len(lines) for name, lines in files.items()}
    seeds = set()
    for places in grams.values():
        if len(places) < 2:
            continue
        for a in range(len(places)):
            for b in range(a + 1, len(places)):
                (fa, ia), (fb, ib) = places[a], places[b]
                if fa == fb and abs(ia - ib) < min_lines:
                    continue  # a run overlapping itself (repeated lines) is not a copy
                for f, i in ((fa, ia), (fb, ib)):
                    for k in range(i, i + min_lines):
                        shared[f][k] = True
                seeds.add((fa, ia, fb, ib))
    # Pairs of places: each seed extended to its maximal run; the longest run per file pair.
    runs = {}
    for fa, ia, fb, ib in seeds:
        ta, tb = [t for _, t in files[fa]], [t for _, t in files[fb]]
        while ia > 0 and ib > 0 and ta[ia - 1] == tb[ib - 1] and (fa != fb or ia - 1 != ib):
            ia, ib = ia - 1, ib - 1
        ea, eb = ia + min_lines, ib + min_lines
        while ea < len(ta) and eb < len(tb) and ta[ea] == tb[eb]:
            ea, eb = ea + 1, eb + 1
        key = (fa, fb) if fa <= fb else (fb, fa)
        run = (ea - ia, fa, ia, ea, fb, ib, eb) if fa <= fb else (ea - ia, fb, ib, eb, fa, ia, ea)
        runs.setdefault(key, set()).add(run)
    total = sum(len(lines) for lines in files.values())
    count = sum(sum(flags) for flags in shared.values())
    pairs = []
    for key, found in runs.items():
        best = max(found)
        n, fa, ia, ea, fb, ib, eb = best
        la, lb = files[fa], files[fb]
        pairs.append((n, len(found) - 1, f'{fa}:{la[ia][0]}-{la[ea - 1][0]}',
                      f'{fb}:{lb[ib][0]}-{lb[eb - 1][0]}'))
    pairs.sort(key=lambda p: (-p[0], p[2], p[3]))
    return count, total, pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--root', default=os.path.join(ROOT, 'firmware', 'adapters'))
    parser.add_argument('--min-lines', type=int, default=6)
    parser.add_argument('--max-percent', type=float)
    args = parser.parse_args()
    if args.min_lines < 2 or not os.path.isdir(args.root):
        print('error: --min-lines must be 2 or more and --root a folder', file=sys.stderr)
        return 2
    count, total, pairs = measure(args.root, args.min_lines)
    percent = 100.0 * count / total if total else 0.0
    print(f'shared {count} of {total} lines ({percent:.1f} %)')
    for n, more, a, b in pairs:
        print(f'  {n:4d}  {a} ~ {b}' + (f' (+{more} more runs)' if more else ''))
    if args.max_percent is not None and percent >= args.max_percent:
        print(f'error: {percent:.1f} % of the adapter lines are shared (limit {args.max_percent} %)',
              file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
