"""A league's AI fixtures played as a batch, by ``league play --all`` and the League screen's Play
all: which can be played now (none waits for a person's game), and the line that tells what a
batch did."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from samurai_bowl.league.store import Fixture


def playable(fixtures: list[Fixture]) -> list[Fixture]:
    """The unplayed AI-v-AI fixtures, in order, that no earlier unplayed fixture of theirs waits
    before (a human fixture waits for its coaches; its teams' later games wait with it)."""
    waiting: set[int] = set()
    ready = []
    for fixture in fixtures:
        if fixture.played:
            continue
        teams = {fixture.home.id, fixture.away.id}
        human = "human" in (fixture.home.coach_kind, fixture.away.coach_kind)
        if human or teams & waiting:
            waiting |= teams
            continue
        ready.append(fixture)
    return ready


def waiting(fixtures: list[Fixture]) -> tuple[int, int]:
    """The unplayed fixtures a batch cannot play: (those a person coaches, the AI ones that wait
    behind them because a team plays its games in round order: injuries and SPP carry over)."""
    ready = {f.id for f in playable(fixtures)}
    left = [f for f in fixtures if not f.played and f.id not in ready]
    human = sum(1 for f in left if "human" in (f.home.coach_kind, f.away.coach_kind))
    return human, len(left) - human


def played_words(recorded: int, elsewhere: int, waiting: tuple[int, int] = (0, 0)) -> str:
    """What a batch played (``league play``, the League screen's Play all) did: only the fixtures
    this process recorded count as played here; then which wait, and for whom."""
    human, behind = waiting
    others = [f"{elsewhere} recorded by another game meanwhile"] if elsewhere else []
    if human:  # "3 wait for a person, 2 for those games first" (a team plays in round order)
        person = f"{human} {'waits' if human == 1 else 'wait'} for a person"
        first = f", {behind} for {'that game' if human == 1 else 'those games'} first" if behind else ""
        others.append(person + first)
    if not recorded:
        return f"Nothing recorded here: {'; '.join(others)}."
    return "; ".join([f"{plural(recorded, 'fixture')} played and recorded", *others]) + "."
