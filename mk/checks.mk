# Fact extraction, conflict/fidelity checks, zero_state (owner: CHECKS).
#   make bench-extraction   extraction agreement and speed vs quantulum3, check latency -> .bench/extraction.json
.PHONY: bench-extraction

bench-extraction: venv
	$(PY) benchmarks/extraction_bench.py

BENCH_TARGETS += bench-extraction

#   make bench-sweeps       quantities of 840 notation snippets read right -> .bench/sweeps.json
.PHONY: bench-sweeps

bench-sweeps: venv
	$(PY) benchmarks/sweep_bench.py

BENCH_TARGETS += bench-sweeps
