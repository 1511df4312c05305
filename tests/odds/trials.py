"""Mid-game positions, each with one chance the window shows: paths with every roll and skill
(dodges, Dodge, Tackle, surges, Sprint, pick-ups, Sure Hands, weather), blocks of every dice
count and chooser (Block, Dodge, Stand Firm, Sidestep, Frenzy), passes in every weather,
hand-offs and fouls; and each kind again with Augury ready (R16), its figures with Augury played
by a coach who casts it. The figures are read as the window reads them."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import BlockOdds, FoulOdds, HandOffOdds, PassOdds
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.engine.state.pitch import Side
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.match.parts.spell_input import strike_chance
from samurai_bowl.ui.match.words.hover_words import hand_off_chances, pass_chances, path_chance
from tests.odds.playout import Observe, Trial
from tests.rules.match_builder import sq
from tests.teams.helpers import make_team

Spot = tuple[int, int] | tuple[int, int, Status]


def scorpions_v_crabs() -> tuple[Team, Team]:
    """Scorpion 0-4 linemen (AG4, Dirty Player, PH1), 5-6 ninjas (ST2, Pass, Dodge), 7-8 catchers
    (ST2, Catch, Dodge, Sprint), 9-10 blitzers (Block, Katana) against Crab 11-17 linemen (ST4,
    Tackle, Block), 18-19 berserkers (ST4, Frenzy, Block, Tackle), 20-21 the Damned (Tackle)."""
    return (
        make_team("scorpion", {"lineman": 5, "ninja": 2, "catcher": 2, "blitzer": 2}, name="Scorpions"),
        make_team("crab", {"lineman": 7, "berserker": 2, "the_damned": 2}, name="Crabs"),
    )


def phoenix_v_dragons() -> tuple[Team, Team]:
    """Phoenix 0-4 apprentices (ST2), 5-6 earth adepts (Stand Firm), 7-8 air adepts (AG4, Sprint),
    9-10 water adepts (Sidestep) against Dragon 11-15 linemen, 16-17 throwers (Pass, Sure Hands),
    18-19 catchers (AG4, Catch), 20-21 Ise Zumi (Block, Stand Firm)."""
    return (
        make_team(
            "phoenix", {"apprentice": 5, "earth_adept": 2, "air_adept": 2, "water_adept": 2}, name="Phoenix"
        ),
        make_team("dragon", {"lineman": 5, "thrower": 2, "catcher": 2, "ise_zumi": 2}, name="Dragons"),
    )


def cranes_v_lions() -> tuple[Team, Team]:
    """Crane 0-6 linemen, 7-8 throwers (Dodge, Pass, Sure Hands), 9-10 catchers (ST2, Catch,
    Dodge) against Lion 11-21 linemen (Charge, Katana)."""
    return (
        make_team("crane", {"lineman": 7, "thrower": 2, "catcher": 2}, name="Cranes"),
        make_team("lion", {"lineman": 11}, name="Lions"),
    )


def at(data: GameData, teams: tuple[Team, Team], spots: dict[int, Spot], **kwargs: Any) -> Match:
    placements = [
        Placement(i, sq(s[0], s[1]), s[2] if len(s) == 3 else Status.STANDING)  # type: ignore[misc]
        for i, s in spots.items()
    ]
    return match_at_turn(data, *teams, SeededDice(0), placements, **kwargs)


def _active(m: Match, piece: int) -> Match:
    m.apply(Action(Act.ACTIVATE, piece=piece))
    return m


def seer(teams: tuple[Team, Team], side: int = 0) -> tuple[Team, Team]:
    """The teams, ``side``'s with a Team Shugenja (R16) ready to cast Augury."""
    with_one = teams[side].model_copy(update={"team_shugenja": True})
    return (with_one, teams[1]) if side == 0 else (teams[0], with_one)


def coached(teams: tuple[Team, Team], coaches: int) -> tuple[Team, Team]:
    """The teams, the home side with ``coaches`` Assistant Coaches (R9.7)."""
    return teams[0].model_copy(update={"assistant_coaches": coaches}), teams[1]


