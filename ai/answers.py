"""The heuristic coach's answers to decisions that need no look at the whole turn, one for each kind
of decision the engine asks (:class:`Ask`) but those named in ``ELSEWHERE``."""

from __future__ import annotations

from collections.abc import Callable

from samurai_bowl.ai.kick import hands
from samurai_bowl.ai.plan import progress, standing_enemies
from samurai_bowl.engine import Act, Action, Ask, Match

# How much the attacker likes each block face (the defender picks the smallest).
FACE_VALUE = {
    "defender_down": 4.0,
    "defender_stumbles": 3.0,
    "pushed": 2.0,
    "both_down": 1.0,
    "attacker_down": 0.0,
}


def _first(legal: list[Action], act: Act, choice: int | None = None) -> Action | None:
    for action in legal:
        if action.act is act and (choice is None or action.choice == choice):
            return action
    return None


def face_value(m: Match, face: str, attacker: int, defender: int) -> float:
    """A face's worth to the attacker, with the skills in play."""
    a, d = m.pieces[attacker], m.pieces[defender]
    if face == "defender_stumbles" and "Dodge" in d.skills:
        return FACE_VALUE["pushed"]
    if face == "both_down":
        if "Block" in a.skills:
            return 3.5 if "Block" not in d.skills else 2.0
        return 0.5
    return FACE_VALUE[face]


def block_die(m: Match, legal: list[Action]) -> Action:
    """The chooser keeps the face best for his side."""
    prompt = m.pending
    assert prompt is not None
    attacker, defender = prompt.data["attacker"], prompt.data["defender"]
    attacker_side = int(m.pieces[attacker].side)
    faces = prompt.data["faces"]
    values = [face_value(m, f, attacker, defender) for f in faces]
    best = (
        max(range(len(faces)), key=lambda i: values[i])
        if prompt.side == attacker_side
        else min(range(len(faces)), key=lambda i: values[i])
    )
    return Action(Act.CHOOSE_DIE, choice=best)


def push(m: Match, legal: list[Action]) -> Action:
    """Push towards the side line: the crowd is the best place for an opponent."""
    width = m.pitch.width

    def edge(action: Action) -> int:
        assert action.square is not None
        y = m.pitch.xy(action.square)[1]
        return min(y, width - 1 - y)

    return min(legal, key=edge)


def yes_or(act: Act) -> Callable[[Match, list[Action]], Action]:
    def answer(m: Match, legal: list[Action]) -> Action:
        return _first(legal, act, 1) or legal[0]

    return answer


BALL_ROLLS = ("Pick-up", "Catch", "Hand-off", "Pass")


def augury(m: Match, legal: list[Action]) -> Action:
    """The one spell of the game goes on a failed roll that loses the ball (a block by or on a
    carrier among them), or saves a fouler from being sent off in the second half; not on any
    turnover."""
    data = m.pending.data if m.pending else {}
    carrier = m.ball.carrier is not None and m.ball.carrier in (
        data.get("piece"),
        data.get("attacker"),
        data.get("defender"),
    )
    ball = carrier or str(data.get("purpose", "")).startswith(BALL_ROLLS)
    foul = str(data.get("purpose", "")).startswith("Foul") and m.half >= 2
    return _first(legal, Act.AUGURY, 1 if ball or foul else 0) or legal[0]


def biting_steel(m: Match, legal: list[Action]) -> Action:
    """On the opposing carrier, a strong man, or in the second half before the spell goes unused."""
    data = m.pending.data if m.pending else {}
    victim = m.pieces[data["defender"]] if "defender" in data else None
    worth = victim is not None and (victim.index == m.ball.carrier or victim.st >= 4 or m.half >= 2)
    return _first(legal, Act.BITING_STEEL, 1 if worth else 0) or legal[0]


def penalty(m: Match, legal: list[Action]) -> Action:
    return _first(legal, Act.USE_FAVOR) or _first(legal, Act.ARGUE_CALL) or legal[0]


def strongest(m: Match, legal: list[Action]) -> Action:
    """The model a kickoff event or a poison is best spent on: the most capable."""

    def worth(action: Action) -> tuple[int, int]:
        piece = m.pieces[action.piece]  # type: ignore[index]
        return (piece.st + piece.ag + piece.ma, -piece.number)

    return max(legal, key=worth)


