"""Check requests for the latency benchmarks (``extraction_bench.py``, ``engine_bench.py``).

A request is 5 chunks of about 3 KB of *new* text each, plus an answer: chunks are assembled from
randomly drawn chunk texts of the shipped regression corpus (English, Chinese and mixed, every
domain), so the extractor sees the variety of real retrievals rather than one repeated sentence,
and each chunk ends with a unique letter tag, so no request repeats a text that a cache (the
checker's scan, fact and result caches) has already seen. A fixed seed makes runs comparable.
"""

from __future__ import annotations

import random
import string
from functools import cache

from zero_layer.checks import CheckRequest
from zero_layer.checks.collector import settle_collector
from zero_layer.regress import load_corpus

__all__ = [
    "CHUNKS",
    "CHUNK_BYTES",
    "new_text_requests",
    "recombined_requests",
    "settle_like_the_gateway",
    "warmup_requests",
]

CHUNKS = 5
CHUNK_BYTES = 3000


@cache
def _pools() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(chunk texts, answers) of the shipped corpus, deduplicated, in corpus order."""
    chunks: dict[str, None] = {}
    answers: dict[str, None] = {}
    for case in load_corpus():
        for c in case.chunks:
            chunks[c if isinstance(c, str) else c["text"]] = None
        if case.answer:
            answers[case.answer] = None
    return tuple(chunks), tuple(answers)


def _tag(n: int) -> str:
    """A unique letters-only tag (no digits: it must not add facts of its own)."""
    letters = string.ascii_lowercase
    out = ""
    while True:
        n, r = divmod(n, 26)
        out = letters[r] + out
        if n == 0:
            return "ref " + out
        n -= 1


def _chunk(rnd: random.Random, pool: tuple[str, ...], tag: str, size: int) -> str:
    parts: list[str] = []
    used = 0
    while used < size:
        text = rnd.choice(pool)
        parts.append(text)
        used += len(text.encode("utf-8")) + 1
    return "\n".join(parts) + f"\n({tag})"


def new_text_requests(
    count: int, seed: int, chunks: int = CHUNKS, chunk_bytes: int = CHUNK_BYTES
) -> list[CheckRequest]:
    """``count`` requests of ``chunks`` chunks of ~``chunk_bytes`` UTF-8 bytes; no text repeats, also
    not across seeds (the tag carries the seed)."""
    pool, answers = _pools()
    rnd = random.Random(seed)
    out: list[CheckRequest] = []
    for i in range(count):
        tags = [_tag((seed * 1_000_003 + i) * (chunks + 1) + k) for k in range(chunks + 1)]
        texts = [_chunk(rnd, pool, tags[k], chunk_bytes) for k in range(chunks)]
        out.append(CheckRequest.build(texts, f"{rnd.choice(answers)} ({tags[-1]})"))
    return out


def recombined_requests(
    count: int, seed: int, pool_size: int = 40
) -> tuple[list[CheckRequest], list[CheckRequest]]:
    """(priming, timed): RAG's steady state. ``pool_size`` chunks are first seen once (the priming
    requests, like a corpus being retrieved for the first time); each timed request then combines
    ``CHUNKS`` of them in a combination not seen before, with a new answer."""
    pool, answers = _pools()
    rnd = random.Random(seed)
    chunks = [_chunk(rnd, pool, _tag(seed * 1_000_003 + 500_000 + k), CHUNK_BYTES) for k in range(pool_size)]
    priming = [CheckRequest.build(chunks[k : k + CHUNKS]) for k in range(0, pool_size, CHUNKS)]
    timed = [
        CheckRequest.build(rnd.sample(chunks, CHUNKS), f"{rnd.choice(answers)} ({_tag(seed * 7 + i)})")
        for i in range(count)
    ]
    return priming, timed


def settle_like_the_gateway() -> None:
    """What the gateway does after its warm-up (``gateway.check.serving``): the start-up objects
    frozen out of the garbage collector's view and its young threshold raised
    (``zero_layer.checks.collector``), so that collections rarely fall inside a timed request."""
    settle_collector()


def warmup_requests() -> list[CheckRequest]:
    """Requests that load every lazy path before timing: Chinese numerals (cn2an is imported on first
    use), money, dates and an answer, plus a few full-size new-text requests."""
    zh = CheckRequest.build(
        ["付款期限为验收后三十日，违约金为合同总价的百分之五，保证金为二十万元。",
         "付款期限为验收后六十日。"],
        "付款期限为验收后四十五日，二〇二四年第三季度收入为三亿元。",
    )  # fmt: skip
    en = CheckRequest.build(
        ["Revenue for Q3 2025 was $48.2 million; payment is due 30 days after acceptance.",
         "Q3 2025 revenue was USD 84,200,000, and fasting glucose was 5.6 mmol/L on March 5, 2025."],
        "Revenue was about $48 million.",
    )  # fmt: skip
    return [zh, en, *new_text_requests(3, seed=999)]
