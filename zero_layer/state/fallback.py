"""A concrete sentence telling the caller what to do, in the language of the request."""

# ruff: noqa: E501  (sentence templates read best unbroken)

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zero_layer.state.policy import PolicyTier

__all__ = ["detect_language", "fallback_suggestion"]


def detect_language(texts: Sequence[str]) -> str:
    """ "zh" when CJK characters make up a good share of the letters, else "en"."""
    cjk = latin = 0
    for text in texts:
        for ch in text[:4000]:
            if "\u4e00" <= ch <= "\u9fff":
                cjk += 1
            elif ch.isascii() and ch.isalpha():
                latin += 1
    return "zh" if cjk * 3 >= latin and cjk > 0 else "en"


def fallback_suggestion(tier: PolicyTier, lang: str, conflicts: Sequence[dict[str, Any]],
                        unsupported: Sequence[dict[str, Any]]) -> str:  # fmt: skip
    zh = lang == "zh"
    if conflicts:
        c = conflicts[0]
        a, b = c["spans"][0], c["spans"][1]
        if c["kind"] == "answer_contradiction":
            if zh:
                return (
                    f"回答中的“{a['text']}”与资料（片段 {b['chunk_id']}：“{b['text']}”）不一致，"
                    f"请按资料更正后再答复{'，或转人工处理' if tier == 'handoff' else ''}。"
                )
            return (
                f'The answer says "{a["text"]}" but chunk {b["chunk_id"]} says "{b["text"]}"; '
                f"correct the answer from the source{' or hand off to a human agent' if tier == 'handoff' else ''}."
            )
        if zh:
            return (
                f"资料之间不一致：片段 {a['chunk_id']} 为“{a['text']}”，片段 {b['chunk_id']} 为“{b['text']}”，"
                f"{'请转人工核实后再答复' if tier == 'handoff' else '请向用户确认以哪一项为准'}。"
            )
        return (
            f'The sources disagree: chunk {a["chunk_id"]} says "{a["text"]}" while chunk {b["chunk_id"]} '
            f'says "{b["text"]}"; '
            f"{'hand off to a human agent to confirm the correct value' if tier == 'handoff' else 'ask the user to confirm which applies'}."
        )
    if unsupported:
        names = (
            "、".join(u["text"] for u in unsupported[:3])
            if zh
            else ", ".join(u["text"] for u in unsupported[:3])
        )
        if zh:
            return f"回答中的 {names} 在资料中找不到依据，请核实或删除后再答复。"
        return f"No source supports {names} in the answer; verify or remove it before answering."
    if zh:
        return "资料一致，未发现冲突，可直接答复。"
    return "The sources agree and no conflict was found; answer as is."
