"""Load every roster and chart once, validate each file and the links between them."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from samurai_bowl.data.charts import (
    BlockDiceChart,
    CasualtyChart,
    InjuryChart,
    KickoffChart,
    ScatterChart,
    WeatherChart,
)
from samurai_bowl.data.files import load_model
from samurai_bowl.data.formations import FormationList
from samurai_bowl.data.names import NameList
from samurai_bowl.data.roster import Roster
from samurai_bowl.data.rules import RuleSet
from samurai_bowl.data.skills import SkillList
from samurai_bowl.data.tables import AgilityTable, PassRanges
from samurai_bowl.errors import DataError
from samurai_bowl.files.paths import builtin_data_root, shown_path

# charts/<file> -> model; every one of them must be present.
CHART_FILES: dict[str, type] = {
    "rules.yaml": RuleSet,
    "skills.yaml": SkillList,
    "names.yaml": NameList,
    "kickoff.yaml": KickoffChart,
    "weather.yaml": WeatherChart,
    "injury.yaml": InjuryChart,
    "sigudu.yaml": CasualtyChart,
    "agility.yaml": AgilityTable,
    "block_dice.yaml": BlockDiceChart,
    "scatter.yaml": ScatterChart,
    "pass_ranges.yaml": PassRanges,
    "formations.yaml": FormationList,
}


@dataclass(frozen=True)
class GameData:
    """Everything the rules read from files."""

    rules: RuleSet
    skills: SkillList
    names: NameList
    kickoff: KickoffChart
    weather: WeatherChart
    injury: InjuryChart
    sigudu: CasualtyChart
    agility: AgilityTable
    block_dice: BlockDiceChart
    scatter: ScatterChart
    pass_ranges: PassRanges
    formations: FormationList
    rosters: dict[str, Roster]

    def roster(self, clan: str) -> Roster:
        try:
            return self.rosters[clan]
        except KeyError:
            raise DataError(f"clan '{clan}'", f"no such clan (clans: {', '.join(self.rosters)})") from None


def load_game_data(rosters_dir: Path | None = None, charts_dir: Path | None = None) -> GameData:
    """Load and cross-check all data; the shipped files unless folders are given."""
    root = builtin_data_root()
    return _load((rosters_dir or root / "rosters").resolve(), (charts_dir or root / "charts").resolve())


@lru_cache(maxsize=4)
def _load(rosters_dir: Path, charts_dir: Path) -> GameData:
    display_root = builtin_data_root()
    charts: dict[str, object] = {}
    for file_name, model in CHART_FILES.items():
        path = charts_dir / file_name
        charts[file_name.removesuffix(".yaml")] = load_model(model, path, shown_path(path, display_root))
    skills, rules, formations = charts["skills"], charts["rules"], charts["formations"]
    assert isinstance(skills, SkillList) and isinstance(rules, RuleSet)
    assert isinstance(formations, FormationList)
    problem = formations.problem(rules)
    if problem is not None:
        path = charts_dir / "formations.yaml"
        raise DataError(shown_path(path, display_root), problem[1], problem[0])
    rosters = load_rosters(rosters_dir, skills, display_root)
    return GameData(rosters=rosters, **charts)  # type: ignore[arg-type]


def load_rosters(folder: Path, skills: SkillList, display_root: Path | None = None) -> dict[str, Roster]:
    """Every ``*.yaml`` in ``folder``, keyed by clan id (= the file's name)."""
    if not folder.is_dir():
        raise DataError(str(folder), "rosters folder not found")
    rosters: dict[str, Roster] = {}
    for path in sorted(folder.glob("*.yaml")):
        shown = shown_path(path, display_root)
        roster = load_model(Roster, path, shown)
        if roster.id != path.stem:
            raise DataError(shown, f"must match the file name '{path.stem}' (got '{roster.id}')", "id")
        check_roster_skills(roster, skills, shown)
        rosters[roster.id] = roster
    if not rosters:
        raise DataError(shown_path(folder, display_root), "no roster files (*.yaml) found")
    return rosters


def check_roster_skills(roster: Roster, skills: SkillList, shown: str) -> None:
    """Each skill a roster names must be in the skills list (R18)."""
    known = set(skills.names())
    for p_index, position in enumerate(roster.positions):
        for s_index, skill in enumerate(position.skills):
            if skill not in known:
                raise DataError(
                    shown,
                    skills.unknown_skill_message(skill),
                    f"positions[{p_index}].skills[{s_index}]",
                )
