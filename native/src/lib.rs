//! zero-layer's native checker: fact extraction, cross-chunk conflicts and answer fidelity with the
//! same semantics as the Python reference (`zero_layer.extract`, `zero_layer.checks`), which stays
//! the specification: its patterns and tables are handed over at start-up, and differential tests
//! hold both implementations to the same facts and verdicts.

mod columns;
mod conflicts;
mod context;
mod dates;
mod declared;
mod edges;
mod extractor;
mod fact;
mod frequency;
mod fxhash;
mod numbers;
mod pats;
mod periods;
mod pool;
mod records;
mod tables;
mod text;
mod tolerance;
mod translations;
use translations::{script, Script};
mod units;

use fact::{Fact, Interner, Sym};
use pyo3::prelude::*;
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use text::CharIndex;

/// Extraction makes ~50 small allocations per value (match spans, windows, sets, facts); glibc's
/// malloc and free cost ~180 instructions a pair there, about a tenth of new-text extraction, and
/// mimalloc's thread-local free lists a fraction of that. Only the crate's own (Rust) allocations
/// use it; Python's objects keep Python's allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

type Head = (String, String, f64, Option<f64>, String, String);
type Where = (usize, usize, String);
type About = (
    Vec<(String, String)>,
    Vec<String>,
    Option<String>,
    (Option<i64>, Option<String>, Option<i64>),
    bool,
    Option<String>,
);
type Rest = (i32, f64, String, Option<String>, Vec<(String, String)>, f64);
/// A fact as the Python side rebuilds it (`zero_layer.extract.native.fact_from_tuple`).
type FactTuple = (Head, Where, About, Rest);
type Pair = (usize, usize, f64);

#[pyclass(module = "zero_layer_native", frozen)]
struct Engine {
    core: Arc<Core>,
    chunks: Mutex<ChunkCache>,
}

/// What extraction reads, shared with the long-lived extraction threads (`pool`).
struct Core {
    t: tables::Tables,
    parse_zh: Py<PyAny>,
    zh_cache: Mutex<fxhash::FxMap<String, Option<f64>>>,
}

const ZH_CACHE_ENTRIES: usize = 65_536;
const CHUNK_CACHE_ENTRIES: usize = 1_024;
const CHUNK_CACHE_MAX_BYTES: usize = 65_536;
const INTERNER_MAX: usize = 2_000_000;
/// Below this much new text, one thread is faster than starting more (a 3 KB chunk takes ~3 ms).
const PARALLEL_MIN_BYTES: usize = 4_096;
const MAX_THREADS: usize = 8;

/// Which fact kinds a check keeps (its ``sensitive`` and ``producing`` sets), as one number: the
/// pair memo's conflicts are of the facts kept.
fn kept_kinds(sensitive: &HashSet<String>, producing: &HashSet<String>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = fxhash::FxHasher::default();
    for set in [sensitive, producing] {
        let mut kinds: Vec<&String> = set.iter().collect();
        kinds.sort();
        kinds.hash(&mut h);
        0xffu8.hash(&mut h); // ["a"], ["b"] apart from ["a", "b"], []
    }
    h.finish()
}

/// Threads for one request's extraction: `ZERO_LAYER_NATIVE_THREADS` when set (1 turns it off),
/// else the CPUs this process may use, at most `MAX_THREADS`.
fn threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| {
        std::env::var("ZERO_LAYER_NATIVE_THREADS")
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
            .clamp(1, MAX_THREADS)
    })
}

/// Facts per chunk text, kept across calls (oldest dropped first): retrievals recombine the same
/// chunks, so a request made of chunks seen before costs only the pairwise checks. Words are
/// interned for the cache's lifetime; both are dropped together when the vocabulary grows past
/// `INTERNER_MAX`.
struct ChunkCache {
    it: Interner,
    facts: HashMap<String, Arc<Vec<Fact>>>,
    /// the records of the cached texts a conflict has named (kept and dropped with their facts)
    records: HashMap<String, Arc<records::Records>>,
    order: VecDeque<String>,
    /// what two chunks' facts gave each other in an earlier request (`PairMemo`)
    pairs: HashMap<PairKey, PairMemo>,
    pair_order: VecDeque<PairKey>,
    /// requests' pairs of chunks answered from `pairs` since the cache was made
    pair_hits: u64,
}

