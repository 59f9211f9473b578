"""The three games by name: their rules from variant specs, encodings and computer players."""

from __future__ import annotations

from . import _java

#: The games, by the name their variant specs start with.
NAMES = ("jungle", "ludo", "domino")

#: The computer players: uniform random play, then the six levels (Tập chơi … Đại sư).
LEVELS = ("random", "practice", "easy", "medium", "hard", "expert", "master")


def _classes(game: str):
    _java.start()
    if game == "jungle":
        from dev.tabletop.jungle import Jungle as G
        from dev.tabletop.jungle.players import JungleLevel as L
    elif game == "ludo":
        from dev.tabletop.ludo import Ludo as G
        from dev.tabletop.ludo.players import LudoLevel as L
    elif game == "domino":
        from dev.tabletop.domino import Domino as G
        from dev.tabletop.domino.players import DominoLevel as L
    else:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(NAMES)})")
    return G, L


def rules(game: str, spec: str | None = None):
    """The Java rules of a game: its default rules, or those a variant spec names, such as
    ``ludo(players=2)``. Raises ValueError with every problem of a bad spec."""
    G, _ = _classes(game)
    text = spec if spec is not None else f"{game}()"
    parsed = G.rules(text)
    if parsed.isLeft():
        raise ValueError(str(parsed.getLeft().message()))
    return parsed.get()


def encoding(game: str, java_rules):
    """The observer and action space of some rules."""
    G, _ = _classes(game)
    return G.encoding(java_rules)


def player(game: str, java_rules, level: str, nodes: int | None = None):
    """A computer player: ``random`` or a level id (``practice`` … ``master``), at the level's own
    budget or, with ``nodes``, at a node budget (reproducible; the top two levels are timed)."""
    _, L = _classes(game)
    from dev.tabletop.core.search import Budget, Level, RandomPlayer
    if level == "random":
        return RandomPlayer(java_rules)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    configured = L.of(Level.valueOf(level.upper()))
    if nodes is None:
        return configured.player(java_rules)
    return configured.player(java_rules, Budget.nodes(int(nodes)))


def svg(game: str, state, seat: int | None = None, names=None) -> str:
    """The game module's own picture of a state (SVG text, drawn in Java): the whole table, or
    for Domino with ``seat`` what that seat may see. ``names``, the players' names by player
    (``""`` for a seat without one), are written where the picture labels each seat, beside its
    colour or number, shortened with an ellipsis where they would not fit. Raises ValueError with
    the picture's reason for what it refuses: a name of more than 40 characters or with a
    control character, more names than players, a seat that is not one."""
    _java.start()
    import jpype
    from dev.tabletop.core.svg import SvgOptions
    from java.lang import IllegalArgumentException
    try:
        options = SvgOptions.DEFAULT
        if names:
            options = options.withNames(jpype.JArray(jpype.JString)([str(n) for n in names]))
        if game == "jungle":
            from dev.tabletop.jungle import JungleSvg
            return str(JungleSvg.render(state, options))
        if game == "ludo":
            from dev.tabletop.ludo import LudoSvg
            return str(LudoSvg.render(state, options))
        from dev.tabletop.domino import Domino, DominoSvg
        if seat is not None and seat >= 0:
            return str(DominoSvg.render(Domino.view(state, int(seat)),
                                        options.withBottom(int(seat))))
        return str(DominoSvg.render(state, options))
    except IllegalArgumentException as e:
        raise ValueError(str(e.getMessage())) from None