def path_trial(name: str, m: Match, piece: int, to: tuple[int, int], augury: bool = False) -> Trial:
    """Moving ``piece`` to ``to`` by the path the window shows, at the chance it shows (with
    ``augury``: the chance with Augury it shows, Augury cast)."""
    _active(m, piece)
    side = int(m.pieces[piece].side)
    square = sq(*to)
    path = m.reachable(piece)[square]

    def made_it(_: Match, c: Match) -> bool:
        mover = c.pieces[piece]
        holds = not path.picks_up or c.ball.carrier == piece
        return mover.standing and mover.square == square and c.active == side and holds

    def failed(c: Match) -> bool:
        return not c.pieces[piece].standing or c.active != side

    actions = [Action(Act.MOVE, piece=piece, square=s) for s in path.steps]
    if augury:
        exact = m.path_odds(piece, path.steps)
        assert exact is not None and exact.with_augury is not None
        return Trial(
            name, m, actions, {"path with Augury": (float(exact.with_augury), made_it)}, failed, augury=True
        )
    return Trial(name, m, actions, {"path": (path_chance(m, side, path), made_it)}, failed)


def block_trial(name: str, m: Match, attacker: int, defender: int, augury: bool = False) -> Trial:
    """A block: the knock-down and the attacker's fall, both re-rolled when a re-roll is left (with
    ``augury``: both with Augury, cast on a face that downs the attacker)."""
    _active(m, attacker)
    square = m.pieces[defender].square
    assert square is not None
    action = Action(Act.BLOCK, piece=attacker, square=square)
    odds = m.odds(action)
    assert isinstance(odds, BlockOdds)
    knocked, fell = odds.knockdown_with_reroll, odds.attacker_down_with_reroll
    if augury:
        assert odds.knockdown_with_augury is not None and odds.attacker_down_with_augury is not None
        knocked, fell = odds.knockdown_with_augury, odds.attacker_down_with_augury
    with_it = " with Augury" if augury else ""
    figures: dict[str, tuple[float, Observe]] = {
        f"knock-down{with_it}": (float(knocked), lambda _, c: not c.pieces[defender].standing),
        f"you fall{with_it}": (float(fell), lambda _, c: not c.pieces[attacker].standing),
    }
    return Trial(name, m, [action], figures, augury=augury)


def pass_trial(name: str, m: Match, thrower: int, target: int, augury: bool = False) -> Trial:
    """A pass: accurate and caught by the target (the turn goes on), and the team keeps the ball
    (with ``augury``: both with Augury, cast on the first failure it answers)."""
    _active(m, thrower)
    side = int(m.pieces[thrower].side)
    square = m.pieces[target].square
    assert square is not None
    action = Action(Act.PASS, piece=thrower, square=square)
    odds = m.odds(action)
    assert isinstance(odds, PassOdds)
    caught, kept = pass_chances(m, side, odds)
    if augury:
        assert odds.with_augury is not None and odds.kept_with_augury is not None
        caught, kept = odds.with_augury, odds.kept_with_augury
    with_it = " with Augury" if augury else ""

    def completed(_: Match, c: Match) -> bool:
        return c.ball.carrier == target and c.active == side

    return Trial(
        name,
        m,
        [action],
        {
            f"caught by the target{with_it}": (caught, completed),
            f"team keeps{with_it}": (kept, lambda _, c: _holds(c, side)),
        },
        augury=augury,
    )


def hand_off_trial(name: str, m: Match, giver: int, receiver: int, augury: bool = False) -> Trial:
    """A hand-off: the receiver has the ball, and the team keeps it (a drop bouncing to a team-mate);
    with ``augury``: both with Augury, cast on a failed hand-off."""
    _active(m, giver)
    side = int(m.pieces[giver].side)
    square = m.pieces[receiver].square
    assert square is not None
    action = Action(Act.HAND_OFF, piece=giver, square=square)
    odds = m.odds(action)
    assert isinstance(odds, HandOffOdds)
    given, kept = hand_off_chances(m, side, odds)
    if augury:
        assert odds.with_augury is not None and odds.kept_with_augury is not None
        given, kept = float(odds.with_augury), odds.kept_with_augury
    with_it = " with Augury" if augury else ""
    return Trial(
        name,
        m,
        [action],
        {
            f"hand-off{with_it}": (given, lambda _, c: c.ball.carrier == receiver),
            f"team keeps{with_it}": (kept, lambda _, c: _holds(c, side)),
        },
        augury=augury,
    )


def _holds(m: Match, side: int) -> bool:
    """A model of ``side`` holds the ball."""
    return m.ball.carrier is not None and int(m.pieces[m.ball.carrier].side) == side


