"""PPO with action masking, in the CleanRL style, in NumPy alone, against ``tabletop.VectorEnv``.

The agent is two small multi-layer perceptrons (an actor giving one logit per action and a
critic giving the state's value), with hand-written back-propagation and Adam. The policy is a
masked categorical: illegal actions' logits are set to -inf before the soft-max, so an illegal
action has probability 0 and is never sampled, and its logit gets no gradient. The loop is
CleanRL's ``ppo.py`` for a discrete action space: rollouts of ``num_steps`` steps in ``num_envs``
games, generalised advantage estimation, a clipped surrogate objective, a value loss, an entropy
bonus, several epochs of minibatches, global gradient-norm clipping and a linearly annealed
learning rate. The environment is used unchanged, through Gymnasium's vector
``RecordEpisodeStatistics`` wrapper; a truncated episode is bootstrapped from the finished game's
last observation (``info["final_obs"]``, same-step auto-reset).

Before and after training, the policy (actions sampled from it, as it is trained) plays games
against the opponent, the learner's seat turning each episode, and the script prints its win rate
with a 95% interval (Wilson) and its mean return.

    python examples/ppo_masked.py --game domino --spec "domino(players=2)" --updates 300
"""

from __future__ import annotations

import argparse
import math
import os
import time

# Small matrices: one BLAS thread is fastest, and many times faster on a machine whose cores are
# busy with other work (set before NumPy loads; an explicit setting wins).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from gymnasium.wrappers.vector import RecordEpisodeStatistics  # noqa: E402

import tabletop  # noqa: E402


def orthogonal(rows: int, cols: int, gain: float, rng: np.random.Generator) -> np.ndarray:
    """An orthogonal weight matrix scaled by ``gain`` (CleanRL's layer initialisation)."""
    a = rng.standard_normal((max(rows, cols), min(rows, cols)))
    q, r = np.linalg.qr(a)
    q *= np.sign(np.diag(r))
    return gain * (q if rows >= cols else q.T)[:rows, :cols]


class MLP:
    """Fully connected layers with tanh between them and a linear output. ``params`` is the list
    ``[W0, b0, W1, b1, ...]``; ``forward`` keeps what ``backward`` needs."""

    def __init__(self, sizes: list[int], out_gain: float, rng: np.random.Generator,
                 dtype=np.float32):
        self.params = []
        for i, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
            gain = out_gain if i == len(sizes) - 2 else math.sqrt(2.0)
            self.params += [orthogonal(m, n, gain, rng).astype(dtype), np.zeros(n, dtype)]

    def forward(self, x: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
        """The output, and every layer's input (the tanh outputs) for ``backward``."""
        inputs = [x]
        layers = len(self.params) // 2
        h = x
        for i in range(layers):
            z = h @ self.params[2 * i] + self.params[2 * i + 1]
            h = np.tanh(z) if i < layers - 1 else z
            if i < layers - 1:
                inputs.append(h)
        return h, inputs

    def backward(self, inputs: list[np.ndarray], d_out: np.ndarray) -> list[np.ndarray]:
        """The gradients of ``params``, given the loss's gradient at the output."""
        layers = len(self.params) // 2
        grads: list[np.ndarray] = [None] * len(self.params)
        g = d_out
        for i in reversed(range(layers)):
            grads[2 * i] = inputs[i].T @ g
            grads[2 * i + 1] = g.sum(axis=0)
            if i > 0:
                # Through tanh: its derivative is 1 - tanh², and inputs[i] is that tanh.
                g = (g @ self.params[2 * i].T) * (1.0 - inputs[i] * inputs[i])
        return grads


class Adam:
    """Adam over a list of arrays, updated in place (CleanRL's eps of 1e-5)."""

    def __init__(self, params: list[np.ndarray], eps: float = 1e-5):
        self.params = params
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]
        self.t = 0
        self.eps = eps

    def step(self, grads: list[np.ndarray], lr: float, b1: float = 0.9, b2: float = 0.999):
        self.t += 1
        c1, c2 = 1 - b1 ** self.t, 1 - b2 ** self.t
        for p, g, m, v in zip(self.params, grads, self.m, self.v):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            p -= lr * (m / c1) / (np.sqrt(v / c2) + self.eps)


