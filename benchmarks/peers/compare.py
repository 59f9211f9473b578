#!/usr/bin/env python3
"""Interleaved comparison of two long-lived engine processes, round after round.

Each process answers one request a line with "ok COUNT NANOS CPU_NANOS [PROCESS_NANOS]" (leaves
or plies, the elapsed nanoseconds of the work alone, the CPU time its thread used and, from a JVM,
the CPU time of the whole process), as `java -jar benchmarks.jar peer` does and as the harnesses
that run.sh writes for the other engines do. Rates are on the thread's CPU time by default (--clock
cpu): on a machine shared with other work, waiting for the core does not count, though caches
shared with other work still slow both sides; --clock process adds a JVM's collector and compiler
threads (a harness without the field is single-threaded: its thread time is used); --clock wall
uses elapsed time. A round sends each workload to both engines, one after
the other, the order swapped every round, so that a load that comes and goes on a shared machine
falls on both alike; the ratio of a round is ours / theirs in units a second, and the report gives
its minimum, median and maximum over the measured rounds (the warm-up rounds are dropped).

With --ours-in-theirs PREFIX instead of --ours, one process serves both engines in one JVM: our
requests go to the peer's process with PREFIX before them (run.sh's Ludii harness answers
"tabletop REQUEST" with tabletop's own workloads). --check LABEL OUR_REQUEST THEIR_REQUEST sends
the two requests once, before the rounds, and prints both counts and whether they agree (perft
counts of the start, for example); a difference is reported, not fatal.

Usage: compare.py --name NAME (--ours CMD | --ours-in-theirs PREFIX) --theirs CMD [--rounds N]
                  [--warmup W] [--clock cpu|process|wall] [--check LABEL OURS THEIRS ...]
                  --work LABEL OUR_REQUEST THEIR_REQUEST UNIT [--work ...]
CMD is one shell word string (run through /bin/sh), already pinned by the caller (taskset).
"""
import argparse
import shlex
import statistics
import subprocess
import sys


CLOCK = "cpu"


class Prefixed:
    """Our side served by the peer's process: each request sent with a prefix."""

    def __init__(self, engine, prefix):
        self.engine = engine
        self.prefix = prefix

    def ask(self, request):
        return self.engine.ask(f"{self.prefix} {request}")

    def close(self):
        pass


class Engine:
    """A process that answers requests on standard input, one line each."""

    def __init__(self, name, command):
        self.name = name
        self.proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, request):
        self.proc.stdin.write(request + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"{self.name}: no answer to '{request}' (did it crash?)")
        words = line.split()
        if words[0] != "ok" or len(words) < 4:
            raise SystemExit(f"{self.name}: '{request}' answered '{line.strip()}'")
        if CLOCK == "process":
            # A harness that gives no process time is single-threaded (the native ones), so its
            # thread's time is its process's.
            return int(words[1]), int(words[4] if len(words) > 4 else words[3])
        return int(words[1]), int(words[3] if CLOCK == "cpu" else words[2])

    def close(self):
        if self.proc.poll() is not None:
            return
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        self.proc.wait(timeout=30)


def rate(x):
    """A rate with three significant digits, in millions or, below a million, thousands."""
    return f"{x / 1e6:8.3g} M" if x >= 1e6 else f"{x / 1e3:8.3g} k"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", required=True)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--ours")
    group.add_argument("--ours-in-theirs", metavar="PREFIX")
    parser.add_argument("--theirs", required=True)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--clock", choices=["cpu", "process", "wall"], default="cpu")
    parser.add_argument("--check", nargs=3, action="append", default=[],
                        metavar=("LABEL", "OURS", "THEIRS"))
    parser.add_argument("--work", nargs=4, action="append", required=True,
                        metavar=("LABEL", "OURS", "THEIRS", "UNIT"))
    args = parser.parse_args()
    global CLOCK
    CLOCK = args.clock
    theirs = Engine(args.name, args.theirs)
    if args.ours is not None:
        ours = Engine("tabletop", args.ours)
        where = "separate processes"
    else:
        ours = Prefixed(theirs, args.ours_in_theirs)
        where = "one JVM"
    ratios = {w[0]: [] for w in args.work}
    rates = {w[0]: ([], []) for w in args.work}
    counts = {}
    checks = []
    try:
        for label, our_req, their_req in args.check:
            a = ours.ask(our_req)[0]
            b = theirs.ask(their_req)[0]
            checks.append((label, a, b))
        for rnd in range(args.warmup + args.rounds):
            for label, our_req, their_req, _ in args.work:
                if rnd % 2 == 0:
                    a = ours.ask(our_req)
                    b = theirs.ask(their_req)
                else:
                    b = theirs.ask(their_req)
                    a = ours.ask(our_req)
                counts[label] = (a[0], b[0])
                if rnd < args.warmup:
                    continue
                ra = a[0] / a[1] * 1e9
                rb = b[0] / b[1] * 1e9
                rates[label][0].append(ra)
                rates[label][1].append(rb)
                ratios[label].append(ra / rb)
            done = rnd + 1 - args.warmup
            if done > 0:
                print(f"  round {done}/{args.rounds}: " + ", ".join(
                    f"{label} {ratios[label][-1]:.2f}x" for label, *_ in args.work),
                    file=sys.stderr, flush=True)
    finally:
        ours.close()
        theirs.close()
    print(f"tabletop against {args.name}: {args.rounds} interleaved rounds after {args.warmup} "
          f"warm-up, {args.clock} time, {where}, ratio = tabletop / {args.name} "
          f"(min / median / max)")
    for label, a, b in checks:
        verdict = "agree" if a == b else f"DIFFER by {b - a:+,}"
        print(f"  check {label:<16} tabletop {a:,}, {args.name} {b:,}: {verdict}")
    for label, our_req, their_req, unit in args.work:
        r = ratios[label]
        print(f"  {label:<22} {min(r):6.2f} / {statistics.median(r):6.2f} / {max(r):6.2f}x   "
              f"tabletop {rate(statistics.median(rates[label][0]))} {unit}/s, "
              f"{args.name} {rate(statistics.median(rates[label][1]))} {unit}/s   "
              f"(counts {counts[label][0]:,} / {counts[label][1]:,}; "
              f"{shlex.quote(our_req)} / {shlex.quote(their_req)})")


if __name__ == "__main__":
    main()