def foul_trial(
    name: str, m: Match, fouler: int, victim: int, augury: bool = False, argue: bool = False
) -> Trial:
    """A foul: the armour breaking and doubles on it (R9.3); with ``augury``: the fouler sent off
    after Augury re-rolls the doubles (R16), the penalty accepted; with ``argue``: the fouler sent
    off, the call argued (R9.7)."""
    _active(m, fouler)
    square = m.pieces[victim].square
    assert square is not None
    action = Action(Act.FOUL, piece=fouler, square=square)
    odds = m.odds(action)
    assert isinstance(odds, FoulOdds)

    def armour(before: Match, c: Match) -> tuple[int, ...]:
        roll = next(
            e
            for e in c.state.events[len(before.state.events) :]
            if e.kind == "roll" and e.piece == victim and str(e.data["purpose"]).startswith("Armour")
        )
        return tuple(roll.data["values"])

    def breaks(before: Match, c: Match) -> bool:
        return (
            next(
                e
                for e in c.state.events[len(before.state.events) :]
                if e.kind == "roll" and e.piece == victim and str(e.data["purpose"]).startswith("Armour")
            ).data.get("result")
            == "broken"
        )

    def doubles(before: Match, c: Match) -> bool:
        first, second = armour(before, c)
        return first == second

    if argue:
        assert odds.ejection_if_argued is not None
        return Trial(
            name,
            m,
            [action],
            {"sent off if argued": (float(odds.ejection_if_argued), lambda _, c: _sent_off(c, fouler))},
            argue=True,
        )
    if augury:
        assert odds.ejection_with_augury is not None
        return Trial(
            name,
            m,
            [action],
            {"sent off with Augury": (float(odds.ejection_with_augury), lambda _, c: _sent_off(c, fouler))},
            augury=True,
        )
    return Trial(
        name,
        m,
        [action],
        {"armour breaks": (float(odds.armour_break), breaks), "sent off": (float(odds.ejection), doubles)},
    )


def _sent_off(m: Match, fouler: int) -> bool:
    """R9.3, R9.5: ejected, Dishonored."""
    return m.pieces[fouler].status is Status.DISHONORED


def reroll_trial(name: str, m: Match, piece: int, to: tuple[int, int]) -> Trial:
    """The question after a failed roll on the way to ``to`` — "use a team re-roll? (X% to
    succeed)" — and how often the re-roll succeeds, in the play-outs that come to it."""
    _active(m, piece)
    steps = m.reachable(piece)[sq(*to)].steps
    actions = [Action(Act.MOVE, piece=piece, square=s) for s in steps]
    shown = None
    for seed in range(200):  # the question as the window puts it, the first time it comes up
        c = m.clone(dice=SeededDice(seed))
        for action in actions:
            c.apply(action)
            if c.pending is not None and c.pending.kind.value == "reroll":
                shown = float(Fraction(str(c.pending.data["chance"])))
                break
            if not c.pieces[piece].standing:
                break
        if shown is not None:
            break
    assert shown is not None

    def rerolled(before: Match, c: Match) -> bool | None:
        for event in c.state.events[len(before.state.events) :]:
            if event.kind == "roll" and event.data.get("reroll") == "team":
                return bool(event.data["success"])
        return None

    side = int(m.pieces[piece].side)
    return Trial(
        name,
        m,
        actions,
        {"re-roll succeeds": (shown, rerolled)},
        lambda c: not c.pieces[piece].standing or c.active != side,
    )


def void_strike_trial(name: str, m: Match, target: int) -> Trial:
    """R16 Void Strike: "a d6 above ST knocks him out", as the click's words give it."""
    square = m.pieces[target].square
    assert square is not None
    shown = strike_chance(m.pieces[target].st)
    return Trial(
        name,
        m,
        [Action(Act.VOID_STRIKE, square=square)],
        {"knocked out": (shown, lambda _, c: c.pieces[target].status is Status.KO)},
    )


