"""Round-robin fixtures by the circle method: every team meets every other once per round
robin; in a double one the second half swaps home and away."""

from __future__ import annotations

BYE = -1


def _hosted(a: int, b: int, place: dict[int, int]) -> tuple[int, int]:
    """(home, away): of teams i < j in the draw order, i hosts when i + j is odd, else j, which
    gives every team within one home game of half its games."""
    i, j = sorted((place[a], place[b]))
    first, second = (a, b) if place[a] == i else (b, a)
    return (first, second) if (i + j) % 2 else (second, first)


def round_robin(teams: list[int], double: bool) -> list[list[tuple[int, int]]]:
    """Rounds of (home, away) pairs. With an odd number of teams one rests each round."""
    if len(teams) < 2:
        return []
    circle = list(teams) + ([BYE] if len(teams) % 2 else [])
    count = len(circle)
    place = {team: index for index, team in enumerate(teams)}
    rounds: list[list[tuple[int, int]]] = []
    for _ in range(count - 1):
        pairs = []
        for k in range(count // 2):
            a, b = circle[k], circle[count - 1 - k]
            if BYE in (a, b):
                continue
            pairs.append(_hosted(a, b, place))
        rounds.append(pairs)
        circle = [circle[0], circle[-1], *circle[1:-1]]
    if double:
        rounds += [[(away, home) for home, away in pairs] for pairs in rounds]
    return rounds
