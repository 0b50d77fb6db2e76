#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Rewrites writes through a function's `QString *error` into `setError(error, X)`
(core/util/set_error.h, issue 33): docs/architecture.md promises that `error` may be nullptr, so
no write may go through it unchecked. Idempotent; run from the repository root:
    python3 scripts/convert_set_error.py [paths...]   (default: src; runs clang-format -i on the
                                                        files it changed when it finds clang-format)
    python3 scripts/convert_set_error.py --check      (changes nothing; lists every unguarded write,
                                                        exit 1 when there is one)
    python3 scripts/convert_set_error.py --self-test  (the rewriting rules on small examples)

What it rewrites (NAME is error, err, why or e, declared `QString *NAME` in the same file):
    *NAME = X;                        -> setError(NAME, X);
    if (NAME) *NAME = X;              -> setError(NAME, X);        (also `if (NAME) { *NAME = X; }`)
    <one of the above> return false;  -> return setError(NAME, X); (when both are statements of
                                                                    the same block)
    *NAME += X;  NAME->clear();       -> if (NAME) <the statement>  (when unguarded)
A write is guarded when it sits under `if (NAME)`, `if (NAME != nullptr)` or `if (NAME && ...)`
(brace-less or a block, however deep); a guarded write inside a longer block is left as it is.
Anything else (comments, strings, a `*NAME ==` comparison) is never touched."""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HELPER = 'core/util/set_error.h'
NAMES = ('error', 'err', 'why', 'e')
INCLUDE_LINE = '#include "%s"' % HELPER

TOKEN = re.compile(
    r'(?P<ws>\s+)|(?P<lc>//[^\n]*)|(?P<bc>/\*.*?\*/)'
    r'|(?P<raw>(?:u8|u|U|L)?R"(?P<delim>[^(\s"]*)\(.*?\)(?P=delim)")'
    r'|(?P<str>(?:u8|u|U|L)?"(?:\\.|[^"\\\n])*")|(?P<chr>(?:u8|u|U|L)?\'(?:\\.|[^\'\\\n])*\')'
    r'|(?P<id>[A-Za-z_]\w*)|(?P<num>\.?\d(?:[\w.]|\'(?=\w)|[eEpP][+-])*)'
    r'|(?P<op>->\*?|\+\+|--|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||\+=|-=|\*=|/=|%=|&=|\|=|\^=|::|.)',
    re.S)


class Tok:
    __slots__ = ('text', 'start', 'end')

    def __init__(self, text, start, end):
        self.text, self.start, self.end = text, start, end


def tokens(text):
    """The code tokens of text (comments, whitespace and preprocessor lines left out)."""
    out = []
    pos = 0
    n = len(text)
    while pos < n:
        if text[pos] == '#' and text[text.rfind('\n', 0, pos) + 1:pos].strip() == '':
            end = pos
            while True:  # a directive, with its continuation lines
                nl = text.find('\n', end)
                if nl < 0:
                    end = n
                    break
                if text[nl - 1] == '\\':
                    end = nl + 1
                    continue
                end = nl
                break
            pos = end
            continue
        m = TOKEN.match(text, pos)
        kind = m.lastgroup if m.lastgroup != 'delim' else 'raw'
        if kind not in ('ws', 'lc', 'bc'):
            out.append(Tok(m.group(0), m.start(), m.end()))
        pos = m.end()
    return out


class Unit:
    """One file's tokens with bracket matching and the block each token sits in."""

    def __init__(self, text):
        self.text = text
        self.toks = tokens(text)
        self.match = {}
        self.block = [None] * len(self.toks)  # index of the innermost enclosing '{'
        stack = []
        for i, t in enumerate(self.toks):
            braces = [j for j in stack if self.toks[j].text == '{']
            self.block[i] = braces[-1] if braces else None
            if t.text in '([{' and len(t.text) == 1:
                stack.append(i)
            elif t.text in ')]}' and len(t.text) == 1 and stack:
                j = stack.pop()
                self.match[i], self.match[j] = j, i

    def t(self, i):
        return self.toks[i].text if 0 <= i < len(self.toks) else None

    def statement_end(self, i):
        """Index of the ';' that ends the statement starting at token i."""
        j = i
        while j < len(self.toks):
            s = self.toks[j].text
            if s == ';':
                return j
            if s in ('(', '[', '{') and j in self.match:
                j = self.match[j]
            elif s in (')', ']', '}'):
                return None  # ran out of the enclosing bracket: not a plain statement
            j += 1
        return None

    def conjuncts(self, open_paren):
        """The top-level `&&` parts of the condition `( ... )` at open_paren (None: not a pure
        conjunction)."""
        close = self.match.get(open_paren)
        if close is None:
            return None
        parts, part, j = [], [], open_paren + 1
        while j < close:
            s = self.toks[j].text
            if s in ('||', '?'):
                return None
            if s == '&&':
                parts.append(part)
                part = []
            elif s in ('(', '[', '{') and j in self.match:
                part += [t.text for t in self.toks[j:self.match[j] + 1]]
                j = self.match[j]
            else:
                part.append(s)
            j += 1
        parts.append(part)
        return parts

    def is_guard(self, open_paren, name):
        """Does the condition `( ... )` at open_paren only hold when name is non-null?"""
        parts = self.conjuncts(open_paren)
        return parts is not None and any(
            p in ([name], [name, '!=', 'nullptr'], ['nullptr', '!=', name]) for p in parts)

    def exact_guard(self, open_paren, name):
        close = self.match.get(open_paren)
        cond = [t.text for t in self.toks[open_paren + 1:close]] if close else []
        return cond in ([name], [name, '!=', 'nullptr'], ['nullptr', '!=', name])

    def guarded(self, start, name):
        """Is the statement starting at token start only reached when name is non-null?"""
        p = start
        while True:
            q = p - 1
            prev = self.t(q)
            if prev == ')' and q in self.match:
                o = self.match[q]
                kw = self.t(o - 1)
                if kw == 'if':
                    if self.is_guard(o, name):
                        return True
                    p = o - 1
                    continue
                if kw in ('for', 'while', 'switch'):
                    p = o - 1
                    continue
            if prev in ('else', 'do'):
                p = q
                continue
            b = self.block[p] if p < len(self.toks) else None
            while b is not None:
                head = self.t(b - 1)
                if head == ')' and (b - 1) in self.match:
                    o = self.match[b - 1]
                    kw = self.t(o - 1)
                    if kw == 'if' and self.is_guard(o, name):
                        return True
                    if kw in ('if', 'for', 'while', 'switch'):
                        p = o - 1
                        break
                if head in ('else', 'do'):
                    p = b - 1
                    break
                b = self.block[b]
            else:
                return False

    def at_block_level(self, i):
        """Is token i the first of a statement directly inside a block (not a brace-less body)?"""
        return self.t(i - 1) in (';', '{', '}')


