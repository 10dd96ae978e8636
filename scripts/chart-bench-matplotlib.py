"""The matplotlib side of ChartBench: the same 800x500 charts drawn with the Agg backend
and written to PNG, best and median of 15 rounds after a warm-up (5 for the 1,000,000-point
line), and the best CPU time (time.process_time: user + system), as Sources/ChartBench
measures Cairn. matplotlib simplifies dense paths before drawing (`path.simplify`, on by
default), as Cairn thins them."""
import math, os, sys, tempfile, time
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

ROUNDS = 15
line = [(("Sine" if i < 5000 else "Cosine"), (i % 5000) / 50) for i in range(10000)]
line = [(s, x, (math.sin(x) * 40 + x) if s == "Sine" else (math.cos(x) * 30 + 50)) for s, x in line]
bars = [("C%d" % i, float((i * 37) % 91 + 10)) for i in range(100)]
plot_x = [i / 10000 for i in range(1000000)]
plot_y = [math.sin(x) * 40 + math.sin(i * 0.37) * 8 + x for i, x in enumerate(plot_x)]
out = tempfile.mkdtemp(prefix="mpl-chart-bench-")

def line_chart(path):
    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    for name in ("Sine", "Cosine"):
        pts = [(x, y) for s, x, y in line if s == name]
        ax.plot([p[0] for p in pts], [p[1] for p in pts], label=name, linewidth=2)
    ax.yaxis.tick_right(); ax.grid(True, linewidth=0.5); ax.legend(loc="lower left")
    fig.savefig(path); plt.close(fig)

def bar_chart(path):
    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    ax.bar([b[0] for b in bars], [b[1] for b in bars], width=0.75)
    ax.yaxis.tick_right(); ax.grid(True, axis="y", linewidth=0.5); ax.set_xticks([])
    fig.savefig(path); plt.close(fig)

def line_plot(path):
    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    ax.plot(plot_x, plot_y, linewidth=2)
    ax.yaxis.tick_right(); ax.grid(True, linewidth=0.5)
    fig.savefig(path); plt.close(fig)

def measure(fn, name, rounds=ROUNDS):
    path = os.path.join(out, name)
    fn(path)
    walls, cpus = [], []
    for _ in range(rounds):
        t, c = time.perf_counter(), time.process_time()
        fn(path)
        walls.append(time.perf_counter() - t); cpus.append(time.process_time() - c)
    walls.sort()
    return walls[0], walls[len(walls) // 2], min(cpus)

for key, fn in (("line", line_chart), ("bars", bar_chart), ("plot", line_plot)):
    best, median, cpu = measure(fn, key + ".png", 5 if key == "plot" else ROUNDS)
    print("ChartBench (matplotlib %s, Agg): %s: best %.1f ms, median %.1f ms; CPU best %.1f ms" % (matplotlib.__version__, key, best * 1000, median * 1000, cpu * 1000))
    print("RESULT %s %r %r" % (key, best, cpu))
