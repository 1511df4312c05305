"""A fixture's result in words, the same in the window's league screens and ``league history``:
the score, and who conceded (R3.8) and why, when the match was awarded for a coach's absence."""

from __future__ import annotations

from samurai_bowl.league.store import Fixture


def score_words(fixture: Fixture, dash: str = " – ") -> str:
    """ "2 – 1", "0 – 1 (Crab Wall conceded)", "0 – 0 (Crab Wall conceded; awarded (R3.8): …)",
    or "v" for a fixture not yet played."""
    if fixture.record is None:
        return "v"
    home, away = fixture.record["score"]
    note = conceded_words(fixture)
    return f"{home}{dash}{away}" + (f" ({note})" if note else "")


def result_cells(fixture: Fixture) -> tuple[str, str, str]:
    """The home side, the score and the away side as a table's cells: the score on its own ("0 – 0",
    "v"), and "(conceded)" after the side that conceded, so no cell runs long; why a match was
    awarded is for the result's own line (:func:`score_words`)."""
    conceded = None if fixture.record is None else fixture.record.get("conceded")
    names = [fixture.home.name, fixture.away.name]
    if conceded is not None:
        names[conceded] += " (conceded)"
    score = "v" if fixture.record is None else "{} – {}".format(*fixture.record["score"])
    return names[0], score, names[1]


def conceded_words(fixture: Fixture) -> str:
    """ "Crab Wall conceded", with why when it was awarded; "" when nobody conceded (R3.8: the side
    that conceded lost whatever the score)."""
    record = fixture.record
    conceded = None if record is None else record.get("conceded")
    if record is None or conceded is None:
        return ""
    awarded = record.get("awarded")
    return f"{(fixture.home, fixture.away)[conceded].name} conceded" + (f"; {awarded}" if awarded else "")
