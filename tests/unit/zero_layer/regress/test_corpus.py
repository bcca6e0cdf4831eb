"""Corpus loading: valid lines stream back; every bad line is reported as file:line and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zero_layer.regress import Corpus, CorpusCase, CorpusError, default_corpus_path, load_corpus

pytestmark = pytest.mark.unit

GOOD = [
    {
        "id": "a",
        "chunks": ["Fee is 5%.", {"id": "b", "text": "Fee is 7%."}],
        "domain": "finance",
        "lang": "en",
        "kind": "rate_conflict",
        "expected": "conflict",
    },
    {"chunks": ["三十日内付款。", "30日内付款。"], "expected": "clean", "answer": "30天"},
]


def _write(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_loads_and_streams_valid_cases(tmp_path: Path) -> None:
    path = _write(tmp_path, [json.dumps(GOOD[0]), "", json.dumps(GOOD[1], ensure_ascii=False)])
    corpus = load_corpus(path, in_memory=False)
    assert (corpus.size, corpus.positives, corpus.negatives) == (2, 1, 1)
    assert corpus.cases is None, "a streamed corpus must not hold its cases"
    first, second = list(corpus)
    assert first.slices == ("domain=finance", "lang=en", "kind=rate_conflict")
    assert first.to_request() == {"chunks": GOOD[0]["chunks"], "domain": "finance"}
    assert second.id == "line-3" and second.line == 3
    assert second.slices == ("domain=unspecified", "lang=unspecified", "kind=unspecified")
    assert second.to_request() == {"chunks": GOOD[1]["chunks"], "answer": "30天"}
    assert corpus.digest.startswith("sha256:") and corpus.digest == load_corpus(path).digest


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", r"corpus\.jsonl:2: invalid JSON"),
        ("[1, 2]", r"corpus\.jsonl:2: expected a JSON object"),
        ('{"chunks": ["x"]}', r"corpus\.jsonl:2: expected: expected 'conflict' or 'clean'"),
        ('{"chunks": ["x"], "expected": "maybe"}', r"corpus\.jsonl:2: expected: .*'maybe'"),
        ('{"chunks": [], "expected": "clean"}', r"corpus\.jsonl:2: chunks: expected a non-empty list"),
        (
            '{"chunks": ["x", {"id": "b"}], "expected": "clean"}',
            r"corpus\.jsonl:2: chunks\[1\]\.text: expected a string",
        ),
        (
            '{"chunks": ["x", 3], "expected": "clean"}',
            r"corpus\.jsonl:2: chunks\[1\]: expected a string or an object",
        ),
        (
            '{"chunks": ["x"], "expected": "clean", "answer": 5}',
            r"corpus\.jsonl:2: answer: expected a string or null",
        ),
        (
            '{"chunks": ["x"], "expected": "clean", "lang": ""}',
            r"corpus\.jsonl:2: lang: expected a non-empty string",
        ),
        (
            '{"chunks": ["x"], "expected": "clean", "domain": "a=b"}',
            r"corpus\.jsonl:2: domain: must not contain",
        ),
        (
            '{"id": "a", "chunks": ["x"], "expected": "clean"}',
            r"corpus\.jsonl:2: id: duplicate id 'a' \(first on line 1\)",
        ),
    ],
)
def test_bad_line_names_file_line_and_field(tmp_path: Path, line: str, message: str) -> None:
    path = _write(tmp_path, [json.dumps(GOOD[0]), line, json.dumps(GOOD[1])])
    with pytest.raises(CorpusError, match=message) as info:
        load_corpus(path)
    assert info.value.line == 2


def test_small_files_are_kept_in_memory_large_ones_streamed(tmp_path: Path) -> None:
    path = _write(tmp_path, [json.dumps(GOOD[0]), json.dumps(GOOD[1], ensure_ascii=False)])
    small = load_corpus(path)
    streamed = load_corpus(path, in_memory=False)
    path.unlink()  # a caller may delete its temporary corpus file after loading
    assert [c.id for c in small] == ["a", "line-2"]
    with pytest.raises(CorpusError, match="cannot read corpus"):
        list(streamed)
    assert small.digest == streamed.digest


def test_streamed_corpus_is_a_lazy_generator(tmp_path: Path) -> None:
    path = _write(tmp_path, [json.dumps(dict(GOOD[1], id=f"c{i}")) for i in range(5000)])
    corpus = load_corpus(path, in_memory=False)
    stream = iter(corpus)
    assert next(stream).id == "c0" and corpus.size == 5000
    assert sum(1 for _ in stream) == 4999


def test_non_utf8_line_is_named(tmp_path: Path) -> None:
    path = tmp_path / "corpus.jsonl"
    path.write_bytes(json.dumps(GOOD[0]).encode() + b"\n" + b'{"chunks": ["\xff"], "expected": "clean"}\n')
    with pytest.raises(CorpusError, match=r"corpus\.jsonl:2: not valid UTF-8"):
        load_corpus(path)


def test_missing_and_empty_files(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="cannot read corpus"):
        load_corpus(tmp_path / "nope.jsonl")
    with pytest.raises(CorpusError, match="no cases"):
        load_corpus(_write(tmp_path, [""]))


def test_in_memory_corpus_rejects_duplicate_ids() -> None:
    case = CorpusCase(id="x", chunks=("a",), expected="clean")
    assert len(Corpus.from_cases([case])) == 1
    with pytest.raises(CorpusError, match="duplicate id 'x'"):
        Corpus.from_cases([case, case])


def test_default_corpus_path_is_the_shipped_file() -> None:
    path = default_corpus_path()
    assert path.name == "corpus.jsonl" and path.parent.name == "data"
    assert load_corpus().source == str(path)
