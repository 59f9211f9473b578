"""The NumPy vector environment over the Java one: arrays written in place, masks equal to the
Java legal moves, reproducible seeds, rewards and auto-reset."""

import numpy as np
import pytest

import tabletop


def test_arrays_are_written_in_place_and_masks_are_the_java_legal_moves(variant):
    game, spec = variant
    env = tabletop.VectorEnv(game, spec, num_envs=8)
    observations = env.observations
    env.reset(seed=5)
    rng = np.random.default_rng(1)
    for _ in range(60):
        assert env.observations is observations
        for i in range(env.num_envs):
            legal = env.legal_actions(i)
            assert list(np.flatnonzero(env.action_masks[i])) == legal
            state = env.state_java(i)
            assert env.players[i] == state.currentPlayer()
            expected = np.array(env._game.encoding.observer().observe(state, int(env.players[i])),
                                dtype=np.float32)
            # The ply and repetition planes need the episode's counts, which the Java
            # observer reads from the environment; compare everything else exactly.
            if game != "jungle":
                assert np.array_equal(observations[i].reshape(-1), expected)
        actions = [int(rng.choice(np.flatnonzero(m))) for m in env.action_masks]
        env.step(actions)
    assert ((env.observations >= 0) & (env.observations <= 1)).all()


def test_the_same_seed_gives_the_same_games():
    def run(seed):
        env = tabletop.VectorEnv("domino", "domino(players=2)", num_envs=16)
        env.reset(seed)
        out = []
        for _ in range(100):
            env.random_actions()
            env.step()
            out.append((env.observations.copy(), env.rewards.copy(), env.terminated.copy()))
        return out

    a, b, c = run(3), run(3), run(4)
    assert all(np.array_equal(x[k], y[k]) for x, y in zip(a, b) for k in range(3))
    assert not all(np.array_equal(x[0], y[0]) for x, y in zip(a, c))


def test_finished_games_pay_every_seat_and_start_again():
    env = tabletop.VectorEnv("domino", "domino(players=2)", num_envs=32)
    env.reset(1)
    ended = 0
    for _ in range(200):
        env.random_actions()
        env.step()
        done = env.terminated | env.truncated
        ended += int(done.sum())
        assert np.all(env.rewards[~done] == 0)
        assert np.all(env.rewards[done].sum(axis=1) == 0)
        assert np.all(env.rewards[done] != 0)
    assert ended > 100


def test_an_opponent_takes_the_other_seats():
    env = tabletop.VectorEnv("ludo", "ludo(players=2)", num_envs=8, opponent="random",
                             learner_seat=1)
    env.reset(2)
    for _ in range(300):
        assert np.all(env.players == 1)
        env.random_actions()
        env.step()


def test_an_illegal_action_is_refused_and_nothing_moves():
    env = tabletop.VectorEnv("jungle", num_envs=2)
    env.reset(1)
    before = env.observations.copy()
    bad = [int(np.flatnonzero(m == 0)[0]) for m in env.action_masks]
    with pytest.raises(ValueError, match="environment 0"):
        env.step(bad)
    assert np.array_equal(env.observations, before)
