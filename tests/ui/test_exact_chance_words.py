"""What a person reads about a move is the exact chance: the hover words and the one-step paths
the pitch offers carry the value of the engine's exact odds (R5.3, R11.1)."""

from __future__ import annotations

from fractions import Fraction as F

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.ui.match.controls.move_paths import paths_for
from samurai_bowl.ui.match.words.hover_words import path_words
from tests.rules.match_builder import activate, crane_v_lion, position, sq


def test_r5_3_hover_words_give_the_exact_chance_of_each_path(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 6), 12: (3, 5), 13: (8, 3)}, rerolls=(1, 0)
    )
    activate(m, 0)
    mover = m.pieces[0]
    shown = set()
    for path in paths_for(m, 0).values():
        exact = m.path_odds(0, path.steps).with_team_reroll  # a team re-roll is left this turn
        words = path_words(m, 0, path, mover)
        assert words.endswith(f" · {float(exact):.0%}"), words
        shown.add(exact)
    assert {F(3, 4), F(5, 9)} <= shown  # a dodge at 4+ and one at 5+, each with the re-roll


def test_r5_3_a_square_beside_him_is_offered_as_one_step_at_its_exact_odds(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 6), 12: (3, 5)}, rerolls=(1, 0))
    activate(m, 0)
    paths = paths_for(m, 0)
    for square in m.pitch.neighbours[sq(5, 5)]:
        if square not in paths:
            continue
        odds = m.odds(Action(Act.MOVE, piece=0, square=square))
        step = paths[square]
        assert step.steps == (square,)
        assert (step.chance, step.chance_with_team_reroll) == (
            float(odds.success),
            float(odds.with_team_reroll),
        )
        assert type(step.chance) is float
