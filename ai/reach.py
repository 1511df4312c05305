"""The squares a model can reach without a single roll: no dodge, no Surge of Speed, no pick-up.

Most of the coach's planners only ever take such a walk (a cage corner, a marking square, a
receiver's run), so they ask this breadth-first walk instead of the full path search with its
chances: it gives the same squares, each by a shortest walk."""

from __future__ import annotations

from samurai_bowl.engine import Match, Path, Piece, move_ability

_new = tuple.__new__  # a Path made from a whole tuple, without the keyword handling of Path(...)


def safe_reach(m: Match, piece: Piece) -> dict[int, Path]:
    """Every square ``piece`` can walk to now with no roll at all, by one of its shortest walks
    (the start square left out), as paths of chance 1."""
    start = piece.square
    if start is None:
        return {}
    enemy_tz = m.board_view.tz[1 - piece.side]
    if enemy_tz[start]:
        return {}  # R5.3: every step away from a marker is a dodge
    ma = move_ability(m, piece).ma_left
    # shut[square]: not to be walked onto: a model there (he himself on start), the loose ball,
    # or a square the walk has already found
    shut = list(m.board_view.closed)
    if m.ball.loose and m.ball.square is not None:
        shut[m.ball.square] = 1.0
    nbrs = m.pitch.neighbours
    steps_to: dict[int, tuple[int, ...]] = {}
    frontier = [start]
    first: dict[int, tuple[int, ...]] = {start: ()}
    walks = first.__getitem__  # the first frontier's walk; later ones are in steps_to
    for _ in range(ma):
        nxt = []
        for s in frontier:
            if enemy_tz[s] and s != start:
                continue  # he may stop here, not walk on
            walk = walks(s)
            for t in nbrs[s]:
                if shut[t]:
                    continue
                shut[t] = 1.0
                steps_to[t] = walk + (t,)  # noqa: RUF005 (the faster)
                nxt.append(t)
        if not nxt:
            break
        frontier = nxt
        walks = steps_to.__getitem__
    return {t: _new(Path, (t, steps, 1.0, 1.0, 0, 0, False)) for t, steps in steps_to.items()}