/// Two fact lists (by address: each memo holds a weak reference to its lists, which keeps their
/// addresses from being reused while the memo lives, not their facts) and the fact kinds the checks
/// kept of them.
type PairKey = (usize, usize, u64);

/// Two chunks' conflicts, their facts counted from each chunk's first kept fact: retrievals
/// recombine the same chunks, and the same two chunks meet again in a later request, where their
/// conflicts are all the pairwise work there is for them.
struct PairMemo {
    _lists: (Weak<Vec<Fact>>, Weak<Vec<Fact>>),
    found: Vec<(Local, Local, f64)>,
}

/// A fact of a pair memo: its chunk (0: the left one, 1: the right one) and its place there.
type Local = (u8, usize);

const PAIR_CACHE_ENTRIES: usize = 8_192;

impl ChunkCache {
    fn new() -> ChunkCache {
        ChunkCache {
            it: Interner::new(),
            facts: HashMap::new(),
            records: HashMap::new(),
            order: VecDeque::new(),
            pairs: HashMap::new(),
            pair_order: VecDeque::new(),
            pair_hits: 0,
        }
    }

    /// Chunks ``i`` and ``j``'s conflicts from the memo, or `compute()`d and remembered
    /// (``spans``: where each chunk's kept facts begin and end in the request's list).
    fn pair_conflicts(
        &mut self,
        lists: (&Arc<Vec<Fact>>, &Arc<Vec<Fact>>),
        kept: u64,
        spans: ((usize, usize), (usize, usize)),
        compute: &dyn Fn() -> Vec<Pair>,
    ) -> Vec<Pair> {
        let key = (
            Arc::as_ptr(lists.0) as usize,
            Arc::as_ptr(lists.1) as usize,
            kept,
        );
        let ((start_i, end_i), (start_j, end_j)) = spans;
        let global = |(side, k): (u8, usize)| if side == 0 { start_i + k } else { start_j + k };
        if let Some(memo) = self.pairs.get(&key) {
            self.pair_hits += 1;
            return memo
                .found
                .iter()
                .map(|&(l, r, s)| (global(l), global(r), s))
                .collect();
        }
        let found = compute();
        // (the same text twice in one request is one list: its facts name the left chunk's)
        let local = |g: usize| -> Option<Local> {
            if (start_i..end_i).contains(&g) {
                Some((0, g - start_i))
            } else if (start_j..end_j).contains(&g) {
                Some((1, g - start_j))
            } else {
                None
            }
        };
        let memo: Option<Vec<_>> = found
            .iter()
            .map(|&(l, r, s)| Some((local(l)?, local(r)?, s)))
            .collect();
        if let Some(memo) = memo {
            self.pairs.insert(
                key,
                PairMemo {
                    _lists: (Arc::downgrade(lists.0), Arc::downgrade(lists.1)),
                    found: memo,
                },
            );
            self.pair_order.push_back(key);
            while self.pair_order.len() > PAIR_CACHE_ENTRIES {
                if let Some(old) = self.pair_order.pop_front() {
                    self.pairs.remove(&old);
                }
            }
        }
        found
    }
}

impl Core {
    /// The records ``text`` names, read from it as `text::plain` reads it (the reference's
    /// `records.record_ids`).
    fn records_of(&self, text: &str) -> records::Records {
        let plain = text::plain(text, &self.t.char_map, &self.t.char_bits);
        records::record_ids(&self.t.records, plain.as_deref().unwrap_or(text))
    }

