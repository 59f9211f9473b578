"""The environments: PettingZoo AEC (every seat a learner's), Gymnasium (one learner against
computer players) and a NumPy vector environment over the Java one. Observations and masks are
written by Java straight into NumPy's memory (direct buffers): nothing is copied between the two
runtimes."""

from __future__ import annotations

from typing import Any

import numpy as np
import gymnasium
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _games, _java


# Episode's endings (RUNNING, TERMINAL, REPETITION, TRUNCATED) as Python ints, checked against
# Java's when the JVM starts: read per step, a Java static field costs a crossing.
_RUNNING, _TERMINAL, _REPETITION, _TRUNCATED = 0, 1, 2, 3

#: java.lang.IllegalArgumentException, once the JVM runs.
_IllegalArgument = None


def _java_classes():
    global _IllegalArgument
    _java.start()
    from dev.tabletop.core.learn import Batch, Episode
    from dev.tabletop.core.learn import VectorEnv as JVectorEnv
    from dev.tabletop.core.search import Player
    from java.lang import IllegalArgumentException
    from java.nio import ByteOrder
    if _IllegalArgument is None:
        java_endings = (Episode.RUNNING, Episode.TERMINAL, Episode.REPETITION, Episode.TRUNCATED)
        if java_endings != (_RUNNING, _TERMINAL, _REPETITION, _TRUNCATED):
            raise RuntimeError(f"the jars' Episode endings {java_endings} are not this package's")
        _IllegalArgument = IllegalArgumentException
    return Batch, Episode, JVectorEnv, Player, ByteOrder


def _floats(array):
    _, _, _, _, ByteOrder = _java_classes()
    return _java.direct(array).order(ByteOrder.nativeOrder()).asFloatBuffer()


def _seed(seed: int | None) -> int:
    """A 63-bit seed: the one given, or a fresh one from the operating system."""
    if seed is None:
        return int(np.random.SeedSequence().entropy % (1 << 63))
    return int(seed) % (1 << 63)


def _refused(e) -> ValueError:
    return ValueError(str(e.getMessage()))


class _Game:
    """A game's rules, encoding and spaces, shared by the environments."""

    def __init__(self, game: str, spec: str | None):
        self.name = game
        self.rules = _games.rules(game, spec)
        self.encoding = _games.encoding(game, self.rules)
        self.spec = str(self.rules.spec())
        self.players = int(self.rules.playerCount())
        self.shape = tuple(int(d) for d in self.encoding.observer().shape())
        self.size = int(self.encoding.observer().size())
        self.actions = int(self.encoding.actions().size())
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, self.shape, np.float32),
            "action_mask": spaces.Box(0, 1, (self.actions,), np.int8),
        })
        self.action_space = spaces.Discrete(self.actions)

    def legal_actions(self, state) -> list[int]:
        """The action indexes of a Java state's legal moves, from its own move list."""
        from dev.tabletop.core import MoveBuffer
        buffer = MoveBuffer.forGame(self.rules)
        state.legalMoves(buffer)
        space = self.encoding.actions()
        return sorted(int(space.action(state, buffer.get(i))) for i in range(buffer.size()))


class _Views:
    """An episode's observation and mask, written by Java into two NumPy arrays that the
    environment owns. What an environment returns are copies of them, the caller's to keep: a
    later step never rewrites an observation already returned."""

    def __init__(self, game: _Game, episode):
        self.game = game
        self.episode = episode
        self.obs = np.zeros(game.size, np.float32)
        self.mask = np.zeros(game.actions, np.int8)
        self._obs = _floats(self.obs)
        self._mask = _java.direct(self.mask)
        self._shaped = self.obs.reshape(game.shape)
        # Bound Java methods, looked up once: each step calls one of them.
        self._observe_into = episode.observeInto
        self.step_into = episode.stepInto

    def observe(self, seat: int) -> int:
        """Writes a seat's observation and mask (zeros unless it is to move); the packed
        status."""
        return self._observe_into(seat, self._obs, self._mask)

    def copies(self) -> dict[str, np.ndarray]:
        """The observation and mask last written, as new arrays."""
        return {"observation": self._shaped.copy(), "action_mask": self.mask.copy()}


