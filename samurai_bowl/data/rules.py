"""Rule options and constants, the [I] readings of RULES.md among them (charts/rules.yaml)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from samurai_bowl.data.types import MAX_SHIRT_NUMBER, Bool, DataModel, DiceField, Int
from samurai_bowl.errors import FieldProblem


class PitchRules(DataModel):
    """R1: pitch size, end zones, wide zones; the line of scrimmage is next to halfway."""

    length: Int = Field(ge=8, le=60)
    width: Int = Field(ge=5, le=40)
    end_zone_depth: Int = Field(ge=1, le=5)
    wide_zone_width: Int = Field(ge=0, le=10)

    @model_validator(mode="after")
    def _fits(self) -> PitchRules:
        if self.length % 2:
            raise FieldProblem("length", f"must be even so both halves match (got {self.length})")
        if self.end_zone_depth * 2 >= self.length // 2:
            raise FieldProblem("end_zone_depth", "end zones would fill the halves")
        if self.wide_zone_width * 2 >= self.width:
            raise FieldProblem("wide_zone_width", "wide zones would leave no centre")
        return self

    @property
    def halfway(self) -> int:
        """First column of the away half: home sets up in x < halfway."""
        return self.length // 2


class StaffLimit(DataModel):
    cost: Int = Field(ge=0)
    max: Int = Field(ge=0, le=20)


class TeamBuildingRules(DataModel):
    """R2: koku, roster size and staff limits."""

    starting_koku: Int = Field(ge=0)
    min_players: Int = Field(ge=1, le=40)
    max_players: Int = Field(ge=1, le=40)
    max_rerolls: Int = Field(ge=0, le=20)
    geisha: StaffLimit
    assistant_coaches: StaffLimit
    max_team_shugenja: Int = Field(ge=0, le=1)
    max_special_staff: Int = Field(ge=0, le=1)
    max_player_number: Int = Field(ge=16, le=MAX_SHIRT_NUMBER)

    @model_validator(mode="after")
    def _sizes(self) -> TeamBuildingRules:
        if self.min_players > self.max_players:
            raise FieldProblem(
                "min_players",
                f"must not exceed max_players ({self.min_players} > {self.max_players})",
            )
        return self


class SetupRules(DataModel):
    """R3.4 set-up legality."""

    players_on_pitch: Int = Field(ge=1, le=20)
    min_on_line_of_scrimmage: Int = Field(ge=0, le=20)
    max_per_wide_zone: Int = Field(ge=0, le=20)


ActionLimit = Literal["team", "model"]


class MatchRules(DataModel):
    """R3, R4: halves, turns, KO recovery, re-roll refresh, the digital turn counter, whether
    the one action (pass, block, foul) is the team's per turn or each model's (R4.2), and whether a
    coach may take back his last actions while no die was rolled since (``undo``)."""

    halves: Int = Field(ge=1, le=4)
    turns_per_half: Int = Field(ge=1, le=20)
    ko_recovery_target: Int = Field(ge=1, le=6)
    rerolls_refresh_at_half_time: Bool
    manual_turn_counter: Bool
    action_limit: ActionLimit = "team"
    undo: Bool = True


class MovementRules(DataModel):
    """R4.6, R5.4: standing up and Surge of Speed."""

    stand_up_cost: Int = Field(ge=0, le=6)
    stand_up_roll_target: Int = Field(ge=1, le=6)
    surge_squares: Int = Field(ge=0, le=6)
    sprint_surge_squares: Int = Field(ge=0, le=6)
    surge_fails_on: Int = Field(ge=1, le=6)


class BallRules(DataModel):
    """R6, R10, R12: pick-up, inaccurate passes, throw-ins, kickoff scatter."""

    pickup_modifier: Int = Field(ge=-6, le=6)
    inaccurate_pass_scatters: Int = Field(ge=0, le=10)
    inaccurate_catch_modifier: Int = Field(ge=-6, le=6)
    throw_in_distance: DiceField
    kickoff_scatter: DiceField
    gust_of_wind_scatter: DiceField


class DamageRules(DataModel):
    """R7.9, R8, R9.2, R16, R17: armour and injury modifiers."""

    foul_armour_modifier: Int = Field(ge=0, le=6)
    foul_max_ph: Int = Field(ge=0, le=10)
    dirty_player_bonus: Int = Field(ge=0, le=6)
    katana_injury_bonus: Int = Field(ge=0, le=6)
    mighty_blow_bonus: Int = Field(ge=0, le=6)
    charge_armour_bonus: Int = Field(ge=0, le=6)
    biting_steel_bonus: Int = Field(ge=0, le=6)
    ikoma_ujiaki_armour_bonus: Int = Field(ge=0, le=6)
    seriously_injured_miss_on: Int = Field(ge=1, le=6)


class HonourRules(DataModel):
    """R9.6, R9.7, R15: Imperial Favor, arguing the call, duels."""

    imperial_favor_uses: Int = Field(ge=0, le=5)
    argue_call_target: Int = Field(ge=1, le=12)
    argue_calls_per_half: Int = Field(ge=0, le=5)
    iaijutsu_duel_bonus: Int = Field(ge=0, le=6)
    duel_ties_reroll: Bool


class SppValues(DataModel):
    touchdown: Int = Field(ge=0)
    casualty: Int = Field(ge=0)
    completion: Int = Field(ge=0)
    mvp: Int = Field(ge=0)


class PostGameRules(DataModel):
    """R19.1, R19.2: winnings and star player points."""

    winnings_die: DiceField
    winnings_multiplier: Int = Field(ge=0)
    winner_bonus: Int = Field(ge=0)
    spp: SppValues


class LeaguePoints(DataModel):
    """R19.4: points for a win, a draw and a loss."""

    win: Int
    draw: Int
    loss: Int


class RuleSet(DataModel):
    pitch: PitchRules
    team_building: TeamBuildingRules
    setup: SetupRules
    match: MatchRules
    movement: MovementRules
    ball: BallRules
    damage: DamageRules
    honour: HonourRules
    post_game: PostGameRules
    league_points: LeaguePoints
