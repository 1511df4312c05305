"""The squares a selected model can move to, as the pitch offers them: the engine's safest path to
each, except that a square next to him is always one step straight there — the move a player
means when he clicks beside his model (the detour, when safer, is his to click square by square)."""

from __future__ import annotations

from samurai_bowl.engine import Act, Action, Chance, Match, Path


def paths_for(m: Match, piece: int) -> dict[int, Path]:
    paths = m.reachable(piece)
    start = m.pieces[piece].square
    if start is None:
        return paths
    for square in m.pitch.neighbours[start]:
        path = paths.get(square)
        if path is not None and len(path.steps) > 1:
            paths[square] = _one_step(m, piece, start, square, path)
    return paths


def _one_step(m: Match, piece: int, start: int, square: int, detour: Path) -> Path:
    odds = m.odds(Action(Act.MOVE, piece=piece, square=square))
    if not isinstance(odds, Chance):
        return detour
    dodges = 1 if m.board_view.tz[1 - int(m.pieces[piece].side)][start] else 0
    picks_up = m.ball.loose and m.ball.square == square
    surges = max(0, odds.rolls - dodges - int(picks_up))
    chance, with_reroll = float(odds.success), float(odds.with_team_reroll)
    return Path(square, (square,), chance, with_reroll, dodges, surges, picks_up)
