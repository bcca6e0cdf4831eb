"""Typed, immutable form of a rule bundle (the article's "heatmap").

Everything downstream (compiler, reference engine, regression gate, operator) reads these frozen
dataclasses, never raw YAML, so a bundle that made it past `parse` + `check` is known-good.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

import yaml

__all__ = [
    "BUILTINS",
    "DEFAULT_BREAKS",
    "Bundle",
    "Category",
    "Domain",
    "Heatmap",
    "KeyNode",
    "Metadata",
    "PairWeight",
    "ScanSettings",
    "TermWeight",
]

#: Recognisers implemented natively by the compiled scanner (besides literal terms).
BUILTINS: tuple[str, ...] = ("number", "cn_numeral")

#: Segment breaks: pair rules never trigger across one of these ("." only before a space, so
#: decimals such as 2.5 do not split).
DEFAULT_BREAKS: tuple[str, ...] = ("\n", "。", "！", "？", "；", "!", "?", ";", ". ")


@dataclass(frozen=True)
class Metadata:
    name: str
    version: str
    description: str = ""
    #: Free-form provenance (e.g. what a heatmap was learned from), like Kubernetes annotations.
    annotations: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Category:
    """A token/phrase category: literal terms (EN, ZH) and/or a builtin recogniser."""

    id: str
    description: str = ""
    builtin: str | None = None
    en: tuple[str, ...] = ()
    zh: tuple[str, ...] = ()

    @property
    def terms(self) -> tuple[str, ...]:
        return self.en + self.zh


@dataclass(frozen=True)
class Domain:
    """A domain pack (finance, medical, ...) recognised by its trigger terms."""

    id: str
    description: str = ""
    en: tuple[str, ...] = ()
    zh: tuple[str, ...] = ()

    @property
    def terms(self) -> tuple[str, ...]:
        return self.en + self.zh

    @property
    def category_id(self) -> str:
        """Domain triggers are scanned as the category `domain.<id>`."""
        return f"domain.{self.id}"


@dataclass(frozen=True)
class PairWeight:
    left: str
    right: str
    weight: float

    @property
    def rule_id(self) -> str:
        return f"pair:{self.left}+{self.right}"


@dataclass(frozen=True)
class TermWeight:
    term: str
    category: str
    weight: float

    @property
    def rule_id(self) -> str:
        return f"term:{self.term}@{self.category}"


@dataclass(frozen=True)
class Heatmap:
    pairs: tuple[PairWeight, ...] = ()
    terms: tuple[TermWeight, ...] = ()


@dataclass(frozen=True)
class KeyNode:
    """Token-level decision node: a token of `then` shortly after a token of `after`."""

    name: str
    after: str
    then: str


@dataclass(frozen=True)
class ScanSettings:
    window_bytes: int = 96
    breaks: tuple[str, ...] = DEFAULT_BREAKS
    token_window: int = 3


@dataclass(frozen=True)
class Bundle:
    """A validated rule bundle. `digest` names its canonical YAML, so equal bundles share it."""

    metadata: Metadata
    sensitivity: float = 0.75
    cache_size: int = 2048
    scan: ScanSettings = field(default_factory=ScanSettings)
    categories: tuple[Category, ...] = ()
    domains: tuple[Domain, ...] = ()
    heatmap: Heatmap = field(default_factory=Heatmap)
    key_nodes: tuple[KeyNode, ...] = ()
    api_version: str = "zerolayer.io/v1"
    kind: str = "RuleBundle"
    source: str = field(default="<string>", compare=False)

    @property
    def name(self) -> str:
        return self.metadata.name

    @property
    def version(self) -> str:
        return self.metadata.version

    def category(self, category_id: str) -> Category | None:
        return next((c for c in self.categories if c.id == category_id), None)

    def to_document(self) -> dict[str, Any]:
        """The canonical document: fixed key order, every default spelled out."""
        return {
            "apiVersion": self.api_version,
            "kind": self.kind,
            "metadata": _metadata_doc(self.metadata),
            "sensitivity": self.sensitivity,
            "cacheSize": self.cache_size,
            "scan": {
                "windowBytes": self.scan.window_bytes,
                "breaks": list(self.scan.breaks),
                "tokenWindow": self.scan.token_window,
            },
            "categories": [_category_doc(c) for c in self.categories],
            "domains": [
                {"id": d.id, "description": d.description, "terms": {"en": list(d.en), "zh": list(d.zh)}}
                for d in self.domains
            ],
            "heatmap": {
                "pairs": [{"left": p.left, "right": p.right, "weight": p.weight} for p in self.heatmap.pairs],
                "terms": [
                    {"term": t.term, "category": t.category, "weight": t.weight} for t in self.heatmap.terms
                ],
            },
            "keyNodes": [{"name": k.name, "after": k.after, "then": k.then} for k in self.key_nodes],
        }

    def to_yaml(self) -> str:
        """Canonical YAML (UTF-8 text kept readable). PyYAML writes U+0085 raw but reads it back as a
        line break, so a document holding one is written with every non-ASCII character escaped."""
        doc = self.to_document()
        text = yaml.safe_dump(
            doc, sort_keys=False, allow_unicode=True, default_flow_style=False, width=100_000
        )
        if "\x85" in text:
            text = yaml.safe_dump(
                doc, sort_keys=False, allow_unicode=False, default_flow_style=False, width=100_000
            )
        return text

    @property
    def digest(self) -> str:
        return "sha256:" + hashlib.sha256(self.to_yaml().encode("utf-8")).hexdigest()


def _metadata_doc(m: Metadata) -> dict[str, Any]:
    doc: dict[str, Any] = {"name": m.name, "version": m.version, "description": m.description}
    if m.annotations:  # omitted when empty, so bundles without provenance keep their digest
        doc["annotations"] = dict(m.annotations)
    return doc


def _category_doc(c: Category) -> dict[str, Any]:
    doc: dict[str, Any] = {"id": c.id, "description": c.description}
    if c.builtin is not None:
        doc["builtin"] = c.builtin
    doc["terms"] = {"en": list(c.en), "zh": list(c.zh)}
    return doc