def declared_names(text):
    return [n for n in NAMES if re.search(r'\bQString\s*\*\s*%s\b' % n, text)]


def writes(unit, names):
    """Every statement that writes through one of names: (first token, ';' token, name, kind)."""
    found = []
    toks = unit.toks
    for i in range(len(toks) - 2):
        a, b, c = toks[i].text, toks[i + 1].text, toks[i + 2].text
        kind = None
        if a == '*' and b in names and c in ('=', '+=') and unit.t(i - 1) in (
                ';', '{', '}', ')', 'else', ':', 'do'):
            kind = 'assign' if c == '=' else 'append'
        elif a in names and b == '->' and unit.t(i - 1) in (';', '{', '}', ')', 'else', ':'):
            kind = 'call'
        if kind is None:
            continue
        end = unit.statement_end(i)
        if end is not None:
            found.append((i, end, b if a == '*' else a, kind))
    return found


def line_of(text, pos):
    return text.count('\n', 0, pos) + 1


def unguarded(text):
    """(line, statement text) of every write through an error pointer without a null check."""
    names = declared_names(text)
    if not names:
        return []
    unit = Unit(text)
    out = []
    for i, end, name, _ in writes(unit, names):
        if not unit.guarded(i, name):
            stmt = text[unit.toks[i].start:unit.toks[end].end]
            out.append((line_of(text, unit.toks[i].start), ' '.join(stmt.split())))
    return out


def indent_at(text, pos):
    line_start = text.rfind('\n', 0, pos) + 1
    m = re.match(r'[ \t]*', text[line_start:])
    return m.group(0)


