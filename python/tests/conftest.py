"""Shared settings: the variants every test runs."""

import pytest

#: One variant of each game, and the others' small tables (fast games) where they matter.
VARIANTS = [
    ("jungle", None),
    ("ludo", "ludo(players=2)"),
    ("ludo", "ludo(players=4,dice=2,entryFaces={1,6},bonusFaces={1,6})"),
    ("domino", "domino(players=2)"),
    ("domino", None),
]


@pytest.fixture(params=VARIANTS, ids=lambda v: v[1] or f"{v[0]}()")
def variant(request):
    return request.param


@pytest.fixture
def cairosvg():
    """CairoSVG for the picture tests: required where run-tests.sh provided it
    (TABLETOP_TESTS_RENDER=1, so a broken install fails), skipped elsewhere."""
    import os

    if os.environ.get("TABLETOP_TESTS_RENDER") == "1":
        import cairosvg as module

        return module
    return pytest.importorskip("cairosvg", reason="CairoSVG is not installed (pip install 'tabletop[render]')")
