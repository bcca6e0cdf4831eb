"""Fixtures shared by the native-checker tests: the compiled module (a clear failure when it is not
installed, never a skip), the shipped corpus and Checkers on both backends."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from zero_layer.checks import Checker
from zero_layer.checks.sensitivity import PRODUCING_PAIRS
from zero_layer.regress import load_corpus
from zero_layer.regress.corpus import CorpusCase
from zero_layer.rules import Bundle, Heatmap, load_bundle

#: kinds whose producing heatmap pairs the "cooled" bundle drops below the sensitivity threshold
COOLED_KINDS = frozenset({"money", "percent", "date"})


def require_native() -> Any:
    """The engine, or a test failure that says how to build it."""
    try:
        import zero_layer_native  # noqa: F401
    except ImportError as exc:
        pytest.fail(
            f"zero_layer_native is not importable ({exc}): build and install the native checker with "
            "`make native` (or `make venv`; needs a Rust toolchain, https://rustup.rs)",
            pytrace=False,
        )
    from zero_layer.extract.native import engine

    return engine()


@pytest.fixture(scope="session")
def native_engine() -> Any:
    return require_native()


@pytest.fixture(scope="session")
def corpus_cases() -> list[CorpusCase]:
    return list(load_corpus())


@pytest.fixture(scope="session")
def corpus_texts(corpus_cases: list[CorpusCase]) -> list[str]:
    """Every chunk text and answer of the shipped corpus (each once, in corpus order)."""
    texts: list[str] = []
    for case in corpus_cases:
        texts += [c if isinstance(c, str) else c["text"] for c in case.chunks]
        if case.answer:
            texts.append(case.answer)
    return list(dict.fromkeys(texts))


def cooled(bundle: Bundle, kinds: frozenset[str] = COOLED_KINDS) -> Bundle:
    """``bundle`` with every heatmap pair that produces ``kinds`` cooled below the threshold."""
    pairs = {frozenset(p) for k in kinds for p in PRODUCING_PAIRS[k]}
    heat = tuple(
        dataclasses.replace(p, weight=0.1) if frozenset((p.left, p.right)) in pairs else p
        for p in bundle.heatmap.pairs
    )
    return dataclasses.replace(bundle, heatmap=Heatmap(pairs=heat, terms=bundle.heatmap.terms))


@pytest.fixture(scope="session")
def checkers(native_engine: Any) -> tuple[Checker, Checker]:
    """(native, reference) on the shipped bundle."""
    native = Checker(backend="native")
    assert native.backend == "native"
    return native, Checker(backend="reference")


@pytest.fixture(scope="session")
def cooled_checkers(native_engine: Any) -> tuple[Checker, Checker]:
    """(native, reference) on a bundle that no longer makes money, percent and date facts sensitive."""
    bundle = cooled(load_bundle())
    native = Checker(bundle, backend="native")
    assert native.backend == "native"
    return native, Checker(bundle, backend="reference")
