"""The vl-convert side of ChartBench: the same charts as Sources/ChartBench and
scripts/chart-bench-matplotlib.py, written as Vega-Lite specifications and rendered to 800x500
PNG files by vl-convert (Vega-Lite and Vega in an embedded JavaScript runtime, resvg for the
pixels). Best and median of the rounds after a warm-up, and the best CPU time
(time.process_time: user + system of the whole process, the JavaScript runtime's threads
included), as Sources/ChartBench measures Cairn. The 1,000,000-point line is rendered twice
(a round takes tens of seconds), without a warm-up round."""
import math, os, sys, tempfile, time
import vl_convert as vlc

ROUNDS = 15
line = [(("Sine" if i < 5000 else "Cosine"), (i % 5000) / 50) for i in range(10000)]
line = [{"series": s, "x": x, "y": (math.sin(x) * 40 + x) if s == "Sine" else (math.cos(x) * 30 + 50)} for s, x in line]
bars = [{"name": "C%d" % i, "value": float((i * 37) % 91 + 10)} for i in range(100)]
plot = [{"x": i / 10000, "y": math.sin(i / 10000) * 40 + math.sin(i * 0.37) * 8 + i / 10000} for i in range(1000000)]
out = tempfile.mkdtemp(prefix="vlc-chart-bench-")

# The whole image 800x500, axes and legend inside it (as Cairn's and matplotlib's figures).
frame = {"width": 800, "height": 500, "autosize": {"type": "fit", "contains": "padding"}, "background": "white"}

specs = {
    "line": dict(frame, data={"values": line}, mark={"type": "line", "strokeWidth": 2},
                 encoding={"x": {"field": "x", "type": "quantitative"},
                           "y": {"field": "y", "type": "quantitative", "axis": {"orient": "right"}},
                           "color": {"field": "series", "type": "nominal", "legend": {"orient": "bottom-left"}}}),
    "bars": dict(frame, data={"values": bars}, mark={"type": "bar"},
                 encoding={"x": {"field": "name", "type": "nominal", "sort": None, "axis": None},
                           "y": {"field": "value", "type": "quantitative", "axis": {"orient": "right"}}}),
    "plot": dict(frame, data={"values": plot}, mark={"type": "line", "strokeWidth": 2},
                 encoding={"x": {"field": "x", "type": "quantitative"},
                           "y": {"field": "y", "type": "quantitative", "axis": {"orient": "right"}}}),
}

def measure(key, rounds, warm_up):
    path = os.path.join(out, key + ".png")
    def once():
        with open(path, "wb") as f:
            f.write(vlc.vegalite_to_png(specs[key]))
    if warm_up:
        once()
    walls, cpus = [], []
    for _ in range(rounds):
        t, c = time.perf_counter(), time.process_time()
        once()
        walls.append(time.perf_counter() - t); cpus.append(time.process_time() - c)
    walls.sort()
    return walls[0], walls[len(walls) // 2], min(cpus)

keys = [k for k in sys.argv[1:] if k in specs] if len(sys.argv) > 1 else ["line", "bars", "plot"]
for key in keys:
    best, median, cpu = measure(key, 2 if key == "plot" else ROUNDS, key != "plot")
    print("ChartBench (vl-convert %s, Vega-Lite %s): %s: best %.1f ms, median %.1f ms; CPU best %.1f ms"
          % (vlc.__version__, vlc.get_vegalite_versions()[-1], key, best * 1000, median * 1000, cpu * 1000))
    print("RESULT %s %r %r" % (key, best, cpu))
