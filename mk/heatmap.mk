# Heatmap builder (owner: HEATMAP). See zero_layer/heatmap/ and examples/heatmap/.
#   make bench-heatmap   documents/s and sentences/s on CPU, cold vs resumed from the cache
#                        -> .bench/heatmap.json (HEATMAP_BENCH_ARGS="--copies 3 --threads 2")
#   make test-heatmap    the builder's unit tests only (loads the packaged MiniLM once)
HEATMAP_BENCH_ARGS ?=

.PHONY: bench-heatmap test-heatmap

bench-heatmap: venv
	@mkdir -p .bench
	$(PY) benchmarks/heatmap_bench.py --out .bench/heatmap.json $(HEATMAP_BENCH_ARGS)

test-heatmap: venv
	$(VENV)/bin/pytest tests/unit/zero_layer/heatmap -m "not gpu" $(PYTEST_ARGS)

BENCH_TARGETS += bench-heatmap
