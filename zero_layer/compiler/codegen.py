"""Pass 6: layout -> `WasmModule`: the scanner, pair-trigger and token-machine functions.

The function bodies are flat-text templates (see `wasm.asm`) whose constants are the table
addresses of this bundle's layout. Semantics (mirrored exactly by `zero_layer.engine.reference`):

* `scan(in, len, out, cap, trig, tcap, base, bidx) -> n_hits | -1 on overflow`: one pass over
  the bytes (`in[len]` must be a line break); offsets are written + `base`, hit indices + `bidx`.
  Per byte: DFA step; the ASCII number run (digits, with single `.`/`,` joiners between digits)
  is extended or closed; every pattern ending here is processed longest first (ASCII word
  boundaries checked): a segment break closes open runs and starts a new segment, a Chinese
  numeral atom extends or starts a numeral run, a literal is a hit; a numeral run closes 3 bytes
  after its last atom. Runs also close at the end. A numeral run made only of multipliers (万) is
  dropped.
* every hit `h` (in emission order) checks, for each hot rule on its category key (then on its
  heatmap-term key), the most recent earlier hit of the other side: same segment, no overlap and
  a combined span <= window bytes -> trigger record (rule, that hit, h). Then `h` becomes the most
  recent hit of its keys.
* `advance(vocab, vn, st, tok, n, ost, onode, oflag) -> n_nodes`: one token-machine step per row
  (new state, key-node id and a 0/1 key-node byte per row).
Records: hit = 4 x u32 (category, term, start, end); trigger = 3 x u32 (rule, left hit, right
hit); the trigger count is stored at `heap_base`.
"""

from __future__ import annotations

from zero_layer.compiler.ir import NO_KEY, TermTable
from zero_layer.compiler.layout import FLAG_DIGIT, FLAG_JOINER, FLAG_LETTER, Layout
from zero_layer.compiler.wasm import FuncDef, GlobalDef, Instr, WasmModule, assemble

__all__ = ["generate"]

_CLOSE_NUM = """
local.get $na
if
  i32.const {NUMCAT} ; i32.const {NUMTERM} ; local.get $ns ; local.get $nl ; local.get $nseg ; i32.const -1
  call $emit
  i32.const 0 ; local.set $na
end
"""

_CLOSE_CN = """
local.get $ca
if
  local.get $csig
  if
    i32.const {CNCAT} ; i32.const {CNTERM} ; local.get $cs ; local.get $ce ; local.get $cseg ; i32.const -1
    call $emit
  end
  i32.const 0 ; local.set $ca
end
"""

