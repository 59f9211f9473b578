"""An OpenSpiel-style game API over the Java states, for search and game-theory code in Python
(MCTS, CFR, AlphaZero-style self-play): the names and conventions of OpenSpiel's ``pyspiel``.

    game = tabletop.spiel.load_game("domino(players=2)")
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    print(state.returns())

A ``State`` holds a Java ``GameHistory`` (an immutable state and the counts the repetition rule
reads), so ``clone()`` costs nothing and ``apply_action`` replaces it. Every answer is the Java
library's: no rule is decided here.

Actions: a player's action is the game's dense action index (the same numbering as the
environments' masks, ``num_distinct_actions()`` of them); a chance outcome's action is the Java
outcome code (a die face, a tile drawn), with probability its weight over the node's total.
``current_player()`` is a seat, ``CHANCE`` (-1) or ``TERMINAL`` (-4), as in OpenSpiel.
Serialisation is the game record's text (``tabletop-record 1``: the spec and every move and
outcome code), which replays exactly.
"""

from __future__ import annotations

import random

import numpy as np

from . import _games, _java

#: ``current_player()`` at a chance node (OpenSpiel's ``PlayerId.CHANCE``).
CHANCE = -1
#: ``current_player()`` once the game is over (OpenSpiel's ``PlayerId.TERMINAL``).
TERMINAL = -4


def load_game(spec: str) -> "Game":
    """The game a variant spec names: ``"jungle()"``, ``"ludo(players=2)"``,
    ``"domino(players=2)"``, or a bare name for its default rules. Raises ValueError naming every
    problem of a bad spec."""
    text = spec.strip()
    name = text.split("(", 1)[0]
    if name not in _games.NAMES:
        raise ValueError(f"unknown game {name!r} in {spec!r} (known: {', '.join(_games.NAMES)})")
    return Game(name, text if "(" in text else None)


class Game:
    """A game's rules with its observer and action space (OpenSpiel's ``Game``)."""

    def __init__(self, name: str, spec: str | None):
        _java.start()
        from dev.tabletop.core import GameHistory, GameRecord, MoveBuffer
        self.name = name
        self.rules = _games.rules(name, spec)
        self.encoding = _games.encoding(name, self.rules)
        self.spec = str(self.rules.spec())
        self._observer = self.encoding.observer()
        self._actions = self.encoding.actions()
        self._history_class = GameHistory
        self._record_class = GameRecord
        self._buffer = MoveBuffer.forGame(self.rules)
        self._hidden = name == "domino"
        self._information = None
        if self._hidden:
            from dev.tabletop.domino import DominoInformationState
            self._information = DominoInformationState(self.rules)

    def __str__(self) -> str:
        return self.spec

    def __repr__(self) -> str:
        return f"tabletop.spiel.load_game({self.spec!r})"

    def num_players(self) -> int:
        return int(self.rules.playerCount())

    def num_distinct_actions(self) -> int:
        """The size of a player's action space (the environments' mask width)."""
        return int(self._actions.size())

    def observation_tensor_shape(self) -> list[int]:
        return [int(d) for d in self._observer.shape()]

    def observation_tensor_size(self) -> int:
        return int(self._observer.size())

    def information_state_tensor_shape(self) -> list[int]:
        """Cờ Thú and Cờ Cá Ngựa (perfect information): the observation's shape; Domino: the
        Java ``DominoInformationState``'s (the observation, then one slot per event seen)."""
        if self._information is not None:
            return [int(d) for d in self._information.shape()]
        return self.observation_tensor_shape()

    def information_state_tensor_size(self) -> int:
        return int(np.prod(self.information_state_tensor_shape()))

    def new_initial_state(self) -> "State":
        """The start of a game (a chance node in Cờ Cá Ngựa and Domino: the first roll, the
        deal)."""
        return State(self, self._history_class.start(self.rules), [])

    def deserialize_state(self, text: str) -> "State":
        """A state from ``State.serialize()`` (a game record's text), replayed and checked move
        by move. Raises ValueError naming the first problem."""
        parsed = self._record_class.parse(text)
        if parsed.isLeft():
            raise ValueError(str(parsed.getLeft().message()))
        record = parsed.get()
        if str(record.spec()) != self.spec:
            raise ValueError(f"the record is of {record.spec()}, this game is {self.spec}")
        return self._replay(int(code) for code in record.moves())

    def _replay(self, codes, checked: bool = True) -> "State":
        """The state these move and outcome codes reach from the start: each checked, or (codes
        the Java library produced itself) played unchecked, several times faster."""
        state = self.new_initial_state()
        if checked:
            for code in codes:
                state.apply_action(code if state.is_chance_node() else state._action_of(code))
            return state
        history, actions, space = state._history, state._actions, self._actions
        for code in codes:
            java = history.state()
            actions.append(code if java.isChance() else int(space.action(java, code)))
            history = history.playUnchecked(code)
        state._history = history
        return state


