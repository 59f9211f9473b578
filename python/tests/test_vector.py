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


def test_it_is_a_gymnasium_vector_env_with_same_step_autoreset():
    import gymnasium
    env = tabletop.VectorEnv("ludo", "ludo(players=2)", num_envs=4)
    assert isinstance(env, gymnasium.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    obs, info = env.reset(seed=1)
    assert env.observation_space.contains(obs)
    assert env.action_space.shape == (4,)
    np.testing.assert_array_equal(info["action_mask"], env.action_masks)


def test_the_final_observation_is_the_finished_games_last_for_the_seat_that_ended_it():
    # Cờ Thú has no chance: the last state is the state before the step with the action applied.
    env = tabletop.VectorEnv("jungle", num_envs=4, max_steps=15)
    observer, space = env._game.encoding.observer(), env._game.encoding.actions()
    env.reset(seed=2)
    planes = 22 * 9 * 7  # the ply and repetition planes need the episode's counts
    finished = 0
    for _ in range(120):
        actions = env.random_actions().copy()
        expected = []
        for i in range(env.num_envs):
            state = env.state_java(i)
            last = state.apply(space.move(state, int(actions[i])))
            expected.append(np.array(observer.observe(last, int(env.players[i])), np.float32))
        obs, reward, terminated, truncated, info = env.step(actions)
        done = terminated | truncated
        assert ("final_obs" in info) == bool(done.any())
        for i in np.flatnonzero(done):
            assert info["_final_obs"][i] and info["_final_info"][i]
            np.testing.assert_array_equal(info["final_obs"][i].reshape(-1)[:planes],
                                          expected[i][:planes])
            finished += 1
        if done.any():
            assert all(info["final_obs"][i] is None for i in np.flatnonzero(~done))
    assert finished >= 20


def test_the_reward_is_the_column_of_the_seat_that_moved():
    env = tabletop.VectorEnv("domino", "domino(players=2)", num_envs=16)
    env.reset(seed=4)
    paid = 0
    for _ in range(200):
        movers = env.players.copy()
        env.random_actions()
        _, reward, terminated, _, info = env.step()
        np.testing.assert_array_equal(reward, env.rewards[np.arange(16), movers])
        paid += int(np.count_nonzero(reward))
    assert paid > 20


def test_standard_wrappers_take_it():
    from gymnasium.wrappers.vector import (NormalizeObservation, NormalizeReward,
                                           RecordEpisodeStatistics)
    env = RecordEpisodeStatistics(NormalizeReward(NormalizeObservation(
        tabletop.VectorEnv("domino", "domino(players=2)", num_envs=8, opponent="random",
                           autoreset_mode="next_step"))))
    obs, info = env.reset(seed=5)
    episodes = 0
    rng = np.random.default_rng(0)
    for _ in range(300):
        mask = info["action_mask"]
        actions = np.argmax(rng.random(mask.shape) * mask, axis=1)
        obs, reward, terminated, truncated, info = env.step(actions)
        if "episode" in info:
            episodes += int(info["_episode"].sum())
            assert np.all(info["episode"]["l"][info["_episode"]] > 0)
    assert episodes > 20


def test_make_vec_gives_the_java_vector_env():
    import gymnasium
    env = gymnasium.make_vec("tabletop/Domino-v0", num_envs=3, vectorization_mode="vector_entry_point",
                             spec="domino(players=2)", opponent="random", seat="alternate")
    assert isinstance(env.unwrapped, tabletop.VectorEnv)
    env.reset(seed=1)
    first = [int(env.unwrapped.players[i]) for i in range(3)]
    env.reset(seed=1)
    assert first == [int(env.unwrapped.players[i]) for i in range(3)]


def test_next_step_autoreset_returns_the_last_observation_then_starts_again():
    same = tabletop.VectorEnv("domino", "domino(players=2)", num_envs=1, opponent="random")
    nxt = tabletop.VectorEnv("domino", "domino(players=2)", num_envs=1, opponent="random",
                             autoreset_mode="next_step")
    assert nxt.metadata["autoreset_mode"].name == "NEXT_STEP"
    same.reset(seed=9)
    nxt.reset(seed=9)
    ended = 0
    for _ in range(300):
        action = same.random_actions().copy()
        o1, r1, t1, _, info = same.step(action)
        o2, r2, t2, _, _ = nxt.step(action)
        assert r1[0] == r2[0] and t1[0] == t2[0]
        if t1[0]:
            ended += 1
            np.testing.assert_array_equal(o2[0], info["final_obs"][0])
            assert nxt.players[0] == -1 and not nxt.action_masks[0].any()
            o2, r2, t2, _, _ = nxt.step([12345])  # ignored
            assert r2[0] == 0 and not t2[0]
        np.testing.assert_array_equal(o1, o2)
    assert ended > 5


ASYNC_SCRIPT = """
import gymnasium, numpy as np, tabletop
if __name__ == "__main__":
    env = gymnasium.make_vec("tabletop/Domino-v0", num_envs=2, vectorization_mode="async",
                             vector_kwargs={"context": "%s"}, spec="domino(players=2)")
    obs, info = env.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(300):
        m = obs["action_mask"]
        obs, r, t, tr, info = env.step(np.argmax(rng.random(m.shape) * m, axis=1))
    print("stepped")
"""


def _run_async(tmp_path, context):
    import subprocess
    import sys
    script = tmp_path / f"{context}.py"
    script.write_text(ASYNC_SCRIPT % context)
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120)


def test_gymnasiums_async_vector_env_with_forkserver_exits_without_close(tmp_path):
    done = _run_async(tmp_path, "forkserver")
    assert done.returncode == 0, done.stderr
    assert "stepped" in done.stdout


def test_a_worker_forked_from_a_running_jvm_says_so_at_once(tmp_path):
    # The parent's JVM (started for the spaces) does not survive fork: its workers once hung
    # in it at random; now each refuses at once with the reason and the way out.
    done = _run_async(tmp_path, "fork")
    assert done.returncode != 0
    assert "stepped" not in done.stdout
    assert "a JVM does not survive fork" in done.stderr
    assert "forkserver" in done.stderr


def test_rewritten_observations_equal_whole_ones_in_numpys_memory(variant):
    # The default rewrites only what each step changed in NumPy's arrays; against an environment
    # that writes every observation whole, seeded alike and given the same actions, every
    # observation and mask is the same, through finished games, cut-offs and opponents' moves.
    game, spec = variant
    kwargs = dict(num_envs=8, max_steps=30, opponent="random", rotate_seats=True)
    fast = tabletop.VectorEnv(game, spec, **kwargs)
    whole = tabletop.VectorEnv(game, spec, incremental_observations=False, **kwargs)
    fast.reset(seed=4)
    whole.reset(seed=4)
    ended = 0
    for _ in range(120):
        actions = fast.random_actions().copy()
        fast.step(actions)
        whole.step(actions)
        np.testing.assert_array_equal(fast.observations, whole.observations)
        np.testing.assert_array_equal(fast.action_masks, whole.action_masks)
        ended += int((fast.terminated | fast.truncated).sum())
    assert ended > 0
    # A caller that writes the arrays itself says so, and the next step writes them whole.
    fast.observations[:] = 0.5
    fast.forget_written_observations()
    actions = fast.random_actions().copy()
    fast.step(actions)
    whole.step(actions)
    np.testing.assert_array_equal(fast.observations, whole.observations)
