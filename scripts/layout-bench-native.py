#!/usr/bin/env python3
"""Times taffy (the `stretchable` binding) and Yoga (the `poga` binding) laying out the
trees LayoutBench gives Cairn, timing only their compute call. Prints one JSON object:
{case: {"taffy_ms": ..., "yoga_ms": ..., "nodes": ...}}; an engine that is not installed
is left out. Run by LayoutBench (make bench installs both into .build/bench-venv)."""
import json
import sys
import time

CASES = [("grid 100x100", ("grid", 100)), ("grid 316x316", ("grid", 316))] + [
    (f"nesting {d}", ("nest", d)) for d in (10, 20, 100, 1000)]


def best(build, compute, repeats):
    times = []
    for _ in range(repeats):
        root, count = build()
        # CPU time of this thread (both engines compute on it): comparable with LayoutBench's
        # CPU times on a loaded machine, where wall time is not.
        t = time.thread_time()
        compute(root)
        times.append(time.thread_time() - t)
    return min(times) * 1e3, count


def taffy(kind, n):
    import stretchable as st
    from stretchable import taffylib
    from stretchable.context import taffy as engine
    from stretchable.style import FlexDirection
    from stretchable.style.geometry.size import SizeAvailableSpace

    # One Style object per kind of node: stretchable converts each new Style for Rust at
    # about 4 ms, which made the 100x100 grid take 77 s to build; a shared Style is handed
    # over once. The tree taffy lays out is the same.
    leaf = st.Style(size=(10, 10), flex_shrink=0)
    row = st.Style(flex_direction=FlexDirection.ROW, flex_shrink=0)
    column = st.Style(flex_direction=FlexDirection.COLUMN)
    space = SizeAvailableSpace(400, 400).to_dict()

    def grid():
        rows = [st.Node(*[st.Node(style=leaf) for _ in range(n)], style=row) for _ in range(n)]
        return st.Node(*rows, style=column), 1 + n + n * n

    def nest():
        node = st.Node(style=st.Style(min_size=(10, 10), max_size=(100, 100), flex_grow=1))
        count = 1
        for level in range(1, n + 1):
            direction = FlexDirection.ROW if level % 2 == 0 else FlexDirection.COLUMN
            node = st.Node(st.Node(style=leaf), st.Node(style=st.Style(flex_grow=1)), node,
                           style=st.Style(flex_direction=direction, flex_grow=1))
            count += 3
        return node, count

    def compute(root):
        # taffy's own compute call, in Rust: `Node.compute_layout` would pass a Python measure
        # callback that taffy calls for every leaf, and then copy every node's layout back
        # into Python objects, which is the binding's cost, not taffy's.
        if not taffylib.node_compute_layout(engine._ptr, root._node_id, space):
            raise RuntimeError("taffy did not compute the layout")

    build = grid if kind == "grid" else nest
    return best(build, compute, 3 if n < 300 or kind != "grid" else 2)


def yoga(kind, n):
    from poga import libpoga_capi as y

    def fixed():
        node = y.YGNodeNew()
        y.YGNodeStyleSetWidth(node, 10)
        y.YGNodeStyleSetHeight(node, 10)
        y.YGNodeStyleSetFlexShrink(node, 0)
        return node

    def container(direction, children):
        node = y.YGNodeNew()
        y.YGNodeStyleSetFlexDirection(node, direction)
        for i, c in enumerate(children):
            y.YGNodeInsertChild(node, c, i)
        return node

    def grid():
        rows = []
        for _ in range(n):
            row = container(y.YGFlexDirection.Row, [fixed() for _ in range(n)])
            y.YGNodeStyleSetFlexShrink(row, 0)
            rows.append(row)
        return container(y.YGFlexDirection.Column, rows), 1 + n + n * n

    def nest():
        node = y.YGNodeNew()
        y.YGNodeStyleSetMinWidth(node, 10)
        y.YGNodeStyleSetMinHeight(node, 10)
        y.YGNodeStyleSetMaxWidth(node, 100)
        y.YGNodeStyleSetMaxHeight(node, 100)
        y.YGNodeStyleSetFlexGrow(node, 1)
        count = 1
        for level in range(1, n + 1):
            direction = y.YGFlexDirection.Row if level % 2 == 0 else y.YGFlexDirection.Column
            flexible = y.YGNodeNew()
            y.YGNodeStyleSetFlexGrow(flexible, 1)
            node = container(direction, [fixed(), flexible, node])
            y.YGNodeStyleSetFlexGrow(node, 1)
            count += 3
        return node, count

    build = grid if kind == "grid" else nest
    return best(build, lambda r: y.YGNodeCalculateLayout(r, 400, 400, y.YGDirection.LTR), 3)


# What each binding finishes in reasonable time here: both engines' flex nesting grows
# exponentially with depth (Yoga's depth 100 and taffy's depth 100 take minutes).
RUNS = {"taffy": {"grid 100x100", "grid 316x316", "nesting 10", "nesting 20"},
        "yoga": {"grid 100x100", "grid 316x316", "nesting 10", "nesting 20"}}

result = {}
for name, (kind, n) in CASES:
    entry = {}
    for engine, fn in (("taffy", taffy), ("yoga", yoga)):
        if name not in RUNS[engine]:
            continue
        try:
            ms, count = fn(kind, n)
            entry[engine + "_ms"] = ms
            entry["nodes"] = count
        except Exception as error:  # not installed, or the binding failed
            print(f"{engine} {name}: {error}", file=sys.stderr)
    result[name] = entry
print(json.dumps(result))
