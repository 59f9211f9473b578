"""The self-play example runs (short), and the guide's Python blocks run as written."""

import re
import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_self_play_example_trains_and_evaluates(capsys):
    sys.path.insert(0, str(ROOT / "python" / "examples"))
    try:
        import selfplay
        result = selfplay.main(["--game", "domino", "--spec", "domino(players=2)", "--games",
                                "300", "--eval-games", "200", "--envs", "32"])
    finally:
        sys.path.pop(0)
    out = capsys.readouterr().out
    assert "trained   policy vs random" in out
    wins, draws, losses = result["trained"]
    assert wins + draws + losses >= 200


def test_the_guides_python_blocks_run():
    page = (ROOT / "docs" / "learning.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", page, re.DOTALL)
    assert len(blocks) >= 3
    for block in blocks:
        exec(compile(block, "docs/learning.md", "exec"), {"__name__": "__guide__"})
