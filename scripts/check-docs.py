#!/usr/bin/env python3
"""Fails when a public declaration anywhere under Sources/ has no `///` summary.

Run by `make test` (and so by CI): `python3 scripts/check-docs.py` prints the coverage per
module and every undocumented public declaration as `file:line: declaration`, and exits 1
when there is one. There is no allow-list: 100 % is the bar, and a new public symbol without
a summary fails the check.

A source scan, not a symbol graph: it needs no build and reads what the author wrote. It
reads every Swift file under Sources/ (libraries, executables, benchmarks and the
trait-guarded CairnSnapshotTesting alike: `#if` blocks are read, not evaluated), with
comments and string literals set aside so that braces inside them do not count, and it tracks
the enclosing declarations to find every declaration a client can see:

- any declaration written `public` or `open` (whatever encloses it);
- every `case` of a public enum;
- every requirement of a public protocol (`func`, `var`, `init`, `subscript`,
  `associatedtype`, …);
- every member without an access modifier of a `public extension` (which makes it public).

A declaration counts as documented when the line just above it (attribute lines starting
with `@` may stand between) is a `///` line or ends a `/** … */` comment. Nothing is exempt:
protocol witnesses such as `body` or `==` get a summary too, saying what this type's does.
One `///` covers a one-line `case a, b, c` list.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ACCESS = {"public", "open", "private", "fileprivate", "internal", "package"}
MODIFIERS = ACCESS | {
    "static", "final", "override", "mutating", "nonmutating", "indirect", "convenience",
    "required", "nonisolated", "dynamic", "lazy", "weak", "unowned", "isolated", "optional",
    "prefix", "postfix", "infix", "borrowing", "consuming", "distributed", "async", "unsafe",
}
KINDS = {
    "func", "var", "let", "init", "subscript", "struct", "class", "enum", "protocol", "typealias",
    "actor", "case", "extension", "associatedtype", "macro", "operator", "deinit", "precedencegroup",
}
TYPE_KINDS = {"struct", "class", "enum", "protocol", "extension", "actor"}
ATTRIBUTE_PREFIX = re.compile(r"^@[\w.]+(?:<[^>]*>)?")


def code_lines(text):
    """The text's lines with comments removed and string literal contents blanked.

    Handles nested block comments, escapes, `\\( … )` interpolation (with strings inside),
    multi-line `\"\"\"` strings and raw `#\"…\"#` strings, so that braces in comments and
    strings never reach the scope tracking.
    """
    out = []
    cur = []
    # Stack entries: ("code", paren depth or None for top level), ("str", hashes, multiline),
    # ("block", nesting depth).
    stack = [("code", None)]
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        top = stack[-1]
        if c == "\n":
            out.append("".join(cur))
            cur = []
            if top[0] == "str" and not top[2]:
                stack.pop()  # an unterminated one-line string ends with its line
            i += 1
            continue
        if top[0] == "block":
            if text.startswith("*/", i):
                stack.pop()
                i += 2
            elif text.startswith("/*", i):
                stack.append(("block",))
                i += 2
            else:
                i += 1
            continue
        if top[0] == "str":
            hashes, multiline = top[1], top[2]
            if c == "\\" and text.startswith("#" * hashes, i + 1):
                j = i + 1 + hashes
                if j < n and text[j] == "(":
                    stack.append(("code", 1))
                    cur.append(" " * (j + 1 - i))
                    i = j + 1
                    continue
                cur.append("  ")
                i = j + 1
                continue
            quote = '"""' if multiline else '"'
            if text.startswith(quote + "#" * hashes, i):
                stack.pop()
                cur.append(quote)
                i += len(quote) + hashes
                continue
            cur.append(" ")
            i += 1
            continue
        # code
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            stack.append(("block",))
            i += 2
            continue
        m = re.match(r'(#*)("""|")', text[i:i + 40])
        if m and (m.group(1) == "" or c == "#"):
            hashes = len(m.group(1))
            multiline = m.group(2) == '"""'
            stack.append(("str", hashes, multiline))
            cur.append(m.group(2))
            i += m.end()
            continue
        if top[1] is not None:
            if c == "(":
                stack[-1] = ("code", top[1] + 1)
            elif c == ")":
                if top[1] == 1:
                    stack.pop()
                    cur.append(" ")
                    i += 1
                    continue
                stack[-1] = ("code", top[1] - 1)
        cur.append(c)
        i += 1
    out.append("".join(cur))
    return out


