# Rules, compiler and engine (owner: ENGINE).
#   make bench-engine   compiled scan vs Python re vs the reference, state-machine cost, check latency
#                       -> .bench/engine.json (ENGINE_BENCH_ARGS="--mb 8 --sample-kb 256")
#   make golden-engine  regenerate the golden text of the tiny bundle after an intended change
ENGINE_BENCH_ARGS ?=

.PHONY: bench-engine golden-engine

bench-engine: venv
	@mkdir -p .bench
	$(PY) benchmarks/engine_bench.py --out .bench/engine.json $(ENGINE_BENCH_ARGS)

golden-engine: venv
	$(VENV)/bin/zero-layer bundle compile tests/fixtures/bundles/tiny.yaml -o .bench/tiny.wasm \
		--text tests/unit/zero_layer/compiler/golden/tiny.wat

BENCH_TARGETS += bench-engine
