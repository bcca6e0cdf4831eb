//! Long-lived extraction threads for one request's new chunks. The regex crate keeps its search
//! caches (lazy DFA states among them) per thread: a thread spawned per request started cold and
//! spent about a tenth of its time rebuilding DFA states, plus the spawn. Threads that live across
//! requests keep their caches warm.
//!
//! The calling thread always works on the batch too, so a request never waits for a pool thread
//! that is busy elsewhere (another request, a thread lost after `fork`): the batch is done when
//! every text is, whoever took it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Condvar, Mutex, OnceLock, PoisonError};
use std::thread::Result as Outcome;

type Prepare<P> = Box<dyn Fn(&str) -> P + Send + Sync>;
type Work<T, P> = Box<dyn Fn(&str, &P) -> T + Send + Sync>;

/// The texts of one request, taken one at a time by whichever thread comes first: first every
/// text's preparation, then every text's work (which waits for its preparation if another thread
/// is still on it). Five equal chunks on two threads are otherwise three on one and two on the
/// other; their preparations taken first spread the same work more evenly.
pub struct Batch<T, P = ()> {
    texts: Vec<String>,
    prepare: Prepare<P>,
    prepared: Vec<OnceLock<P>>,
    work: Work<T, P>,
    next: AtomicUsize,
    /// (texts finished, each text's result or the panic that stopped it)
    done: Mutex<(usize, Vec<Option<Outcome<T>>>)>,
    finished: Condvar,
}

/// What a pool thread runs (a batch, whatever its result type).
pub trait Run: Send + Sync {
    fn run(&self);
}

#[cfg(test)]
impl<T: Send> Batch<T> {
    /// A batch with nothing to prepare.
    pub fn new(texts: Vec<String>, work: impl Fn(&str) -> T + Send + Sync + 'static) -> Batch<T> {
        Batch::staged(texts, |_| (), move |t, _| work(t))
    }
}

impl<T: Send, P: Send + Sync> Batch<T, P> {
    /// A batch whose texts are each prepared, then worked on with their preparation.
    pub fn staged(
        texts: Vec<String>,
        prepare: impl Fn(&str) -> P + Send + Sync + 'static,
        work: impl Fn(&str, &P) -> T + Send + Sync + 'static,
    ) -> Batch<T, P> {
        let slots = (0..texts.len()).map(|_| None).collect();
        Batch {
            prepared: (0..texts.len()).map(|_| OnceLock::new()).collect(),
            texts,
            prepare: Box::new(prepare),
            work: Box::new(work),
            next: AtomicUsize::new(0),
            done: Mutex::new((0, slots)),
            finished: Condvar::new(),
        }
    }

    /// Every text's result, in order, once all are done; a panic in any is resumed here.
    pub fn wait(&self) -> Vec<T> {
        let mut done = self.done.lock().unwrap_or_else(PoisonError::into_inner);
        while done.0 < self.texts.len() {
            done = self
                .finished
                .wait(done)
                .unwrap_or_else(PoisonError::into_inner);
        }
        std::mem::take(&mut done.1)
            .into_iter()
            .map(|slot| match slot {
                Some(Ok(r)) => r,
                Some(Err(panic)) => std::panic::resume_unwind(panic),
                None => unreachable!("every text is done"),
            })
            .collect()
    }
}

impl<T: Send, P: Send + Sync> Run for Batch<T, P> {
    /// Works on preparations, then texts, not yet taken until none is left.
    fn run(&self) {
        let n = self.texts.len();
        loop {
            let i = self.next.fetch_add(1, Ordering::Relaxed);
            let prepared =
                |i: usize| self.prepared[i].get_or_init(|| (self.prepare)(&self.texts[i]));
            if i < n {
                // a panic here is met again (and reported) by the text's work
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| prepared(i)));
                continue;
            }
            let i = i - n;
            let Some(text) = self.texts.get(i) else { break };
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                (self.work)(text, prepared(i))
            }));
            let mut done = self.done.lock().unwrap_or_else(PoisonError::into_inner);
            done.1[i] = Some(outcome);
            done.0 += 1;
            if done.0 == self.texts.len() {
                self.finished.notify_all();
            }
        }
    }
}

type Queues = Vec<Sender<Arc<dyn Run>>>;

/// The pool threads' queues, with the process that started them (a forked child starts its own).
static POOL: Mutex<Option<(u32, Queues)>> = Mutex::new(None);

