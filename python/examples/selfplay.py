"""Trains a small policy by self-play and measures it against uniform random play.

The policy is linear and soft-max over the legal actions: logits = observation @ W + b. Every
seat of every game plays it (self-play) in a vector environment; when a game ends, each of its
moves is reinforced by the return of the seat that made it (REINFORCE, NumPy only). Then the
greedy policy plays games against uniform random opponents, in every seat in turn, and the
script prints its win rate with a 95% confidence interval (Wilson).

    python examples/selfplay.py --game domino --spec "domino(players=2)" --games 4000
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np

import tabletop


def masked_softmax(logits: np.ndarray, mask: np.ndarray) -> np.ndarray:
    z = np.where(mask > 0, logits, -np.inf)
    z -= z.max(axis=1, keepdims=True)
    p = np.exp(z)
    return p / p.sum(axis=1, keepdims=True)


def sample(p: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One action per row of probabilities."""
    u = rng.random((p.shape[0], 1))
    return np.minimum((p.cumsum(axis=1) < u).sum(axis=1), p.shape[1] - 1)


def train(game: str, spec: str | None, games: int, envs: int, lr: float, seed: int,
          max_steps: int):
    env = tabletop.VectorEnv(game, spec, num_envs=envs, max_steps=max_steps)
    env.reset(seed)
    rng = np.random.default_rng(seed)
    d = int(np.prod(env.single_observation_space.shape))
    a = env.single_action_space.n
    w = np.zeros((d, a), np.float32)
    b = np.zeros(a, np.float32)
    # Each game's moves so far: observation, mask, action and seat.
    trail: list[list[tuple]] = [[] for _ in range(envs)]
    finished: list[tuple] = []
    done = 0
    while done < games:
        x = env.observations.reshape(envs, d).copy()
        mask = env.action_masks.copy()
        seats = env.players.copy()
        actions = sample(masked_softmax(x @ w + b, mask), rng)
        for i in range(envs):
            trail[i].append((x[i], mask[i], actions[i], seats[i]))
        env.step(actions)
        ended = np.flatnonzero(env.terminated | env.truncated)
        for i in ended:
            returns = env.rewards[i]
            scale = max(1.0, float(np.abs(returns).max()))
            for xi, mi, ai, si in trail[i]:
                finished.append((xi, mi, ai, returns[si] / scale))
            trail[i] = []
            done += 1
        if len(finished) >= 4096 or (done >= games and finished):
            xs = np.stack([f[0] for f in finished])
            ms = np.stack([f[1] for f in finished])
            acts = np.array([f[2] for f in finished])
            g = np.array([f[3] for f in finished], np.float32)
            p = masked_softmax(xs @ w + b, ms)
            grad = -p
            grad[np.arange(len(acts)), acts] += 1.0
            grad *= g[:, None]
            w += lr * (xs.T @ grad) / len(acts)
            b += lr * grad.mean(axis=0)
            finished = []
    return w, b


def evaluate(game: str, spec: str | None, w, b, games: int, envs: int, seed: int,
             max_steps: int):
    """The greedy policy against uniform random players, the learner's seat turning each game:
    wins, draws and losses (a win is a positive return)."""
    env = tabletop.VectorEnv(game, spec, num_envs=envs, opponent="random", rotate_seats=True,
                             max_steps=max_steps)
    env.reset(seed)
    d = w.shape[0]
    wins = draws = losses = 0
    while wins + draws + losses < games:
        x = env.observations.reshape(envs, d)
        logits = np.where(env.action_masks > 0, x @ w + b, -np.inf)
        seats = env.players.copy()
        env.step(logits.argmax(axis=1))
        for i in np.flatnonzero(env.terminated | env.truncated):
            r = env.rewards[i, seats[i]]
            if r > 0:
                wins += 1
            elif r < 0:
                losses += 1
            else:
                draws += 1
    return wins, draws, losses


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="domino", choices=tabletop.NAMES)
    parser.add_argument("--spec", default=None, help="a variant spec, such as domino(players=2)")
    parser.add_argument("--games", type=int, default=4000, help="self-play games to train on")
    parser.add_argument("--eval-games", type=int, default=2000)
    parser.add_argument("--envs", type=int, default=64)
    parser.add_argument("--lr", type=float, default=0.5)
    parser.add_argument("--max-steps", type=int, default=2000,
                        help="actions after which a game is cut off (a draw)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    w, b = train(args.game, args.spec, args.games, args.envs, args.lr, args.seed,
                 args.max_steps)
    trained = time.perf_counter() - start
    result = {}
    for name, (ww, bb) in {"untrained": (np.zeros_like(w), np.zeros_like(b)),
                           "trained": (w, b)}.items():
        wins, draws, losses = evaluate(args.game, args.spec, ww, bb, args.eval_games,
                                       args.envs, args.seed + 1, args.max_steps)
        n = wins + draws + losses
        lo, hi = wilson(wins, n)
        result[name] = (wins, draws, losses)
        print(f"{name:9s} policy vs random: {n} games, wins {wins} ({100 * wins / n:.1f}%,"
              f" 95% CI {100 * lo:.1f}-{100 * hi:.1f}%), draws {draws}, losses {losses}")
    spec = tabletop.VectorEnv(args.game, args.spec, num_envs=1).spec_text
    print(f"{spec}: trained on {args.games} self-play games in {trained:.0f} s")
    return result


if __name__ == "__main__":
    main()
