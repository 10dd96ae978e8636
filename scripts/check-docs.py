#!/usr/bin/env python3
"""Fails when a public declaration of Cairn's library modules has no `///` summary.

Run by `make test` (and so by CI): `python3 scripts/check-docs.py` prints the coverage per
module and every undocumented public declaration as `file:line: declaration`, and exits 1
when one of them is not in `scripts/doc-debt.txt`. That file lists, as `file: declaration`
(no line numbers, so edits elsewhere in a file do not matter), the declarations that were
undocumented when the check was introduced: the debt to pay off, never to grow. A new
public symbol without `///` fails the check; documenting a listed one prints a reminder to
delete its line. `--strict` fails on any undocumented declaration (the goal: 100 %);
`--write-debt` rewrites the debt file from the current sources.

A source scan, not a symbol graph: it needs no build and reads what the author wrote. A
declaration counts as documented when the lines just above it (attributes such as
`@inlinable` and `@available` may stand between) end a `///` or `/** */` comment. Exempt
are the members that only implement a standard protocol requirement whose documentation
DocC inherits (`body`, `description`, `==`, `hash(into:)`, …: the list below), and
declarations inside `#if SnapshotTesting`-free test or benchmark targets (only the library
modules are scanned).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The library modules a user imports (executables, benchmarks and test helpers excluded).
MODULES = [
    "CairnGeometry", "CairnAnimation", "CairnShapes", "CairnLayout", "CairnDisplayList",
    "CairnViews", "CairnCairo", "CairnExport", "Cairn", "CairnSnapshotTesting",
]
# Every other library target a later issue adds under Sources/ whose name starts with
# "Cairn" is scanned too (e.g. CairnCharts), unless it is a benchmark, support or C target.
NOT_LIBRARIES = {"CairnBench", "CairnCLI", "CairnSnapshotSupport", "CairnExportSupport", "CairnPNG", "CairnFuzz"}

# Protocol requirements whose implementations inherit the protocol's documentation.
INHERITED = [
    r"var body\b", r"var description\b", r"var debugDescription\b", r"var errorDescription\b",
    r"var failureReason\b", r"var recoverySuggestion\b", r"var hashValue\b",
    r"static func ==", r"static func <", r"static func \+", r"static func -", r"static func \*",
    r"static func /", r"static func \+=", r"static func -=", r"static func \*=", r"static func /=",
    r"static prefix func -", r"func hash\(into", r"init\(from decoder", r"func encode\(to encoder",
    r"var animatableData\b", r"func path\(in\b", r"static var zero\b", r"var magnitudeSquared\b",
    r"func scale\(by\b", r"func makeBody\(", r"func makeIterator\(", r"var startIndex\b",
    r"var endIndex\b", r"func index\(after\b", r"func index\(before\b", r"subscript\(position",
    r"static var defaultValue\b", r"static func reduce\(value", r"init\(integerLiteral",
    r"init\(floatLiteral", r"init\(stringLiteral", r"init\(arrayLiteral", r"init\(booleanLiteral",
    r"init\(dictionaryLiteral", r"init\(nilLiteral", r"init\(unicodeScalarLiteral",
    r"init\(extendedGraphemeClusterLiteral", r"init\(stringInterpolation", r"func sizeThatFits\(",
    r"func placeSubviews\(", r"func makeCache\(", r"func updateCache\(", r"func spacing\(subviews",
    r"func explicitAlignment\(", r"static func defaultValue\(in", r"func body\(content",
    r"var layoutProperties\b", r"func callAsFunction\(",
]
INHERITED_RE = re.compile(r"(?:" + "|".join(INHERITED) + r")")

DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open)(?:\(set\))?\s+)"
    r"(?:(?:static|class|final|override|mutating|nonmutating|indirect|convenience|required|"
    r"nonisolated|dynamic|lazy|weak|unowned|borrowing|consuming|isolated|public|private\(set\)|"
    r"internal\(set\)|fileprivate\(set\)|package\(set\))\s+)*"
    r"(?P<kind>func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|case|extension|associatedtype|macro|prefix|postfix|infix)\b"
)
ATTRIBUTE = re.compile(r"^\s*@[\w.]+(\(.*\))?\s*$")


def library_modules():
    mods = list(MODULES)
    for name in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        if name.startswith("Cairn") and name not in mods and name not in NOT_LIBRARIES \
                and not name.endswith("Bench") and not name.endswith("Support"):
            mods.append(name)
    return [m for m in mods if os.path.isdir(os.path.join(ROOT, "Sources", m))]


def scan(path):
    """(documented, undocumented list of (line, text)) for one file."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    documented = 0
    missing = []
    in_block = False
    for i, line in enumerate(lines):
        stripped = line.strip()
        if in_block:
            if "*/" in stripped:
                in_block = False
            continue
        if stripped.startswith("/*") and not stripped.startswith("/**") and "*/" not in stripped:
            in_block = True
            continue
        m = DECL.match(line)
        if not m:
            continue
        kind = m.group("kind")
        if kind == "extension":  # extensions are not symbols; their members are checked
            continue
        if kind == "case" and not re.match(r"^\s*(public\s+)?case\b", line):
            continue
        if INHERITED_RE.search(line):
            documented += 1
            continue
        # Walk up over attributes and blank-free attribute lines to the comment.
        j = i - 1
        while j >= 0 and ATTRIBUTE.match(lines[j]):
            j -= 1
        above = lines[j].strip() if j >= 0 else ""
        if above.startswith("///") or above.endswith("*/"):
            documented += 1
        else:
            missing.append((i + 1, stripped))
    return documented, missing


