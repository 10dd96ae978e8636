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
    from stretchable.style import FlexDirection

    def fixed():
        return st.Node(style=st.Style(size=(10, 10), flex_shrink=0))

    def grid():
        rows = [st.Node(*[fixed() for _ in range(n)], style=st.Style(flex_direction=FlexDirection.ROW, flex_shrink=0)) for _ in range(n)]
        return st.Node(*rows, style=st.Style(flex_direction=FlexDirection.COLUMN)), 1 + n + n * n

    def nest():
        node = st.Node(style=st.Style(min_size=(10, 10), max_size=(100, 100), flex_grow=1))
        count = 1
        for level in range(1, n + 1):
            direction = FlexDirection.ROW if level % 2 == 0 else FlexDirection.COLUMN
            node = st.Node(fixed(), st.Node(style=st.Style(flex_grow=1)), node, style=st.Style(flex_direction=direction, flex_grow=1))
            count += 3
        return node, count

    build = grid if kind == "grid" else nest
    return best(build, lambda r: r.compute_layout((400, 400)), 3)


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


# What each binding finishes in reasonable time here: stretchable creates Python-side
# nodes at several ms each (77 s for the 100x100 grid) and both engines' flex nesting
# grows exponentially with depth (Yoga's depth 100 and taffy's depth 100 take minutes).
RUNS = {"taffy": {"nesting 10", "nesting 20"},
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
