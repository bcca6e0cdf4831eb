"""Input validation: each malformed request names the offending field."""

from __future__ import annotations

from typing import Any

import pytest

from zero_layer.checks import CheckRequest, InputError

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ([], "request: expected a JSON object"),
        ({}, 'request: missing required field "chunks"'),
        ({"chunks": "text"}, "chunks: expected a list"),
        ({"chunks": ["a", "b", 3]}, 'chunks[2]: expected a string or an object with "id" and "text"'),
        ({"chunks": [{"id": "x", "text": 5}]}, "chunks[0].text: expected a string"),
        ({"chunks": [{"id": "x", "text": "a"}, {"id": "x", "text": "b"}]}, "chunks[1].id: duplicate id 'x'"),
        ({"chunks": [], "answer": 3}, "answer: expected a string"),
        ({"chunks": [], "domain": ["x"]}, "domain: expected a string"),
    ],
)
def test_input_errors_name_the_field(payload: Any, message: str) -> None:
    with pytest.raises(InputError) as exc:
        CheckRequest.from_dict(payload)
    assert str(exc.value).startswith(message)


def test_json_and_encoding_errors() -> None:
    with pytest.raises(InputError, match="invalid JSON at line 1"):
        CheckRequest.from_json("{not json")
    with pytest.raises(InputError, match="not valid UTF-8"):
        CheckRequest.from_json(b'{"chunks": ["\xff"]}')


def test_string_chunks_get_index_ids_and_objects_keep_theirs() -> None:
    req = CheckRequest.from_dict({"chunks": ["a", {"id": "k", "text": "b"}], "answer": "x", "extra": 1})
    assert [(c.id, c.text) for c in req.chunks] == [("0", "a"), ("k", "b")]
    assert req.answer == "x"
