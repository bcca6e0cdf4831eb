# Runtime: gateway + vLLM plugin benchmark on the real vLLM engine on CPU (owner: RUNTIME).
#   make bench-runtime   decode throughput with vs without the plugin (observe), gateway added latency
#                        p50/p99 vs vLLM direct -> .bench/runtime.json (RUNTIME_BENCH_ARGS="--rounds 5")
#   GPU (lent machine): see benchmarks/gpu/README.md
.PHONY: bench-runtime

bench-runtime: venv vllm-env
	@mkdir -p .bench
	$(PY) benchmarks/runtime_bench.py --out .bench/runtime.json $(RUNTIME_BENCH_ARGS)

BENCH_TARGETS += bench-runtime
