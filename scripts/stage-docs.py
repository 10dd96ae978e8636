#!/usr/bin/env python3
"""Stages a copy of the package for `make docs` in which the DocC catalog shows its pictures.

The articles in Sources/Cairn/Cairn.docc link pictures as a Git host needs them,
`![…](../../../Output/x.png)`. Swift-DocC finds an image only by its file name among the
catalog's own resources, so it warned once per picture and left a hole. The staged copy
(STAGE/Cairn) rewrites each such link to the bare file name and copies the picture into the
catalog's Resources/; STAGE/Docs is the Docs package pointed at the copy. Sources keep
their modification times, so a second `make docs` rebuilds only what changed.

usage: stage-docs.py STAGE
"""
import os, re, shutil, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
stage = os.path.abspath(sys.argv[1])
copy = os.path.join(stage, "Cairn")
os.makedirs(copy, exist_ok=True)
for name in ("Package.swift", "Sources", "Tests", "Samples"):
    source, target = os.path.join(root, name), os.path.join(copy, name)
    if os.path.isdir(target):
        shutil.rmtree(target)
    elif os.path.exists(target):
        os.remove(target)
    if os.path.isdir(source):
        shutil.copytree(source, target, symlinks=False, ignore=shutil.ignore_patterns("__Snapshots__", ".build"))
    else:
        shutil.copy2(source, target)

catalog = os.path.join(copy, "Sources", "Cairn", "Cairn.docc")
resources = os.path.join(catalog, "Resources")
os.makedirs(resources, exist_ok=True)
picture = re.compile(r"(!\[[^\]]*\]\()\.\./\.\./\.\./Output/([^)\s]+)\)")
missing, copied = [], set()
for article in sorted(os.listdir(catalog)):
    if not article.endswith(".md"):
        continue
    path = os.path.join(catalog, article)
    text = open(path, encoding="utf-8").read()
    def bare(match):
        name = match.group(2)
        source = os.path.join(root, "Output", name)
        if not os.path.isfile(source):
            missing.append(f"{article}: Output/{name}")
            return match.group(0)
        if name not in copied:
            shutil.copy2(source, os.path.join(resources, os.path.basename(name)))
            copied.add(name)
        # DocC reads "x@2x.png" as the 2× variant of the image "x.png": link it by that name.
        return match.group(1) + re.sub(r"@\dx(\.\w+)$", r"\1", os.path.basename(name)) + ")"
    staged = picture.sub(bare, text)
    if staged != text:
        open(path, "w", encoding="utf-8").write(staged)

docs = os.path.join(stage, "Docs")
os.makedirs(docs, exist_ok=True)
manifest = open(os.path.join(root, "Docs", "Package.swift"), encoding="utf-8").read()
manifest = manifest.replace('.package(name: "Cairn", path: "..")', '.package(name: "Cairn", path: "../Cairn")')
if '"../Cairn"' not in manifest:
    sys.exit("stage-docs.py: Docs/Package.swift no longer names Cairn at path \"..\"; update this script")
open(os.path.join(docs, "Package.swift"), "w", encoding="utf-8").write(manifest)
print(f"staged {len(copied)} pictures into {os.path.relpath(resources, root)}")
if missing:
    sys.exit("articles link pictures that Output/ lacks (run make samples):\n  " + "\n  ".join(missing))