class TabletopAEC(AECEnv):
    """A PettingZoo AEC environment: every seat is an agent (``player_0`` …), chance is drawn by
    the environment's seeded generator, and an agent's observation is a dict with
    ``observation`` (what that seat may know, from its own side) and ``action_mask`` (the legal
    actions when it is that agent's turn, else zeros), as PettingZoo's classic games have it.

    Rewards come at the end: each seat's return under the rules (±1 in Cờ Thú, places in Cờ Cá
    Ngựa, stakes or points in Domino), 0 for all after a repetition draw or a truncation at
    ``max_steps`` actions."""

    def __init__(self, game: str, spec: str | None = None, render_mode: str | None = None,
                 max_steps: int = 0):
        super().__init__()
        self._game = _Game(game, spec)
        _, Episode, _, _, _ = _java_classes()
        self._episode = Episode.selfPlay(self._game.encoding, int(max_steps))
        self._views = _Views(self._game, self._episode)
        self.metadata = {"render_modes": RENDER_MODES, "name": f"{game}_v0",
                         "is_parallelizable": False, "render_fps": RENDER_FPS}
        self.render_mode = _check_render_mode(render_mode)
        self.possible_agents = [f"player_{i}" for i in range(self._game.players)]
        self._seats = {a: i for i, a in enumerate(self.possible_agents)}
        self._step = self._episode.step
        self._player = self._episode.player
        self.observation_spaces = {a: self._game.observation_space for a in self.possible_agents}
        self.action_spaces = {a: self._game.action_space for a in self.possible_agents}
        self.agents: list[str] = []

    @property
    def spec_text(self) -> str:
        """The canonical variant spec of the rules played."""
        return self._game.spec

    @property
    def state_java(self):
        """The current Java state (for tools and tests)."""
        return self._episode.state()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self._seats[agent]

    def observe(self, agent):
        views = self._views
        views.observe(self._seats[agent])
        return views.copies()

    def reset(self, seed: int | None = None, options: dict | None = None):
        self._episode.reset(_seed(seed))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[int(self._episode.player())]
        if self.render_mode == "human":
            self.render()

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        try:
            ending = self._step(int(action))
        except _IllegalArgument as e:
            raise _refused(e) from None
        rewards = self.rewards
        if ending == _RUNNING:
            for a in self.agents:
                rewards[a] = 0.0
            self.agent_selection = self.possible_agents[self._player()]
        else:
            truncated = ending == _TRUNCATED
            for a in self.agents:
                rewards[a] = float(self._episode.reward(self._seats[a]))
                self.terminations[a] = not truncated
                self.truncations[a] = truncated
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        """The table in the render mode (the whole table: every seat is this environment's)."""
        return _render(self.render_mode, self._game.name, self._episode.state())

    def close(self):
        pass


#: The render modes of every environment: "human" prints the text and returns None, "ansi"
#: returns it, "rgb_array" returns the game module's own picture (SVG drawn in Java) rasterised
#: by CairoSVG as an H×W×3 uint8 array.
RENDER_MODES = ["human", "ansi", "rgb_array"]

#: The frames a second a viewer shows (PettingZoo's and Gymnasium's render_fps).
RENDER_FPS = 2


def _check_render_mode(mode: str | None) -> str | None:
    if mode is not None and mode not in RENDER_MODES:
        raise ValueError(f"render_mode {mode!r} is not one of {RENDER_MODES} (or None)")
    if mode == "rgb_array":
        _cairosvg()
    return mode


def _cairosvg():
    try:
        import cairosvg
    except ImportError as e:
        raise ImportError("render_mode='rgb_array' rasterises the game's SVG picture with "
                          "CairoSVG: pip install 'tabletop[render]' (CairoSVG needs the "
                          "system's cairo library, e.g. apt-get install libcairo2)") from e
    except OSError as e:  # cairocffi found no libcairo
        raise ImportError(f"CairoSVG needs the system's cairo library (e.g. apt-get install "
                          f"libcairo2): {e}") from e
    return cairosvg


def picture(svg: str) -> np.ndarray:
    """An SVG picture rasterised by CairoSVG: an H×W×3 uint8 array (white behind transparent
    parts)."""
    from io import BytesIO

    from PIL import Image  # CairoSVG's own dependency

    png = _cairosvg().svg2png(bytestring=svg.encode("utf-8"), background_color="white")
    with Image.open(BytesIO(png)) as image:
        return np.asarray(image.convert("RGB"), dtype=np.uint8).copy()


