"""Gymnasium's checker on the single-agent environments, and their rewards and seeding."""

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import tabletop


@pytest.mark.parametrize("game,spec,opponent", [
    ("jungle", None, "practice"),
    ("ludo", "ludo(players=2)", "easy"),
    ("domino", "domino(players=2)", "easy"),
    ("domino", None, "random"),
])
def test_check_env_passes(game, spec, opponent):
    env = tabletop.TabletopEnv(game, spec=spec, opponent=opponent, nodes=200, max_steps=300)
    check_env(env, skip_render_check=True)


def test_registered_ids_make_the_environments():
    env = gymnasium.make("tabletop/Domino-v0", spec="domino(players=2)", opponent="random")
    obs, info = env.reset(seed=2)
    assert obs["observation"].shape == (229,)
    assert info["seat"] == 0


def play(env, seed, policy_seed=0):
    rng = np.random.default_rng(policy_seed)
    obs, _ = env.reset(seed=seed)
    trace = [obs["observation"].copy()]
    while True:
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        trace.append(obs["observation"].copy())
        if terminated or truncated:
            return trace, reward, info


def test_the_same_seed_gives_the_same_game_against_a_level():
    a = tabletop.TabletopEnv("ludo", spec="ludo(players=2)", opponent="easy", nodes=300)
    b = tabletop.TabletopEnv("ludo", spec="ludo(players=2)", opponent="easy", nodes=300)
    ta, ra, _ = play(a, 7)
    tb, rb, _ = play(b, 7)
    assert ra == rb and len(ta) == len(tb)
    assert all(np.array_equal(x, y) for x, y in zip(ta, tb))
    tc, _, _ = play(a, 8)
    assert len(tc) != len(ta) or not all(np.array_equal(x, y) for x, y in zip(ta, tc))


def test_the_learner_plays_the_seat_it_is_given_and_is_paid_its_return():
    env = tabletop.TabletopEnv("jungle", opponent="random", seat=1, max_steps=2000)
    _, reward, info = play(env, 3)
    assert info["seat"] == 1
    state = env._episode.state()
    assert reward == (state.returns(1) if state.isTerminal() else 0)


def test_an_illegal_action_loses_the_episode():
    env = tabletop.TabletopEnv("domino", spec="domino(players=2)", opponent="random")
    obs, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -1.0 and info["illegal_action"]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_a_returned_observation_is_the_callers_to_keep():
    env = tabletop.TabletopEnv("jungle", opponent="random", max_steps=50)
    first, _ = env.reset(seed=4)
    kept = {k: v.copy() for k, v in first.items()}
    obs, plies = first, []
    for _ in range(10):
        obs, _, terminated, truncated, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        plies.append(info["plies"])
        assert not np.shares_memory(obs["observation"], first["observation"])
    for key in kept:
        np.testing.assert_array_equal(first[key], kept[key])
    assert plies == sorted(plies) and plies[0] >= 2, "the learner's move and the opponent's"
    assert plies[-1] == int(env.unwrapped._episode.plies())