def convert(text, own=None):
    """text with the writes rewritten (and the include added when a setError appeared); own is
    the include name of the file's own header (a .cpp's first include, kept first)."""
    names = declared_names(text)
    if not names:
        return text
    unit = Unit(text)
    toks = unit.toks
    edits = []  # (start, end, replacement)
    for i, end, name, kind in writes(unit, names):
        if kind != 'assign':
            if unit.guarded(i, name):
                continue
            prev = unit.t(i - 1)
            o = unit.match.get(i - 1) if prev == ')' else None
            if o is not None and unit.t(o - 1) == 'if' and unit.t(end + 1) != 'else':
                # the body of `if (cond)`: `if (cond && NAME)`
                simple = unit.conjuncts(o) is not None and not any(
                    t.text in ('=', ',') for t in toks[o + 1:i - 1])
                close = toks[i - 1].start
                if simple:
                    edits.append((close, close, ' && %s' % name))
                else:
                    edits.append((toks[o].end, toks[o].end, '('))
                    edits.append((close, close, ') && %s' % name))
            else:
                s = toks[i].start
                edits.append((s, s, 'if (%s)\n%s    ' % (name, indent_at(text, s))))
            continue
        first, last = i, end  # the token span replaced
        after = end + 1
        prev = unit.t(i - 1)
        if prev == ')' and (i - 1) in unit.match and unit.t(unit.match[i - 1] - 1) == 'if' \
                and unit.exact_guard(unit.match[i - 1], name) and unit.t(after) != 'else':
            first = unit.match[i - 1] - 1
        elif prev == '{' and unit.t(after) == '}' and (i - 2) in unit.match:
            o = unit.match[i - 2] if unit.t(i - 2) == ')' else None
            if o is not None and unit.t(o - 1) == 'if' and unit.exact_guard(o, name) \
                    and unit.t(after + 1) != 'else':
                first, last, after = o - 1, after, after + 1
        elif unit.guarded(i, name):
            continue  # guarded inside a longer block: left as it is
        value = text[toks[i + 3].start:toks[end].start].strip()
        call = 'setError(%s, %s)' % (name, value)
        if unit.at_block_level(first) and [unit.t(after), unit.t(after + 1),
                                           unit.t(after + 2)] == ['return', 'false', ';']:
            last = after + 2
            call = 'return ' + call
        edits.append((toks[first].start, toks[last].end, call + ';'))
    if not edits:
        return text
    edits.sort()
    out, pos = [], 0
    for s, e, r in edits:
        if s < pos:
            continue  # overlapping (never expected): keep the first
        out.append(text[pos:s])
        out.append(r)
        pos = e
    out.append(text[pos:])
    new = ''.join(out)
    if 'setError(' in new and INCLUDE_LINE not in new:
        new = add_include(new, own)
    return new


def add_include(text, own=None):
    """Adds the helper's include in sorted place into the last block of the file's project
    includes (not the own header of a .cpp), or as a block of its own after the own header."""
    lines = text.split('\n')
    quoted = [k for k, l in enumerate(lines) if re.match(r'\s*#\s*include\s+"', l)]
    if quoted and own and lines[quoted[0]].split('"')[1] == own:
        own_line = quoted.pop(0)
    else:
        own_line = None
    if not quoted:
        anchor = [k for k, l in enumerate(lines) if re.match(r'\s*#\s*(include|pragma once)', l)]
        at = own_line + 1 if own_line is not None else (anchor[0] + 1 if anchor else 0)
        lines[at:at] = ['', INCLUDE_LINE]
        return '\n'.join(lines)
    block = [quoted[-1]]
    for k in reversed(quoted[:-1]):
        if k != block[0] - 1:
            break
        block.insert(0, k)
    at = block[0]
    for k in block:
        if lines[k].split('"')[1] < HELPER:
            at = k + 1
    lines[at:at] = [INCLUDE_LINE]
    return '\n'.join(lines)


def sources(paths):
    for top in paths:
        top = os.path.join(ROOT, top)
        if os.path.isfile(top):
            yield top
            continue
        for dirpath, _, files in os.walk(top):
            for name in sorted(files):
                if name.endswith(('.h', '.cpp')):
                    path = os.path.join(dirpath, name)
                    if not path.endswith(os.path.join('src', HELPER)):
                        yield path


def own_header(path):
    """The include name of a .cpp's own header (src/core/x/y.cpp -> core/x/y.h), else None."""
    rel = os.path.relpath(path, os.path.join(ROOT, 'src'))
    if not path.endswith('.cpp') or rel.startswith('..'):
        return None
    return rel[:-len('.cpp')] + '.h'


def check(paths):
    """Lines 'file:line: unguarded write ...' for every unguarded write under paths."""
    problems = []
    for path in sources(paths):
        with open(path, encoding='utf-8') as f:
            text = f.read()
        for line, stmt in unguarded(text):
            problems.append('%s:%d: write through an error pointer without a null check '
                            '(use setError, %s): %s' % (os.path.relpath(path, ROOT), line,
                                                        HELPER, stmt))
    return problems