def _seed(rng) -> int:
    """A 63-bit seed drawn from what the caller gave: a NumPy ``Generator``, a ``random.Random``,
    an int (the seed itself) or, as pyspiel passes one, a callable returning a float in [0, 1)."""
    if isinstance(rng, np.random.Generator):
        return int(rng.integers(0, 2 ** 63 - 1))
    if isinstance(rng, (int, np.integer)) and not isinstance(rng, bool):
        return int(rng)
    if isinstance(rng, random.Random):
        return rng.getrandbits(63)
    if callable(rng):
        return int(float(rng()) * 2 ** 53)
    raise TypeError(f"rng must be a numpy Generator, a random.Random, an int seed or a sampler "
                    f"returning floats in [0, 1), not {type(rng).__name__}")


def _domino_information_state(game: Game, java_state, seat: int) -> str:
    """A Domino seat's information state: the history its view keeps (own deal and draws, every
    play, pass and draw in order), read from the view alone, so twins give the same text."""
    from dev.tabletop.domino import Domino
    view = Domino.view(java_state, seat)
    lines = [f"seat {seat} of {game.spec}"]
    lines += [str(line) for line in view.history()]
    lines.append(f"to move: seat {view.currentPlayer()}")
    return "\n".join(lines)


class State:
    """A position and the history the rules read (OpenSpiel's ``State``). Mutable as OpenSpiel's
    is: ``apply_action`` changes this object; ``clone()`` and ``child()`` give others."""

    def __init__(self, game: Game, history, actions: list[int]):
        self._game = game
        self._history = history
        self._actions = actions

    # What kind of node this is.

    def get_game(self) -> Game:
        return self._game

    @property
    def java_state(self):
        """The Java state (``GameState``) this position is."""
        return self._history.state()

    def current_player(self) -> int:
        if self._history.isOver():
            return TERMINAL
        return int(self._history.state().currentPlayer())

    def is_terminal(self) -> bool:
        """Over by the rules or drawn by the repetition rule."""
        return bool(self._history.isOver())

    def is_chance_node(self) -> bool:
        return not self._history.isOver() and bool(self._history.state().isChance())

    def is_player_node(self) -> bool:
        return self.current_player() >= 0

    def returns(self) -> list[float]:
        """Each seat's return: the rules' at the end (0 for all after a repetition draw), 0
        before."""
        h = self._history
        return [float(h.returns(p)) for p in range(self._game.num_players())]

    def rewards(self) -> list[float]:
        """The returns, paid once at the end."""
        return self.returns() if self.is_terminal() else [0.0] * self._game.num_players()

    def history(self) -> list[int]:
        """The actions applied since the start, chance outcomes included."""
        return list(self._actions)

    def move_number(self) -> int:
        return int(self._history.plies())

    # Moves.

    def _codes(self) -> list[int]:
        buffer = self._game._buffer
        self._history.state().legalMoves(buffer)
        return [int(buffer.get(i)) for i in range(buffer.size())]

    def _action_of(self, code: int) -> int:
        return int(self._game._actions.action(self._history.state(), code))

    def _code_of(self, action: int) -> int:
        state = self._history.state()
        if state.isChance():
            return int(action)
        space = self._game._actions
        if not 0 <= action < int(space.size()):
            raise ValueError(f"action {action} is outside 0..{int(space.size()) - 1}")
        return int(space.move(state, int(action)))

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal actions, ascending: of the seat to move (``player``, when given, must be it,
        else there are none), or the chance outcomes at a chance node; none at the end."""
        if self._history.isOver():
            return []
        state = self._history.state()
        if player is not None and player != int(state.currentPlayer()):
            return []
        if state.isChance():
            return sorted(self._codes())
        return sorted(self._action_of(c) for c in self._codes())

    def legal_actions_mask(self, player: int | None = None) -> np.ndarray:
        """1 at each legal action of the seat to move, ``num_distinct_actions()`` wide (int8)."""
        mask = np.zeros(self._game.num_distinct_actions(), np.int8)
        if not self.is_chance_node():
            mask[self.legal_actions(player)] = 1
        return mask

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of a chance node as (action, probability), ascending by action."""
        state = self._history.state()
        if not self.is_chance_node():
            raise ValueError("chance_outcomes: this is not a chance node")
        buffer = self._game._buffer
        state.legalMoves(buffer)
        total = float(state.chanceTotal())
        return sorted((int(buffer.get(i)), int(buffer.weight(i)) / total)
                      for i in range(buffer.size()))

    def apply_action(self, action: int) -> None:
        """Plays a legal action (a chance outcome at a chance node). Raises ValueError saying why
        an action is not legal; the state is then unchanged."""
        if self._history.isOver():
            raise ValueError("the game is over")
        code = self._code_of(int(action))
        played = self._history.play(code)
        if played.isLeft():
            raise ValueError(str(played.getLeft().message()))
        self._history = played.get()
        self._actions.append(int(action))

    def child(self, action: int) -> "State":
        c = self.clone()
        c.apply_action(action)
        return c

    def clone(self) -> "State":
        """An independent copy (the Java history is immutable: only the action list is
        copied)."""
        return State(self._game, self._history, list(self._actions))

    def action_to_string(self, player_or_action: int, action: int | None = None) -> str:
        """The move text of an action here (``action_to_string(action)`` or, as pyspiel has it,
        ``action_to_string(player, action)``)."""
        a = player_or_action if action is None else action
        return str(self._history.state().moveText(self._code_of(int(a))))

    def string_to_action(self, text: str) -> int:
        """The action a move text names here. Raises ValueError saying what is wrong."""
        state = self._history.state()
        parsed = state.parseMove(text)
        if parsed.isLeft():
            raise ValueError(str(parsed.getLeft().message()))
        code = int(parsed.get())
        return code if state.isChance() else self._action_of(code)

    # What a player knows.

    def _seat(self, player: int | None) -> int:
        if player is None:
            player = self.current_player()
        n = self._game.num_players()
        if not 0 <= int(player) < n:
            raise ValueError(f"player {player} is not a seat (0..{n - 1})")
        return int(player)

    def observation_tensor(self, player: int | None = None) -> np.ndarray:
        """The player's observation: the environments' tensor (float32, flat; shaped by
        ``observation_tensor_shape()``), what that seat may know, the history's ply and
        repetition counts included."""
        import jpype
        out = jpype.JArray(jpype.JFloat)(self._game.observation_tensor_size())
        self._game._observer.write(self._history, self._seat(player), out, 0)
        return np.array(out, dtype=np.float32)

    def observation_string(self, player: int | None = None) -> str:
        """The position as the player may see it: the whole position in a perfect-information
        game, the seat's view in Domino."""
        seat = self._seat(player)
        if self._game._hidden:
            from dev.tabletop.domino import Domino
            return str(Domino.view(self._history.state(), seat))
        return str(self._history.state())

    def information_state_string(self, player: int | None = None) -> str:
        """Everything the player has seen, in order (perfect recall). Cờ Thú and Cờ Cá Ngựa: the
        rules and every move and outcome. Domino: the seat's own deal and draws, every play
        (seat, tile, end), pass and draw with the ends it was at, from the seat's view; equal
        for any two states the seat cannot tell apart."""
        seat = self._seat(player)
        if self._game._hidden:
            return _domino_information_state(self._game, self._history.state(), seat)
        return self._game.spec + " " + " ".join(self._texts())

    def _texts(self) -> list[str]:
        # Replays the actions for their texts (each move's text is read where it was played).
        state = self._game.rules.initialState()
        texts = []
        for action in self._actions:
            code = action if state.isChance() else int(self._game._actions.move(state, action))
            texts.append(str(state.moveText(code)))
            state = state.apply(code)
        return texts

    def information_state_tensor(self, player: int | None = None) -> np.ndarray:
        """Perfect recall as a tensor. Cờ Thú and Cờ Cá Ngựa: the observation tensor (the
        position and the history's counts are all a player knows). Domino: Java's
        ``DominoInformationState``: the observation, then every play (seat, tile, end), pass and
        draw (with the ends they were at) and the seat's own drawn tiles, in order, from the
        seat's view alone."""
        info = self._game._information
        if info is None:
            return self.observation_tensor(player)
        return np.array(info.of(self._history.state(), self._seat(player)), dtype=np.float32)

    def resample_from_infostate(self, player: int, rng) -> "State":
        """A state that ``player`` cannot tell from this one, drawn at random among those
        consistent with its information state (OpenSpiel's name), for determinized search and
        Monte Carlo CFR. Domino: Java's exact sampler (``Domino.sample``) of the seat's view,
        seeded from ``rng`` (a NumPy ``Generator``, a ``random.Random``, an int seed, or
        pyspiel's sampler, a callable returning floats in [0, 1)); every other seat's hidden
        tiles are drawn from what that view allows, each consistent deal alike likely, and the
        state returned is the round replayed from its start, so ``information_state_string``,
        ``information_state_tensor`` and ``observation_tensor`` of ``player`` are this state's,
        and ``history()`` and ``serialize()`` are the sampled round's. Cờ Thú and Cờ Cá Ngựa
        hide nothing: a clone. This state is unchanged."""
        seat = self._seat(player)
        seed = _seed(rng)
        if not self._game._hidden:
            return self.clone()
        from java.util import SplittableRandom
        from dev.tabletop.domino import Domino
        sampled = Domino.sample(Domino.view(self._history.state(), seat), SplittableRandom(seed))
        if sampled.isLeft():  # not for a real state's view; the sampler says why if it happens
            raise RuntimeError(str(sampled.getLeft().message()))
        # The sampled round is a chain of states from the deal; its codes, replayed from the
        # start, give a State with its own history and record.
        codes = []
        state = sampled.get()
        parent = state.parent()
        while not parent.isEmpty():
            codes.append(int(state.lastCode()))
            state = parent.get()
            parent = state.parent()
        codes.reverse()
        replayed = self._game._replay(codes, checked=False)
        # The replay must reach the sampled state itself (same root, same codes); a divergence
        # would hand the caller a state the player could tell apart.
        if not replayed._history.state().equals(sampled.get()):
            raise RuntimeError("the sampled round did not replay to the sampled state")
        return replayed

    # Text.

    def serialize(self) -> str:
        """The game record's text: the spec and every move and outcome code; replays exactly
        with ``Game.deserialize_state``."""
        return str(self._history.record().toText())

    def __str__(self) -> str:
        return str(self._history.state())

    def __repr__(self) -> str:
        return f"<tabletop.spiel.State {self._game.spec} after {len(self._actions)} actions>"
