#!/usr/bin/env python3
"""Soak test: replays a generated script of random inputs across every screen.

Generates a script of N random input lines (keys, typing, gamepad, stick, wheel, mouse, screen
switches, waits and the odd screenshot) with a fixed seed, cuts it into --jobs consecutive parts
(default: one per core), runs `cookbook replay` on each part at the same time, each with a fresh
data directory of its own, samples each process's resident memory once a second, and reports:
crashes (a non-zero exit or a signal), invariant violations (stderr lines the runtime's per-frame
checks print), peak RSS, and RSS growth after warm-up (the worst part's). Exit status 1 when
anything failed. Random input can quit the app (Yes on the quit question); that part is then
started again on the rest of its script, with the same data directory.

    Tools/soak.py --binary .build/release/cookbook --inputs 1000000 --seed 1
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

SCREENS = ["grid", "favorites", "detail", "grocery", "gallery", "widget", "settings"]
KEYS = ["up", "down", "left", "right", "tab", "shift+tab", "return", "space", "escape",
        "backspace", "delete", "home", "end", "a", "c", "h", "o", "b", "ctrl+g", "ctrl+f", "ctrl+d"]
PAD = ["a", "b", "x", "y", "dpad-up", "dpad-down", "dpad-left", "dpad-right", "menu",
       "leftshoulder", "rightshoulder"]
# Text a person might type, plus the awkward: accents, emoji, right-to-left script, long runs.
WORDS = ["Milk", "eggs", "Crème fraîche", "🍓 strawberries", "خبز", "cho", "baklava", "x" * 300, "two words"]

# Relative weights of each kind of line: mostly navigation, as a person uses the app.
WEIGHTS = [("key", 40), ("pad", 25), ("type", 6), ("wheel", 8), ("mouse", 6), ("click", 5),
           ("stick", 4), ("screen", 3), ("wait", 3)]


def line(rng):
    """One random script line."""
    kind = rng.choices([k for k, _ in WEIGHTS], [w for _, w in WEIGHTS])[0]
    if kind == "key":
        return "key " + rng.choice(KEYS)
    if kind == "pad":
        return "pad " + rng.choice(PAD)
    if kind == "type":
        return "type " + rng.choice(WORDS)
    if kind == "wheel":
        return "wheel %.1f" % rng.uniform(-4, 4)
    if kind in ("mouse", "click"):
        return "%s %d %d" % (kind, rng.randrange(0, 1920), rng.randrange(0, 1080))
    if kind == "stick":
        return "stick %.2f %.2f" % (rng.uniform(-1, 1), rng.uniform(-1, 1))
    if kind == "screen":
        return "screen " + rng.choice(SCREENS)
    return "wait %dms" % rng.choice([16, 100, 400, 1500])


def generate(path, count, seed):
    rng = random.Random(seed)
    with open(path, "w") as f:
        f.write("# soak script: %d random inputs, seed %d\n" % (count, seed))
        for i in range(count):
            # A screenshot now and then, so rendering is soaked too (written nowhere without --shots).
            if i % 20_000 == 19_999:
                f.write("shot soak\n")
            f.write(line(rng) + "\n")


def rss_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for l in f:
                if l.startswith("VmRSS:"):
                    return int(l.split()[1])
    except OSError:
        return None
    return None


def run_once(binary, script, work, stderr_path, start, label):
    """Replays `script` once, sampling RSS every second; returns the samples, the exit status
    and the stderr lines."""
    with open(stderr_path, "w") as err:
        # The runtime's per-frame invariant checks are on in release builds only on request.
        # Its own config and data homes: a soak never reads or writes the user's.
        env = dict(os.environ, COOKBOOK_CHECK_INVARIANTS="1",
                   XDG_CONFIG_HOME=os.path.join(work, "config"), XDG_DATA_HOME=os.path.join(work, "share"))
        p = subprocess.Popen([binary, "replay", script, "--data-dir", os.path.join(work, "data")],
                             stdout=subprocess.DEVNULL, stderr=err, env=env)
        samples = []
        last_report = time.time()
        while p.poll() is None:
            r = rss_kib(p.pid)
            # Under 4 MiB the process is still being exec'd: not the app's memory yet.
            if r is not None and r >= 4096:
                samples.append((time.time() - start, r))
            if time.time() - last_report >= 60 and samples:
                last_report = time.time()
                print("soak: %s: %4.0f s, RSS %.1f MiB" % (label, last_report - start, samples[-1][1] / 1024), flush=True)
            time.sleep(1)
    with open(stderr_path) as f:
        return samples, p.returncode, f.read().splitlines()


def quit_at(errors, script):
    """The script line the app quit at (the replay's last stderr line says so), else None."""
    m = re.fullmatch(re.escape(script) + r":\d+: the app quit at line (\d+); nothing can follow it", errors[-1]) if errors else None
    return int(m.group(1)) if m else None


def soak_part(binary, work, lines, warmup, start, label):
    """Replays `lines` (a header line and the part's inputs) in `work`, starting the app again
    after each legitimate quit; returns (status, errors, quits, the longest run's RSS samples)."""
    os.makedirs(work, exist_ok=True)
    script = os.path.join(work, "soak.replay")
    with open(script, "w") as f:
        f.writelines(lines)
    stderr_path = os.path.join(work, "stderr.txt")
    # Random input sometimes answers Yes to the quit question (Menu at the top, then A): a
    # legitimate quit, which the replay reports as "the app quit at line N" with exit 2 when
    # lines follow. The app is then started again (same data directory, as a person would) on
    # the rest of the script, so every input is still played.
    runs = []  # the RSS samples of each run of the app
    errors = []
    quits = 0
    while True:
        samples, status, run_errors = run_once(binary, script, work, stderr_path, start, label)
        runs.append(samples)
        errors += run_errors
        quit_line = quit_at(run_errors, script)
        if status != 2 or quit_line is None:
            break
        quits += 1
        errors.pop()  # the quit notice, not a failure
        rest = lines[quit_line:]
        script = os.path.join(work, "soak-after-quit-%d.replay" % quits)
        with open(script, "w") as f:
            f.write("# the soak script after the app quit at its line %d\n" % quit_line)
            f.writelines(rest)
        lines = [lines[0]] + rest
    return status, errors, quits, max(runs, key=len)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", default=".build/release/cookbook")
    ap.add_argument("--inputs", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parts replayed at once (default: one per core)")
    ap.add_argument("--warmup", type=float, default=0.1, help="fraction of the run treated as warm-up")
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="cookbook-soak-")
    whole = os.path.join(work, "soak.replay")
    generate(whole, args.inputs, args.seed)
    with open(whole) as f:
        header, *inputs = f.read().splitlines(keepends=True)
    jobs = max(1, min(args.jobs, len(inputs)))
    size = (len(inputs) + jobs - 1) // jobs
    parts = [[header] + inputs[k * size:(k + 1) * size] for k in range(jobs)]
    print("soak: %d inputs (seed %d) through %s, in %d parts at once" % (args.inputs, args.seed, args.binary, jobs), flush=True)
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda k: soak_part(args.binary, os.path.join(work, "part-%d" % k), parts[k], args.warmup, start,
                                                    "part %d" % k), range(jobs)))
    elapsed = time.time() - start

    ok = True
    quits = sum(r[2] for r in results)
    print("soak: finished in %.0f s (%.2f ms an input), the app quit and was restarted %d times"
          % (elapsed, elapsed * 1000 / max(1, args.inputs), quits))
    violations = []
    for k, (status, errors, _, samples) in enumerate(results):
        violations += [l for l in errors if "invariant" in l]
        if status != 0:
            ok = False
            kind = "signal %d" % -status if status < 0 else "exit %d" % status
            print("soak: part %d: CRASH or failure (%s); last stderr lines:" % (k, kind))
            for l in errors[-5:]:
                print("    " + l)
    print("soak: invariant violations: %d" % len(violations))
    for l in violations[:10]:
        print("    " + l)
    ok = ok and not violations
    for k, (_, _, _, samples) in enumerate(results):
        if not samples:
            continue
        peak = max(r for _, r in samples)
        # The first sample is taken as the process starts (its libraries mapped, the app not yet
        # loaded: 4-7 MiB), so warm-up ends one sample later at the earliest: a run of under ten
        # seconds (the longest run of a part whose app quits often) otherwise measured its
        # growth from the process's start.
        cut = samples[max(1, int(len(samples) * args.warmup))][1] if len(samples) > 2 else samples[0][1]
        tail = sorted(r for _, r in samples[-max(1, len(samples) // 10):])
        end = tail[len(tail) // 2]
        growth = (end - cut) * 100.0 / cut
        print("soak: part %d: peak RSS %.1f MiB; after warm-up %.1f MiB, at the end %.1f MiB: growth %+.1f %%"
              % (k, peak / 1024, cut / 1024, end / 1024, growth))
        if growth > 5:
            ok = False
            print("soak: part %d: RSS grew more than 5 %% after warm-up" % k)
    if ok:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print("soak: kept %s (scripts, stderr, data) for a look" % work)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
