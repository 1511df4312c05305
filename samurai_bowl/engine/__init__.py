"""The rules engine: pure Python, no UI; every caller drives it through one public API.

This module is that API. The AI, the window, the league and the command line import from here
(and scenario files from :mod:`samurai_bowl.engine.scenarios`), never from the engine's own modules:
``tests/engine/test_surface.py`` fails when they do. Everything here reads a match or answers its
decisions; nothing here lets a caller change a match except :meth:`Match.apply`.
"""

from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.anytime import ANYTIME
from samurai_bowl.engine.decisions import CATALOGUE, Decision
from samurai_bowl.engine.dice.chances import d6_success, with_reroll
from samurai_bowl.engine.dice.seeds import MAX_SEED, SEED_BITS, new_seed, seed_label
from samurai_bowl.engine.dice.sources import DiceSource, SeededDice
from samurai_bowl.engine.events import Event, EventKind
from samurai_bowl.engine.invariants import InvariantBroken, check_invariants, check_reentrant
from samurai_bowl.engine.loading.formats import READS
from samurai_bowl.engine.match import Match, merge_options
from samurai_bowl.engine.odds.before_acting import (
    BlockOdds,
    Chance,
    FoulOdds,
    HandOffOdds,
    PassOdds,
    move_ability,
)
from samurai_bowl.engine.odds.blitz import Blitz, blitz_from_range
from samurai_bowl.engine.odds.kick_reach import KickReach, kick_reach
from samurai_bowl.engine.odds.paths import MoveAbility, Path, path_chance, path_rolls
from samurai_bowl.engine.odds.previews import Activated, involved, once_activated, stand_up_roll
from samurai_bowl.engine.odds.spell_offers import ArmourAgain, BlockAgain, RollAgain, SteelOffer, spell_offer
from samurai_bowl.engine.plain import thaw
from samurai_bowl.engine.procedure import Ask, Prompt
from samurai_bowl.engine.rules.casting import augury_open, spell_ready
from samurai_bowl.engine.rules.postgame import spp
from samurai_bowl.engine.rules.setup import problems as setup_problems
from samurai_bowl.engine.rules.spells import fires_naming, fires_squares
from samurai_bowl.engine.rules.turn import action_open
from samurai_bowl.engine.rules.undo import describe_taken_back
from samurai_bowl.engine.rules.weather import current as current_weather
from samurai_bowl.engine.rules.weather import movement_allowance, surge_squares
from samurai_bowl.engine.saves.files import match_from_file, replay_problem
from samurai_bowl.engine.saves.public import (
    TakeBackSent,
    follow,
    from_public,
    public_save,
    public_state,
    read_actions,
    read_events,
    take_back_after,
    take_back_change,
)
from samurai_bowl.engine.state.board import BoardView
from samurai_bowl.engine.state.pieces import Piece, Skill, Status
from samurai_bowl.engine.state.pitch import Pitch, Side
from samurai_bowl.engine.summary import MatchSummary, SeriesSummary, summarize
from samurai_bowl.engine.timeouts import clock_period, default_action, period_owner

__all__ = [  # noqa: RUF022 (grouped by what a caller does with them)
    # the match and its decisions
    "ANYTIME",
    "Act",
    "Action",
    "Ask",
    "CATALOGUE",
    "Decision",
    "Event",
    "EventKind",
    "IllegalAction",
    "Match",
    "Prompt",
    "merge_options",
    # what a match is made of, read-only to callers
    "BoardView",
    "Piece",
    "Pitch",
    "Side",
    "Skill",
    "Status",
    # dice (a look-ahead plays on clone(dice=...) with dice of its own)
    "DiceSource",
    "SeededDice",
    # seeds: a fresh secret one for every match, a short name for its file
    "MAX_SEED",
    "SEED_BITS",
    "new_seed",
    "seed_label",
    # odds and previews: what a roll needs, assumed, never learnt from the dice
    "Activated",
    "ArmourAgain",
    "Blitz",
    "BlockAgain",
    "BlockOdds",
    "Chance",
    "FoulOdds",
    "HandOffOdds",
    "KickReach",
    "MoveAbility",
    "PassOdds",
    "Path",
    "RollAgain",
    "SteelOffer",
    "blitz_from_range",
    "d6_success",
    "kick_reach",
    "move_ability",
    "once_activated",
    "path_chance",
    "path_rolls",
    "spell_offer",
    "stand_up_roll",
    "with_reroll",
    # rules a caller asks about without acting
    "action_open",
    "augury_open",
    "current_weather",
    "describe_taken_back",
    "fires_naming",
    "fires_squares",
    "involved",
    "movement_allowance",
    "setup_problems",
    "spell_ready",
    "spp",
    "surge_squares",
    # saves, summaries and checks
    "READS",
    "InvariantBroken",
    "MatchSummary",
    "SeriesSummary",
    "check_invariants",
    "check_reentrant",
    "match_from_file",
    # a match as a coach who is not its referee sees it (network play): without its dice
    "follow",
    "from_public",
    "public_save",
    "public_state",
    "read_actions",
    "read_events",
    "TakeBackSent",
    "take_back_after",
    "take_back_change",
    "replay_problem",
    "summarize",
    "thaw",
    # a coach out of time (a turn clock): the rules answer for him
    "clock_period",
    "default_action",
    "period_owner",
]