_SCAN = (
    """
;; reset the per-call state
local.get $out ; global.set $out
local.get $cap ; global.set $cap
local.get $trig ; global.set $trig
local.get $tcap ; global.set $tcap
local.get $base ; global.set $base
local.get $bidx ; global.set $bidx
i32.const 0 ; global.set $n_hits
i32.const 0 ; global.set $n_trig
i32.const 0 ; global.set $overflow
i32.const {LAST} ; i32.const 0 ; i32.const {LASTBYTES} ; memory.fill
i32.const {TRANS} ; local.set $st
block $done
  loop $outer
    local.get $busy ; i32.eqz
    if
      ;; fast path: DFA steps until a pattern ends (the host puts a line break after the input,
      ;; which always ends a pattern, so this loop needs no length check)
      loop $fast
        local.get $st ; local.get $in ; local.get $i ; i32.add ; i32.load8_u ; i32.load8_u offset={CM}
        i32.const 2 ; i32.shl ; i32.add ; i32.load ; local.tee $st
        local.get $i ; i32.const 1 ; i32.add ; local.set $i
        i32.const {THRESH} ; i32.lt_u ; br_if $fast
      end
    else
      ;; a run is open: every byte takes the slow path
      local.get $st ; local.get $in ; local.get $i ; i32.add ; i32.load8_u ; i32.load8_u offset={CM}
      i32.const 2 ; i32.shl ; i32.add ; i32.load ; local.set $st
      local.get $i ; i32.const 1 ; i32.add ; local.set $i
    end
    local.get $i ; local.get $len ; i32.gt_u ; br_if $done
    ;; slow path for the byte at j = i - 1, ending at p = i
    local.get $i ; local.set $p
    local.get $i ; i32.const 1 ; i32.sub ; local.set $j
    local.get $in ; local.get $j ; i32.add ; i32.load8_u ; i32.load8_u offset={FM} ; local.set $fl
    ;; ASCII number run
    local.get $fl ; i32.const {DIGIT} ; i32.and
    if
      local.get $na ; i32.eqz
      if
        i32.const 1 ; local.set $na ; local.get $j ; local.set $ns ; local.get $seg ; local.set $nseg
      end
      local.get $p ; local.set $nl
      i32.const 0 ; local.set $np
    else
      local.get $na
      if
        local.get $fl ; i32.const {JOINER} ; i32.and ; i32.const 0 ; i32.ne
        local.get $np ; i32.eqz ; i32.and
        local.get $nl ; local.get $j ; i32.eq ; i32.and
        if
          i32.const 1 ; local.set $np
        else
"""
    + _CLOSE_NUM
    + """
        end
      end
    end
    ;; patterns ending here, longest first
    local.get $st ; i32.const {THRESH} ; i32.ge_u
    if
      local.get $st ; i32.load offset={OUTINFO} ; local.set $o
      local.get $o ; local.get $st ; i32.load offset={OUTCOUNT} ; i32.const 2 ; i32.shl ; i32.add
      local.set $oe
      block $odone
        loop $onext
          local.get $o ; local.get $oe ; i32.ge_u ; br_if $odone
          local.get $o ; i32.load ; local.set $t
          local.get $t ; i32.const 3 ; i32.shl ; local.set $ta
          local.get $ta ; i32.load offset={TERMS} ; local.set $info
          local.get $p ; local.get $info ; i32.const 16 ; i32.shr_u ; i32.const 255 ; i32.and ; i32.sub
          local.set $s
          local.get $info ; i32.const 24 ; i32.shr_u ; local.set $tf
          block $skip
            local.get $tf ; i32.const 4 ; i32.and
            if
              local.get $s
              if
                local.get $in ; local.get $s ; i32.add ; i32.const 1 ; i32.sub ; i32.load8_u
                i32.load8_u offset={FM} ; i32.const {LETTER} ; i32.and ; br_if $skip
              end
            end
            local.get $tf ; i32.const 8 ; i32.and
            if
              local.get $p ; local.get $len ; i32.lt_u
              if
                local.get $in ; local.get $p ; i32.add ; i32.load8_u
                i32.load8_u offset={FM} ; i32.const {LETTER} ; i32.and ; br_if $skip
              end
            end
            local.get $tf ; i32.const 3 ; i32.and ; local.set $kind
            local.get $kind ; i32.const 1 ; i32.eq
            if
              ;; segment break: close open runs, next segment
"""
    + _CLOSE_NUM
    + _CLOSE_CN
    + """
              local.get $seg ; i32.const 1 ; i32.add ; local.set $seg
              br $skip
            end
            ;; digit marker: only there to leave the fast path (the number run is byte-level)
            local.get $kind ; i32.const 3 ; i32.eq ; br_if $skip
            local.get $kind ; i32.const 2 ; i32.eq
            if
              ;; Chinese numeral atom
              local.get $ca ; local.get $ce ; local.get $s ; i32.eq ; i32.and
              if
                local.get $p ; local.set $ce
              else
"""
    + _CLOSE_CN
    + """
                i32.const 1 ; local.set $ca
                local.get $s ; local.set $cs ; local.get $p ; local.set $ce ; local.get $seg ; local.set $cseg
                i32.const 0 ; local.set $csig
              end
              local.get $csig ; local.get $tf ; i32.const 16 ; i32.and ; i32.or ; local.set $csig
              br $skip
            end
            local.get $info ; i32.const 65535 ; i32.and ; local.get $t ; local.get $s ; local.get $p
            local.get $seg
            local.get $ta ; i32.load offset={TERMKEY}
            call $emit
          end
          local.get $o ; i32.const 4 ; i32.add ; local.set $o
          br $onext
        end
      end
    end
    ;; a numeral run ends 3 bytes after its last atom
    local.get $ca
    if
      local.get $p ; local.get $ce ; i32.sub ; i32.const 3 ; i32.ge_u
      if
"""
    + _CLOSE_CN
    + """
      end
    end
    local.get $na ; local.get $ca ; i32.or ; local.set $busy
    br $outer
  end
end
"""
    + _CLOSE_NUM
    + _CLOSE_CN
    + """
i32.const {HEAP} ; global.get $n_trig ; i32.store
global.get $overflow
if
  i32.const -1 ; return
end
global.get $n_hits
"""
)

