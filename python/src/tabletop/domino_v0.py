"""Domino as a PettingZoo AEC environment: ``domino_v0.env(spec="domino(...)")``."""

from __future__ import annotations

from pettingzoo.utils import wrappers

from .envs import TabletopAEC


def raw_env(spec: str | None = None, render_mode: str | None = None, max_steps: int = 0):
    """The environment without PettingZoo's wrappers; spec is a variant spec such as
    ``domino()``."""
    return TabletopAEC("domino", spec=spec, render_mode=render_mode, max_steps=max_steps)


def env(spec: str | None = None, render_mode: str | None = None, max_steps: int = 0):
    """The environment in PettingZoo's usual wrappers (order enforcing, bounds checks)."""
    e = raw_env(spec=spec, render_mode=render_mode, max_steps=max_steps)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
