# The native checker (owner: NATIVE): the Rust crate in native/, installed into .venv as the
# `zero_layer_native` module. See native/README.md.
#   make native         build (maturin, in uv's isolated build env) and install it when the crate changed
#   make native-force   rebuild and reinstall now
# `make venv` (and so lint, typecheck, test) installs it: the `venv` target depends on the stamp below.
# Crates come from crates.io and maturin from PyPI; cargo's build cache lives outside the clone in
# $(ZL_CACHE)/native-target, so a rebuild after a change to native/src compiles only the crate.
NATIVE_TARGET_DIR := $(ZL_CACHE)/native-target
NATIVE_STAMP := $(VENV)/.native-installed
NATIVE_INPUTS := native/pyproject.toml native/Cargo.toml native/Cargo.lock native/zero_layer_native.pyi \
	$(wildcard native/src/*.rs)
# The copy of a dev build that once sat directly in site-packages would shadow the installed package.
NATIVE_STRAY := $(wildcard $(VENV)/lib/python3*/site-packages/zero_layer_native*.so)

.PHONY: native native-force lint-native

venv: $(NATIVE_STAMP)

native: $(NATIVE_STAMP)

# Order-only on the venv: reinstalling the Python dependencies does not rebuild the crate.
$(NATIVE_STAMP): $(NATIVE_INPUTS) | $(VENV)/.installed
	@$(MAKE) --no-print-directory native-force

native-force: $(VENV)/.installed
	@command -v cargo >/dev/null || { echo "error: cargo not found on PATH: zero-layer's native checker" \
	  "(native/) needs a Rust toolchain (rustc + cargo >= 1.85). Install it with rustup" \
	  "(https://rustup.rs: curl --proto '=https' -sSf https://sh.rustup.rs | sh, then open a new shell" \
	  "or source ~/.cargo/env) and run make again." >&2; exit 1; }
	@command -v cc >/dev/null || { echo "error: no C compiler (cc) on PATH: the native checker's allocator" \
	  "(mimalloc) is built from C. Install gcc or clang (Debian/Ubuntu: apt-get install gcc) and run make again." >&2; exit 1; }
	@echo "building the native checker (native/, cargo target dir $(NATIVE_TARGET_DIR))"
	@rm -f $(NATIVE_STRAY)
	@CARGO_TARGET_DIR=$(NATIVE_TARGET_DIR) $(UV) pip install -q --python $(PY) \
	  --reinstall-package zero-layer-native ./native \
	  || { echo "error: building native/ failed (see the cargo output above)" >&2; exit 1; }
	@$(PY) -c 'import zero_layer_native as m; from zero_layer.extract.native import engine; \
	  assert engine().unfiltered_patterns() == [], "patterns without a prefilter"; print("installed", m.__file__)' \
	  || { echo "error: zero_layer_native does not load after the install (see above)" >&2; exit 1; }
	@touch $(NATIVE_STAMP)

# The crate's own unit tests (pattern translation and prefilter invariants); the semantics are held
# to the Python reference by tests/unit/zero_layer/native.
.PHONY: native-test
native-test: $(NATIVE_STAMP)
	cd native && CARGO_TARGET_DIR=$(NATIVE_TARGET_DIR) cargo test --release --locked --quiet

TEST_DEPS += native-test

# Part of `make lint`: rustfmt and clippy (the crate and its tests, warnings as errors). Clippy's
# check build has its own cache dir, so it never invalidates the installed build's.
lint-native:
	@command -v cargo >/dev/null || { echo "error: cargo not found on PATH (see make native)" >&2; exit 1; }
	@cargo fmt --version >/dev/null 2>&1 && cargo clippy --version >/dev/null 2>&1 || { echo "error: rustfmt" \
	  "and clippy are needed to lint native/: rustup component add rustfmt clippy" >&2; exit 1; }
	cd native && cargo fmt --check
	cd native && CARGO_TARGET_DIR=$(ZL_CACHE)/native-clippy cargo clippy -q --all-targets -- -D warnings
