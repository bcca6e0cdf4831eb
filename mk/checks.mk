# Fact extraction, conflict/fidelity checks, zero_state (owner: CHECKS).
#   make bench-extraction   extraction agreement and speed vs quantulum3, check latency -> .bench/extraction.json
.PHONY: bench-extraction

bench-extraction: venv
	$(PY) benchmarks/extraction_bench.py

BENCH_TARGETS += bench-extraction
