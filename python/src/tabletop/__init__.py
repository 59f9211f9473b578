"""tabletop for learning agents: Cờ Thú (Jungle), Cờ Cá Ngựa (Ludo) and Domino.

- ``tabletop.jungle_v0``, ``tabletop.ludo_v0``, ``tabletop.domino_v0``: PettingZoo AEC
  environments (``env(spec=...)``);
- ``tabletop.TabletopEnv``: a Gymnasium single-agent environment against a computer level, also
  registered as ``tabletop/Jungle-v0``, ``tabletop/Ludo-v0`` and ``tabletop/Domino-v0``;
- ``tabletop.VectorEnv``: many games stepped by one Java call, into NumPy arrays (a
  ``gymnasium.vector.VectorEnv``);
- ``tabletop.spiel``: an OpenSpiel-style game API (``load_game``, states with ``clone``,
  ``apply_action``, ``chance_outcomes``, information states) for search code.

The Java library runs in this process through JPype (see ``tabletop._java`` for how the jars
are found).
"""

from __future__ import annotations

import gymnasium

from . import domino_v0, jungle_v0, ludo_v0, spiel
from ._games import LEVELS, NAMES
from .envs import TabletopAEC, TabletopEnv, VectorEnv

__all__ = ["jungle_v0", "ludo_v0", "domino_v0", "spiel", "TabletopAEC", "TabletopEnv", "VectorEnv",
           "LEVELS", "NAMES"]
__version__ = "0.1.0"

for _name in NAMES:
    _id = f"tabletop/{_name.capitalize()}-v0"
    if _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point="tabletop.envs:TabletopEnv",
                           vector_entry_point="tabletop.envs:VectorEnv",
                           kwargs={"game": _name})
