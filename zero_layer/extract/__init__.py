"""Typed fact extraction (EN and ZH): numbers with units, money, rates, dates, durations with anchors.

``extract_facts(text, chunk_id)`` returns :class:`Fact` objects whose values are normalised to one
canonical unit per dimension, so "24 months" and "2 years", or "三十日" and "30日", compare equal.
"""

from __future__ import annotations

from zero_layer.extract.extractor import MAX_FACTS_PER_CHUNK, extract_facts
from zero_layer.extract.facts import Fact
from zero_layer.extract.periods import Period

__all__ = ["MAX_FACTS_PER_CHUNK", "Fact", "Period", "extract_facts"]