def masked_log_softmax(logits: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Log-probabilities of the masked categorical: -inf at every illegal action."""
    z = np.where(mask > 0, logits, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def sample(logp: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One action per row (Gumbel-max: an action at -inf is never the largest)."""
    return np.argmax(logp - np.log(-np.log(rng.random(logp.shape))), axis=1)


class Agent:
    """The actor (logits) and the critic (value), each an MLP with ``hidden`` units per layer."""

    def __init__(self, obs_size: int, actions: int, hidden: list[int], rng: np.random.Generator,
                 dtype=np.float32):
        self.actor = MLP([obs_size, *hidden, actions], 0.01, rng, dtype)
        self.critic = MLP([obs_size, *hidden, 1], 1.0, rng, dtype)

    @property
    def params(self) -> list[np.ndarray]:
        return self.actor.params + self.critic.params

    def policy(self, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
        return masked_log_softmax(self.actor.forward(x)[0], mask)

    def value(self, x: np.ndarray) -> np.ndarray:
        return self.critic.forward(x)[0][:, 0]


def ppo_loss(agent: Agent, batch: dict, clip: float, vf_coef: float, ent_coef: float,
             grads: bool = True):
    """The PPO loss of a minibatch (clipped surrogate + vf_coef * value loss - ent_coef *
    entropy), its parts, and (with ``grads``) its gradient for every parameter of the agent."""
    x, mask, act = batch["obs"], batch["mask"], batch["actions"]
    adv, ret = batch["advantages"], batch["returns"]
    n = len(act)
    rows = np.arange(n)
    logits, a_inputs = agent.actor.forward(x)
    logp = masked_log_softmax(logits, mask)
    legal = mask > 0
    p = np.exp(logp)
    logp_safe = np.where(legal, logp, 0.0)
    entropy = -(p * logp_safe).sum(axis=1)
    ratio = np.exp(logp[rows, act] - batch["logp"])
    s1 = -adv * ratio
    s2 = -adv * np.clip(ratio, 1 - clip, 1 + clip)
    pg_loss = np.maximum(s1, s2).mean()
    v, c_inputs = agent.critic.forward(x)
    v = v[:, 0]
    v_loss = 0.5 * ((v - ret) ** 2).mean()
    ent = entropy.mean()
    loss = pg_loss + vf_coef * v_loss - ent_coef * ent
    parts = {"loss": float(loss), "policy": float(pg_loss), "value": float(v_loss),
             "entropy": float(ent), "clipfrac": float((np.abs(ratio - 1) > clip).mean())}
    if not grads:
        return parts, None
    # d(max(s1, s2))/d logp[a]: the unclipped branch carries the gradient (-adv * ratio); where
    # the clipped one is the larger, the loss is flat in the policy.
    d_logp_a = np.where(s1 >= s2, -adv * ratio, 0.0) / n
    # d logp[a] / d logit[j] = [j = a] - p[j]; illegal actions have p = 0 and get nothing.
    d_logits = -p * d_logp_a[:, None]
    d_logits[rows, act] += d_logp_a
    # -ent_coef * mean entropy: d H / d logit[j] = -p[j] (log p[j] + H).
    d_logits += (ent_coef / n) * p * (logp_safe + entropy[:, None])
    d_logits = np.where(legal, d_logits, 0.0).astype(logits.dtype)
    d_v = (vf_coef * (v - ret) / n).astype(v.dtype)[:, None]
    return parts, agent.actor.backward(a_inputs, d_logits) + agent.critic.backward(c_inputs, d_v)


def gradient_check(seed: int = 0, obs_size: int = 6, actions: int = 5, n: int = 7,
                   eps: float = 1e-6) -> float:
    """The largest relative difference between ``ppo_loss``'s gradient and central finite
    differences of the loss, on a tiny agent in float64 with random masks, advantages and old
    log-probabilities (so ratios fall on both sides of the clip). A few 1e-9 when right."""
    rng = np.random.default_rng(seed)
    agent = Agent(obs_size, actions, [4], rng, np.float64)
    for p in agent.params:  # away from the initialisation's zero biases and tiny policy head
        p += 0.3 * rng.standard_normal(p.shape)
    mask = (rng.random((n, actions)) < 0.6).astype(np.int8)
    mask[np.arange(n), rng.integers(actions, size=n)] = 1
    x = rng.random((n, obs_size))
    logp = agent.policy(x, mask)
    act = sample(logp, rng)
    batch = {"obs": x, "mask": mask, "actions": act,
             "logp": logp[np.arange(n), act] + 0.3 * rng.standard_normal(n),
             "advantages": rng.standard_normal(n), "returns": rng.standard_normal(n)}
    coefs = dict(clip=0.2, vf_coef=0.5, ent_coef=0.05)
    _, analytic = ppo_loss(agent, batch, **coefs)
    worst = 0.0
    for p, g in zip(agent.params, analytic):
        for i in np.ndindex(p.shape):
            keep = p[i]
            p[i] = keep + eps
            up = ppo_loss(agent, batch, grads=False, **coefs)[0]["loss"]
            p[i] = keep - eps
            down = ppo_loss(agent, batch, grads=False, **coefs)[0]["loss"]
            p[i] = keep
            numeric = (up - down) / (2 * eps)
            worst = max(worst, abs(numeric - g[i]) / max(1e-6, abs(numeric) + abs(g[i])))
    return worst


def evaluate(agent: Agent, args, games: int, seed: int) -> dict:
    """The policy (sampled) against the opponent, the learner's seat turning each episode: each
    of the environments plays the same number of episodes (so short ones are not favoured)."""
    env = tabletop.VectorEnv(args.game, args.spec, num_envs=args.num_envs,
                             opponent=args.opponent, rotate_seats=True, max_steps=args.max_steps)
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    per_env = -(-games // args.num_envs)
    counts = np.zeros(args.num_envs, np.int64)
    returns = []
    n = args.num_envs
    while counts.min() < per_env:
        logp = agent.policy(obs.reshape(n, -1), info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(sample(logp, rng))
        for i in np.flatnonzero(terminated | truncated):
            if counts[i] < per_env:
                returns.append(float(reward[i]))
            counts[i] += 1
    r = np.array(returns)
    wins = int((r > 0).sum())
    lo, hi = wilson(wins, len(r))
    return {"games": len(r), "wins": wins, "draws": int((r == 0).sum()),
            "losses": int((r < 0).sum()), "win_rate": wins / len(r), "ci": (lo, hi),
            "mean_return": float(r.mean())}


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def train(agent: Agent, args) -> dict:
    """CleanRL's PPO loop. Returns what it saw: illegal actions sent (always 0: the sampler never
    picks a masked action, and this counts it independently of the environment's refusal), every
    minibatch's loss parts, and the episode returns the statistics wrapper recorded."""
    n, t_steps = args.num_envs, args.num_steps
    envs = RecordEpisodeStatistics(tabletop.VectorEnv(
        args.game, args.spec, num_envs=n, opponent=args.opponent, rotate_seats=True,
        max_steps=args.max_steps))
    rng = np.random.default_rng(args.seed)
    d = int(np.prod(envs.single_observation_space.shape))
    a = int(envs.single_action_space.n)
    obs_buf = np.zeros((t_steps, n, d), np.float32)
    mask_buf = np.zeros((t_steps, n, a), np.int8)
    act_buf = np.zeros((t_steps, n), np.int64)
    logp_buf = np.zeros((t_steps, n), np.float32)
    val_buf = np.zeros((t_steps, n), np.float32)
    rew_buf = np.zeros((t_steps, n), np.float32)
    done_buf = np.zeros((t_steps, n), np.float32)
    optimizer = Adam(agent.params)
    next_obs, info = envs.reset(seed=args.seed)
    next_mask = info["action_mask"]
    illegal = 0
    losses: list[dict] = []
    episodes: list[tuple[int, float]] = []  # (update, return)
    batch_size = n * t_steps
    minibatch = batch_size // args.minibatches
    for update in range(args.updates):
        lr = args.lr * (1.0 - update / args.updates)
        for t in range(t_steps):
            obs_buf[t] = next_obs.reshape(n, d)  # copies: the environment rewrites its arrays
            mask_buf[t] = next_mask
            logp = agent.policy(obs_buf[t], mask_buf[t])
            action = sample(logp, rng)
            illegal += int((mask_buf[t][np.arange(n), action] == 0).sum())
            act_buf[t] = action
            logp_buf[t] = logp[np.arange(n), action]
            val_buf[t] = agent.value(obs_buf[t])
            next_obs, reward, terminated, truncated, info = envs.step(action)
            reward = reward.astype(np.float32) * args.reward_scale
            # A truncated episode did not end by the rules: bootstrap from its last observation.
            cut = np.flatnonzero(truncated & ~terminated)
            if len(cut):
                finals = np.stack([info["final_obs"][i] for i in cut]).reshape(len(cut), d)
                reward[cut] += args.gamma * agent.value(finals)
            rew_buf[t] = reward
            done_buf[t] = terminated | truncated
            next_mask = info["action_mask"]
            if "episode" in info:
                for i in np.flatnonzero(info["_episode"]):
                    episodes.append((update, float(info["episode"]["r"][i])))
        # Generalised advantage estimation; done[t] means step t ended its episode (the next
        # observation is a new game's first, same-step auto-reset).
        next_value = agent.value(next_obs.reshape(n, d))
        adv = np.zeros((t_steps, n), np.float32)
        last = np.zeros(n, np.float32)
        for t in reversed(range(t_steps)):
            following = next_value if t == t_steps - 1 else val_buf[t + 1]
            alive = 1.0 - done_buf[t]
            delta = rew_buf[t] + args.gamma * following * alive - val_buf[t]
            last = delta + args.gamma * args.gae_lambda * alive * last
            adv[t] = last
        ret = adv + val_buf
        flat = {"obs": obs_buf.reshape(batch_size, d), "mask": mask_buf.reshape(batch_size, a),
                "actions": act_buf.reshape(-1), "logp": logp_buf.reshape(-1),
                "advantages": adv.reshape(-1), "returns": ret.reshape(-1)}
        for _ in range(args.epochs):
            order = rng.permutation(batch_size)
            for start in range(0, batch_size, minibatch):
                idx = order[start:start + minibatch]
                mb = {k: v[idx] for k, v in flat.items()}
                mb["advantages"] = (mb["advantages"] - mb["advantages"].mean()) / (
                    mb["advantages"].std() + 1e-8)
                parts, grads = ppo_loss(agent, mb, args.clip, args.vf_coef, args.ent_coef)
                norm = math.sqrt(sum(float((g * g).sum()) for g in grads))
                if norm > args.max_grad_norm:
                    grads = [g * (args.max_grad_norm / norm) for g in grads]
                optimizer.step(grads, lr)
                losses.append(parts)
        if args.verbose and (update + 1) % max(1, args.updates // 10) == 0:
            recent = [r for u, r in episodes if u > update - max(1, args.updates // 10)]
            print(f"update {update + 1}/{args.updates}: {len(recent)} episodes, mean return "
                  f"{np.mean(recent) if recent else float('nan'):+.3f}, loss "
                  f"{losses[-1]['loss']:+.4f}, entropy {losses[-1]['entropy']:.3f}", flush=True)
    envs.close()
    return {"illegal": illegal, "losses": losses, "episodes": episodes,
            "steps": args.updates * batch_size}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="domino", choices=tabletop.NAMES)
    p.add_argument("--spec", default="domino(players=2)")
    p.add_argument("--opponent", default="random", help="random or a level (practice ... master)")
    p.add_argument("--updates", type=int, default=300)
    p.add_argument("--num-envs", type=int, default=64)
    p.add_argument("--num-steps", type=int, default=32)
    p.add_argument("--minibatches", type=int, default=4)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--hidden", type=int, nargs="+", default=[64, 64])
    p.add_argument("--lr", type=float, default=2.5e-4)
    p.add_argument("--gamma", type=float, default=0.99)
    p.add_argument("--gae-lambda", type=float, default=0.95)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--reward-scale", type=float, default=1.0)
    p.add_argument("--max-steps", type=int, default=200,
                   help="learner actions after which an episode is truncated")
    p.add_argument("--eval-games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--quiet", dest="verbose", action="store_false")
    return p


def main(argv=None) -> dict:
    args = parser().parse_args(argv)
    probe = tabletop.VectorEnv(args.game, args.spec, num_envs=1)
    d = int(np.prod(probe.single_observation_space.shape))
    a = int(probe.single_action_space.n)
    spec = probe.spec_text
    probe.close()
    agent = Agent(d, a, args.hidden, np.random.default_rng(args.seed))
    result = {}
    if args.eval_games:
        result["before"] = evaluate(agent, args, args.eval_games, args.seed + 1000)
    start = time.perf_counter()
    seen = train(agent, args)
    result.update(seen, seconds=time.perf_counter() - start)
    if args.eval_games:
        result["after"] = evaluate(agent, args, args.eval_games, args.seed + 1000)
    print(f"{spec} against {args.opponent}: {args.updates} updates, {seen['steps']:,} learner "
          f"steps in {result['seconds']:.0f} s, {seen['illegal']} illegal actions")
    for when in ("before", "after"):
        if when in result:
            e = result[when]
            lo, hi = e["ci"]
            print(f"{when:6s} training: {e['games']} games, wins {e['wins']} "
                  f"({100 * e['win_rate']:.1f}%, 95% CI {100 * lo:.1f}-{100 * hi:.1f}%), draws "
                  f"{e['draws']}, losses {e['losses']}, mean return {e['mean_return']:+.3f}")
    return result


if __name__ == "__main__":
    main()
