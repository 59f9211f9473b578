#!/usr/bin/env python3
"""Interleaved comparison of two long-lived engine processes, round after round.

Each process answers one request a line with "ok COUNT NANOS CPU_NANOS" (leaves or plies, the
elapsed nanoseconds of the work alone, and the CPU time its thread used), as `java -jar
benchmarks.jar peer` does and as the harnesses that run.sh writes for the other engines do. Rates
are on CPU time by default (--clock cpu): on a machine shared with other work, waiting for the
core does not count, though caches shared with other work still slow both sides; --clock wall
uses elapsed time. A round sends each workload to both engines, one after
the other, the order swapped every round, so that a load that comes and goes on a shared machine
falls on both alike; the ratio of a round is ours / theirs in units a second, and the report gives
its minimum, median and maximum over the measured rounds (the warm-up rounds are dropped).

Usage: compare.py --name NAME --ours CMD --theirs CMD [--rounds N] [--warmup W] [--clock cpu|wall]
                  --work LABEL OUR_REQUEST THEIR_REQUEST UNIT [--work ...]
CMD is one shell word string (run through /bin/sh), already pinned by the caller (taskset).
"""
import argparse
import shlex
import statistics
import subprocess
import sys


CLOCK = "cpu"


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
        return int(words[1]), int(words[3] if CLOCK == "cpu" else words[2])

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        self.proc.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", required=True)
    parser.add_argument("--ours", required=True)
    parser.add_argument("--theirs", required=True)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    parser.add_argument("--work", nargs=4, action="append", required=True,
                        metavar=("LABEL", "OURS", "THEIRS", "UNIT"))
    args = parser.parse_args()
    global CLOCK
    CLOCK = args.clock
    ours = Engine("tabletop", args.ours)
    theirs = Engine(args.name, args.theirs)
    ratios = {w[0]: [] for w in args.work}
    rates = {w[0]: ([], []) for w in args.work}
    counts = {}
    try:
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
          f"warm-up, {args.clock} time, ratio = tabletop / {args.name} (min / median / max)")
    for label, our_req, their_req, unit in args.work:
        r = ratios[label]
        print(f"  {label:<22} {min(r):6.2f} / {statistics.median(r):6.2f} / {max(r):6.2f}x   "
              f"tabletop {statistics.median(rates[label][0]) / 1e6:8.2f} M {unit}/s, "
              f"{args.name} {statistics.median(rates[label][1]) / 1e6:8.2f} M {unit}/s   "
              f"(counts {counts[label][0]:,} / {counts[label][1]:,}; "
              f"{shlex.quote(our_req)} / {shlex.quote(their_req)})")


if __name__ == "__main__":
    main()