_EMIT = """
global.get $n_hits ; global.get $cap ; i32.ge_u
if
  i32.const 1 ; global.set $overflow ; return
end
global.get $n_hits ; local.set $idx
global.get $out ; local.get $idx ; i32.const 4 ; i32.shl ; i32.add ; local.set $a
local.get $a ; local.get $cat ; i32.store
local.get $a ; local.get $term ; i32.store offset=4
local.get $a ; local.get $s ; global.get $base ; i32.add ; i32.store offset=8
local.get $a ; local.get $e ; global.get $base ; i32.add ; i32.store offset=12
local.get $idx ; i32.const 1 ; i32.add ; global.set $n_hits
local.get $cat ; local.get $idx ; local.get $s ; local.get $e ; local.get $seg ; call $pairs
local.get $key ; i32.const {NOKEY} ; i32.ne
if
  local.get $key ; local.get $idx ; local.get $s ; local.get $e ; local.get $seg ; call $pairs
end
local.get $cat ; i32.const 4 ; i32.shl ; local.set $a
local.get $a ; local.get $idx ; i32.const 1 ; i32.add ; i32.store offset={LAST}
local.get $a ; local.get $s ; i32.store offset={LAST4}
local.get $a ; local.get $e ; i32.store offset={LAST8}
local.get $a ; local.get $seg ; i32.store offset={LAST12}
local.get $key ; i32.const {NOKEY} ; i32.ne
if
  local.get $key ; i32.const 4 ; i32.shl ; local.set $a
  local.get $a ; local.get $idx ; i32.const 1 ; i32.add ; i32.store offset={LAST}
  local.get $a ; local.get $s ; i32.store offset={LAST4}
  local.get $a ; local.get $e ; i32.store offset={LAST8}
  local.get $a ; local.get $seg ; i32.store offset={LAST12}
end
"""

_PAIRS = """
local.get $k ; i32.const 3 ; i32.shl ; local.set $a
local.get $a ; i32.load offset={ADJ} ; local.set $q
local.get $q ; local.get $a ; i32.load offset={ADJ4} ; i32.const 3 ; i32.shl ; i32.add ; local.set $qe
block $done
  loop $next
    local.get $q ; local.get $qe ; i32.ge_u ; br_if $done
    block $skip
      local.get $q ; i32.load offset=4 ; i32.const 4 ; i32.shl ; local.set $l
      local.get $l ; i32.load offset={LAST} ; local.tee $li ; i32.eqz ; br_if $skip
      local.get $l ; i32.load offset={LAST12} ; local.get $seg ; i32.ne ; br_if $skip
      local.get $l ; i32.load offset={LAST4} ; local.set $ls
      local.get $l ; i32.load offset={LAST8} ; local.set $le
      ;; the two hits must not overlap
      local.get $le ; local.get $s ; i32.gt_u ; local.get $e ; local.get $ls ; i32.gt_u ; i32.and
      br_if $skip
      ;; combined span within the window
      local.get $le ; local.get $e ; local.get $le ; local.get $e ; i32.gt_u ; select
      local.get $ls ; local.get $s ; local.get $ls ; local.get $s ; i32.lt_u ; select
      i32.sub ; i32.const {WINDOW} ; i32.gt_u ; br_if $skip
      global.get $n_trig ; global.get $tcap ; i32.ge_u
      if
        i32.const 1 ; global.set $overflow ; br $skip
      end
      global.get $trig ; global.get $n_trig ; i32.const 12 ; i32.mul ; i32.add ; local.set $ta
      local.get $ta ; local.get $q ; i32.load ; i32.store
      local.get $ta ; local.get $li ; i32.const 1 ; i32.sub ; global.get $bidx ; i32.add ; i32.store offset=4
      local.get $ta ; local.get $idx ; global.get $bidx ; i32.add ; i32.store offset=8
      global.get $n_trig ; i32.const 1 ; i32.add ; global.set $n_trig
    end
    local.get $q ; i32.const 8 ; i32.add ; local.set $q
    br $next
  end
end
"""