def challenge(m: Match, legal: list[Action]) -> Action:
    event = m.pending.data.get("event", "") if m.pending else ""

    def edge(action: Action) -> int:
        mine = m.pieces[action.piece]  # type: ignore[index]
        theirs = m.board_view.at(action.square)  # type: ignore[arg-type]
        assert theirs is not None
        if event == "test_of_might":
            return mine.st - theirs.st
        if event == "show_me_your_stance":
            return mine.ph - theirs.ph
        return (2 if "Iaijutsu" in mine.skills else 0) - (2 if "Iaijutsu" in theirs.skills else 0)

    return max(legal, key=edge)


def duel(m: Match, legal: list[Action]) -> Action:
    """Focus once when honour allows, then strike."""
    focus = m.pending.data.get("focus", 0) if m.pending else 0
    return _first(legal, Act.DUEL, 1 if focus == 0 else 0) or legal[0]


def follow_up(m: Match, legal: list[Action]) -> Action:
    carrying = m.pending is not None and m.ball.carrier == m.pending.data["attacker"]
    return _first(legal, Act.FOLLOW_UP, 0 if carrying else 1) or legal[0]


def block_reroll(m: Match, legal: list[Action]) -> Action:
    """Re-roll when the face that would be kept knocks nobody of theirs down (R11.2 asks every time)."""
    prompt = m.pending
    assert prompt is not None
    attacker, defender = prompt.data["attacker"], prompt.data["defender"]
    values = [face_value(m, face, attacker, defender) for face in prompt.data.get("faces", ())]
    kept = max(values) if prompt.data.get("attacker_chooses", True) else min(values)
    return (
        _first(legal, Act.USE_REROLL if kept < FACE_VALUE["defender_stumbles"] else Act.DECLINE_REROLL)
        or legal[0]
    )


def touchback(m: Match, legal: list[Action]) -> Action:
    """R12.4: the ball to the man free of tackle zones who stands farthest from the opponents (up to
    three squares), then who can carry it farthest up the pitch this turn, then the surest hands."""
    assert m.pending is not None
    side, pitch = m.pending.side, m.pitch
    enemies = [e.square for e in standing_enemies(m, side) if e.square is not None]
    their_tz = m.board_view.tz[1 - side]

    def key(action: Action) -> tuple[int, int, int, int]:
        piece = m.pieces[action.piece]  # type: ignore[index]
        square = piece.square
        assert square is not None
        room = min((pitch.distance(square, e) for e in enemies), default=3)
        return (int(not their_tz[square]), min(room, 3), progress(m, side, square) + piece.ma, hands(piece))

    return max(legal, key=key)


ANSWERS: dict[Ask, Callable[[Match, list[Action]], Action]] = {
    Ask.COIN_TOSS: lambda m, legal: _first(legal, Act.CHOOSE_KICK, 0) or legal[0],  # receive
    Ask.REROLL: lambda m, legal: _first(legal, Act.USE_REROLL) or legal[0],
    Ask.BLOCK_REROLL: block_reroll,
    Ask.TOUCHBACK: touchback,
    Ask.BLOCK_DIE: block_die,
    Ask.PUSH: push,
    Ask.FOLLOW_UP: follow_up,
    Ask.PENALTY: penalty,
    Ask.AUGURY: augury,
    Ask.BITING_STEEL: biting_steel,
    Ask.ACCEPT_DUEL: yes_or(Act.ACCEPT_DUEL),
    Ask.FORCE_DUEL: yes_or(Act.USE_STAFF),
    Ask.DEMAND_DUEL: yes_or(Act.DEMAND_DUEL),
    Ask.ILLEGAL_PROCEDURE: yes_or(Act.CALL_ILLEGAL_PROCEDURE),  # always call it when it can be called
    Ask.DUEL: duel,
    Ask.TOUCH_OF_AMATERASU: strongest,
    Ask.POISON: strongest,
    Ask.CHALLENGE: challenge,
}
# The decisions the coach (ai.heuristic) answers with a look at the whole match, not from here: the
# set-up (ai.setup_plan, or a ready-made formation), the kick (ai.kick), and the turn and each
# activation in it (the planners: ai.planners and ai.defence).
ELSEWHERE = frozenset({Ask.SETUP, Ask.KICK, Ask.TURN, Ask.ACTIVATION})