SELF_TESTS = [
    # (input, expected)
    ('bool f(QString *error)\n{\n    *error = tr("x");\n    return false;\n}\n',
     'bool f(QString *error)\n{\n    return setError(error, tr("x"));\n}\n'),
    ('bool f(QString *error)\n{\n    if (error)\n        *error = tr("x");\n    return false;\n}\n',
     'bool f(QString *error)\n{\n    return setError(error, tr("x"));\n}\n'),
    ('int f(QString *error)\n{\n    if (a)\n        *error = tr("x");\n    return false;\n}\n',
     'int f(QString *error)\n{\n    if (a)\n        setError(error, tr("x"));\n    return false;\n}\n'),
    ('int f(QString *error)\n{\n    if (error) {\n        *error = g(1, ";");\n    }\n'
     '    return -1;\n}\n',
     'int f(QString *error)\n{\n    setError(error, g(1, ";"));\n    return -1;\n}\n'),
    ('void f(QString *error)\n{\n    if (error) {\n        *error = a;\n        log();\n    }\n}\n',
     None),
    ('void f(QString *error)\n{\n    if (error && x) {\n        for (;;)\n            *error = a;\n'
     '    }\n}\n', None),
    ('void f(QString *error)\n{\n    // *error = a;\n    s = "*error = b;";\n    if (*error == c) {}\n}\n',
     None),
    ('void f(QString *error)\n{\n    *error += a;\n}\n',
     'void f(QString *error)\n{\n    if (error)\n        *error += a;\n}\n'),
    ('void f(QString *error)\n{\n    if (error)\n        *error = a;\n    else\n        b();\n}\n',
     None),
    ('void f(std::string *why)\n{\n    *why = "x";\n}\n', None),
    ('void f(QString *error)\n{\n    if (a || b)\n        *error += x;\n}\n',
     'void f(QString *error)\n{\n    if ((a || b) && error)\n        *error += x;\n}\n'),
    ('void f(QString *error)\n{\n    if (!e && error)\n        *error = p + *error;\n}\n', None),
    ('bool f(QString *e)\n{\n    if (x) {\n        *e = y;\n        return false;\n    }\n'
     '    return true;\n}\n',
     'bool f(QString *e)\n{\n    if (x) {\n        return setError(e, y);\n    }\n'
     '    return true;\n}\n'),
]


def self_test():
    failures = 0
    for k, (src, want) in enumerate(SELF_TESTS):
        got = convert(src)
        if want is None:
            want = src
        if INCLUDE_LINE in got and INCLUDE_LINE not in want:
            want = add_include(want)
        if got != want:
            failures += 1
            print('self-test %d failed:\n--- input\n%s--- got\n%s--- want\n%s' % (k, src, got, want))
        if want == src and convert(got) != got:
            failures += 1
            print('self-test %d: not idempotent' % k)
    includes = [  # (text, own header, expected)
        ('#include "acq/a.h"\n#include "acq/b.h"\n\n#include "core/x.h"\n#include "core/z.h"\n',
         'acq/a.h',
         '#include "acq/a.h"\n#include "acq/b.h"\n\n#include "core/util/set_error.h"\n'
         '#include "core/x.h"\n#include "core/z.h"\n'),
        ('#include "core/x/y.h"\n\n#include <QString>\n', 'core/x/y.h',
         '#include "core/x/y.h"\n\n#include "core/util/set_error.h"\n\n#include <QString>\n'),
        ('#include "core/a/b.h"\n#include "core/x/y.h"\n', 'core/x/y.h',
         '#include "core/a/b.h"\n#include "core/util/set_error.h"\n#include "core/x/y.h"\n'),
        ('#pragma once\n\n#include <QString>\n', None,
         '#pragma once\n\n#include "core/util/set_error.h"\n\n#include <QString>\n'),
    ]
    for text, own, want in includes:
        got = add_include(text, own)
        if got != want:
            failures += 1
            print('include self-test failed:\n--- got\n%s--- want\n%s' % (got, want))
    # After a conversion nothing is left unguarded.
    for src, _ in SELF_TESTS:
        left = unguarded(convert(src))
        if left:
            failures += 1
            print('self-test: still unguarded after conversion: %s' % left)
    print('convert_set_error self-test: %d failure(s)' % failures)
    return 1 if failures else 0


def main(argv):
    if '--self-test' in argv:
        return self_test()
    paths = [a for a in argv[1:] if not a.startswith('--')] or ['src']
    if '--check' in argv:
        problems = check(paths)
        for p in problems:
            print(p)
        print('convert_set_error --check: %d unguarded write(s)' % len(problems))
        return 1 if problems else 0
    changed = []
    for path in sources(paths):
        with open(path, encoding='utf-8') as f:
            text = f.read()
        new = convert(text, own_header(path))
        if new != text:
            with open(path, 'w', encoding='utf-8') as f:
                f.write(new)
            changed.append(path)
    fmt = shutil.which('clang-format')
    if changed and fmt and '--no-format' not in argv:
        subprocess.run([fmt, '-i', '--'] + changed, check=True, cwd=ROOT)
    print('convert_set_error: %d files changed%s' % (
        len(changed), '' if fmt or not changed else ' (clang-format not found: format them)'))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
