"""The masked PPO example: its hand-written gradient matches finite differences, and a tiny run
against the vector environment sends no illegal action and keeps its losses finite."""

import sys
from pathlib import Path

import numpy as np
import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture(scope="module")
def ppo():
    sys.path.insert(0, str(EXAMPLES))
    try:
        import ppo_masked
        yield ppo_masked
    finally:
        sys.path.remove(str(EXAMPLES))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_ppo_gradient_matches_finite_differences(ppo, seed):
    assert ppo.gradient_check(seed) < 1e-5


def test_the_gradient_check_sees_a_wrong_gradient(ppo, monkeypatch):
    # The same check with the entropy term's gradient left out of the analytic side: it must
    # fail, or the check could not catch a mistake of that size.
    real = ppo.ppo_loss

    def without_entropy_gradient(agent, batch, clip, vf_coef, ent_coef, grads=True):
        if grads:
            return real(agent, batch, clip, vf_coef, 0.0, grads)
        return real(agent, batch, clip, vf_coef, ent_coef, grads)

    monkeypatch.setattr(ppo, "ppo_loss", without_entropy_gradient)
    assert ppo.gradient_check(0) > 1e-3


def test_masked_sampling_never_picks_an_illegal_action(ppo):
    rng = np.random.default_rng(3)
    logits = rng.standard_normal((500, 9)) * 5
    mask = (rng.random((500, 9)) < 0.3).astype(np.int8)
    mask[np.arange(500), rng.integers(9, size=500)] = 1
    logp = ppo.masked_log_softmax(logits, mask)
    assert np.all(np.isneginf(logp[mask == 0]))
    assert np.allclose(np.exp(logp).sum(axis=1), 1.0)
    picks = ppo.sample(logp, rng)
    assert np.all(mask[np.arange(500), picks] == 1)


def test_a_tiny_ppo_run_sends_only_legal_actions_and_keeps_finite_losses(ppo, capsys):
    result = ppo.main(["--game", "domino", "--spec", "domino(players=2)", "--updates", "3",
                       "--num-envs", "8", "--num-steps", "16", "--minibatches", "2",
                       "--epochs", "2", "--hidden", "16", "--eval-games", "16", "--quiet"])
    assert result["illegal"] == 0
    assert len(result["losses"]) == 3 * 2 * 2
    for parts in result["losses"]:
        assert all(np.isfinite(v) for v in parts.values()), parts
    assert result["episodes"], "the statistics wrapper recorded no episode"
    assert all(r in (-4.0, -1.0, 1.0, 4.0) for _, r in result["episodes"])
    assert result["after"]["games"] == 16
    assert "0 illegal actions" in capsys.readouterr().out


def test_a_tiny_ppo_run_at_jungle_bootstraps_truncated_episodes(ppo):
    # Cờ Thú cut off after 4 learner actions: every episode is truncated, and the loop reads the
    # finished games' last observations from info["final_obs"] to bootstrap them.
    result = ppo.main(["--game", "jungle", "--spec", "jungle()", "--updates", "2",
                       "--num-envs", "4", "--num-steps", "8", "--minibatches", "2",
                       "--epochs", "1", "--hidden", "8", "--max-steps", "4",
                       "--eval-games", "0", "--quiet"])
    assert result["illegal"] == 0
    assert result["episodes"]
    for parts in result["losses"]:
        assert all(np.isfinite(v) for v in parts.values()), parts