def parse_decl(code):
    """(kind, access modifiers, words) of a declaration starting this code line, or None."""
    s = code.strip()
    while s.startswith("@"):
        m = ATTRIBUTE_PREFIX.match(s)
        if not m:
            return None
        s = s[m.end():]
        if s.startswith("("):  # the attribute's arguments, balanced
            depth = 0
            for k, ch in enumerate(s):
                depth += ch == "("
                depth -= ch == ")"
                if depth == 0:
                    s = s[k + 1:]
                    break
            else:
                return None
        s = s.lstrip()
    words = re.findall(r"[A-Za-z_]\w*(?:\(set\))?|\S", s)
    access = set()
    k = 0
    while k < len(words):
        w = words[k]
        base = w[:-5] if w.endswith("(set)") else w
        nxt = words[k + 1] if k + 1 < len(words) else ""
        if w == "class" and nxt in KINDS | MODIFIERS and nxt not in TYPE_KINDS:
            k += 1
            continue
        if base in MODIFIERS:
            if base in ACCESS and not w.endswith("(set)"):
                access.add(base)
            k += 1
            continue
        break
    if k >= len(words) or words[k] not in KINDS:
        return None
    return words[k], access, words


def case_count(code):
    """How many enum cases a `case` line declares (commas outside parentheses, plus one)."""
    depth, count = 0, 1
    for ch in code.split("case", 1)[1] if "case" in code else "":
        depth += ch in "([<"
        depth -= ch in ")]>"
        count += ch == "," and depth == 0
    return count


def scan(path):
    """(documented count, undocumented list of (line number, text)) for one file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        raw = f.read().split("\n")
    code = code_lines("\n".join(raw))
    documented = 0
    missing = []
    # Scopes: ("type", kind, effectively public) for a type or extension body, ("other",) else.
    scopes = []
    pending = None
    for i, line in enumerate(code):
        decl = parse_decl(line)
        if decl:
            kind, access, _ = decl
            # The declaration's direct container, when it is a type or extension body.
            container = scopes[-1] if scopes and scopes[-1][0] == "type" else None
            explicit = bool(access & {"public", "open"})
            implicit = False
            if container is not None and container[2] and not access:
                ckind = container[1]
                implicit = (ckind == "enum" and kind == "case") or \
                           (ckind == "protocol" and kind != "case") or \
                           (ckind == "extension" and kind not in {"case", "extension"})
            counted = (explicit or implicit) and kind not in {"extension", "deinit"}
            if counted:
                j = i - 1
                while j >= 0 and raw[j].strip().startswith("@"):
                    j -= 1
                above = raw[j].strip() if j >= 0 else ""
                # `case a, b(Int), c` declares three cases: each is one public symbol.
                symbols = case_count(line) if kind == "case" else 1
                if above.startswith("///") or above.endswith("*/"):
                    documented += symbols
                else:
                    missing += [(i + 1, raw[i].strip())] * symbols
            if kind in TYPE_KINDS:
                pending = ("type", kind, explicit or implicit)
        for ch in line:
            if ch == "{":
                scopes.append(pending if pending else ("other",))
                pending = None
            elif ch == "}" and scopes:
                scopes.pop()
    return documented, missing


def modules():
    base = os.path.join(ROOT, "Sources")
    return [m for m in sorted(os.listdir(base)) if os.path.isdir(os.path.join(base, m))]


def main():
    total_doc = 0
    total_missing = []
    per_module = []
    for module in modules():
        mod_doc = 0
        mod_missing = []
        base = os.path.join(ROOT, "Sources", module)
        for dirpath, dirs, files in os.walk(base):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, name)
                documented, missing = scan(path)
                mod_doc += documented
                rel = os.path.relpath(path, ROOT)
                mod_missing += [(rel, line, text) for line, text in missing]
        if mod_doc or mod_missing:
            per_module.append((module, mod_doc, len(mod_missing)))
        total_doc += mod_doc
        total_missing += mod_missing
    total = total_doc + len(total_missing)
    for module, doc, miss in per_module:
        n = doc + miss
        print(f"  {module:22} {doc:5}/{n:<5} documented ({100.0 * doc / n:.1f} %)")
    pct = 100.0 * total_doc / total if total else 100.0
    print(f"doc coverage: {total_doc}/{total} public declarations have a /// summary ({pct:.1f} %)")
    if total_missing:
        print(f"\nFAIL: {len(total_missing)} public declaration(s) without a /// summary "
              "(add a one-sentence /// comment above each):")
        for rel, line, text in total_missing:
            print(f"{rel}:{line}: {text[:110]}")
        return 1
    print("doc check passed: every public declaration has a /// summary")
    return 0


if __name__ == "__main__":
    sys.exit(main())
