"""A chunk and its translation: the value the translation changed conflicts although the two texts
share no word; a translation that agrees, a value moved elsewhere, and two documents about different
regions in two languages do not. Both backends."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.checks.translations import script, substituted, translated

pytestmark = pytest.mark.unit

EXAM_EN = (
    "Candidate handbook, fees: standard registration USD 255; registration in the closing stage "
    "(within 14 days of the sitting) USD 290; transfer to another sitting USD 70."
)
EXAM_ZH = "考生手册·费用：常规报名255美元；临考报名（考试日前14天内）{fee}美元；转考至其他场次70美元。"


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("临考报名（考试日前14天内）305美元", "han"),
        ("registration in the closing stage USD 290", "latin"),
        ("Parking permit 停车月卡 monthly pass 月费", None),
        ("Ref: HK-2207 (见附件A) 费用表 v2", None),
    ],
)
def test_script(text: str, written: str | None) -> None:
    assert script(text) == written


def test_only_texts_in_two_known_scripts_are_translations() -> None:
    assert translated("han", "latin") and translated("latin", "han")
    assert not translated("han", "han") and not translated("latin", None) and not translated(None, None)


def test_substituted_pairs_one_value_put_for_another() -> None:
    same = int.__eq__
    assert substituted([255, 14, 290, 70], [255, 14, 305, 70, 4], same, 2) == [(290, 305)]
    # at either end too, and only where each side has exactly one value in the gap
    assert substituted([5, 40, 60], [7, 40, 60], same, 2) == [(5, 7)]
    assert substituted([1, 2, 3, 9], [1, 2, 7, 8, 9], same, 2) == []
    # a value the other text states elsewhere was moved, not changed; too few values aligned say nothing
    assert substituted([255, 14, 70, 290], [255, 14, 290, 70], same, 2) == []
    assert substituted([255, 290], [255, 305], same, 2) == []
    assert substituted([255, 290], [255, 305], same, 1) == [(290, 305)]


def test_the_value_a_translation_changed_conflicts(checker: Checker) -> None:
    changed = checker.check(CheckRequest.build([EXAM_EN, EXAM_ZH.format(fee=305)]))
    assert changed.status == "CONFLICT_DETECTED"
    assert {f.text for c in changed.conflicts for f in (c.left, c.right)} == {"USD 290", "305美元"}
    assert checker.check(CheckRequest.build([EXAM_EN, EXAM_ZH.format(fee=290)])).status == "OK"


def test_a_translation_that_moves_a_value_does_not_conflict(checker: Checker) -> None:
    moved = "考生手册·费用：常规报名255美元；转考至其他场次70美元；临考报名（考试日前14天内）290美元。"
    assert checker.check(CheckRequest.build([EXAM_EN, moved])).status == "OK"


def test_two_languages_about_two_regions_do_not_conflict(checker: Checker) -> None:
    """Parallel documents are not translations when a concept sets the slot apart (here the region)."""
    japan = "Roaming - Japan and South Korea: data day pass RMB 30/day with 1 GB; calls home RMB 0.99/min."
    hong_kong = "漫游资费（中国港澳台地区）：流量日包25元/天，含1GB；拨回大陆0.99元/分钟。"
    assert checker.check(CheckRequest.build([japan, hong_kong])).status == "OK"


def test_two_texts_in_one_script_are_not_aligned(checker: Checker) -> None:
    """In one language the words say what each value is; a sequence of values does not."""
    first = "Handbook: standard registration USD 255; closing-stage registration USD 290; transfer USD 70."
    other = "Fees: standard registration USD 255; surcharge for overseas centres USD 305; transfer USD 70."
    assert checker.check(CheckRequest.build([first, other])).status == "OK"


def test_an_answer_that_changes_a_value_of_a_source_in_another_script(checker: Checker) -> None:
    source = (
        "Bike share annual membership: GBP 90 a year; every ride includes 45 minutes on a classic bike "
        "and 20 minutes on an e-bike."
    )
    wrong = checker.check(CheckRequest.build([source], "年费90英镑，经典单车每次30分钟，电动单车20分钟。"))
    assert [c.kind for c in wrong.conflicts] == ["answer_contradiction"]
    assert (wrong.conflicts[0].left.text, wrong.conflicts[0].right.text) == ("30分钟", "45 minutes")
    assert not wrong.unsupported
    right = checker.check(CheckRequest.build([source], "年费90英镑，经典单车每次45分钟，电动单车20分钟。"))
    assert right.status == "OK"
