"""PettingZoo's own checks on the AEC environments, and their behaviour around them."""

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import tabletop

MODULES = {"jungle": tabletop.jungle_v0, "ludo": tabletop.ludo_v0, "domino": tabletop.domino_v0}


def test_api_test_passes(variant):
    game, spec = variant
    api_test(MODULES[game].env(spec=spec), num_cycles=200, verbose_progress=False)


@pytest.mark.parametrize("game,spec", [("jungle", None), ("ludo", "ludo(players=2)"),
                                       ("domino", "domino(players=2)")])
def test_seed_test_passes(game, spec):
    seed_test(lambda: MODULES[game].env(spec=spec), num_cycles=100)


def test_a_whole_game_ends_with_each_seats_return(variant):
    game, spec = variant
    env = MODULES[game].env(spec=spec, max_steps=3000)
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(rng.choice(legal)))
    state = env.unwrapped.state_java
    if state.isTerminal():
        for seat, agent in enumerate(env.possible_agents):
            assert totals[agent] == state.returns(seat)
    else:
        assert all(v == 0 for v in totals.values())


def test_an_illegal_action_is_refused_with_the_rule():
    env = tabletop.jungle_v0.raw_env()
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match="is not legal for seat 0|names no move here"):
        env.step(illegal)


def test_a_bad_spec_names_every_problem():
    with pytest.raises(ValueError, match="players"):
        tabletop.ludo_v0.env(spec="ludo(players=7)")


def test_an_observation_is_the_callers_to_keep():
    env = tabletop.jungle_v0.env()
    env.reset(seed=3)
    first = env.observe("player_0")
    kept = {k: v.copy() for k, v in first.items()}
    assert kept["action_mask"].any(), "player_0 is to move"
    for _ in range(6):
        obs, *_ = env.last()
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert not np.shares_memory(env.observe("player_0")["observation"], first["observation"])
    for key in kept:
        np.testing.assert_array_equal(first[key], kept[key])