def trials(data: GameData) -> list[Trial]:
    """Every kind of displayed chance, each in a position of its own."""
    sc, pd, cl = scorpions_v_crabs, phoenix_v_dragons, cranes_v_lions
    return [
        # --- paths ---------------------------------------------------------------------------
        path_trial(
            "dodge out of a Tackle zone, no re-roll",
            at(data, sc(), {0: (8, 6), 11: (9, 6), 12: (9, 8)}),
            0,
            (6, 4),
        ),
        path_trial(
            "two dodges into zones, team re-roll",
            at(data, sc(), {0: (8, 6), 11: (9, 6), 12: (6, 6)}, rerolls=(1, 0)),
            0,
            (7, 5),
        ),
        path_trial(
            "Dodge cancelled by Tackle, team re-roll",
            at(data, sc(), {5: (8, 6), 11: (9, 6), 13: (7, 8)}, rerolls=(1, 0)),
            5,
            (7, 7),
        ),
        path_trial(
            "Dodge re-roll then a surge with the team re-roll",
            at(data, cl(), {9: (8, 6), 11: (9, 6), 12: (9, 7)}, rerolls=(1, 0)),
            9,
            (16, 3),
        ),
        path_trial("two surges", at(data, cl(), {0: (5, 6), 11: (20, 10)}), 0, (14, 6)),
        path_trial(
            "Sprint: three surges", at(data, sc(), {7: (4, 6), 11: (20, 10)}, rerolls=(1, 0)), 7, (14, 6)
        ),
        path_trial(
            "pick-up, team re-roll",
            at(data, cl(), {0: (5, 6), 11: (20, 10)}, ball_square=sq(8, 7), rerolls=(1, 0)),
            0,
            (8, 7),
        ),
        path_trial(
            "Sure Hands pick-up after a Dodge dodge, team re-roll",
            at(data, cl(), {7: (5, 6), 11: (6, 7), 12: (9, 5)}, ball_square=sq(7, 4), rerolls=(1, 0)),
            7,
            (7, 4),
        ),
        path_trial(
            "Sure Hands pick-up then a surge",
            at(data, pd(), {16: (14, 6), 2: (3, 3)}, ball_square=sq(10, 6), rerolls=(0, 1), active=1),
            16,
            (7, 6),
        ),
        path_trial(
            "Torrential Rain: MA - 1, no surge, a dodge",
            at(data, cl(), {0: (8, 6), 11: (9, 6), 12: (20, 10)}, weather="torrential_rain"),
            0,
            (3, 8),
        ),
        path_trial(
            "Winter Warfare: MA halved, a surge",
            at(data, pd(), {7: (8, 6), 11: (20, 10)}, weather="winter_warfare"),
            7,
            (14, 6),
        ),
        path_trial(
            "a long dodge through three zones",
            at(data, cl(), {9: (8, 6), 11: (9, 5), 12: (10, 7), 13: (7, 8)}, rerolls=(1, 0)),
            9,
            (9, 9),
        ),
        # --- blocks ----------------------------------------------------------------------------
        block_trial("1 die, attacker with Block", at(data, sc(), {9: (8, 6), 20: (9, 6)}), 9, 20),
        block_trial(
            "2 dice, attacker chooses, assisted, re-roll",
            at(data, sc(), {9: (8, 6), 10: (10, 7), 20: (9, 6)}, rerolls=(1, 0)),
            9,
            20,
        ),
        block_trial(
            "2 dice, defender chooses (Block), re-roll",
            at(data, sc(), {9: (8, 6), 11: (9, 6)}, rerolls=(1, 0)),
            9,
            11,
        ),
        block_trial("2 dice, defender chooses, no re-roll", at(data, sc(), {0: (8, 6), 11: (9, 6)}), 0, 11),
        block_trial(
            "against Dodge, 2 dice, re-roll",
            at(data, cl(), {9: (8, 6), 11: (7, 6)}, active=1, rerolls=(0, 1)),
            11,
            9,
        ),
        block_trial(
            "against Dodge, 1 die, no re-roll", at(data, cl(), {7: (8, 6), 11: (7, 6)}, active=1), 11, 7
        ),
        block_trial(
            "against Stand Firm and Block, 1 die",
            at(data, pd(), {9: (8, 6), 20: (9, 6)}, rerolls=(1, 0)),
            9,
            20,
        ),
        block_trial(
            "against Sidestep, 1 die, re-roll",
            at(data, pd(), {9: (9, 6), 20: (8, 6)}, active=1, rerolls=(0, 1)),
            20,
            9,
        ),
        block_trial(
            "Frenzy, 2 dice, re-roll",
            at(data, sc(), {0: (9, 6), 18: (8, 6)}, active=1, rerolls=(0, 1)),
            18,
            0,
        ),
        block_trial(
            "Stand Firm defender chooses", at(data, pd(), {5: (9, 6), 6: (8, 7), 11: (8, 6)}, active=1), 11, 5
        ),
        # --- passes ----------------------------------------------------------------------------
        pass_trial(
            "Pass and Catch, a team-mate beside, re-roll",
            at(data, cl(), {7: (4, 6), 9: (10, 6), 10: (11, 6), 11: (12, 8)}, ball_carrier=7, rerolls=(1, 0)),
            7,
            9,
        ),
        pass_trial(
            "Stifling Wind",
            at(
                data,
                cl(),
                {7: (4, 6), 9: (10, 6), 10: (11, 6), 11: (12, 8)},
                ball_carrier=7,
                rerolls=(1, 0),
                weather="stifling_wind",
            ),
            7,
            9,
        ),
        pass_trial(
            "Stifling Wind, no skills, re-roll",
            at(
                data,
                cl(),
                {0: (5, 6), 1: (8, 6), 2: (9, 7), 3: (7, 5), 11: (9, 5)},
                ball_carrier=0,
                rerolls=(1, 0),
                weather="stifling_wind",
            ),
            0,
            1,
        ),
        pass_trial(
            "Torrential Rain, no skills, re-roll",
            at(
                data,
                cl(),
                {0: (5, 6), 1: (12, 6), 2: (13, 7), 11: (13, 5)},
                ball_carrier=0,
                rerolls=(1, 0),
                weather="torrential_rain",
            ),
            0,
            1,
        ),
        pass_trial(
            "long pass by the side line: throw-ins",
            at(
                data,
                sc(),
                {5: (6, 3), 7: (16, 0), 8: (17, 1), 11: (15, 1)},
                ball_carrier=5,
                weather="freezing_cold",
            ),
            5,
            7,
        ),
        pass_trial(
            "Winter Warfare, opponents round the target",
            at(
                data,
                pd(),
                {16: (18, 6), 18: (12, 6), 1: (11, 6), 2: (12, 7)},
                ball_carrier=16,
                active=1,
                rerolls=(0, 1),
                weather="winter_warfare",
            ),
            16,
            18,
        ),
        # --- hand-offs and fouls ---------------------------------------------------------------
        hand_off_trial(
            "hand-off, team re-roll",
            at(data, cl(), {0: (8, 6), 1: (9, 6), 11: (15, 6)}, ball_carrier=0, rerolls=(1, 0)),
            0,
            1,
        ),
        hand_off_trial(
            "hand-off, team-mates round the receiver to catch a drop",
            at(
                data,
                cl(),
                {0: (8, 6), 1: (9, 6), 2: (10, 6), 3: (9, 5), 4: (10, 7), 11: (15, 6)},
                ball_carrier=0,
            ),
            0,
            1,
        ),
        hand_off_trial(
            "hand-off AG1, no re-roll",
            at(data, sc(), {18: (8, 6), 11: (9, 6), 0: (3, 6)}, ball_carrier=18, active=1),
            18,
            11,
        ),
        foul_trial("Dirty Player on AV 9", at(data, sc(), {0: (8, 6), 11: (9, 6, Status.PRONE)}), 0, 11),
        foul_trial("Katana on AV 8", at(data, sc(), {9: (8, 6), 20: (9, 6, Status.PRONE)}), 9, 20),
        foul_trial(
            "doubles argued with two Assistant Coaches",
            at(data, coached(sc(), 2), {0: (8, 6), 11: (9, 6, Status.PRONE)}),
            0,
            11,
            argue=True,
        ),
        # --- with Augury ready (R16) ----------------------------------------------------------------
        path_trial(
            "Augury: two Dodge dodges and a surge, team re-roll",
            at(data, seer(cl()), {9: (8, 6), 11: (9, 6), 12: (7, 8)}, rerolls=(1, 0)),
            9,
            (16, 3),
            augury=True,
        ),
        path_trial(
            "Augury: Sure Hands pick-up after a dodge, no re-roll",
            at(data, seer(cl()), {7: (5, 6), 11: (6, 7), 12: (9, 5)}, ball_square=sq(7, 4)),
            7,
            (7, 4),
            augury=True,
        ),
        block_trial(
            "Augury: 2 dice, defender chooses, re-roll",
            at(data, seer(sc()), {0: (8, 6), 11: (9, 6)}, rerolls=(1, 0)),
            0,
            11,
            augury=True,
        ),
        block_trial(
            "Augury: 1 die against Dodge, Both Down given up",
            at(data, seer(cl(), 1), {7: (8, 6), 11: (7, 6)}, active=1),
            11,
            7,
            augury=True,
        ),
        pass_trial(
            "Augury: the throw and the catch, a team-mate beside, re-roll",
            at(
                data,
                seer(cl()),
                {0: (5, 6), 1: (10, 6), 2: (11, 6), 11: (12, 8)},
                ball_carrier=0,
                rerolls=(1, 0),
            ),
            0,
            1,
            augury=True,
        ),
        hand_off_trial(
            "Augury: hand-off, team-mates round the receiver",
            at(data, seer(cl()), {0: (8, 6), 1: (9, 6), 2: (10, 6), 3: (9, 5), 11: (15, 6)}, ball_carrier=0),
            0,
            1,
            augury=True,
        ),
        foul_trial(
            "Augury: the doubles of a foul",
            at(data, seer(sc()), {0: (8, 6), 11: (9, 6, Status.PRONE)}),
            0,
            11,
            augury=True,
        ),
        # --- the re-roll question, and the Void Strike -----------------------------------------
        reroll_trial(
            "a dodge's team re-roll",
            at(data, sc(), {0: (8, 6), 11: (9, 6), 12: (6, 6)}, rerolls=(1, 0)),
            0,
            (7, 5),
        ),
        reroll_trial(
            "a pick-up's team re-roll",
            at(data, cl(), {0: (5, 6), 11: (20, 10)}, ball_square=sq(8, 7), rerolls=(1, 0)),
            0,
            (8, 7),
        ),
        void_strike_trial(
            "Void Strike on ST 3",
            at(data, (pd()[0].model_copy(update={"team_shugenja": True}), pd()[1]), {0: (5, 6), 11: (9, 6)}),
            11,
        ),
    ]


