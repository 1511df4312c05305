"""Rule ids lead somewhere and every rule is checked: each id the tests, the scenario files, the
README and the changelog cite is on docs/rules.md, and each rule on that page is named by a test.

A rule is named in text (a docstring, a comment, a scenario's opening comment) as ``R`` and its
section, then a dot and its number where the section has numbered rules; or by a test function's
name, ``test_r`` with the section and number joined by underscores, or the section alone
(several ids may follow one another in one name). In a section without numbered rules (the kickoff chart, weather, spells,
staff, skills) a name's second number is the chart entry, so it names the section.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RULES_PAGE = REPO / "docs" / "rules.md"
THIS_FILE = Path(__file__).resolve()
SKIPPED_DIRS = {".git", ".venv", "venv", "__pycache__", "node_modules", "build", "dist"}
TEXT_SUFFIXES = {".py", ".yaml", ".yml", ".md", ".txt", ".json", ".toml"}

SECTION = re.compile(r"^## R(\d+) \S", re.MULTILINE)
NUMBERED_RULE = re.compile(r"\*\*R(\d+)\.(\d+)\*\*")
CITED = re.compile(r"(?<![\w.])R(\d+)(?:\.(\d+))?(?![\w.]*\w)")
TEST_NAME = re.compile(r"\bdef (test_\w+)")
NAME_PART = re.compile(r"_r(\d+)(?:_(\d+))?(?=_|$)")


@dataclass(frozen=True)
class Page:
    sections: frozenset[int]
    numbered: frozenset[tuple[int, int]]

    @property
    def rules(self) -> frozenset[str]:
        """Every rule of the page: its numbered rules, and each section without numbered rules."""
        unnumbered = self.sections - {section for section, _ in self.numbered}
        return frozenset({f"R{s}.{n}" for s, n in self.numbered} | {f"R{s}" for s in unnumbered})

    def has(self, rule: str) -> bool:
        section, _, number = rule[1:].partition(".")
        if not number:
            return int(section) in self.sections
        return (int(section), int(number)) in self.numbered

    def named_by_test(self, section: int, number: int | None) -> str:
        """The id a test's name ``test_r<section>_<number>`` (or ``test_r<section>_…``) stands for."""
        if number is None or (section in self.sections and not any(s == section for s, _ in self.numbered)):
            return f"R{section}"  # a section, or an entry of a chart such as the kickoff chart's 3
        return f"R{section}.{number}"


def read_page(text: str) -> Page:
    return Page(
        sections=frozenset(int(s) for s in SECTION.findall(text)),
        numbered=frozenset((int(s), int(n)) for s, n in NUMBERED_RULE.findall(text)),
    )


def cited_in_text(text: str) -> Iterator[str]:
    for section, number in CITED.findall(text):
        yield f"R{int(section)}.{int(number)}" if number else f"R{int(section)}"


def named_by_test_names(text: str, page: Page) -> Iterator[str]:
    for name in TEST_NAME.findall(text):
        for section, number in NAME_PART.findall(name):
            yield page.named_by_test(int(section), int(number) if number else None)


def files_under(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES and not SKIPPED_DIRS & set(path.parts):
            yield path


def is_scenario(path: Path) -> bool:
    if path.suffix not in {".yaml", ".yml"}:
        return False
    keys = set(re.findall(r"^(\w+):", path.read_text(encoding="utf-8"), re.MULTILINE))
    return {"home", "away", "expect"} <= keys


def scenario_files() -> list[Path]:
    """Scenario files wherever they live in the checkout (the suite runs those in tests/scenarios)."""
    found: list[Path] = []
    for path in sorted(REPO.rglob("*.y*ml")):
        relative = path.relative_to(REPO).parts
        if not SKIPPED_DIRS & set(relative) and not relative[0].startswith(".") and is_scenario(path):
            found.append(path)
    return found


def checking_files() -> list[Path]:
    """Every file of the tests and every scenario file: what can name a rule as checked."""
    files = {p for p in files_under(REPO / "tests") if p.resolve() != THIS_FILE}
    return sorted(files | set(scenario_files()))


def citing_files() -> list[Path]:
    """Every file whose rule ids must lead to the page."""
    extra = [
        *files_under(REPO / "samurai_bowl" / "engine" / "scenarios"),
        REPO / "README.md",
        REPO / "CHANGELOG.md",
    ]
    return sorted(set(checking_files()) | set(extra))


@pytest.fixture(scope="module")
def page() -> Page:
    return read_page(RULES_PAGE.read_text(encoding="utf-8"))


def test_the_page_has_every_section_and_numbered_rule(page: Page) -> None:
    assert page.sections == frozenset(range(1, 20))
    counts = {s: sum(1 for section, _ in page.numbered if section == s) for s in sorted(page.sections)}
    assert counts == {
        1: 5, 2: 5, 3: 8, 4: 7, 5: 6, 6: 6, 7: 9, 8: 6, 9: 7, 10: 3,
        11: 4, 12: 4, 13: 0, 14: 0, 15: 3, 16: 0, 17: 0, 18: 0, 19: 4,
    }  # fmt: skip
    # numbered from 1 without a gap in every section
    for section, count in counts.items():
        assert {n for s, n in page.numbered if s == section} == set(range(1, count + 1))
    assert len(page.rules) == 77 + 5  # the kickoff chart, weather, spells, staff and skills


def test_the_page_keeps_its_revision_notes() -> None:
    text = RULES_PAGE.read_text(encoding="utf-8")
    for day in ("2026-11-23", "2026-11-28", "2026-12-06"):
        assert f"**Revised {day}**" in text


def test_every_cited_rule_id_is_on_the_page(page: Page) -> None:
    unknown: list[str] = []
    for path in citing_files():
        text = path.read_text(encoding="utf-8")
        cited = set(cited_in_text(text))
        if path.suffix == ".py":
            cited |= set(named_by_test_names(text, page))
        unknown += [f"{path.relative_to(REPO)}: {rule}" for rule in sorted(cited) if not page.has(rule)]
    assert unknown == [], "rule ids not on docs/rules.md:\n" + "\n".join(unknown)


def test_every_rule_on_the_page_is_named_by_a_test(page: Page) -> None:
    named: set[str] = set()
    for path in checking_files():
        text = path.read_text(encoding="utf-8")
        named |= set(cited_in_text(text))
        if path.suffix == ".py":
            named |= set(named_by_test_names(text, page))
    missing = sorted(page.rules - named)
    assert missing == [], f"rules on docs/rules.md that no test names: {missing}"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("checks R7.3 and R13 (5), R2.2's limit", ["R7.3", "R13", "R2.2"]),
        ("version 1.R2 or XR1.1 or R1.1.2 or R1a", []),
        ("(R04) and R19.4.", ["R4", "R19.4"]),
    ],
)
def test_ids_are_read_from_text(text: str, expected: list[str]) -> None:
    assert list(cited_in_text(text)) == expected


def test_ids_are_read_from_test_names(page: Page) -> None:
    text = (
        "def test_r13_3_r9_5_refusing(d):\ndef test_r1_4_king_move():\ndef test_r18_skills():\n"
        "def test_r04_things():\ndef test_r2a_r3b():\ndef helper_r1_1():"
    )
    assert list(named_by_test_names(text, page)) == ["R13", "R9.5", "R1.4", "R18", "R4"]