    /// A Chinese numeral through the reference's cn2an parser, memoised; called without the GIL
    /// (the checks run detached), so it attaches only on a miss.
    fn parse_zh(&self, s: &str) -> Option<f64> {
        if let Some(v) = self.zh_cache.lock().ok().and_then(|c| c.get(s).copied()) {
            return v;
        }
        let v = Python::attach(|py| {
            self.parse_zh
                .bind(py)
                .call1((s,))
                .and_then(|r| r.extract::<Option<f64>>())
                .unwrap_or(None)
        });
        if let Ok(mut c) = self.zh_cache.lock() {
            if c.len() >= ZH_CACHE_ENTRIES {
                c.clear();
            }
            c.insert(s.to_string(), v);
        }
        v
    }

    fn facts_of(&self, it: &mut Interner, text: &str, limit: usize) -> Vec<Fact> {
        self.facts_prepared(it, text, limit, None)
    }

    fn facts_prepared(
        &self,
        it: &mut Interner,
        text: &str,
        limit: usize,
        prepared: Option<&extractor::Prepared>,
    ) -> Vec<Fact> {
        let zh = |s: &str| self.parse_zh(s);
        let Some(plain) = text::plain(text, &self.t.char_map, &self.t.char_bits) else {
            return extractor::extract_facts(&self.t, it, &zh, text, limit, prepared);
        };
        // read as `text::plain` reads it; offsets (one character for one) put back in ``text``
        let mut facts = extractor::extract_facts(&self.t, it, &zh, &plain, limit, prepared);
        let chars = CharIndex::new(&plain);
        let starts: Vec<usize> = text
            .char_indices()
            .map(|(b, _)| b)
            .chain(std::iter::once(text.len()))
            .collect();
        for f in &mut facts {
            f.start = text::original_offset(&chars, &starts, f.start);
            f.end = text::original_offset(&chars, &starts, f.end);
        }
        facts
    }
}

impl Engine {
    /// The chunk cache (a poisoned one is dropped: it is only a cache).
    fn cache(&self) -> MutexGuard<'_, ChunkCache> {
        self.chunks.lock().unwrap_or_else(|poisoned| {
            let mut guard = poisoned.into_inner();
            *guard = ChunkCache::new();
            guard
        })
    }

    fn remember(cache: &mut ChunkCache, text: &str, facts: &Arc<Vec<Fact>>) {
        if text.len() <= CHUNK_CACHE_MAX_BYTES {
            cache.facts.insert(text.to_string(), Arc::clone(facts));
            cache.order.push_back(text.to_string());
            while cache.order.len() > CHUNK_CACHE_ENTRIES {
                if let Some(old) = cache.order.pop_front() {
                    cache.facts.remove(&old);
                    cache.records.remove(&old);
                }
            }
        }
    }

    /// The facts of every text, from the cache or extracted; texts not cached are extracted on
    /// several threads when there is enough text to pay for them (chunks are independent; each
    /// thread interns into its own table, merged into the cache's afterwards, so the facts do not
    /// depend on which thread extracted them).
    fn cached_facts_all(&self, cache: &mut ChunkCache, texts: &[&str]) -> Vec<Arc<Vec<Fact>>> {
        let mut out: Vec<Option<Arc<Vec<Fact>>>> =
            texts.iter().map(|t| cache.facts.get(*t).cloned()).collect();
        let mut missing: Vec<&str> = Vec::new();
        for (k, t) in texts.iter().enumerate() {
            if out[k].is_none() && !missing.contains(t) {
                missing.push(t);
            }
        }
        let bytes: usize = missing.iter().map(|t| t.len()).sum();
        let workers = threads().min(missing.len());
        let extracted: Vec<Arc<Vec<Fact>>> = if workers < 2 || bytes < PARALLEL_MIN_BYTES {
            missing
                .iter()
                .map(|t| Arc::new(self.core.facts_of(&mut cache.it, t, self.core.t.max_facts)))
                .collect()
        } else {
            self.extract_parallel(&missing, workers)
                .into_iter()
                .map(|(local, mut facts)| {
                    let map: Vec<Sym> = (0..local.len())
                        .map(|i| cache.it.id(local.s(i as Sym)))
                        .collect();
                    for f in &mut facts {
                        f.reintern(&map);
                    }
                    Arc::new(facts)
                })
                .collect()
        };
        for (t, facts) in missing.iter().zip(&extracted) {
            Self::remember(cache, t, facts);
        }
        texts
            .iter()
            .zip(out.iter_mut())
            .map(|(t, slot)| match slot.take() {
                Some(f) => f,
                None => {
                    let i = missing.iter().position(|m| m == t).unwrap_or(0);
                    Arc::clone(&extracted[i])
                }
            })
            .collect()
    }

    /// Extraction of ``texts`` on ``workers`` threads (this one and long-lived pool threads), each
    /// text with its own interner; results in the order of ``texts``.
    fn extract_parallel(&self, texts: &[&str], workers: usize) -> Vec<(Interner, Vec<Fact>)> {
        let core = Arc::clone(&self.core);
        let prep = Arc::clone(&self.core);
        let batch = pool::Batch::staged(
            texts.iter().map(|t| t.to_string()).collect(),
            move |t| match text::plain(t, &prep.t.char_map, &prep.t.char_bits) {
                Some(plain) => extractor::prepare(&prep.t, &plain),
                None => extractor::prepare(&prep.t, t),
            },
            move |t, prepared| {
                let mut it = Interner::new();
                let facts = core.facts_prepared(&mut it, t, core.t.max_facts, Some(prepared));
                (it, facts)
            },
        );
        pool::run(batch, workers - 1)
    }
}