/// ``batch`` on this thread and ``helpers`` pool threads (started on first use): its results.
pub fn run<T: Send + 'static, P: Send + Sync + 'static>(
    batch: Batch<T, P>,
    helpers: usize,
) -> Vec<T> {
    let batch = Arc::new(batch);
    if helpers > 0 {
        offer(&(Arc::clone(&batch) as Arc<dyn Run>), helpers);
    }
    batch.run();
    batch.wait()
}

fn offer(batch: &Arc<dyn Run>, helpers: usize) {
    let mut pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    let pid = std::process::id();
    if pool.as_ref().is_none_or(|(owner, _)| *owner != pid) {
        *pool = Some((pid, Vec::new()));
    }
    let Some((_, queues)) = pool.as_mut() else {
        return;
    };
    while queues.len() < helpers {
        let (tx, rx) = channel::<Arc<dyn Run>>();
        let spawned = std::thread::Builder::new()
            .name("zero-layer-extract".into())
            .spawn(move || {
                for batch in rx {
                    batch.run();
                }
            });
        if spawned.is_err() {
            break; // no thread: the caller works alone
        }
        queues.push(tx);
    }
    // a queue whose thread is gone is dropped (a later request starts another)
    let mut k = 0;
    while k < queues.len().min(helpers) {
        if queues[k].send(Arc::clone(batch)).is_ok() {
            k += 1;
        } else {
            queues.remove(k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(n: usize) -> Vec<String> {
        (0..n).map(|i| "x".repeat(i)).collect()
    }

    #[test]
    fn every_text_once_in_order_whichever_thread_takes_it() {
        for helpers in [0, 1, 3] {
            let threads = Arc::new(Mutex::new(std::collections::HashSet::new()));
            let seen = Arc::clone(&threads);
            let batch = Batch::new(texts(40), move |t: &str| {
                seen.lock().unwrap().insert(std::thread::current().id());
                std::thread::sleep(std::time::Duration::from_millis(1));
                t.len()
            });
            assert_eq!(run(batch, helpers), (0..40).collect::<Vec<_>>());
            assert!(threads.lock().unwrap().len() <= helpers + 1);
        }
    }

    /// Each text is prepared exactly once, and its work gets its own preparation, whichever
    /// threads took the two.
    #[test]
    fn each_text_prepared_once_and_worked_on_with_its_own_preparation() {
        use std::sync::atomic::AtomicUsize;
        for helpers in [0, 1, 3] {
            let calls = Arc::new(AtomicUsize::new(0));
            let counted = Arc::clone(&calls);
            let batch = Batch::staged(
                texts(30),
                move |t: &str| {
                    counted.fetch_add(1, Ordering::Relaxed);
                    std::thread::sleep(std::time::Duration::from_micros(300));
                    format!("<{t}>")
                },
                |t: &str, p: &String| (p == &format!("<{t}>")).then_some(t.len()),
            );
            let want: Vec<Option<usize>> = (0..30).map(Some).collect();
            assert_eq!(run(batch, helpers), want);
            assert_eq!(calls.load(Ordering::Relaxed), 30);
        }
    }

    #[test]
    fn a_panic_in_a_preparation_reaches_the_caller() {
        let batch = Batch::staged(
            texts(5),
            |t: &str| {
                assert!(t.len() != 3, "boom");
                t.len()
            },
            |_: &str, &n: &usize| n,
        );
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(batch, 1)));
        assert!(caught.is_err());
    }

    #[test]
    fn the_caller_finishes_alone_when_no_pool_thread_comes() {
        // a pool thread stuck on another batch: the caller still does every text
        let gate = Arc::new(Mutex::new(()));
        let held = gate.lock().unwrap();
        let blocker = Arc::clone(&gate);
        let stuck = std::thread::spawn(move || {
            run(Batch::new(texts(8), move |_: &str| drop(blocker.lock())), 1)
        });
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert_eq!(
            run(Batch::new(texts(5), |t: &str| t.len()), 1),
            [0, 1, 2, 3, 4]
        );
        drop(held);
        assert_eq!(stuck.join().unwrap().len(), 8);
    }

    #[test]
    fn a_panic_in_a_text_reaches_the_caller() {
        let batch = Batch::new(texts(6), |t: &str| {
            assert!(t.len() != 4, "boom");
            t.len()
        });
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(batch, 2)));
        assert!(caught.is_err());
        assert_eq!(run(Batch::new(texts(3), |t: &str| t.len()), 2), [0, 1, 2]);
    }
}
