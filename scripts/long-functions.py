#!/usr/bin/env python3
"""Lists every Swift function (func, init, deinit, subscript) longer than a limit.

    scripts/long-functions.py [--limit 80] [paths...]   (default: Sources)

A function's length is its lines from the declaration to its closing brace,
both included. Braces inside strings (plain, multi-line, raw, interpolated)
and comments are skipped. A function whose body is preceded by a comment
containing "table-like transcription of UIKit" is listed apart: the project
allows those up to 200 lines. Exit status 1 when anything other than such a
transcription is over the limit, or a transcription is over 200.
"""
import os
import re
import sys

DECLARATION = re.compile(r'(?:^|[\s)>])(func\s+[^\s(<]+|init[?!]?\s*[(<]|deinit\s*\{|subscript\s*[(<])')
TRANSCRIPTION = "table-like transcription of UIKit"


def code_only(text):
    """The text with string contents and comments blanked out (newlines kept),
    so that braces and keywords can be counted with a plain scan."""
    out = []
    i, n = 0, len(text)
    # A stack of contexts: ('code', depth of interpolation parens) or string kinds.
    stack = [('code', 0)]
    while i < n:
        kind = stack[-1][0]
        c = text[i]
        if kind == 'code':
            if text.startswith('//', i):
                j = text.find('\n', i)
                j = n if j < 0 else j
                out.append(' ' * (j - i)); i = j; continue
            if text.startswith('/*', i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith('/*', j): depth += 1; j += 2
                    elif text.startswith('*/', j): depth -= 1; j += 2
                    else: j += 1
                out.append(''.join(ch if ch == '\n' else ' ' for ch in text[i:j])); i = j; continue
            m = re.match(r'(#*)("""|")', text[i:i + 12])
            if m:
                hashes, quote = m.group(1), m.group(2)
                stack.append(('string', hashes, quote))
                out.append(' ' * len(m.group(0))); i += len(m.group(0)); continue
            if c == '(' and len(stack) > 1:
                stack[-1] = ('code', stack[-1][1] + 1)
            elif c == ')' and len(stack) > 1:
                if stack[-1][1] == 0:
                    stack.pop(); out.append(' '); i += 1; continue
                stack[-1] = ('code', stack[-1][1] - 1)
            out.append(c); i += 1; continue
        # inside a string
        _, hashes, quote = stack[-1]
        if text.startswith('\\' + hashes + '(', i):
            stack.append(('code', 0))
            width = len(hashes) + 2
            out.append(' ' * width); i += width; continue
        if text.startswith('\\' + hashes, i) and i + 1 + len(hashes) < n:
            width = len(hashes) + 2
            out.append(' ' * width); i += width; continue
        if text.startswith(quote + hashes, i):
            stack.pop()
            out.append(' ' * len(quote + hashes)); i += len(quote + hashes); continue
        out.append('\n' if c == '\n' else ' '); i += 1
    return ''.join(out)


def functions(path):
    with open(path, encoding='utf-8') as f:
        raw = f.read()
    code = code_only(raw)
    raw_lines = raw.split('\n')
    line_starts = [0]
    for idx, ch in enumerate(code):
        if ch == '\n':
            line_starts.append(idx + 1)

    def line_of(offset):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset: lo = mid
            else: hi = mid - 1
        return lo + 1

    for m in DECLARATION.finditer(code):
        start = m.start(1)
        # The body opens at the first '{' after the signature, unless a
        # protocol requirement ends first (a newline before any brace, with
        # balanced parentheses and no trailing where/->).
        depth_paren, j = 0, m.end(1) - (1 if m.group(1).endswith('(') else 0)
        body = None
        while j < len(code):
            ch = code[j]
            if ch in '([': depth_paren += 1
            elif ch in ')]': depth_paren -= 1
            elif ch == '{' and depth_paren == 0:
                body = j; break
            elif ch == '}' and depth_paren == 0:
                break
            j += 1
        if body is None:
            continue
        # The signature may not contain another declaration's body.
        depth, k = 0, body
        while k < len(code):
            if code[k] == '{': depth += 1
            elif code[k] == '}':
                depth -= 1
                if depth == 0: break
            k += 1
        first, last = line_of(start), line_of(k)
        name = m.group(1).split('(')[0].replace('func', '').strip() or m.group(1).strip('({< ')
        before = '\n'.join(raw_lines[max(0, first - 6):first + 2])
        yield name, first, last - first + 1, TRANSCRIPTION in before


def main():
    args = sys.argv[1:]
    limit = 80
    if args[:1] == ['--limit']:
        limit, args = int(args[1]), args[2:]
    roots = args or ['Sources']
    found, transcriptions = [], []
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                if name.endswith('.swift'):
                    path = os.path.join(folder, name)
                    for fn, line, length, marked in functions(path):
                        if length > limit:
                            (transcriptions if marked else found).append((length, path, line, fn))
    for length, path, line, fn in sorted(found, reverse=True):
        print(f'{length:4d}  {path}:{line}  {fn}')
    for length, path, line, fn in sorted(transcriptions, reverse=True):
        print(f'{length:4d}  {path}:{line}  {fn}  (UIKit transcription{", over 200" if length > 200 else ""})')
    print(f'{len(found)} functions over {limit} lines; {len(transcriptions)} marked transcriptions of UIKit')
    return 1 if found or any(t[0] > 200 for t in transcriptions) else 0


if __name__ == '__main__':
    sys.exit(main())
