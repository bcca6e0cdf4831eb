"""`heatmap build`: documents -> candidate pairs -> perturbation couplings -> blended weights -> bundle.

Per-document results are cached in a state folder keyed by the document's digest and the probe
parameters, so an interrupted run on a large corpus resumes where it stopped. The output bundle is
validated (parsed and compiled) before it is written, and written atomically.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml

from zero_layer.compiler import CompileError, compile_bundle
from zero_layer.engine import Scanner
from zero_layer.files import atomic_write
from zero_layer.heatmap.aggregate import Key, LearnedWeight, ScoreTable, blend
from zero_layer.heatmap.candidates import candidates
from zero_layer.heatmap.documents import Document, DocumentError, collect_paths, read_document
from zero_layer.heatmap.probe import MODEL_NAME, Method, SensitivityProbe
from zero_layer.rules import Bundle, BundleError, parse_bundle_text
from zero_layer.rules.check import fold

__all__ = [
    "BuildParams",
    "BuildResult",
    "HeatmapError",
    "build_heatmap",
    "priors_of",
    "write_bundle_atomically",
]


#: Bump when candidate extraction or scoring changes, so caches from older builders are not reused.
SCORES_FORMAT = 2


class HeatmapError(Exception):
    """Bad input to the builder (no documents, nothing readable, an output that would not compile)."""


@dataclass(frozen=True)
class BuildParams:
    """Everything a learned bundle depends on besides the documents and the base (recorded in it)."""

    delta: float = 0.001
    method: Method = "both"
    seed: int = 0
    prior_strength: float = 20.0
    min_occurrences: int = 3
    max_spans: int = 8
    name: str | None = None
    version: str | None = None
    #: torch threads. One by default: faster on a shared CPU (no spin-waiting between threads) and
    #: the same float summation order on every machine, so digests do not depend on the core count.
    threads: int | None = 1

    def probe_key(self) -> str:
        """What a cached per-document result depends on, besides the document and the base bundle."""
        return f"v{SCORES_FORMAT}|{MODEL_NAME}|{self.delta}|{self.method}|{self.seed}|{self.max_spans}"


@dataclass(frozen=True)
class BuildResult:
    """The learned bundle, its per-key evidence, and what was read, skipped and taken from the cache."""

    bundle: Bundle
    weights: list[LearnedWeight]
    documents: int
    sentences: int
    errors: list[DocumentError] = field(default_factory=list)
    cached: int = 0


Progress = Callable[[str], None]


def build_heatmap(
    inputs: Sequence[str | Path],
    base: Bundle,
    params: BuildParams,
    *,
    state_dir: Path | None = None,
    on_document: Progress | None = None,
    on_start: Callable[[int], None] | None = None,
    probe: SensitivityProbe | None = None,
) -> BuildResult:
    """Learn a heatmap from ``inputs`` (folders and files) on top of ``base``.

    The model is loaded only when a document is not in the cache, unless ``probe`` is given (a caller
    that also evaluates labels shares one). Unreadable files land in ``BuildResult.errors``.
    """
    missing = [str(p) for p in inputs if not Path(p).exists()]
    if missing:
        raise HeatmapError(f"no such file or directory: {', '.join(missing)}")
    paths = collect_paths(inputs)
    if not paths:
        raise HeatmapError(f"empty corpus: no .txt, .md or .pdf files in {', '.join(map(str, inputs))}")
    if on_start:
        on_start(len(paths))
    scanner = Scanner(compile_bundle(base))
    priors = priors_of(base)
    categories = frozenset(c.id for c in base.categories)
    builtins = frozenset(c.id for c in base.categories if c.builtin)
    table = ScoreTable()
    errors: list[DocumentError] = []
    digests: list[str] = []
    sentences = cached = 0
    for path in paths:
        doc = read_document(path)
        if on_document:
            on_document(str(path))
        if isinstance(doc, DocumentError):
            errors.append(doc)
            continue
        digests.append(doc.digest)
        sentences += len(doc.sentences)
        state = _state_file(state_dir, doc, params, base.digest)
        scores = _load_state(state)
        if scores is None:
            probe = probe or SensitivityProbe(
                delta=params.delta, method=params.method, seed=params.seed, threads=params.threads
            )
            scores = _score_document(doc, scanner, probe, categories, builtins, priors, params)
            _save_state(state, scores)
        else:
            cached += 1
        table.merge(scores)
    if not digests:
        raise HeatmapError(f"no readable documents among {len(paths)} file(s): " + _summarise(errors))
    weights = blend(
        table, priors, prior_strength=params.prior_strength, min_occurrences=params.min_occurrences
    )
    bundle = _new_bundle(base, weights, params, digests)
    return BuildResult(bundle, weights, len(digests), sentences, errors, cached)


def write_bundle_atomically(bundle: Bundle, out: Path) -> None:
    """Validate, then write via a temp file + rename: never a half-written or invalid bundle.

    Validation is what a consumer will do with the file: parse the exact text (it must round-trip to
    the same digest) and compile it. On any failure the existing ``out`` is left untouched.
    """
    text = bundle.to_yaml()
    try:
        reparsed = parse_bundle_text(text, str(out))
        compile_bundle(reparsed)
    except BundleError as exc:
        raise HeatmapError(f"the learned bundle is invalid: {exc}") from exc
    except CompileError as exc:
        raise HeatmapError(f"the learned bundle does not compile: {exc}") from exc
    if reparsed.digest != bundle.digest:
        raise HeatmapError(f"the learned bundle does not round-trip: {reparsed.digest} != {bundle.digest}")
    atomic_write(out, text.encode("utf-8"))


def priors_of(bundle: Bundle) -> dict[Key, float]:
    """The base bundle's heatmap as learnable keys (terms case-folded like the scanner does)."""
    priors: dict[Key, float] = {("pair", p.left, p.right): p.weight for p in bundle.heatmap.pairs}
    priors.update({("term", fold(t.term), t.category): t.weight for t in bundle.heatmap.terms})
    return priors