DEBT = os.path.join(ROOT, "scripts", "doc-debt.txt")


def debt_key(rel, text):
    return f"{rel}: {' '.join(text.split())}"


def main():
    strict = "--strict" in sys.argv
    total_doc = 0
    total_missing = []
    per_module = []
    for module in library_modules():
        mod_doc = 0
        mod_missing = []
        base = os.path.join(ROOT, "Sources", module)
        for dirpath, _, files in sorted(os.walk(base)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, name)
                documented, missing = scan(path)
                mod_doc += documented
                rel = os.path.relpath(path, ROOT)
                mod_missing += [(rel, line, text) for line, text in missing]
        per_module.append((module, mod_doc, len(mod_missing)))
        total_doc += mod_doc
        total_missing += mod_missing
    total = total_doc + len(total_missing)
    for module, doc, miss in per_module:
        n = doc + miss
        pct = 100.0 * doc / n if n else 100.0
        print(f"  {module:22} {doc:5}/{n:<5} documented ({pct:.1f} %)")
    pct = 100.0 * total_doc / total if total else 100.0
    print(f"doc coverage: {total_doc}/{total} public declarations have a /// summary ({pct:.1f} %)")
    keys = [debt_key(rel, text) for rel, _, text in total_missing]
    if "--write-debt" in sys.argv:
        with open(DEBT, "w", encoding="utf-8") as f:
            f.write("# Public declarations without a /// summary when scripts/check-docs.py was introduced.\n"
                    "# Document them and delete their lines; never add one.\n")
            f.write("".join(k + "\n" for k in sorted(set(keys))))
        print(f"wrote {len(set(keys))} entries to {os.path.relpath(DEBT, ROOT)}")
        return 0
    debt = set()
    if os.path.exists(DEBT):
        with open(DEBT, encoding="utf-8") as f:
            debt = {l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")}
    new = [(rel, line, text) for (rel, line, text), k in zip(total_missing, keys) if k not in debt]
    old = [(rel, line, text) for (rel, line, text), k in zip(total_missing, keys) if k in debt]
    paid = sorted(debt - set(keys))
    if old:
        print(f"\n{len(old)} undocumented declaration(s) listed in scripts/doc-debt.txt (document them):")
        for rel, line, text in old:
            print(f"{rel}:{line}: {text[:110]}")
    if paid:
        print(f"\n{len(paid)} line(s) of scripts/doc-debt.txt are documented or gone now: delete them.")
    if new:
        print(f"\nFAIL: {len(new)} public declaration(s) without a /// summary "
              "(add a one-sentence /// comment above each):")
        for rel, line, text in new:
            print(f"{rel}:{line}: {text[:110]}")
        return 1
    if strict and total_missing:
        print("\nFAIL (--strict): every public declaration needs a /// summary.")
        return 1
    print("doc check passed: no undocumented public declaration outside scripts/doc-debt.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
