"""Fixtures for the plugin tests: the tiny model's vocabulary and a real TokenMachine for it."""

from __future__ import annotations

from pathlib import Path

import pytest
from zl_testkit.tiny_model import make_tiny_model

from zero_layer.compiler import compile_bundle
from zero_layer.engine import TokenMachine
from zero_layer.rules import load_bundle


@pytest.fixture(scope="session")
def tiny_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_tiny_model(tmp_path_factory.mktemp("tiny-model"))


@pytest.fixture(scope="session")
def tokenizer(tiny_dir: Path):  # type: ignore[no-untyped-def]
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(tiny_dir / "tokenizer.json"))


@pytest.fixture(scope="session")
def vocab(tokenizer) -> list[str]:  # type: ignore[no-untyped-def]
    return [tokenizer.decode([i]) for i in range(tokenizer.get_vocab_size())]


@pytest.fixture(scope="session")
def machine(vocab: list[str]) -> TokenMachine:
    return TokenMachine(compile_bundle(load_bundle()), vocab)


@pytest.fixture
def encode(tokenizer):  # type: ignore[no-untyped-def]
    def _encode(text: str) -> list[int]:
        return list(tokenizer.encode(text, add_special_tokens=False).ids)

    return _encode