def _score_document(
    doc: Document,
    scanner: Scanner,
    probe: SensitivityProbe,
    categories: frozenset[str],
    builtins: frozenset[str],
    priors: dict[Key, float],
    params: BuildParams,
) -> dict[Key, list[float]]:
    scores: dict[Key, list[float]] = defaultdict(list)
    for sentence, result in zip(doc.sentences, scanner.scan_batch(list(doc.sentences)), strict=True):
        spans, cands = candidates(result.hits, categories, builtins, priors, max_spans=params.max_spans)
        if not cands:
            continue
        probed = probe.probe(sentence, [(h.start, h.end) for h in spans])
        for cand in cands:
            score = (probed.coupling[cand.i][cand.j] + probed.coupling[cand.j][cand.i]) / 2
            for key in cand.keys:
                scores[key].append(round(score, 6))
    return scores


def _state_file(state_dir: Path | None, doc: Document, params: BuildParams, base: str) -> Path | None:
    if state_dir is None:
        return None
    # The base bundle decides the candidate spans and keys, so it is part of the key.
    key = hashlib.sha256(f"{doc.digest}|{base}|{params.probe_key()}".encode()).hexdigest()[:32]
    return state_dir / f"{key}.json"


def _load_state(state: Path | None) -> dict[Key, list[float]] | None:
    if state is None or not state.exists():
        return None
    try:
        raw: dict[str, list[float]] = json.loads(state.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # a torn cache entry is recomputed, never trusted
    return {_key_from(k): v for k, v in raw.items()}


def _save_state(state: Path | None, scores: dict[Key, list[float]]) -> None:
    if state is None:
        return
    atomic_write(state, json.dumps({"\t".join(k): v for k, v in sorted(scores.items())}).encode("utf-8"))


def _key_from(text: str) -> Key:
    kind, left, right = text.split("\t")
    return (kind, left, right)


def _new_bundle(
    base: Bundle, weights: list[LearnedWeight], params: BuildParams, digests: list[str]
) -> Bundle:
    doc: dict[str, Any] = base.to_document()
    spelling = {fold(t.term): t.term for t in base.heatmap.terms}
    doc["heatmap"] = {
        "pairs": [
            {"left": w.key[1], "right": w.key[2], "weight": w.weight} for w in weights if w.key[0] == "pair"
        ],
        "terms": [
            {"term": spelling.get(w.key[1], w.key[1]), "category": w.key[2], "weight": w.weight}
            for w in weights
            if w.key[0] == "term"
        ],
    }
    inputs = hashlib.sha256("\n".join(sorted(digests)).encode()).hexdigest()
    meta = doc["metadata"]
    meta["name"] = params.name or f"{base.name}-learned"
    meta["version"] = params.version or f"{base.version}+heatmap.{inputs[:8]}"
    meta["description"] = (
        f"Heatmap learned from {len(digests)} document(s) on top of {base.name} {base.version}"
    )
    meta["annotations"] = {
        "zerolayer.io/heatmap-inputs": f"sha256:{inputs}",
        "zerolayer.io/heatmap-documents": str(len(digests)),
        "zerolayer.io/heatmap-model": MODEL_NAME,
        "zerolayer.io/heatmap-params": json.dumps(
            {k: v for k, v in asdict(params).items() if k not in ("name", "version", "threads")},
            sort_keys=True,
        ),
        "zerolayer.io/heatmap-base": f"{base.name} {base.version} {base.digest}",
    }
    try:
        return parse_bundle_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), "<heatmap build>")
    except BundleError as exc:
        raise HeatmapError(f"the learned bundle is invalid: {exc}") from exc


def _summarise(errors: list[DocumentError]) -> str:
    return "; ".join(f"{e.path}: {e.reason}" for e in errors[:5])
