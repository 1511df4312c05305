"""Dice charts: each maps every possible roll to one named result (R8, R12-R14, R7.4, R1.5)."""

from __future__ import annotations

from enum import StrEnum
from typing import Generic, TypeVar

from pydantic import Field, model_validator

from samurai_bowl.data.coverage import check_coverage, check_unique
from samurai_bowl.data.types import Bool, DataModel, DiceField, Int, Span, Text
from samurai_bowl.errors import FieldProblem


class KickoffEvent(StrEnum):
    PEASANT_REVOLT = "peasant_revolt"
    IAIJUTSU_CHALLENGE = "iaijutsu_challenge"
    RALLYING_CRY = "rallying_cry"
    TOUCH_OF_AMATERASU = "touch_of_amaterasu"
    SUPERIOR_TACTICS = "superior_tactics"
    WEATHER = "weather"
    GUST_OF_WIND = "gust_of_wind"
    TEST_OF_MIGHT = "test_of_might"
    SNEAK_ATTACK = "sneak_attack"
    SHOW_ME_YOUR_STANCE = "show_me_your_stance"
    EVIL_PORTENTS = "evil_portents"


class Weather(StrEnum):
    TORRENTIAL_RAIN = "torrential_rain"
    STIFLING_WIND = "stifling_wind"
    LIGHT_OF_AMATERASU = "light_of_amaterasu"
    FREEZING_COLD = "freezing_cold"
    WINTER_WARFARE = "winter_warfare"


class InjuryResult(StrEnum):
    STUNNED = "stunned"
    KNOCKED_OUT = "knocked_out"
    CRITICAL = "critical"


class CasualtyResult(StrEnum):
    BADLY_HURT = "badly_hurt"
    SERIOUSLY_INJURED = "seriously_injured"
    DEAD = "dead"


class BlockFace(StrEnum):
    ATTACKER_DOWN = "attacker_down"
    BOTH_DOWN = "both_down"
    PUSHED = "pushed"
    DEFENDER_STUMBLES = "defender_stumbles"
    DEFENDER_DOWN = "defender_down"


class RollEntry(DataModel):
    roll: Span
    name: Text
    text: str = ""


E = TypeVar("E", bound=RollEntry)


class RollChart(DataModel, Generic[E]):
    """A chart rolled on ``dice``; its ``results`` must cover every total exactly once."""

    name: Text
    dice: DiceField
    results: list[E] = Field(min_length=1)

    @model_validator(mode="after")
    def _covers_every_roll(self) -> RollChart[E]:
        spans = [entry.roll for entry in self.results]
        check_coverage(spans, self.dice.totals(), "results", "roll")
        if all(hasattr(entry, "id") for entry in self.results):
            ids = [str(getattr(entry, "id")) for entry in self.results]  # noqa: B009
            check_unique(ids, "results", "id")
        return self

    def lookup(self, total: int) -> E:
        """The result for a rolled total."""
        for entry in self.results:
            low, high = entry.roll
            if low <= total <= high:
                return entry
        raise ValueError(f"{self.name}: {total} cannot be rolled on {self.dice}")


class KickoffEntry(RollEntry):
    id: KickoffEvent


class WeatherEntry(RollEntry):
    id: Weather
    pass_modifier: Int = 0
    ma_modifier: Int = 0
    ma_halved: Bool = False
    surge_allowed: Bool = True
    pass_scatters: Int = Field(default=0, ge=0, le=10)
    accurate_pass_no_turnover: Bool = False
    end_of_drive_miss_on: Int | None = Field(default=None, ge=1, le=6)


class InjuryEntry(RollEntry):
    id: InjuryResult


class CasualtyEntry(RollEntry):
    id: CasualtyResult


class BlockFaceEntry(RollEntry):
    id: BlockFace
    symbol: Text


class ScatterEntry(RollEntry):
    dx: Int = Field(ge=-1, le=1)
    dy: Int = Field(ge=-1, le=1)


KickoffChart = RollChart[KickoffEntry]
WeatherChart = RollChart[WeatherEntry]
InjuryChart = RollChart[InjuryEntry]
CasualtyChart = RollChart[CasualtyEntry]
BlockDiceChart = RollChart[BlockFaceEntry]


class ScatterChart(RollChart[ScatterEntry]):
    """The d8 scatter template (R1.5): eight distinct one-square directions, y growing down."""

    @model_validator(mode="after")
    def _eight_directions(self) -> ScatterChart:
        steps = [(entry.dx, entry.dy) for entry in self.results]
        for index, step in enumerate(steps):
            if step == (0, 0):
                raise FieldProblem(f"results[{index}]", "a scatter must move the ball (dx, dy both 0)")
        check_unique(steps, "results", shown=[f"direction {step}" for step in steps])
        return self

    def step(self, roll: int) -> tuple[int, int]:
        entry = self.lookup(roll)
        return (entry.dx, entry.dy)