fn to_tuple(it: &Interner, f: &Fact, text: &str, chars: &CharIndex, chunk_id: &str) -> FactTuple {
    let pairs = |v: &[(u32, u32)]| {
        v.iter()
            .map(|&(k, c)| (it.s(k).to_string(), it.s(c).to_string()))
            .collect()
    };
    (
        (
            f.kind.clone(),
            f.dimension.clone(),
            f.value,
            f.high,
            f.unit.clone(),
            text[f.start..f.end].to_string(),
        ),
        (chars.at(f.start), chars.at(f.end), chunk_id.to_string()),
        (
            pairs(&f.concepts),
            f.tokens.iter().map(|&s| it.s(s).to_string()).collect(),
            f.anchor.clone(),
            (f.period.year, f.period.sub.clone(), f.period.rel),
            f.approx,
            f.bound.clone(),
        ),
        (
            f.direction,
            f.precision,
            f.notation.clone(),
            f.analyte.map(|a| it.s(a).to_string()),
            pairs(&f.qualifiers),
            f.tolerance,
        ),
    )
}

#[pymethods]
impl Engine {
    /// The patterns a hand-written scanner reads (`Pat::by_hand`): a test checks that every one
    /// written for a reference pattern still recognises it.
    fn by_hand(&self) -> Vec<&'static str> {
        let p = &self.core.t.p;
        [
            ("sent_end", &p.sent_end),
            ("clause_cut", &p.clause_cut),
            ("word", &p.word),
            ("cjk_run", &p.cjk_run),
        ]
        .into_iter()
        .filter(|(_, pat)| pat.by_hand())
        .map(|(name, _)| name)
        .collect()
    }

    #[new]
    fn new(tables: &Bound<'_, PyAny>, parse_chinese: Py<PyAny>) -> PyResult<Self> {
        Ok(Engine {
            core: Arc::new(Core {
                t: tables::Tables::from_py(tables)?,
                parse_zh: parse_chinese,
                zh_cache: Mutex::new(fxhash::FxMap::default()),
            }),
            chunks: Mutex::new(ChunkCache::new()),
        })
    }

    /// Time spent per pattern, in nanoseconds (only with the "stats" feature).
    #[cfg(feature = "stats")]
    fn pattern_stats(&self) -> Vec<(String, u64, u64)> {
        self.core.t.p.stats()
    }

    /// What the chunk cache holds: texts with their facts, remembered pairs of chunks, and how many
    /// of requests' pairs of chunks were answered from those.
    fn cache_stats(&self) -> HashMap<&'static str, u64> {
        let cache = self.cache();
        HashMap::from([
            ("chunks", cache.facts.len() as u64),
            ("pairs", cache.pairs.len() as u64),
            ("pair_hits", cache.pair_hits),
        ])
    }

    /// The records ``text`` names, by kind, as the checks read them (the reference's
    /// `records.record_ids`, which the parity tests hold this to).
    fn record_ids(&self, text: &str) -> records::Records {
        self.core.records_of(text)
    }

    /// Patterns whose searches may run on the backtracking VM (the others run on a DFA).
    fn backtracking_patterns(&self) -> Vec<&'static str> {
        self.core.t.p.backtracking()
    }

    /// Patterns with lookarounds that run without a DFA prefilter (slow; should be empty).
    fn unfiltered_patterns(&self) -> Vec<&'static str> {
        self.core.t.p.unfiltered()
    }

    /// Every fact of ``text`` (at most ``limit``), as tuples, in order of appearance.
    fn extract(&self, py: Python<'_>, text: &str, chunk_id: &str, limit: usize) -> Vec<FactTuple> {
        py.detach(|| {
            let mut it = Interner::new();
            let facts = self.core.facts_of(&mut it, text, limit);
            let chars = CharIndex::new(text);
            facts
                .iter()
                .map(|f| to_tuple(&it, f, text, &chars, chunk_id))
                .collect()
        })
    }

    /// One check: the facts involved, cross-chunk conflicts, answer contradictions (indices into
    /// the facts, unrounded scores) and unsupported answer facts. Only facts of ``kinds`` (or of
    /// no producing pair, ``open_kinds`` false) take part, as in the reference's sensitivity rule.
    #[pyo3(signature = (chunks, answer, answer_id, sensitive, producing))]
    fn check(
        &self,
        py: Python<'_>,
        chunks: Vec<(String, String)>,
        answer: Option<String>,
        answer_id: String,
        sensitive: HashSet<String>,
        producing: HashSet<String>,
    ) -> CheckRows {
        let answer = answer.as_deref().filter(|a| !a.is_empty());
        py.detach(|| self.run_check(&chunks, answer, &answer_id, &sensitive, &producing))
    }
}

