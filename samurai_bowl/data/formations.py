"""Ready-made set-ups (charts/formations.yaml), checked against the set-up rules when loaded."""

from __future__ import annotations

from pydantic import Field, model_validator

from samurai_bowl.data.coverage import check_unique
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.data.types import DataModel, Int, Text


class Formation(DataModel):
    name: Text
    squares: list[tuple[Int, Int]] = Field(min_length=1)

    @model_validator(mode="after")
    def _distinct(self) -> Formation:
        check_unique(self.squares, "squares", shown=[f"square {list(s)}" for s in self.squares])
        return self


class FormationList(DataModel):
    formations: list[Formation] = Field(min_length=1)

    def problem(self, rules: RuleSet) -> tuple[str, str] | None:
        """(field, message) for the first formation that breaks R3.4 on this pitch, if any."""
        pitch, setup = rules.pitch, rules.setup
        line = pitch.halfway - 1
        for f_index, formation in enumerate(self.formations):
            where = f"formations[{f_index}]"
            if len(formation.squares) != setup.players_on_pitch:
                return f"{where}.squares", (
                    f"needs {setup.players_on_pitch} squares (got {len(formation.squares)})"
                )
            for s_index, (x, y) in enumerate(formation.squares):
                if not (0 <= x < pitch.halfway and 0 <= y < pitch.width):
                    return f"{where}.squares[{s_index}]", f"{[x, y]} is not in the home half"
            on_line = sum(1 for x, _ in formation.squares if x == line)
            if on_line < setup.min_on_line_of_scrimmage:
                return f"{where}.squares", (
                    f"only {on_line} on the line of scrimmage (x = {line}), "
                    f"at least {setup.min_on_line_of_scrimmage} needed"
                )
            top = sum(1 for _, y in formation.squares if y < pitch.wide_zone_width)
            bottom = sum(1 for _, y in formation.squares if y >= pitch.width - pitch.wide_zone_width)
            if max(top, bottom) > setup.max_per_wide_zone:
                return f"{where}.squares", (
                    f"{max(top, bottom)} in one wide zone, at most {setup.max_per_wide_zone}"
                )
        return None
