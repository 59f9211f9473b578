"""The OpenSpiel-style API answers as the Java library does, along random play of every game:
each answer is compared with the Java calls made directly on a GameHistory the test keeps."""

import numpy as np
import pytest

import tabletop
from tabletop import spiel

SPECS = ["jungle()", "ludo(players=4,dice=2)", "domino(players=2)", "domino()"]


@pytest.mark.parametrize("spec", SPECS)
def test_every_answer_is_the_java_one_along_random_play(spec):
    game = spiel.load_game(spec)  # starts the JVM
    from dev.tabletop.core import GameHistory, MoveBuffer
    rng = np.random.default_rng(len(spec))
    space = game.encoding.actions()
    buffer = MoveBuffer.forGame(game.rules)
    for _ in range(2):
        state = game.new_initial_state()
        java = GameHistory.start(game.rules)
        for _ in range(150):
            s = java.state()
            assert state.is_terminal() == java.isOver()
            assert state.returns() == [java.returns(p) for p in range(game.num_players())]
            if java.isOver():
                assert state.current_player() == spiel.TERMINAL and state.legal_actions() == []
                break
            s.legalMoves(buffer)
            codes = [buffer.get(i) for i in range(buffer.size())]
            if s.isChance():
                assert state.current_player() == spiel.CHANCE and state.is_chance_node()
                outcomes = state.chance_outcomes()
                weights = {buffer.get(i): buffer.weight(i) for i in range(buffer.size())}
                assert [a for a, _ in outcomes] == sorted(weights)
                assert all(p == weights[a] / s.chanceTotal() for a, p in outcomes)
                assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
                assert not state.legal_actions_mask().any()
                code = int(rng.choice(sorted(weights)))
                action = code
            else:
                seat = int(s.currentPlayer())
                assert state.current_player() == seat and not state.is_chance_node()
                legal = sorted(int(space.action(s, c)) for c in codes)
                assert state.legal_actions() == legal == state.legal_actions(seat)
                assert list(np.flatnonzero(state.legal_actions_mask())) == legal
                if game.num_players() > 1:
                    assert state.legal_actions((seat + 1) % game.num_players()) == []
                action = int(rng.choice(legal))
                code = int(space.move(s, action))
                for p in range(game.num_players()):
                    expected = np.zeros(game.observation_tensor_size(), np.float32)
                    game.encoding.observer().write(java, p, expected_java := _floats(expected), 0)
                    np.testing.assert_array_equal(state.observation_tensor(p),
                                                  np.array(expected_java, np.float32))
            text = str(s.moveText(code))
            assert state.action_to_string(action) == text
            assert state.action_to_string(state.current_player(), action) == text
            assert state.string_to_action(text) == action
            assert str(state) == str(s)
            clone = state.clone()
            state.apply_action(action)
            java = java.play(code).get()
            assert clone.history() == state.history()[:-1], "a clone is independent"
            assert state.java_state.equals(java.state())
        again = game.deserialize_state(state.serialize())
        assert again.history() == state.history()
        assert again.java_state.equals(state.java_state)
        assert again.serialize() == str(java.record().toText())


def _floats(like):
    import jpype
    return jpype.JArray(jpype.JFloat)(len(like))


def test_an_illegal_action_is_refused_and_nothing_changes():
    state = spiel.load_game("jungle()").new_initial_state()
    illegal = int(np.flatnonzero(state.legal_actions_mask() == 0)[0])
    before = state.serialize()
    with pytest.raises(ValueError):
        state.apply_action(illegal)
    assert state.serialize() == before and state.history() == []
    with pytest.raises(ValueError, match="unknown game"):
        spiel.load_game("chess()")
    with pytest.raises(ValueError, match="players"):
        spiel.load_game("ludo(players=9)")