type CheckRows = (Vec<FactTuple>, Vec<Pair>, Vec<Pair>, Vec<usize>);

impl Engine {
    /// ``found`` less the conflicts between chunks about different records (`records.rs`); a chunk's
    /// records are read when a conflict first names it, and cached with its facts.
    fn without_cross_record(
        &self,
        cache: &mut ChunkCache,
        found: &mut Vec<Pair>,
        texts: &[(&str, &str)],
        chunk_of: &[usize],
    ) {
        let mut read: HashMap<usize, Arc<records::Records>> = HashMap::new();
        let mut of = |k: usize| -> Arc<records::Records> {
            let text = texts[k].1;
            let made = read.entry(k).or_insert_with(|| {
                if let Some(r) = cache.records.get(text) {
                    return Arc::clone(r);
                }
                let r = Arc::new(self.core.records_of(text));
                if cache.facts.contains_key(text) {
                    cache.records.insert(text.to_string(), Arc::clone(&r));
                }
                r
            });
            Arc::clone(made)
        };
        found.retain(|&(a, b, _)| !records::different(&of(chunk_of[a]), &of(chunk_of[b])));
    }

    /// The checks of one request, without the GIL (other Python threads run meanwhile).
    fn run_check(
        &self,
        chunks: &[(String, String)],
        answer: Option<&str>,
        answer_id: &str,
        sensitive: &HashSet<String>,
        producing: &HashSet<String>,
    ) -> CheckRows {
        let mut guard = self.cache();
        if guard.it.len() > INTERNER_MAX {
            *guard = ChunkCache::new();
        }
        let cache = &mut *guard;
        let classes = conflicts::Classes::new(&self.core.t, &mut cache.it);
        let keep = |f: &Fact| sensitive.contains(&f.kind) || !producing.contains(&f.kind);
        let mut wanted: Vec<&str> = chunks.iter().map(|(_, text)| text.as_str()).collect();
        if let Some(a) = answer {
            wanted.push(a);
        }
        let lists = self.cached_facts_all(cache, &wanted);
        let mut texts: Vec<(&str, &str)> = chunks
            .iter()
            .map(|(id, text)| (id.as_str(), text.as_str()))
            .collect();
        if let Some(a) = answer {
            texts.push((answer_id, a));
        }
        let mut all: Vec<&Fact> = Vec::new();
        let mut chunk_of: Vec<usize> = Vec::new();
        let mut per_chunk: Vec<Vec<usize>> = Vec::new();
        for (k, list) in lists.iter().enumerate() {
            let start = all.len();
            for f in list.iter().filter(|f| keep(f)) {
                all.push(f);
                chunk_of.push(k);
            }
            per_chunk.push((start..all.len()).collect());
        }
        let answer_facts = if answer.is_some() {
            per_chunk.pop().unwrap_or_default()
        } else {
            Vec::new()
        };
        let kept = kept_kinds(sensitive, producing);
        let spans: Vec<(usize, usize)> = per_chunk
            .iter()
            .map(|c| {
                (
                    c.first().copied().unwrap_or(0),
                    c.last().map_or(0, |&l| l + 1),
                )
            })
            .collect();
        let scripts: Vec<Option<Script>> = chunks.iter().map(|(_, text)| script(text)).collect();
        let mut found = conflicts::find_conflicts(
            &classes,
            &self.core.t,
            &per_chunk,
            &scripts,
            &all,
            &mut |i, j, compute| {
                cache.pair_conflicts((&lists[i], &lists[j]), kept, (spans[i], spans[j]), compute)
            },
        );
        self.without_cross_record(cache, &mut found, &texts, &chunk_of);
        let mut fidelity = conflicts::Fidelity {
            contradictions: Vec::new(),
            unsupported: Vec::new(),
        };
        if answer.is_some() {
            let sources: Vec<usize> = per_chunk.iter().flatten().copied().collect();
            let written = answer.and_then(script);
            let other_script: Vec<&[usize]> = per_chunk
                .iter()
                .zip(&scripts)
                .filter(|&(_, &s)| translations::translated(written, s))
                .map(|(facts, _)| facts.as_slice())
                .collect();
            fidelity = conflicts::check_answer(
                &classes,
                &self.core.t,
                &answer_facts,
                &sources,
                &other_script,
                &all,
                &chunk_of,
                &text::simplified(answer.unwrap_or(""), &self.core.t.char_map),
            );
        }
        // Only the facts named in the result cross back into Python.
        let mut order: Vec<usize> = Vec::new();
        let mut slot: HashMap<usize, usize> = HashMap::new();
        let mut place = |i: usize, order: &mut Vec<usize>| {
            *slot.entry(i).or_insert_with(|| {
                order.push(i);
                order.len() - 1
            })
        };
        let mut remap = |pairs: &[Pair], order: &mut Vec<usize>| -> Vec<Pair> {
            pairs
                .iter()
                .map(|&(a, b, s)| (place(a, order), place(b, order), s))
                .collect()
        };
        let found = remap(&found, &mut order);
        let contradictions = remap(&fidelity.contradictions, &mut order);
        let unsupported: Vec<usize> = fidelity
            .unsupported
            .iter()
            .map(|&i| place(i, &mut order))
            .collect();
        let index: Vec<CharIndex> = texts.iter().map(|(_, t)| CharIndex::new(t)).collect();
        let facts = order
            .iter()
            .map(|&i| {
                let (id, text) = texts[chunk_of[i]];
                to_tuple(&cache.it, all[i], text, &index[chunk_of[i]], id)
            })
            .collect();
        (facts, found, contradictions, unsupported)
    }
}

#[pymodule]
fn zero_layer_native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Engine>()?;
    Ok(())
}