def harvested(data: GameData, seeds: tuple[int, ...] = (3, 5, 8, 13, 21)) -> list[Trial]:
    """Chances met in seeded matches between random coaches: at every eleventh decision of a turn
    from the tenth on, the first model that can move with rolls, and the first that can block, pass
    or hand off, each from a copy of the match there; from each match two paths, two blocks, a
    pass and a hand-off at most. Only what the crowd, a touchdown or a carrier would muddle is left
    out: a mover with the ball or ending in an end zone, a target on the edge of the pitch."""
    found: list[Trial] = []
    for seed in seeds:
        want = {"path": 2, "block": 2, "pass": 1, "hand-off": 1}
        rng = random.Random(seed)
        clans = sorted(data.rosters)
        m = Match(
            data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed
        )
        coach, turns = RandomCoach(seed), 0
        while m.pending is not None and any(want.values()):
            if m.pending.kind.value == "turn":
                turns += 1
                if turns >= 10 and turns % 11 == 10:
                    found += _harvest(m, f"seed {seed}, decision {turns}", want)
            m.apply(coach.choose(m))
    return found


def _harvest(m: Match, where: str, want: dict[str, int]) -> list[Trial]:
    found: list[Trial] = []
    pitch = m.pitch
    assert m.active is not None
    side = Side(m.active)
    here = {"path": 1, "block": 1, "pass": 1, "hand-off": 1}  # one of each kind from one position
    for action in m.legal_actions():
        if action.act is not Act.ACTIVATE or action.piece is None:
            continue
        piece = action.piece
        trial = m.replica()
        trial.apply(action)
        acts = trial.legal_actions()
        name = f"{where} ({m.weather}): {m.pieces[piece].position} #{m.pieces[piece].number}"
        if want["path"] and here["path"] and m.ball.carrier != piece:
            rolled = [
                p
                for s, p in trial.reachable(piece).items()
                if 0.15 < p.chance < 0.95 and not pitch.scores_for(s, side) and (p.dodges or p.surges)
            ]
            if rolled:
                best = min(rolled, key=lambda p: (-(p.dodges + p.surges + p.picks_up), p.chance, p.square))
                want["path"] -= 1
                here["path"] -= 1
                found.append(path_trial(f"{name} moves", m.replica(), piece, pitch.xy(best.square)))
        for kind, act, builder in (
            ("block", Act.BLOCK, block_trial),
            ("pass", Act.PASS, pass_trial),
            ("hand-off", Act.HAND_OFF, hand_off_trial),
        ):
            target = next(
                (
                    a.square
                    for a in acts
                    if a.act is act and a.square is not None and _inside(pitch, a.square)
                ),
                None,
            )
            if want[kind] and here[kind] and target is not None:
                want[kind] -= 1
                here[kind] -= 1
                other = m.board.at(target)
                assert other is not None
                found.append(builder(f"{name}: {kind}", m.replica(), piece, other.index))
    return found


def _inside(pitch: Any, square: int) -> bool:
    """Not on the pitch's edge: a push from there could go into the crowd."""
    x, y = pitch.xy(square)
    return 0 < x < pitch.length - 1 and 0 < y < pitch.width - 1