def test_domino_information_states_of_twins_are_equal_and_keep_the_order_of_play():
    game = spiel.load_game("domino(players=2)")
    from dev.tabletop.domino import Domino
    from java.util import SplittableRandom
    rng = np.random.default_rng(5)
    random = SplittableRandom(3)
    compared = different = 0
    for _ in range(4):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_player_node():
                for seat in range(2):
                    twin = Domino.sample(Domino.view(state.java_state, seat), random).get()
                    mine = state.information_state_string(seat)
                    assert spiel._domino_information_state(game, twin, seat) == mine
                    tensor = state.information_state_tensor(seat)
                    assert tensor.shape == (game.information_state_tensor_size(),)
                    np.testing.assert_array_equal(
                        np.array(game._information.of(twin, seat), np.float32), tensor)
                    other = 1 - seat
                    if twin.hand(other) != state.java_state.hand(other):
                        different += 1
                    compared += 1
                actions = state.legal_actions()
            else:
                actions = [a for a, _ in state.chance_outcomes()]
            state.apply_action(int(rng.choice(actions)))
    assert compared > 20
    assert different > compared // 3, "the twins are other deals"
    # Perfect recall: the order of the plays is in the string, not only the tiles on the table.
    lines = state.information_state_string(0).splitlines()
    plays = [line for line in lines if " played " in line]
    assert len(plays) >= 2


@pytest.mark.parametrize("spec", ["domino(players=2)", "domino()"])
def test_a_resampled_state_has_the_players_information_state_and_other_hidden_tiles(spec):
    game = spiel.load_game(spec)
    rng = np.random.default_rng(11)
    positions = varied = 0
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if rng.random() < (0.4 if state.is_player_node() else 0.1):
                for seat in rng.permutation(game.num_players())[:2]:
                    seat = int(seat)
                    before = state.serialize()
                    mine = state.information_state_string(seat)
                    tensor = state.information_state_tensor(seat)
                    hands = set()
                    for k in range(4):
                        world = state.resample_from_infostate(seat, rng)
                        assert world.information_state_string(seat) == mine
                        np.testing.assert_array_equal(world.information_state_tensor(seat), tensor)
                        np.testing.assert_array_equal(world.observation_tensor(seat),
                                                      state.observation_tensor(seat))
                        assert world.current_player() == state.current_player()
                        if state.current_player() == seat:
                            assert world.legal_actions() == state.legal_actions()
                        # Its own hand is the seat's; the others' are drawn again.
                        java = world.java_state
                        assert java.hand(seat) == state.java_state.hand(seat)
                        hands.add(tuple(java.hand(s) for s in range(game.num_players())))
                        if k == 0:  # a state of its own: a record that replays to it
                            again = game.deserialize_state(world.serialize())
                            assert again.java_state.equals(java)
                            assert again.history() == world.history()
                    assert state.serialize() == before, "resampling changes nothing"
                    positions += 1
                    varied += len(hands) > 1
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(int(actions[rng.choice(len(actions), p=probs)]))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
    assert positions > 25, positions
    # The other seats' tiles are hidden, so four draws of the table rarely agree (only late in a
    # round with an empty boneyard and few tiles left can they all be the same).
    assert varied > positions * 2 // 3, (varied, positions)


def test_resampling_is_reproducible_from_the_seed_and_a_clone_where_nothing_is_hidden():
    game = spiel.load_game("domino(players=2)")
    state = game.new_initial_state()
    rng = np.random.default_rng(2)
    for _ in range(16):
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(state.legal_actions()[0])
    a = state.resample_from_infostate(0, np.random.default_rng(9)).serialize()
    b = state.resample_from_infostate(0, np.random.default_rng(9)).serialize()
    c = state.resample_from_infostate(0, 9).serialize()
    d = state.resample_from_infostate(0, lambda: 0.25).serialize()
    assert a == b and a.splitlines()[0] == c.splitlines()[0] and d
    with pytest.raises(TypeError, match="rng"):
        state.resample_from_infostate(0, "seven")
    with pytest.raises(ValueError, match="player 5"):
        state.resample_from_infostate(5, rng)
    jungle = spiel.load_game("jungle()").new_initial_state()
    jungle.apply_action(jungle.legal_actions()[3])
    copy = jungle.resample_from_infostate(1, rng)
    assert copy.serialize() == jungle.serialize() and copy is not jungle


def test_the_determinized_search_example_runs_against_the_api_alone():
    import sys
    from pathlib import Path
    examples = str(Path(__file__).resolve().parents[1] / "examples")
    sys.path.insert(0, examples)
    try:
        import pimc_domino
    finally:
        sys.path.remove(examples)
    results = pimc_domino.play(rounds=2, samples=2, rollouts=1, seed=3)
    assert len(results) == 2 and all(r in (-4, -1, 1, 4) for r in results)
