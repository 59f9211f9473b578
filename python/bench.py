"""Measures steps per second of the environments from Python, beside PettingZoo's own classic
environments in the same run (connect four and tic-tac-toe, with uniformly random legal
actions). A benchmark, not a test: figures depend on the machine, so it prints them.

    .venv/bin/python bench.py [--seconds 3] [--envs 256]

Measured: the PettingZoo AEC loop (env.last(), a random legal action from the mask, env.step)
for each game; the Gymnasium single-agent step against uniformly random computer players; the
NumPy vector environment with random legal actions drawn in Java (random_actions) and drawn by
NumPy from the masks; random play through the OpenSpiel-style API (tabletop.spiel); and
PettingZoo's connect_four_v3 and tictactoe_v3 with the same AEC loop
(they need pygame: pip install pygame==2.6.1). OpenSpiel's Python package is not on this
machine's package index, so its block dominoes is not measured.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import tabletop

GAMES = [("jungle", "jungle()"), ("ludo", "ludo(players=4)"), ("domino", "domino(players=4)"),
         ("domino", "domino(players=2)")]


def timed(seconds: float, body) -> float:
    """Runs body() (which returns the steps it took) until the time is spent; steps a second."""
    body()  # warm up: the JIT compiles the Java side on the first calls
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += body()
    return steps / (time.perf_counter() - start)


def aec_loop(env, rng, cycles: int = 2000):
    def body():
        n = 0
        env.reset(seed=int(rng.integers(1 << 30)))
        for agent in env.agent_iter(cycles):
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            n += 1
        return n
    return body


def gym_loop(env, rng, steps: int = 2000):
    def body():
        obs, _ = env.reset(seed=int(rng.integers(1 << 30)))
        for i in range(steps):
            legal = np.flatnonzero(obs["action_mask"])
            obs, _, terminated, truncated, _ = env.step(int(legal[rng.integers(len(legal))]))
            if terminated or truncated:
                obs, _ = env.reset()
        return steps
    return body


def vector_java_actions(env, steps: int = 50):
    def body():
        for _ in range(steps):
            env.random_actions()
            env.step()
        return steps * env.num_envs
    return body


def vector_numpy_actions(env, rng, steps: int = 20):
    def body():
        for _ in range(steps):
            # In [1, 2): a legal action's noise is never 0, so the arg max is always a legal one
            # (a draw of exactly 0 for a game's only legal action picked action 0 otherwise).
            noise = rng.random(env.action_masks.shape, dtype=np.float32) + np.float32(1)
            env.step(np.argmax(noise * env.action_masks, axis=1))
        return steps * env.num_envs
    return body


def spiel_loop(game, rng, steps: int = 500):
    """Random play through the OpenSpiel-style API (chance drawn by its probabilities)."""
    def body():
        state, n = game.new_initial_state(), 0
        while n < steps and not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(int(actions[rng.choice(len(actions), p=probs)]))
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.integers(len(legal)))])
            n += 1
        return n
    return body


def main():
    parser = argparse.ArgumentParser(description="steps per second of the environments")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--envs", type=int, default=256)
    args = parser.parse_args()
    rng = np.random.default_rng(1)
    rows = []
    for game, spec in GAMES:
        module = getattr(tabletop, f"{game}_v0")
        rows.append((f"{spec} PettingZoo AEC", timed(args.seconds, aec_loop(
            module.env(spec=spec), rng))))
        rows.append((f"{spec} Gymnasium vs random", timed(args.seconds, gym_loop(
            tabletop.TabletopEnv(game, spec=spec, opponent="random"), rng))))
        v = tabletop.VectorEnv(game, spec, num_envs=args.envs)
        v.reset(1)
        rows.append((f"{spec} vector x{args.envs}, Java actions",
                     timed(args.seconds, vector_java_actions(v))))
        rows.append((f"{spec} vector x{args.envs}, NumPy actions",
                     timed(args.seconds, vector_numpy_actions(v, rng))))
        rows.append((f"{spec} tabletop.spiel random play",
                     timed(args.seconds, spiel_loop(tabletop.spiel.load_game(spec), rng))))
    try:
        from pettingzoo.classic import connect_four_v3, tictactoe_v3
        rows.append(("PettingZoo connect_four_v3 AEC",
                     timed(args.seconds, aec_loop(connect_four_v3.env(), rng))))
        rows.append(("PettingZoo tictactoe_v3 AEC",
                     timed(args.seconds, aec_loop(tictactoe_v3.env(), rng))))
    except ImportError as e:
        rows.append((f"PettingZoo classic not measured ({e})", float("nan")))
    rows.append(("OpenSpiel block dominoes: open_spiel is not on the package index here",
                 float("nan")))
    width = max(len(name) for name, _ in rows)
    for name, rate in rows:
        print(f"{name:{width}s}  {rate:>12,.0f} steps/s" if rate == rate else name)


if __name__ == "__main__":
    main()
