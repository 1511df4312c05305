"""The set-up prompt (R3.4) offers its buttons — the formations, End set-up once the rules allow it —
and the pitch takes placements, without the set-up's 1,800 placements being listed."""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion
from tests.ui.conftest import render


def test_r3_4_set_up_prompt_without_listing(
    app: App, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    m = Match(data, *crane_v_lion(), seed=4)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(m.legal_actions()[0])
    real = Match.legal_actions

    def listed(match: Match) -> list[Action]:
        assert match.pending is None or match.pending.kind != "setup", "the set-up's answers were listed"
        return real(match)

    monkeypatch.setattr(Match, "legal_actions", listed)
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    formations = [f"Formation: {f.name}" for f in data.formations.formations]
    assert [b.words for b in view.prompt.buttons] == formations  # nobody on: no End set-up yet
    side = m.pending.side  # type: ignore[union-attr]
    assert view.apply(Action(Act.FORMATION, choice=0))
    render(app.window)
    assert [b.words for b in view.prompt.buttons] == [*formations, "End set-up"]
    assert view.apply(Action(Act.END_SETUP))
    assert m.pending is not None and m.pending.kind == "setup" and m.pending.side == 1 - side
