"""Monte Carlo tree search in Python against the OpenSpiel-style API (``tabletop.spiel``), playing
Cờ Thú against uniformly random moves. Written only against ``clone``, ``apply_action``,
``legal_actions``, ``current_player``, ``is_terminal``, ``returns`` and ``observation_tensor``:
the same code runs over any two-player game without chance.

UCT: each simulation walks down the tree by the UCB1 rule, adds one child, then plays a short
random rollout; a rollout that does not finish is scored by material (the pieces left on each
side, from the observation's piece planes), so that the search sees captures long before it sees
a den.

    .venv/bin/python examples/mcts_jungle.py --games 10 --simulations 60
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np

from tabletop import spiel


class Node:
    __slots__ = ("player", "children", "untried", "visits", "value")

    def __init__(self, state: spiel.State):
        self.player = state.current_player()
        self.children: dict[int, Node] = {}
        self.untried = state.legal_actions()
        self.visits = 0
        self.value = 0.0  # summed for self.player's opponent, who chose the move into here


def material(state: spiel.State, player: int) -> float:
    """In [-1, 1]: the player's pieces minus the opponent's, over 8 (planes 0-7 and 8-15)."""
    obs = state.observation_tensor(player).reshape(state.get_game().observation_tensor_shape())
    return float(obs[0:8].sum() - obs[8:16].sum()) / 8.0


def evaluate(state: spiel.State, player: int) -> float:
    if state.is_terminal():
        return float(np.sign(state.returns()[player]))
    return 0.5 * material(state, player)


def search(root_state: spiel.State, simulations: int, rng: np.random.Generator,
           rollout: int = 8, c: float = 1.4) -> int:
    """The most visited action after ``simulations`` UCT simulations."""
    root = Node(root_state)
    for _ in range(simulations):
        node, state, path = root, root_state.clone(), []
        # Selection: down through fully expanded nodes.
        while not node.untried and node.children and not state.is_terminal():
            log_n = math.log(node.visits)
            action, node_next = max(
                node.children.items(),
                key=lambda kv: kv[1].value / kv[1].visits + c * math.sqrt(log_n / kv[1].visits))
            path.append((node, node_next))
            state.apply_action(action)
            node = node_next
        # Expansion: one new child.
        if node.untried and not state.is_terminal():
            action = node.untried.pop(int(rng.integers(len(node.untried))))
            state.apply_action(action)
            child = Node(state)
            node.children[action] = child
            path.append((node, child))
        # Rollout: a few random moves, then the material score.
        for _ in range(rollout):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        scores = [evaluate(state, 0), evaluate(state, 1)]
        # Backpropagation: each child keeps the value for the player who chose it.
        root.visits += 1
        for parent, child in path:
            child.visits += 1
            child.value += scores[parent.player]
    return max(root.children.items(), key=lambda kv: kv[1].visits)[0]


def play(games: int, simulations: int, seed: int, max_plies: int) -> tuple[int, int, int]:
    game = spiel.load_game("jungle()")
    rng = np.random.default_rng(seed)
    wins = draws = losses = 0
    for g in range(games):
        me = g % 2  # the searching side alternates
        state = game.new_initial_state()
        while not state.is_terminal() and state.move_number() < max_plies:
            if state.current_player() == me:
                state.apply_action(search(state, simulations, rng))
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.integers(len(legal)))])
        r = state.returns()[me] if state.is_terminal() else 0
        wins, draws, losses = wins + (r > 0), draws + (r == 0), losses + (r < 0)
    return wins, draws, losses


def main(argv=None) -> tuple[int, int, int]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--simulations", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-plies", type=int, default=300)
    a = p.parse_args(argv)
    start = time.perf_counter()
    wins, draws, losses = play(a.games, a.simulations, a.seed, a.max_plies)
    print(f"MCTS ({a.simulations} simulations) vs uniform random at Cờ Thú: {wins} wins, "
          f"{draws} draws (or unfinished at {a.max_plies} plies), {losses} losses "
          f"in {time.perf_counter() - start:.1f} s")
    return wins, draws, losses


if __name__ == "__main__":
    main()
