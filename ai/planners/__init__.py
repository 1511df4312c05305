"""What one model could do this turn: each planner offers its best plan for a model, or None.

The coach asks them in order of priority, by name; they read the match only through its public API.
One class answers to every name, put together from a module for each thing planned:

- ``base``: what the planners of one decision share (the match, the nerve, reach and caches)
- ``standing``: fallen men standing up
- ``scoring``: the carrier's touchdown, relay and pass
- ``carrying``: the carrier's run, and a receiver getting open
- ``loose_ball``: pick-ups and the chase for a loose ball
- ``blocks``: blocks, blitzes and fouls
- ``support``: the cage, marks on their carrier, receivers and support moves"""

from __future__ import annotations

from samurai_bowl.ai.planners.base import (
    ACTION_PLANNERS,
    ACTIONS,
    SURGE_ROOM,
    Planner,
    threat_ranges,
    threats_to,
)
from samurai_bowl.ai.planners.block_odds import good_block, rough_knockdown
from samurai_bowl.ai.planners.blocks import Blocks
from samurai_bowl.ai.planners.carrying import Carrying
from samurai_bowl.ai.planners.loose_ball import RUN_ON, LooseBall
from samurai_bowl.ai.planners.nerve import Nerve
from samurai_bowl.ai.planners.scoring import Scoring
from samurai_bowl.ai.planners.support import Support

__all__ = [
    "ACTIONS",
    "ACTION_PLANNERS",
    "RUN_ON",
    "SURGE_ROOM",
    "Nerve",
    "Planner",
    "Planners",
    "good_block",
    "rough_knockdown",
    "threat_ranges",
    "threats_to",
]


class Planners(Scoring, Carrying, LooseBall, Blocks, Support):
    """The planners of one decision; the reachable squares of each model are worked out once."""
