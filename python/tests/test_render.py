"""Rendering as Gymnasium and PettingZoo define it: "human" prints and returns None, "ansi"
returns text, "rgb_array" an H×W×3 uint8 image of the game module's own SVG picture."""

import numpy as np
import pytest
from pettingzoo.test import render_test

import tabletop
from tabletop import _games

MODULES = {"jungle": tabletop.jungle_v0, "ludo": tabletop.ludo_v0, "domino": tabletop.domino_v0}
SPECS = [("jungle", None), ("ludo", "ludo(players=2)"), ("domino", "domino(players=2)")]


def test_every_environment_declares_its_modes_and_fps():
    for env in [MODULES["jungle"].env(), tabletop.TabletopEnv("ludo")]:
        assert env.metadata["render_modes"] == ["human", "ansi", "rgb_array"]
        assert env.metadata["render_fps"] > 0


@pytest.mark.parametrize("game,spec", SPECS)
def test_human_prints_and_returns_none_and_ansi_returns_the_text(game, spec, capsys):
    human = MODULES[game].env(spec=spec, render_mode="human")
    human.reset(seed=1)
    printed = capsys.readouterr().out
    assert human.render() is None
    ansi = MODULES[game].env(spec=spec, render_mode="ansi")
    ansi.reset(seed=1)
    text = ansi.render()
    assert isinstance(text, str) and text.strip()
    assert text.strip() in printed
    gym = tabletop.TabletopEnv(game, spec=spec, render_mode="human")
    gym.reset(seed=1)
    assert gym.render() is None
    assert capsys.readouterr().out.strip()


def test_a_bad_mode_is_refused():
    with pytest.raises(ValueError, match="render_mode 'rgb' is not one of"):
        tabletop.TabletopEnv("jungle", render_mode="rgb")


@pytest.mark.parametrize("game,spec", SPECS)
def test_rgb_array_is_the_java_picture_rasterised(game, spec, cairosvg):
    env = MODULES[game].env(spec=spec, render_mode="rgb_array")
    env.reset(seed=2)
    image = env.render()
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
    svg = _games.svg(game, env.unwrapped.state_java)
    width = float(svg.split('width="', 1)[1].split('"', 1)[0].removesuffix("px"))
    assert abs(image.shape[1] - width) <= 1, "the picture's own size"
    assert len(np.unique(image.reshape(-1, 3), axis=0)) > 4, "a drawing, not a blank"


@pytest.mark.parametrize("game,spec", SPECS)
def test_pettingzoos_render_test_passes(game, spec, cairosvg):
    render_test(lambda render_mode=None: MODULES[game].env(spec=spec, render_mode=render_mode))


def test_a_picture_names_the_players_escaped_and_refuses_what_it_cannot_draw():
    from xml.etree import ElementTree

    state = _games.rules("ludo", "ludo(players=2)").initialState()
    nasty = "<script>&\"'"
    svg = _games.svg("ludo", state, names=["Nguyễn Thị Ánh", nasty])
    shown = {e.get("data-name"): e.text for e in ElementTree.fromstring(svg).iter()
             if e.get("data-name") is not None}
    assert shown == {"0": "Nguyễn Thị Ánh", "1": nasty}
    assert "<script" not in svg and "Red (Nguyễn Thị Ánh) to roll" in svg
    # Empty names are no names: the same picture as without them.
    assert _games.svg("ludo", state, names=["", ""]) == _games.svg("ludo", state)
    with pytest.raises(ValueError, match="3 names for a game of 2 players"):
        _games.svg("ludo", state, names=["An", "Bình", "Chi"])
    with pytest.raises(ValueError, match="more than 40"):
        _games.svg("ludo", state, names=["x" * 41])
    # A Domino seat's view: every hand's name, its own face up and the other's face down.
    from dev.tabletop.domino import Domino
    from java.util import SplittableRandom
    round_ = Domino.deal(_games.rules("domino", "domino(players=2)"), SplittableRandom(3))
    view = ElementTree.fromstring(_games.svg("domino", round_, seat=1, names=["An", "Bình"]))
    assert {e.get("data-name"): e.text for e in view.iter() if e.get("data-name")} == {
        "0": "An", "1": "Bình"}
    assert {e.get("data-seat") for e in view.iter() if e.get("data-tile")
            and e.get("data-seat")} == {"1"}