def _text(state) -> str:
    return str(state.diagram()) if hasattr(state, "diagram") else str(state)


def _render(mode: str | None, game: str, state, seat: int | None = None):
    """What render() gives in a mode: None (after printing) for "human", the text for "ansi",
    the picture for "rgb_array"; None, with Gymnasium's warning, without a mode."""
    if mode is None:
        gymnasium.logger.warn("render() was called without a render_mode: give one to the "
                              "environment, e.g. render_mode=\"ansi\"")
        return None
    if mode == "rgb_array":
        return picture(_games.svg(game, state, seat))
    text = _text(state)
    if mode == "human":
        print(text)
        return None
    return text


class TabletopEnv(gymnasium.Env):
    """A Gymnasium single-agent environment: the learner plays one seat, computer players (a
    level, or uniform random play) the others, and chance is drawn by the environment's seeded
    generator. Observations are dicts with ``observation`` and ``action_mask``; the reward is the
    learner's return at the end. An illegal action ends the episode with ``illegal_reward`` and
    ``info["illegal_action"]``, so that a policy sampling the whole action space (as Gymnasium's
    checker does) meets a defined outcome.

    ``opponent`` is ``"random"`` (uniform random legal moves, the fastest and the default) or a
    level, ``"practice"`` … ``"master"``; ``nodes`` gives a level a node budget (reproducible
    from the seed). ``seat`` is the learner's seat, or ``"alternate"``: the seed of
    ``reset(seed=…)`` decides the first episode's seat, which moves on by one at each reset
    without a seed (so the same seed gives the same seat and game).

    ``render_mode``: ``"human"`` prints the table at each reset and step (``render()`` returns
    None), ``"ansi"`` returns its text, ``"rgb_array"`` the game module's own picture as an
    H×W×3 uint8 array (needs ``pip install 'tabletop[render]'``); Domino's picture shows the
    learner's view."""

    metadata = {"render_modes": RENDER_MODES, "render_fps": RENDER_FPS}

    def __init__(self, game: str = "jungle", spec: str | None = None, opponent: str = "random",
                 nodes: int | None = None, seat: int | str = 0, max_steps: int = 0,
                 illegal_reward: float = -1.0, render_mode: str | None = None):
        super().__init__()
        self._game = _Game(game, spec)
        _, Episode, _, Player, _ = _java_classes()
        import jpype
        n = self._game.players
        seating = jpype.JArray(Player)(n)
        for s in range(1, n):
            seating[s] = _games.player(game, self._game.rules, opponent, nodes)
        rotate = seat == "alternate"
        shift = 0 if rotate else int(seat)
        if not 0 <= shift < n:
            raise ValueError(f"seat {seat} is not a seat of {self._game.spec}")
        self._episode = Episode(self._game.encoding, seating, rotate, shift, int(max_steps))
        self._views = _Views(self._game, self._episode)
        self.observation_space = self._game.observation_space
        self.action_space = self._game.action_space
        self.render_mode = _check_render_mode(render_mode)
        self.illegal_reward = float(illegal_reward)
        self._over = True

    def _obs(self):
        # The learner is to move until the episode ends; then its mask is all zeros.
        self._status(self._views.observe(self._seat))
        return self._views.copies()

    def _status(self, status: int) -> int:
        """Keeps the plies from a packed status (Episode.status()); the ending."""
        self._plies = status >> 16
        return status & 0xFF

    def _info(self) -> dict[str, Any]:
        return {"seat": self._seat, "plies": self._plies}

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        if seed is not None or not hasattr(self, "_started"):
            self._episode.reset(_seed(seed))
            self._started = True
        else:
            self._episode.reset()
        self._seat = int(self._episode.learnerSeat())
        self._over = False
        if self.render_mode == "human":
            self.render()
        return self._obs(), self._info()

    def step(self, action):
        # One Java call plays the action (and the computer seats), writes the learner's
        # observation and mask and returns the status.
        if self._over:
            raise RuntimeError("the episode is over: call reset()")
        views = self._views
        try:
            ending = self._status(views.step_into(int(action), self._seat, views._obs,
                                                  views._mask))
        except _IllegalArgument:
            self._over = True
            info = self._info()
            info["illegal_action"] = True
            return self._obs(), self.illegal_reward, True, False, info
        if ending == _RUNNING:
            reward, terminated, truncated = 0.0, False, False
        else:
            reward = float(self._episode.reward(self._seat))
            terminated = ending == _TERMINAL or ending == _REPETITION
            truncated = ending == _TRUNCATED
            self._over = True
        if self.render_mode == "human":
            self.render()
        return views.copies(), reward, terminated, truncated, self._info()

    def render(self):
        """The table in the render mode; Domino's picture shows the learner's view."""
        return _render(self.render_mode, self._game.name, self._episode.state(), self._seat)


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games stepped together by one Java call: a ``gymnasium.vector.VectorEnv``
    whose NumPy arrays Java writes in place (views, rewritten at every step: copy what you
    keep):

    - ``observations``: ``(num_envs, *shape)`` float32, each game's observation for its seat to
      move (what ``reset`` and ``step`` return; ``single_observation_space`` is its Box);
    - ``action_masks``: ``(num_envs, actions)`` int8, also ``info["action_mask"]``;
    - ``rewards``: ``(num_envs, players)`` float32, every seat's return for a game that ended at
      this step, else 0 (also ``info["seat_rewards"]``); ``step`` returns the column of the seat
      that played each game's action (the learner's, against computer players);
    - ``players``: ``(num_envs,)`` int32, the seat to move (``info["players"]``);
    - ``terminated``, ``truncated``: ``(num_envs,)`` bool;
    - ``actions``: ``(num_envs,)`` int32, read by ``step()``.

    ``autoreset_mode`` (``metadata["autoreset_mode"]``), as Gymnasium 1.x defines them:

    - ``"same_step"`` (the default, the fastest): a game that ends starts again at once; the
      observation returned is the new game's first, and ``info["final_obs"]`` (an object array,
      ``info["_final_obs"]`` marking the games that ended) holds the finished game's last
      observation for the seat whose action ended it; ``info["final_info"]`` likewise;
    - ``"next_step"`` (what Gymnasium's observation wrappers such as ``NormalizeObservation``
      require): the step that ends a game returns its last observation (mask all zeros, player
      -1); the next step starts the new game and ignores that game's action.

    With ``opponent`` (``"random"`` or a level) computer players take every seat but the learner's
    (``learner_seat``; with ``rotate_seats``, or ``seat="alternate"``, it moves on by one each
    episode, the first seat decided by the seed). An illegal action is refused with ValueError
    naming the game and the rule, and nothing moves.

    A step rewrites in each game's observation only what its moves changed
    (``incremental_observations``, the default): the result is the same as a whole write as long
    as nothing else writes ``observations``. Code that changes them in place (normalising
    ``obs`` with ``-=``, say) passes ``incremental_observations=False`` or calls
    ``forget_written_observations()`` after each change."""

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(self, game: str, spec: str | None = None, num_envs: int = 64,
                 opponent: str | None = None, nodes: int | None = None, learner_seat: int = 0,
                 rotate_seats: bool = False, max_steps: int = 0, seat: int | str | None = None,
                 autoreset_mode: str | gymnasium.vector.AutoresetMode = "same_step",
                 render_mode: str | None = None, incremental_observations: bool = True):
        modes = {"same_step": gymnasium.vector.AutoresetMode.SAME_STEP,
                 "next_step": gymnasium.vector.AutoresetMode.NEXT_STEP}
        mode = modes.get(autoreset_mode, autoreset_mode)
        if mode not in modes.values():
            raise ValueError(f"autoreset_mode {autoreset_mode!r} is not one of {list(modes)}")
        self.metadata = {"autoreset_mode": mode, "render_modes": []}
        self._same_step = mode == gymnasium.vector.AutoresetMode.SAME_STEP
        if render_mode is not None:
            raise ValueError("the vector environment does not render: render one game with "
                             "TabletopEnv or an AEC environment")
        if seat is not None:  # TabletopEnv's way of saying it, for gymnasium.make_vec
            rotate_seats = seat == "alternate"
            learner_seat = 0 if rotate_seats else int(seat)
        self._game = _Game(game, spec)
        Batch, _, JVectorEnv, _, _ = _java_classes()
        builder = JVectorEnv.builder(self._game.encoding).envs(int(num_envs)).maxSteps(
            int(max_steps)).rotateSeats(bool(rotate_seats)).nextStepAutoreset(
            not self._same_step).incrementalObservations(bool(incremental_observations))
        if opponent is not None:
            builder.opponent(_games.player(game, self._game.rules, opponent, nodes))
            builder.learnerSeat(int(learner_seat))
        self._env = builder.build()
        n, g = int(num_envs), self._game
        self.num_envs = n
        self.players_count = g.players
        self.single_observation_space = spaces.Box(0.0, 1.0, g.shape, np.float32)
        self.single_action_space = g.action_space
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, n)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, n)
        self.render_mode = None
        self._obs = np.zeros((n, g.size), np.float32)
        self.observations = self._obs.reshape((n,) + g.shape)
        self.action_masks = np.zeros((n, g.actions), np.int8)
        self.rewards = np.zeros((n, g.players), np.float32)
        self.players = np.zeros(n, np.int32)
        self.terminated = np.zeros(n, np.bool_)
        self.truncated = np.zeros(n, np.bool_)
        self.actions = np.zeros(n, np.int32)
        self._finals = np.zeros((n,) + g.shape, np.float32)
        self._reward = np.zeros(n, np.float32)
        self._movers = np.zeros(n, np.int32)
        self._index = np.arange(n)
        d = _java.direct
        self._batch = Batch.wrap(self._env, d(self._obs), d(self.action_masks), d(self.rewards),
                                 d(self.players), d(self.terminated), d(self.truncated),
                                 d(self.actions))
        if self._same_step:
            self._env.keepFinalObservations(_floats(self._finals))
        self._java_step = self._env.step
        self._random = None

    @property
    def spec_text(self) -> str:
        return self._game.spec

    def _info(self) -> dict[str, Any]:
        return {"players": self.players, "action_mask": self.action_masks,
                "seat_rewards": self.rewards}

    def reset(self, seed: int | None = None, options: dict | None = None):
        """Starts every game, game ``i`` seeded from ``seed`` and ``i`` (a fresh seed when
        None)."""
        from java.util import SplittableRandom
        if seed is not None and not isinstance(seed, (int, np.integer)):
            raise ValueError("seed is one int for the whole batch (game i is seeded from it "
                             f"and i), not {seed!r}")
        super().reset(seed=None if seed is None else int(seed))
        seed = _seed(seed)
        self._env.reset(seed, self._batch)
        self._random = SplittableRandom(seed ^ 0x5DEECE66D)
        return self.observations, self._info()

    def step(self, actions=None):
        """Steps every game with ``actions`` (or what is in ``self.actions``)."""
        if actions is not None:
            np.copyto(self.actions, actions, casting="unsafe")
        np.copyto(self._movers, self.players)
        try:
            self._java_step(self._batch)
        except _IllegalArgument as e:
            raise _refused(e) from None
        # A game starting again under next-step auto-reset had mover -1: its rewards are 0.
        np.copyto(self._reward, self.rewards[self._index, self._movers])
        info = self._info()
        done = self.terminated | self.truncated
        if self._same_step and done.any():
            finals = np.full(self.num_envs, None, dtype=object)
            for i in np.flatnonzero(done):
                finals[i] = self._finals[i].copy()
            info["final_obs"], info["_final_obs"] = finals, done
            info["final_info"], info["_final_info"] = {}, done
        return self.observations, self._reward, self.terminated, self.truncated, info

    def forget_written_observations(self) -> None:
        """The next step writes every observation whole: call it after changing
        ``observations`` in place."""
        self._env.forgetWrittenObservations()

    def random_actions(self):
        """Writes a uniformly random legal action for every game into ``self.actions``, drawn in
        Java (the random baseline, without NumPy's cost)."""
        self._env.randomActions(self._random, self._batch)
        return self.actions

    def state_java(self, index: int):
        return self._env.state(int(index))

    def legal_actions(self, index: int) -> list[int]:
        return self._game.legal_actions(self._env.state(int(index)))

    def close_extras(self, **kwargs):
        pass
