"""How the window meets each kind of decision (the engine's :class:`Ask`): the question the prompt
asks, how the pitch takes a click, and, for a prompt that names only one of the two models it is
about, the roles the spotlight reads from the rule that asked.

One entry per ``Ask``: ``tests/ui/test_decisions_on_screen.py`` fails when a kind has none, so a
new decision is given its words and its clicks here, in one place."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from samurai_bowl.engine import Ask, Prompt


class PitchClicks(Enum):
    """What a left click on the pitch does while the decision waits."""

    SET_UP = "set up"  # place, move or bench a model (the set-up's own input)
    TURN = "turn"  # select a model, then act with him
    ACTIVATION = "activation"  # the active model moves, blocks, passes, fouls
    CHALLENGE = "challenge"  # pick the challenger, then the opponent beside him
    KICK = "kick"  # the square the kick aims at
    PICK_PLAYER = "pick a player"  # the model the answer names (his button is a fallback)
    PUSH = "push"  # a highlighted square
    BUTTONS = "buttons"  # the prompt's buttons answer; a click on the pitch only casts a spell


@dataclass(frozen=True)
class OnScreen:
    question: str
    pitch: PitchClicks = PitchClicks.BUTTONS
    # the (acting, acted on) roles of the procedure under a prompt that names only one of them
    below: tuple[str, str] | None = None


ON_SCREEN: Mapping[Ask, OnScreen] = MappingProxyType(
    {
        Ask.COIN_TOSS: OnScreen("You won the toss: kick or receive?"),
        Ask.SETUP: OnScreen("Set up: drag players between your dugout and the pitch", PitchClicks.SET_UP),
        Ask.KICK: OnScreen("Kick: click a square in their half", PitchClicks.KICK),
        Ask.TOUCHBACK: OnScreen("Touchback: click the player who gets the ball", PitchClicks.PICK_PLAYER),
        Ask.TURN: OnScreen("Your turn: click a player to act with him", PitchClicks.TURN),
        Ask.ACTIVATION: OnScreen(
            "Click a square to move, an opponent to block, a team-mate to pass", PitchClicks.ACTIVATION
        ),
        Ask.REROLL: OnScreen("The roll failed: use a team re-roll?"),
        Ask.BLOCK_REROLL: OnScreen("Re-roll the block dice?"),
        Ask.BLOCK_DIE: OnScreen("Choose the block die to keep"),
        Ask.PUSH: OnScreen("Push: click a highlighted square", PitchClicks.PUSH, ("attacker", "defender")),
        Ask.FOLLOW_UP: OnScreen("Follow up into the square he left?"),
        Ask.PENALTY: OnScreen("A penalty is called"),
        Ask.AUGURY: OnScreen("Cast Augury for a bonus re-roll?"),
        Ask.BITING_STEEL: OnScreen("Cast Biting Steel on this knock-down?"),
        Ask.ACCEPT_DUEL: OnScreen("You are challenged to a duel"),
        Ask.FORCE_DUEL: OnScreen("Force the challenge with your coaching staff?"),
        Ask.DEMAND_DUEL: OnScreen("Demand satisfaction for the foul?"),
        Ask.ILLEGAL_PROCEDURE: OnScreen("They acted before moving the turn counter: call Illegal Procedure?"),
        Ask.DUEL: OnScreen("The duel: focus or strike?", below=("challenger", "challenged")),
        Ask.TOUCH_OF_AMATERASU: OnScreen(
            "Touch of Amaterasu: click the player to bless · +1 to every stat until he is next hurt"
            " or Dishonored",
            PitchClicks.PICK_PLAYER,
        ),
        Ask.POISON: OnScreen(
            "Choose the opposing player to poison: click him in their dugout", PitchClicks.PICK_PLAYER
        ),
        Ask.CHALLENGE: OnScreen(
            "Click your challenger (ringed), then the opponent next to him", PitchClicks.CHALLENGE
        ),
    }
)


# R13: a kick-off result that asks a coach something says so, in its own words, instead of the
# decision's plain ones (the prompt's ``event`` names the result).
KICKOFF_QUESTIONS: Mapping[tuple[Ask, str], str] = MappingProxyType(
    {
        (Ask.SETUP, "superior_tactics"): (
            "Superior Tactics: move any of your players again (set-up rules hold), then End set-up"
        ),
        (Ask.TURN, "sneak_attack"): (
            "Sneak Attack: a bonus turn before the ball lands · the turn counter stays put, no"
            " Illegal Procedure"
        ),
        (Ask.CHALLENGE, "iaijutsu_challenge"): (
            "Iaijutsu Challenge: click a non-star challenger (ringed), then the opponent next to him"
            " · he may refuse (dishonoured) or duel"
        ),
        (Ask.CHALLENGE, "test_of_might"): (
            "Test of Might: click your challenger (ringed), then the opponent next to him · d6 + ST"
            " each, the lower is knocked down"
        ),
        (Ask.CHALLENGE, "show_me_your_stance"): (
            "Show Me Your Stance: click your challenger (ringed), then the opponent next to him ·"
            " d6 + PH each, the lower is Dishonored"
        ),
    }
)


def question_for(pending: Prompt) -> str:
    """The prompt's question: a kick-off result's own words while one asks, else the decision's."""
    event = pending.data.get("event")
    if isinstance(event, str) and (pending.kind, event) in KICKOFF_QUESTIONS:
        return KICKOFF_QUESTIONS[(pending.kind, event)]
    return ON_SCREEN[pending.kind].question


def clicks_for(pending: Prompt | None) -> PitchClicks | None:
    """What a click on the pitch does for the decision waiting (None when nothing waits)."""
    return None if pending is None else ON_SCREEN[pending.kind].pitch
