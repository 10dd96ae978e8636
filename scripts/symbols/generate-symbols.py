#!/usr/bin/env python3
"""Generates Sources/CairnViews/Image/Symbols/Generated/SymbolCatalog+MaterialDesign.swift:
SF Symbols names drawn with glyphs of Material Design Icons (Debian's
fonts-materialdesignicons-webfont 1.6.50, SIL OFL 1.1 font / CC BY 4.0 icons, by Austin
Andrews and Google), as compact path data on Cairn's 24-unit symbol grid.

Usage: scripts/symbols/generate-symbols.py [MDI_SVG_FONT] [SF_NAMES]
  MDI_SVG_FONT  default /usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg
                (apt-get install fonts-materialdesignicons-webfont, or `apt-get download` it and
                `dpkg -x` the .deb)
  SF_NAMES      a list of SF Symbols names, one per line (default scripts/symbols/sf-names.txt,
                the names this mapping can reach); only names in it are emitted.

The mapping (scripts/symbols/mapping.txt) is hand-written: an SF base name = an MDI glyph.
Every variant of a base that SF Symbols has is emitted: the outline (MDI's X-outline when it
exists), .fill (the solid glyph), .circle/.circle.fill (MDI's X-circle-outline/X-circle, or
the glyph composed in a ring/knocked out of a disc), .square/.square.fill (X-box-outline/X-box
or composed), .slash/.slash.fill (X-off or composed with a slash). Output is deterministic.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FONT = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"
SF = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "sf-names.txt")
OUT = os.path.join(ROOT, "Sources/CairnViews/Image/Symbols/Generated/SymbolCatalog+MaterialDesign.swift")

# Compositions, as in the Swift side (MaterialDesignSymbols.Composition).
PLAIN, CIRCLE, CIRCLE_FILL, SQUARE, SQUARE_FILL, SLASH = range(6)

def load_font(path):
    text = open(path, encoding="utf-8").read()
    glyphs = {}
    for m in re.finditer(r'<glyph\s+glyph-name="([^"]+)"[^>]*?\sd="([^"]*)"', text, re.S):
        glyphs[m.group(1)] = m.group(2)
    return glyphs

TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")

def convert(d):
    """Font path (512 units/em, ascent 448, y up; absolute M L H V C S Z) → compact relative
    SVG path data on the 24-unit grid, y down, coordinates rounded to 1/100 unit."""
    toks = TOKEN.findall(d)
    i = 0
    cmd = None
    cur = (0.0, 0.0); start = cur; last_ctrl = None
    segs = []  # ('M',(x,y)) ('L',(x,y)) ('C',c1,c2,p) ('Z',)
    def num():
        nonlocal i
        v = float(toks[i]); i += 1; return v
    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]; i += 1
            if cmd in "zZ":
                segs.append(("Z",)); cur = start; last_ctrl = None; continue
        if cmd is None or cmd.islower():
            raise SystemExit("unexpected path command %r" % cmd)
        if cmd == "M":
            cur = (num(), num()); start = cur; segs.append(("M", cur)); cmd = "L"; last_ctrl = None
        elif cmd == "L":
            cur = (num(), num()); segs.append(("L", cur)); last_ctrl = None
        elif cmd == "H":
            cur = (num(), cur[1]); segs.append(("L", cur)); last_ctrl = None
        elif cmd == "V":
            cur = (cur[0], num()); segs.append(("L", cur)); last_ctrl = None
        elif cmd == "C":
            c1 = (num(), num()); c2 = (num(), num()); p = (num(), num())
            segs.append(("C", c1, c2, p)); cur = p; last_ctrl = c2
        elif cmd == "S":
            c1 = (2 * cur[0] - last_ctrl[0], 2 * cur[1] - last_ctrl[1]) if last_ctrl else cur
            c2 = (num(), num()); p = (num(), num())
            segs.append(("C", c1, c2, p)); cur = p; last_ctrl = c2
        else:
            raise SystemExit("unsupported path command %r" % cmd)
    def q(p):  # grid units ×100, integers
        return (round(p[0] * 24 / 512 * 100), round((448 - p[1]) * 24 / 512 * 100))
    def fmt(v):
        s = ("%.2f" % (v / 100)).rstrip("0").rstrip(".")
        if s.startswith("0."): s = s[1:]
        elif s.startswith("-0."): s = "-" + s[2:]
        return "0" if s in ("", "-0") else s
    out = []
    pos = (0, 0); spos = pos
    def nums(vals):
        s = ""
        for v in vals:
            t = fmt(v)
            if s and not t.startswith("-"):
                s += " "
            s += t
        return s
    for seg in segs:
        if seg[0] == "Z":
            out.append("z"); pos = spos; continue
        if seg[0] in "ML":
            p = q(seg[1]); dx, dy = p[0] - pos[0], p[1] - pos[1]
            if seg[0] == "M":
                out.append("m" + nums([dx, dy])); spos = p
            elif dy == 0:
                out.append("h" + nums([dx]))
            elif dx == 0:
                out.append("v" + nums([dy]))
            else:
                out.append("l" + nums([dx, dy]))
            pos = p
        else:
            c1, c2, p = q(seg[1]), q(seg[2]), q(seg[3])
            out.append("c" + nums([c1[0] - pos[0], c1[1] - pos[1], c2[0] - pos[0], c2[1] - pos[1], p[0] - pos[0], p[1] - pos[1]]))
            pos = p
    s = "".join(out)
    # The first moveto of SVG path data is absolute even when written "m": fine, pos starts at 0.
    return s

def load_mapping():
    entries = []
    for line in open(os.path.join(HERE, "mapping.txt"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if not line: continue
        name, glyph = [s.strip() for s in line.split("=", 1)]
        solid, _, outline = [s.strip() for s in glyph.partition("|")]
        entries.append((name, solid, outline or None))
    return entries

def main():
    glyphs = load_font(FONT)
    sf = set(l.strip() for l in open(SF, encoding="utf-8") if l.strip() and not l.startswith("//"))
    entries = load_mapping()
    bases = {}
    missing = []
    for name, solid, outline in entries:
        if solid not in glyphs:
            missing.append(solid); continue
        if name.endswith(".fill") and name[:-5] in sf:
            name = name[:-5]
        for shape in (".circle", ".square"):
            enclosed = "circle" in solid or "box" in solid or "checkbox" in solid
            if name.endswith(shape) and not enclosed and name[:-len(shape)] in sf:
                name = name[:-len(shape)]
        bases.setdefault(name, (solid, outline))
    if missing:
        print("unknown MDI glyphs:", " ".join(sorted(set(missing))), file=sys.stderr)
    names = {}  # sf name -> (glyph, composition, priority)
    def put(n, glyph, comp, prio):
        if n in sf and glyph in glyphs and (n not in names or names[n][2] < prio):
            names[n] = (glyph, comp, prio)
    for base, (solid, outline) in sorted(bases.items()):
        o = outline or (solid + "-outline" if solid + "-outline" in glyphs else solid)
        prio = len(base.split("."))
        exact = prio + 10  # the base itself, as mapped by hand, beats any composition
        put(base, o if base + ".fill" in sf else solid, PLAIN, exact)
        put(base + ".fill", solid, PLAIN, exact)
        if base.endswith(".circle") or base.endswith(".square") or base.endswith(".fill"):
            continue
        for shape, own_o, own_f, comp_o, comp_f in ((".circle", "-circle-outline", "-circle", CIRCLE, CIRCLE_FILL),
                                                    (".square", "-box-outline", "-box", SQUARE, SQUARE_FILL)):
            if solid + own_o in glyphs: put(base + shape, solid + own_o, PLAIN, prio)
            else: put(base + shape, solid, comp_o, prio)
            if solid + own_f in glyphs: put(base + shape + ".fill", solid + own_f, PLAIN, prio)
            else: put(base + shape + ".fill", solid, comp_f, prio)
        off = solid + "-off"
        if off in glyphs:
            put(base + ".slash", off, PLAIN, prio); put(base + ".slash.fill", off, PLAIN, prio)
        else:
            put(base + ".slash", o, SLASH, prio); put(base + ".slash.fill", solid, SLASH, prio)
    used = sorted(set(g for g, _, _ in names.values()))
    index = {g: i for i, g in enumerate(used)}
    paths = [convert(glyphs[g]) for g in used]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/symbols/generate-symbols.py — do not edit.\n")
        f.write("// Glyphs: Material Design Icons 1.6.50 (Debian fonts-materialdesignicons-webfont),\n")
        f.write("// (c) 2014 Austin Andrews and Google; font SIL OFL 1.1, icons CC BY 4.0 (scripts/symbols/LICENSE-MaterialDesignIcons.txt).\n\n")
        f.write("extension MaterialDesignSymbols {\n")
        f.write("    /// The MDI glyph names used, in path order (for the gallery and diagnostics).\n")
        f.write("    static let glyphNames = \"\"\"\n%s\n\"\"\"\n\n" % "\n".join(used))
        f.write("    /// One glyph outline a line: relative SVG path data on the 24-unit grid, y down.\n")
        f.write("    static let pathData = \"\"\"\n%s\n\"\"\"\n\n" % "\n".join(paths))
        f.write("    /// One SF Symbols name a line: the name, its glyph's line in `pathData` and its\n")
        f.write("    /// composition (0 plain, 1 in a ring, 2 knocked out of a disc, 3 in a square,\n")
        f.write("    /// 4 knocked out of a filled square, 5 slashed).\n")
        f.write("    static let table = \"\"\"\n%s\n\"\"\"\n" % "\n".join("%s %d %d" % (n, index[g], c) for n, (g, c, _) in sorted(names.items())))
        f.write("}\n")
    print("%d names, %d glyphs, %d bytes of path data" % (len(names), len(used), sum(len(p) for p in paths)), file=sys.stderr)

main()
