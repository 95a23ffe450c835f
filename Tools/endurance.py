#!/usr/bin/env python3
"""Endurance trials of the live window, as a person would wear it out (not part of `make test`).

  hold      Holds Down in the real window under Xvfb (one X key press, never released: the app
            repeats it on its own clock) through --catalog-size recipes for --seconds, sampling
            the app's resident memory every second and timing every present (the app's
            COOKBOOK_PRESENT_LOG). Reports RSS at the start and the end and the frame pacing.
  restarts  Starts the live window --count times in a row on one data folder, each time toggling
            a favourite and quitting with Ctrl+Q, then checks the database holds the last state
            and passes `PRAGMA integrity_check`. Reports failures, the slowest start and the
            final RSS of each run.

    Tools/endurance.py hold --binary .build/release/cookbook --seconds 300
    Tools/endurance.py restarts --binary .build/release/cookbook --count 100

Each trial has its own XDG_CONFIG_HOME, XDG_DATA_HOME and data folder in a temporary folder;
exit status 1 when a check failed.
"""
import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

from soak import rss_kib  # Tools/soak.py, beside this file


class Window:
    """The app live in its own Xvfb (xvfb-run), with its trace, found by its pid."""

    def __init__(self, binary, work, args, env_extra=None):
        self.work = work
        self.trace = os.path.join(work, "trace.jsonl")
        info = os.path.join(work, "display")
        if os.path.exists(info):
            os.remove(info)
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"), XDG_DATA_HOME=os.path.join(work, "share"))
        env.pop("WAYLAND_DISPLAY", None)
        env.update(env_extra or {})
        app = " ".join("'%s'" % a for a in [binary, "--size", "1280x720", "--trace", self.trace,
                                           "--data-dir", os.path.join(work, "data")] + args)
        self.started = time.time()
        self.process = subprocess.Popen(
            ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", "sh", "-c",
             "echo \"$DISPLAY $XAUTHORITY $$\" > '%s'; exec %s" % (info, app)],
            env=env, stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "stderr.txt"), "a"))
        deadline = time.time() + 30
        self.pid = 0
        while time.time() < deadline and not self.pid:
            try:
                parts = open(info).read().split()
                if len(parts) == 3:
                    self.display, self.xauthority, self.pid = parts[0], parts[1], int(parts[2])
            except OSError:
                pass
            time.sleep(0.05)
        if not self.pid:
            raise RuntimeError("the app did not start")
        self.wait_for(lambda t: '"event":"focus"' in t, 30)
        self.first_frame = time.time() - self.started
        window = self.xdotool(["search", "--sync", "--pid", str(self.pid), "--name", "FocusCookbook"]).split()[0]
        self.xdotool(["windowfocus", "--sync", window])

    def xdotool(self, args):
        env = dict(os.environ, DISPLAY=self.display, XAUTHORITY=self.xauthority)
        return subprocess.run(["xdotool"] + args, env=env, capture_output=True, text=True).stdout

    def text(self):
        try:
            return open(self.trace).read()
        except OSError:
            return ""

    def wait_for(self, condition, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if condition(self.text()):
                return True
            time.sleep(0.05)
        return False

    def wait_exit(self, timeout):
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None


def hold(args):
    work = tempfile.mkdtemp(prefix="cookbook-hold-")
    log = os.path.join(work, "presents.log")
    w = Window(args.binary, work, ["--catalog-size", str(args.catalog_size)], {"COOKBOOK_PRESENT_LOG": log})
    time.sleep(1)
    start_rss = rss_kib(w.pid)
    w.xdotool(["keydown", "Down"])
    samples = []
    t0 = time.time()
    while time.time() - t0 < args.seconds:
        r = rss_kib(w.pid)
        if r:
            samples.append((time.time() - t0, r))
        time.sleep(1)
    w.xdotool(["keyup", "Down"])
    time.sleep(0.5)
    w.xdotool(["key", "ctrl+q"])
    status = w.wait_exit(10)
    shown = []
    for line in open(log):
        parts = line.split()
        if parts and parts[0] == "shown":
            shown.append((int(parts[1]), int(parts[3])))
    shown = [s for s in shown if s[0] >= 0]
    intervals = [(b[0] - a[0]) / 1e6 for a, b in zip(shown, shown[1:])]
    frames = [f / 1e6 for _, f in shown]
    first_minute = [r for t, r in samples if 10 <= t < 70]
    last_minute = [r for t, r in samples if t >= samples[-1][0] - 60]
    focus_moves = w.text().count('"event":"focus"')
    print("hold: %d s of Down through %d recipes; %d focus moves traced; exit %s" % (args.seconds, args.catalog_size, focus_moves, status))
    print("hold: RSS before %.1f MiB, median of the first minute %.1f MiB, of the last minute %.1f MiB (growth %+.1f MiB)"
          % (start_rss / 1024, statistics.median(first_minute) / 1024, statistics.median(last_minute) / 1024,
             (statistics.median(last_minute) - statistics.median(first_minute)) / 1024))
    over = sum(1 for f in frames if f > 16.7)
    print("hold: %d frames presented (%.1f a second); interval median %.2f ms, p99 %.2f ms; frame time median %.2f ms, "
          "%.2f %% over 16.7 ms, worst %.1f ms"
          % (len(shown), len(shown) / args.seconds, statistics.median(intervals), sorted(intervals)[int(len(intervals) * 0.99)],
             statistics.median(frames), over * 100.0 / max(1, len(frames)), max(frames)))
    ok = status == 0 and (statistics.median(last_minute) - statistics.median(first_minute)) < 16 * 1024
    shutil.rmtree(work, ignore_errors=True)
    return ok


def restarts(args):
    work = tempfile.mkdtemp(prefix="cookbook-restarts-")
    failures, firsts, rss = [], [], []
    expected = None
    for i in range(args.count):
        try:
            w = Window(args.binary, work, [])
        except RuntimeError as e:
            failures.append("run %d: %s" % (i, e))
            continue
        firsts.append(w.first_frame)
        before = w.text().count('"event":"data"')
        w.xdotool(["key", "ctrl+f"])
        if not w.wait_for(lambda t: t.count('"event":"data"') > before, 10):
            failures.append("run %d: the favourite was not saved" % i)
        rss.append(rss_kib(w.pid) or 0)
        w.xdotool(["key", "ctrl+q"])
        status = w.wait_exit(15)
        if status != 0:
            failures.append("run %d: exit %s" % (i, status))
        db = sqlite3.connect(os.path.join(work, "data", "cookbook.sqlite"))
        favorites = {r[0] for r in db.execute("SELECT slug FROM favorites")}
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
        db.close()
        if check != "ok":
            failures.append("run %d: integrity_check says %s" % (i, check))
        # Each run toggles Apple Pie: it alternates in and out.
        state = "apple-pie" in favorites
        if expected is not None and state == expected:
            failures.append("run %d: the favourite did not change on disk" % i)
        expected = state
    errors = open(os.path.join(work, "stderr.txt")).read().splitlines()
    print("restarts: %d runs, %d failures; first frame median %.2f s, slowest %.2f s; RSS at quit first %.1f MiB, last %.1f MiB; "
          "%d stderr lines" % (args.count, len(failures), statistics.median(firsts), max(firsts), rss[0] / 1024, rss[-1] / 1024, len(errors)))
    for f in failures[:10]:
        print("    " + f)
    for e in errors[:5]:
        print("    stderr: " + e)
    shutil.rmtree(work, ignore_errors=True)
    return not failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="trial", required=True)
    h = sub.add_parser("hold")
    h.add_argument("--binary", default=".build/release/cookbook")
    h.add_argument("--seconds", type=int, default=300)
    h.add_argument("--catalog-size", type=int, default=1_000_000)
    r = sub.add_parser("restarts")
    r.add_argument("--binary", default=".build/release/cookbook")
    r.add_argument("--count", type=int, default=100)
    args = ap.parse_args()
    ok = hold(args) if args.trial == "hold" else restarts(args)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