_ADVANCE = """
block $done
  loop $next
    local.get $r ; local.get $n ; i32.ge_u ; br_if $done
    local.get $r ; i32.const 2 ; i32.shl ; local.set $a
    local.get $st ; local.get $a ; i32.add ; i32.load ; local.set $s
    local.get $tok ; local.get $a ; i32.add ; i32.load ; local.set $t
    ;; token ids outside the vocabulary have no category
    i32.const 0 ; local.set $c
    local.get $t ; local.get $vn ; i32.lt_u
    if
      local.get $vocab ; local.get $t ; i32.add ; i32.load8_u ; local.set $c
    end
    local.get $s ; i32.const {TMSTATES} ; i32.ge_u ; local.get $c ; i32.const {TMCOLS} ; i32.ge_u ; i32.or
    if
      unreachable
    end
    local.get $s ; i32.const {TMCOLS} ; i32.mul ; local.get $c ; i32.add ; i32.const 1 ; i32.shl
    local.set $x
    local.get $ost ; local.get $a ; i32.add ; local.get $x ; i32.load16_u offset={TMNEXT} ; i32.store
    local.get $x ; i32.load16_u offset={TMNODE} ; local.set $node
    local.get $onode ; local.get $a ; i32.add ; local.get $node ; i32.store
    local.get $oflag ; local.get $r ; i32.add ; local.get $node ; i32.const 0 ; i32.ne ; i32.store8
    local.get $count ; local.get $node ; i32.const 0 ; i32.ne ; i32.add ; local.set $count
    local.get $r ; i32.const 1 ; i32.add ; local.set $r
    br $next
  end
end
local.get $count
"""


def generate(layout: Layout, terms: TermTable, source: bytes = b"") -> WasmModule:
    consts = {
        "CM": layout.class_map,
        "FM": layout.flag_map,
        "TRANS": layout.trans,
        "THRESH": layout.threshold,
        "OUTINFO": layout.out_info,
        "OUTCOUNT": layout.out_info + 4,
        "TERMS": layout.terms,
        "TERMKEY": layout.terms + 4,
        "ADJ": layout.adjacency,
        "ADJ4": layout.adjacency + 4,
        "LAST": layout.last,
        "LAST4": layout.last + 4,
        "LAST8": layout.last + 8,
        "LAST12": layout.last + 12,
        "LASTBYTES": layout.last_bytes,
        "HEAP": layout.heap_base,
        "WINDOW": terms.window_bytes,
        "NUMCAT": terms.number_category & 0xFFFF,
        "NUMTERM": terms.number_term,
        "CNCAT": terms.cn_category & 0xFFFF,
        "CNTERM": terms.cn_term,
        "NOKEY": NO_KEY,
        "DIGIT": FLAG_DIGIT,
        "JOINER": FLAG_JOINER,
        "LETTER": FLAG_LETTER,
        "RUNFLAGS": FLAG_DIGIT | FLAG_JOINER,
        "TMSTATES": layout.tm_states,
        "TMCOLS": layout.tm_cols,
        "TMNEXT": layout.tm_next,
        "TMNODE": layout.tm_node,
    }

    def body(template: str) -> tuple[Instr, ...]:
        return assemble(template.format(**consts))

    scan_locals = (
        "$i", "$j", "$st", "$fl", "$busy", "$p", "$o", "$oe", "$t", "$ta", "$info", "$s", "$tf", "$kind",
        "$seg", "$na", "$ns", "$nl", "$np", "$nseg", "$ca", "$cs", "$ce", "$cseg", "$csig",
    )  # fmt: skip
    funcs = (
        FuncDef("$pairs", ("$k", "$idx", "$s", "$e", "$seg"), 0,
                ("$a", "$q", "$qe", "$l", "$li", "$ls", "$le", "$ta"), body(_PAIRS)),
        FuncDef("$emit", ("$cat", "$term", "$s", "$e", "$seg", "$key"), 0, ("$idx", "$a"), body(_EMIT)),
        FuncDef("$scan", ("$in", "$len", "$out", "$cap", "$trig", "$tcap", "$base", "$bidx"), 1, scan_locals,
                body(_SCAN), export="scan"),
        FuncDef("$advance", ("$vocab", "$vn", "$st", "$tok", "$n", "$ost", "$onode", "$oflag"), 1,
                ("$r", "$a", "$s", "$t", "$c", "$x", "$node", "$count"), body(_ADVANCE), export="advance"),
    )  # fmt: skip
    globals_ = (
        GlobalDef("$n_hits", 0),
        GlobalDef("$n_trig", 0),
        GlobalDef("$overflow", 0),
        GlobalDef("$out", 0),
        GlobalDef("$cap", 0),
        GlobalDef("$trig", 0),
        GlobalDef("$tcap", 0),
        GlobalDef("$base", 0),
        GlobalDef("$bidx", 0),
        GlobalDef("$heap_base", layout.heap_base, mutable=False, export="heap_base"),
    )
    # the canonical bundle travels inside the module: the digest covers weights and names too
    custom = (("zero-layer.bundle", source),) if source else ()
    return WasmModule(
        funcs=funcs, globals=globals_, memory_pages=layout.pages, data=layout.segments, custom=custom
    )
