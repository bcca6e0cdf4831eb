"""GPU overhead of the zero-layer plugin: an 8B-class Llama (random weights), batch 24, one short run.

Ready to run on a lent GPU machine with vLLM (CUDA build, >= 0.32) and zero-layer installed; no
download (the model is a Llama-3-8B-shaped ``config.json`` with ``load_format="dummy"``, the tokenizer
is the test suite's tiny BPE; the model's 128256-entry vocabulary is what the plugin's table covers).

    python benchmarks/gpu/runtime_overhead.py [--batch 24 --tokens 256 --rounds 3] > gpu.json

One engine (the V2 runner, the default on GPU), alternating rounds of the same ``--batch`` requests
not opted in (the plugin's early return: the plugin-free decode path) and all opted in (observe mode:
one wasm call per step for the batch, device-side snapshots). Prints one JSON object with the median
tokens/s of both and ``overhead_pct``; the target is < 1 %.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "support"))

from zl_testkit.tiny_model import make_tiny_model

LLAMA_8B = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "head_dim": 128,
    "num_hidden_layers": 32,
    "vocab_size": 128256,
    "max_position_embeddings": 8192,
    "rms_norm_eps": 1e-5,
    "rope_theta": 500000.0,
    "hidden_act": "silu",
    "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
}


def main() -> None:
    parser = argparse.ArgumentParser(description="zero-layer plugin overhead on a GPU (8B-class Llama)")
    parser.add_argument("--batch", type=int, default=24)
    parser.add_argument("--tokens", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    os.environ.setdefault("ZERO_LAYER_ENABLED", "1")
    with tempfile.TemporaryDirectory(prefix="zl-gpu-") as tmp:
        model = make_tiny_model(Path(tmp) / "llama8b")
        config = json.loads((model / "config.json").read_text())
        config.update(LLAMA_8B)
        (model / "config.json").write_text(json.dumps(config))
        from vllm import LLM, SamplingParams

        t0 = time.perf_counter()
        llm = LLM(model=str(model), load_format="dummy", dtype="bfloat16", max_model_len=1024,
                  max_num_seqs=args.batch, enable_prefix_caching=True, seed=0)  # fmt: skip
        start_s = time.perf_counter() - t0
        prompts = [f"Request {i}: payment is due within 30 days after acceptance" for i in range(args.batch)]

        def params(opted: bool) -> list[SamplingParams]:
            extra = {"zero_layer": 1} if opted else None
            n = args.tokens
            return [
                SamplingParams(
                    max_tokens=n, min_tokens=n, ignore_eos=True, temperature=1.0, seed=i, extra_args=extra
                )
                for i in range(args.batch)
            ]

        def tokens_per_s(opted: bool) -> float:
            start = time.perf_counter()
            outs = llm.generate(prompts, params(opted), use_tqdm=False)
            return sum(len(o.outputs[0].token_ids) for o in outs) / (time.perf_counter() - start)

        tokens_per_s(False)
        tokens_per_s(True)
        plain, observed = [], []
        for _ in range(args.rounds):
            plain.append(tokens_per_s(False))
            observed.append(tokens_per_s(True))
    import torch

    p, o = statistics.median(plain), statistics.median(observed)
    print(json.dumps({
        "gpu": torch.cuda.get_device_name(0),
        "model": "Llama-3-8B-shaped, random weights",
        "batch": args.batch, "tokens_per_request": args.tokens, "rounds": args.rounds,
        "engine_start_s": round(start_s, 1),
        "plain_tokens_per_s": round(p, 1), "observe_tokens_per_s": round(o, 1),
        "observe_over_plain_ratio": round(o / p, 4), "overhead_pct": round(100 * (1 - o / p), 2),
        "target_overhead_pct": 1.0,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
