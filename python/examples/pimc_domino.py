"""Determinized search (perfect-information Monte Carlo) for two-player Domino, written only
against the OpenSpiel-style API (``tabletop.spiel``): ``resample_from_infostate``, ``clone``,
``child``, ``apply_action``, ``legal_actions``, ``is_chance_node``, ``chance_outcomes``,
``current_player``, ``is_terminal`` and ``returns``.

At each of its turns with a choice, the searcher draws ``--samples`` full tables that agree with
everything it has seen (its own hand and draws, every play, pass and draw in order), each drawn
by the Java library's exact sampler; on each table it plays every legal action followed by
``--rollouts`` random games to the end (the boneyard's draws drawn from their chance outcomes),
and plays the action whose returns, summed over every table and rollout, are the highest. It
never reads the opponent's tiles: only the tables its information state allows.

    python examples/pimc_domino.py --rounds 150 --samples 16 --rollouts 4 --seed 2
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np

from tabletop import spiel


def random_step(state: spiel.State, rng: np.random.Generator) -> None:
    """One uniformly random legal action, or a chance outcome drawn with its probability."""
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        u, total = rng.random(), 0.0
        for action, p in outcomes:
            total += p
            if u < total:
                break
        state.apply_action(action)
    else:
        legal = state.legal_actions()
        state.apply_action(legal[int(rng.integers(len(legal)))])


def search(state: spiel.State, samples: int, rollouts: int, rng: np.random.Generator) -> int:
    """The action with the best summed return over ``samples`` determinizations of the mover's
    information state, ``rollouts`` random games after each action on each."""
    me = state.current_player()
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    totals = np.zeros(len(legal))
    for _ in range(samples):
        world = state.resample_from_infostate(me, rng)
        for k, action in enumerate(legal):
            after = world.child(action)
            for _ in range(rollouts):
                game = after.clone()
                while not game.is_terminal():
                    random_step(game, rng)
                totals[k] += game.returns()[me]
    return legal[int(np.argmax(totals))]


def play(rounds: int, samples: int, rollouts: int, seed: int,
         spec: str = "domino(players=2)") -> list[float]:
    """Rounds of the searcher against uniformly random play, the searcher's seat turning each
    round: the searcher's return in each."""
    game = spiel.load_game(spec)
    rng = np.random.default_rng(seed)
    results = []
    for r in range(rounds):
        me = r % game.num_players()
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player() == me:
                state.apply_action(search(state, samples, rollouts, rng))
            else:
                random_step(state, rng)
        results.append(state.returns()[me])
    return results


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv=None) -> list[float]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=150)
    p.add_argument("--samples", type=int, default=16)
    p.add_argument("--rollouts", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    start = time.perf_counter()
    results = play(a.rounds, a.samples, a.rollouts, a.seed)
    wins = sum(1 for x in results if x > 0)
    lo, hi = wilson(wins, len(results))
    print(f"determinized search ({a.samples} samples x {a.rollouts} rollouts) vs uniform random, "
          f"domino(players=2): {len(results)} rounds, wins {wins} ({100 * wins / len(results):.1f}%"
          f", 95% CI {100 * lo:.1f}-{100 * hi:.1f}%), mean return {np.mean(results):+.3f} ± "
          f"{1.96 * np.std(results, ddof=1) / math.sqrt(len(results)):.3f} stakes (95%), "
          f"in {time.perf_counter() - start:.0f} s")
    return results


if __name__ == "__main__":
    main()
