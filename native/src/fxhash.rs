//! A fast hasher for the lookup tables and the interner (rustc's FxHash): their keys are short
//! words from our own tables and texts, where SipHash's resistance to crafted keys buys nothing
//! and its cost was about a twentieth of extraction.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
pub type FxSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.add(u64::from_le_bytes(w.try_into().unwrap_or([0; 8])));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            last[7] = rest.len() as u8; // "ab" and "ab\0" apart (at most 7 bytes are left)
            self.add(u64::from_le_bytes(last));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, BuildHasherDefault};

    #[test]
    fn distinct_words_hash_apart_and_maps_work() {
        let b = BuildHasherDefault::<FxHasher>::default();
        let words = [
            "",
            "a",
            "ab",
            "ab\0",
            "abcdefgh",
            "abcdefghi",
            "天数",
            "days",
        ];
        let hashes: HashSet<u64> = words.iter().map(|w| b.hash_one(w)).collect();
        assert_eq!(hashes.len(), words.len());
        let m: FxMap<String, usize> = words.iter().map(|w| (w.to_string(), w.len())).collect();
        assert_eq!(m.get("abcdefghi"), Some(&9));
        assert_eq!(m.get("abc"), None);
    }
}
