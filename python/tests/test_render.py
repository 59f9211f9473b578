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
