"""Gymnasium's checker on the single-agent environments, and their rewards and seeding."""

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import tabletop


@pytest.mark.parametrize("game,spec,opponent,seat", [
    ("jungle", None, "practice", 0),
    ("ludo", "ludo(players=2)", "easy", 0),
    ("domino", "domino(players=2)", "easy", 0),
    ("domino", None, "random", 0),
    # The case: rotating seats used to ignore the seed.
    ("domino", "domino(players=4)", "random", "alternate"),
    ("jungle", None, "random", "alternate"),
    ("ludo", "ludo(players=4)", "random", "alternate"),
])
def test_check_env_passes(game, spec, opponent, seat):
    env = tabletop.TabletopEnv(game, spec=spec, opponent=opponent, nodes=200, max_steps=300,
                               seat=seat)
    check_env(env, skip_render_check=True)


@pytest.mark.parametrize("mode", ["ansi", "human"])
@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes")
def test_check_env_passes_with_a_text_render_mode(mode):
    check_env(tabletop.TabletopEnv("jungle", render_mode=mode, max_steps=50))


def test_check_env_passes_with_every_render_mode(cairosvg):
    check_env(gymnasium.make("tabletop/Domino-v0", spec="domino(players=2)").unwrapped)


def test_the_seed_decides_the_alternate_seat():
    env = tabletop.TabletopEnv("domino", spec="domino(players=4)", seat="alternate")
    seats = {}
    for seed in range(24):
        _, info = env.reset(seed=seed)
        seats[seed] = info["seat"]
        _, again = env.reset()
        assert again["seat"] == (info["seat"] + 1) % 4, "the seat moves on without a seed"
    for seed in (7, 7, 3, 7):
        assert env.reset(seed=seed)[1]["seat"] == seats[seed]
    assert set(seats.values()) == {0, 1, 2, 3}


def test_the_default_opponent_is_uniform_random_play():
    env = gymnasium.make("tabletop/Jungle-v0")
    assert env.unwrapped._episode.seatPlayer(1).getClass().getSimpleName() == "RandomPlayer"


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
