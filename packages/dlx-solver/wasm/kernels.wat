;; The search of DLX1-3 in WebAssembly: the dance steps of links.ts, node for node, and
;; the engines' search loops (dlx1.ts, dlx3.ts), step for step.
;;
;; src/internal/links.ts and the engines are the readable reference: this module does
;; what their loops do, in the same order, and counts the same mems, updates and
;; cleansings. src/internal/kernels.test.ts runs the engines both ways and compares
;; listings, counts, updates, mems and progress lines.
;;
;; Build: `pnpm --filter @polydance/dlx-solver build:wasm` assembles this file with the
;; `wabt` npm package (wasm/build.ts) into src/internal/kernels-wasm.ts, the bytes as a
;; TypeScript module; a test checks that the committed bytes are this file's.
;;
;; Memory (one per matrix, imported): the node array `nd` from byte 0, as int32s, four
;; per node (UP, DOWN, ITM, COLOR at byte offsets 0, 4, 8, 12); `secondaries` from byte
;; $sec (by option number); the item list `cl` from byte $cl; the engine's arrays of
;; levels after it (their addresses are arguments of run1 and run3); results from byte
;; $out (int32s, then float64s from $out + 64). Every variable below holds an index
;; into `nd` or `cl`, as in links.ts; (i32.shl x 2) is its byte offset.
;;
;; Results: the dance steps called from links.ts return the number of nodes they hid
;; (or restored) and store the other counts that links.ts charges mems for at $out, in
;; the order listed; those called from the search loops here add their mems to the
;; globals below themselves.
(module
  (import "env" "mem" (memory 1))
  (import "env" "sec" (global $sec i32))
  (import "env" "out" (global $out i32))
  ;; the items array `cl` from byte $cl: four int32s per item (PREV, NEXT, BOUND, SLACK
  ;; at byte offsets 0, 4, 8, 12), indexed as `nd` is
  (import "env" "cl" (global $cl i32))

  ;; What the search loops below count, for the engine's tally (see links.ts); 64-bit, as
  ;; one call of run1 or run3 can search many nodes.
  (global $mems (mut i64) (i64.const 0))
  (global $updates (mut i64) (i64.const 0))
  (global $cleansings (mut i64) (i64.const 0))
  (global $lmems (mut i64) (i64.const 0))

  ;; DLX1: hides every option in the list of item $c except for its node there.
  (func $hideRows (export "hideRows") (param $c i32) (param $lastItm i32) (result i32)
    (local $hides i32) (local $rr i32) (local $nn i32) (local $cc i32)
    (local $uu i32) (local $dd i32) (local $first i32)
    (local.set $rr (i32.load offset=4 (i32.shl (local.get $c) (i32.const 2))))
    (block $done
      (loop $rows
        (br_if $done (i32.lt_s (local.get $rr) (local.get $lastItm)))
        ;; the nodes after rr, up to the spacer
        (local.set $nn (i32.add (local.get $rr) (i32.const 4)))
        (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
        (block $end
          (loop $right
            (br_if $end (i32.le_s (local.get $cc) (i32.const 0)))
            (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
            (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
            (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
            (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
              (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (br $right)))
        ;; then those from the first node of the option on
        (local.set $first (i32.load (i32.shl (local.get $nn) (i32.const 2))))
        (local.set $hides (i32.add (local.get $hides)
          (i32.shr_s (i32.sub (i32.sub (local.get $nn) (local.get $first)) (i32.const 4)) (i32.const 2))))
        (local.set $nn (local.get $first))
        (block $end2
          (loop $left
            (br_if $end2 (i32.eq (local.get $nn) (local.get $rr)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
            (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
            (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
            (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
              (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (br $left)))
        (local.set $rr (i32.load offset=4 (i32.shl (local.get $rr) (i32.const 2))))
        (br $rows)))
    (local.get $hides))

  ;; DLX1: undoes hideRows($c, $lastItm), relinking the nodes in the same order.
  (func $unhideRows (export "unhideRows") (param $c i32) (param $lastItm i32) (result i32)
    (local $unhides i32) (local $rr i32) (local $nn i32) (local $cc i32)
    (local $uu i32) (local $dd i32) (local $first i32)
    (local.set $rr (i32.load offset=4 (i32.shl (local.get $c) (i32.const 2))))
    (block $done
      (loop $rows
        (br_if $done (i32.lt_s (local.get $rr) (local.get $lastItm)))
        (local.set $nn (i32.add (local.get $rr) (i32.const 4)))
        (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
        (block $end
          (loop $right
            (br_if $end (i32.le_s (local.get $cc) (i32.const 0)))
            (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
            (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
            (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
            (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
              (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (br $right)))
        (local.set $first (i32.load (i32.shl (local.get $nn) (i32.const 2))))
        (local.set $unhides (i32.add (local.get $unhides)
          (i32.shr_s (i32.sub (i32.sub (local.get $nn) (local.get $first)) (i32.const 4)) (i32.const 2))))
        (local.set $nn (local.get $first))
        (block $end2
          (loop $left
            (br_if $end2 (i32.eq (local.get $nn) (local.get $rr)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
            (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
            (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
            (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
              (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (br $left)))
        (local.set $rr (i32.load offset=4 (i32.shl (local.get $rr) (i32.const 2))))
        (br $rows)))
    (local.get $unhides))

  ;; DLX2 and DLX3: hides all options of item $c, passing over cleansed nodes (color < 0).
  ;; Returns the nodes hidden; stores the options (rows), the nodes visited and the
  ;; secondary items of the options.
  (func $coverN (param $c i32) (param $lastItm i32) (result i32 i32 i32 i32)
    (local $rows i32) (local $visited i32) (local $hides i32) (local $secondary i32)
    (local $rr i32) (local $nn i32) (local $cc i32) (local $uu i32) (local $dd i32) (local $first i32)
    (local.set $rr (i32.load offset=4 (i32.shl (local.get $c) (i32.const 2))))
    (block $done
      (loop $options
        (br_if $done (i32.lt_s (local.get $rr) (local.get $lastItm)))
        (local.set $rows (i32.add (local.get $rows) (i32.const 1)))
        (local.set $nn (i32.add (local.get $rr) (i32.const 4)))
        (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
        (block $end
          (loop $right
            (br_if $end (i32.le_s (local.get $cc) (i32.const 0)))
            (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
              (then
                (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
                (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
                (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                  (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                (local.set $hides (i32.add (local.get $hides) (i32.const 1)))))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (br $right)))
        ;; at the spacer after the option: its ITM is minus the option's number
        (local.set $secondary (i32.add (local.get $secondary)
          (i32.load (i32.sub (global.get $sec) (i32.shl (local.get $cc) (i32.const 2))))))
        (local.set $first (i32.load (i32.shl (local.get $nn) (i32.const 2))))
        (local.set $visited (i32.add (local.get $visited)
          (i32.shr_s (i32.sub (i32.sub (local.get $nn) (local.get $first)) (i32.const 4)) (i32.const 2))))
        (local.set $nn (local.get $first))
        (block $end2
          (loop $left
            (br_if $end2 (i32.eq (local.get $nn) (local.get $rr)))
            (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
              (then
                (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
                (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
                (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                  (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                (local.set $hides (i32.add (local.get $hides) (i32.const 1)))))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (br $left)))
        (local.set $rr (i32.load offset=4 (i32.shl (local.get $rr) (i32.const 2))))
        (br $options)))
    (local.get $hides) (local.get $rows) (local.get $visited) (local.get $secondary))

  ;; For links.ts: returns the nodes of $coverN, and stores its other counts at $out.
  (func (export "cover") (param $c i32) (param $lastItm i32) (result i32)
    (local $h i32) (local $r i32) (local $v i32) (local $s i32)
    (call $coverN (local.get $c) (local.get $lastItm))
    (local.set $s) (local.set $v) (local.set $r) (local.set $h)
    (i32.store (global.get $out) (local.get $r))
    (i32.store offset=4 (global.get $out) (local.get $v))
    (i32.store offset=8 (global.get $out) (local.get $s))
    (local.get $h))

  ;; Undoes cover($c, $lastItm); returns the nodes restored and stores as cover does.
  (func $uncoverN (param $c i32) (param $lastItm i32) (result i32 i32 i32 i32)
    (local $rows i32) (local $visited i32) (local $unhides i32) (local $secondary i32)
    (local $rr i32) (local $nn i32) (local $cc i32) (local $uu i32) (local $dd i32) (local $first i32)
    (local.set $rr (i32.load offset=4 (i32.shl (local.get $c) (i32.const 2))))
    (block $done
      (loop $options
        (br_if $done (i32.lt_s (local.get $rr) (local.get $lastItm)))
        (local.set $rows (i32.add (local.get $rows) (i32.const 1)))
        (local.set $nn (i32.add (local.get $rr) (i32.const 4)))
        (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
        (block $end
          (loop $right
            (br_if $end (i32.le_s (local.get $cc) (i32.const 0)))
            (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
              (then
                (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
                (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
                (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                  (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                (local.set $unhides (i32.add (local.get $unhides) (i32.const 1)))))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (br $right)))
        (local.set $secondary (i32.add (local.get $secondary)
          (i32.load (i32.sub (global.get $sec) (i32.shl (local.get $cc) (i32.const 2))))))
        (local.set $first (i32.load (i32.shl (local.get $nn) (i32.const 2))))
        (local.set $visited (i32.add (local.get $visited)
          (i32.shr_s (i32.sub (i32.sub (local.get $nn) (local.get $first)) (i32.const 4)) (i32.const 2))))
        (local.set $nn (local.get $first))
        (block $end2
          (loop $left
            (br_if $end2 (i32.eq (local.get $nn) (local.get $rr)))
            (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
              (then
                (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
                (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
                (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                  (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                (local.set $unhides (i32.add (local.get $unhides) (i32.const 1)))))
            (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
            (br $left)))
        (local.set $rr (i32.load offset=4 (i32.shl (local.get $rr) (i32.const 2))))
        (br $options)))
    (local.get $unhides) (local.get $rows) (local.get $visited) (local.get $secondary))

  ;; For links.ts: returns the nodes of $uncoverN, and stores its other counts at $out.
  (func (export "uncover") (param $c i32) (param $lastItm i32) (result i32)
    (local $h i32) (local $r i32) (local $v i32) (local $s i32)
    (call $uncoverN (local.get $c) (local.get $lastItm))
    (local.set $s) (local.set $v) (local.set $r) (local.set $h)
    (i32.store (global.get $out) (local.get $r))
    (i32.store offset=4 (global.get $out) (local.get $v))
    (i32.store offset=8 (global.get $out) (local.get $s))
    (local.get $h))

  ;; Purifies the item of node $p to the color of $p: hides the options that give it
  ;; another color, marks those that give it the same one as cleansed (color -1).
  ;; Returns the nodes hidden; stores rows, hidden options, nodes visited, cleansed
  ;; nodes and the secondary items of the hidden options.
  (func $purify (export "purify") (param $p i32) (param $lastItm i32) (result i32)
    (local $c i32) (local $x i32)
    (local $rows i32) (local $hidden i32) (local $visited i32) (local $hides i32) (local $cleansed i32)
    (local $secondary i32)
    (local $rr i32) (local $nn i32) (local $cc i32) (local $uu i32) (local $dd i32) (local $first i32)
    (local.set $c (i32.load offset=8 (i32.shl (local.get $p) (i32.const 2))))
    (local.set $x (i32.load offset=12 (i32.shl (local.get $p) (i32.const 2))))
    (i32.store offset=12 (i32.shl (local.get $c) (i32.const 2)) (local.get $x))
    (local.set $rr (i32.load offset=4 (i32.shl (local.get $c) (i32.const 2))))
    (block $done
      (loop $options
        (br_if $done (i32.lt_s (local.get $rr) (local.get $lastItm)))
        (local.set $rows (i32.add (local.get $rows) (i32.const 1)))
        (if (i32.ne (i32.load offset=12 (i32.shl (local.get $rr) (i32.const 2))) (local.get $x))
          (then
            (local.set $nn (i32.add (local.get $rr) (i32.const 4)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (block $end
              (loop $right
                (br_if $end (i32.le_s (local.get $cc) (i32.const 0)))
                (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
                  (then
                    (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                    (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                    (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
                    (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
                    (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                      (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                    (local.set $hides (i32.add (local.get $hides) (i32.const 1)))))
                (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
                (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                (br $right)))
            (local.set $hidden (i32.add (local.get $hidden) (i32.const 1)))
            (local.set $secondary (i32.add (local.get $secondary)
              (i32.load (i32.sub (global.get $sec) (i32.shl (local.get $cc) (i32.const 2))))))
            (local.set $first (i32.load (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $visited (i32.add (local.get $visited)
              (i32.shr_s (i32.sub (i32.sub (local.get $nn) (local.get $first)) (i32.const 4)) (i32.const 2))))
            (local.set $nn (local.get $first))
            (block $end2
              (loop $left
                (br_if $end2 (i32.eq (local.get $nn) (local.get $rr)))
                (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
                  (then
                    (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                    (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                    (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                    (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
                    (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
                    (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                      (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                    (local.set $hides (i32.add (local.get $hides) (i32.const 1)))))
                (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
                (br $left))))
          (else
            (if (i32.ne (local.get $rr) (local.get $p))
              (then
                (local.set $cleansed (i32.add (local.get $cleansed) (i32.const 1)))
                (i32.store offset=12 (i32.shl (local.get $rr) (i32.const 2)) (i32.const -1))))))
        (local.set $rr (i32.load offset=4 (i32.shl (local.get $rr) (i32.const 2))))
        (br $options)))
    (i32.store (global.get $out) (local.get $rows))
    (i32.store offset=4 (global.get $out) (local.get $hidden))
    (i32.store offset=8 (global.get $out) (local.get $visited))
    (i32.store offset=12 (global.get $out) (local.get $cleansed))
    (i32.store offset=16 (global.get $out) (local.get $secondary))
    (local.get $hides))

  ;; Undoes purify($p, $lastItm), going upward. Returns the nodes restored; stores rows,
  ;; restored options, nodes visited, recolored nodes and the secondary items of the
  ;; restored options.
  (func $unpurify (export "unpurify") (param $p i32) (param $lastItm i32) (result i32)
    (local $c i32) (local $x i32)
    (local $rows i32) (local $restored i32) (local $visited i32) (local $unhides i32) (local $recolored i32)
    (local $secondary i32)
    (local $rr i32) (local $nn i32) (local $cc i32) (local $uu i32) (local $dd i32) (local $last i32)
    (local.set $c (i32.load offset=8 (i32.shl (local.get $p) (i32.const 2))))
    (local.set $x (i32.load offset=12 (i32.shl (local.get $p) (i32.const 2))))
    (local.set $rr (i32.load (i32.shl (local.get $c) (i32.const 2))))
    (block $done
      (loop $options
        (br_if $done (i32.lt_s (local.get $rr) (local.get $lastItm)))
        (local.set $rows (i32.add (local.get $rows) (i32.const 1)))
        (if (i32.lt_s (i32.load offset=12 (i32.shl (local.get $rr) (i32.const 2))) (i32.const 0))
          (then
            (local.set $recolored (i32.add (local.get $recolored) (i32.const 1)))
            (i32.store offset=12 (i32.shl (local.get $rr) (i32.const 2)) (local.get $x)))
          (else
            (if (i32.ne (local.get $rr) (local.get $p))
              (then
                (local.set $nn (i32.sub (local.get $rr) (i32.const 4)))
                (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                (block $end
                  (loop $leftward
                    (br_if $end (i32.le_s (local.get $cc) (i32.const 0)))
                    (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
                      (then
                        (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                        (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                        (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
                        (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
                        (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                          (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                        (local.set $unhides (i32.add (local.get $unhides) (i32.const 1)))))
                    (local.set $nn (i32.sub (local.get $nn) (i32.const 4)))
                    (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                    (br $leftward)))
                (local.set $restored (i32.add (local.get $restored) (i32.const 1)))
                ;; at the spacer before the option, which holds minus the number of the option before
                (local.set $secondary (i32.add (local.get $secondary)
                  (i32.load offset=4 (i32.sub (global.get $sec) (i32.shl (local.get $cc) (i32.const 2))))))
                (local.set $last (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                (local.set $visited (i32.add (local.get $visited)
                  (i32.shr_s (i32.sub (i32.sub (local.get $last) (local.get $nn)) (i32.const 4)) (i32.const 2))))
                (local.set $nn (local.get $last))
                (block $end2
                  (loop $from-last
                    (br_if $end2 (i32.eq (local.get $nn) (local.get $rr)))
                    (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
                      (then
                        (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                        (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                        (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                        (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
                        (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
                        (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                          (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                        (local.set $unhides (i32.add (local.get $unhides) (i32.const 1)))))
                    (local.set $nn (i32.sub (local.get $nn) (i32.const 4)))
                    (br $from-last)))))))
        (local.set $rr (i32.load (i32.shl (local.get $rr) (i32.const 2))))
        (br $options)))
    (i32.store (global.get $out) (local.get $rows))
    (i32.store offset=4 (global.get $out) (local.get $restored))
    (i32.store offset=8 (global.get $out) (local.get $visited))
    (i32.store offset=12 (global.get $out) (local.get $recolored))
    (i32.store offset=16 (global.get $out) (local.get $secondary))
    (local.get $unhides))

  ;; links.ts `cover(m, c, deact, t)`: unlinks item $c when $deact, hides its options,
  ;; and adds the mems, updates and lmems to the globals above.
  (func $coverT (param $c i32) (param $deact i32) (param $second i32) (param $lastItm i32)
    (local $a i32) (local $l i32) (local $r i32) (local $hides i32) (local $rows i32) (local $visited i32) (local $secondary i32)
    (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $c) (i32.const 2))))
    (if (local.get $deact)
      (then
        (local.set $l (i32.load (local.get $a)))
        (local.set $r (i32.load offset=4 (local.get $a)))
        (i32.store offset=4 (i32.add (global.get $cl) (i32.shl (local.get $l) (i32.const 2))) (local.get $r))
        (i32.store (i32.add (global.get $cl) (i32.shl (local.get $r) (i32.const 2))) (local.get $l))
        (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.const 3))))))
    (call $coverN (local.get $c) (local.get $lastItm))
    (local.set $secondary) (local.set $visited) (local.set $rows) (local.set $hides)
    ;; 1; 3 per option; 1 per node visited; 5 more per node hidden
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.add (i32.add (i32.const 1) (i32.mul (local.get $rows) (i32.const 3)))
        (i32.add (local.get $visited) (i32.mul (local.get $hides) (i32.const 5)))))))
    (global.set $updates (i64.add (global.get $updates) (i64.extend_i32_s (i32.add (i32.const 1) (local.get $hides)))))
    (global.set $lmems (i64.add (global.get $lmems) (i64.extend_i32_s (i32.shl
        (i32.sub
          (i32.sub (local.get $secondary)
            (select (local.get $rows) (i32.const 0) (i32.ge_s (local.get $c) (local.get $second))))
          (i32.sub (local.get $visited) (local.get $hides)))
        (i32.const 1))))))

  ;; links.ts `uncover(m, c, react, t)`: restores the options of item $c, relinks it
  ;; when $react, and adds the mems and lmems.
  (func $uncoverT (param $c i32) (param $react i32) (param $second i32) (param $lastItm i32)
    (local $a i32) (local $l i32) (local $r i32) (local $unhides i32) (local $rows i32) (local $visited i32) (local $secondary i32)
    (call $uncoverN (local.get $c) (local.get $lastItm))
    (local.set $secondary) (local.set $visited) (local.set $rows) (local.set $unhides)
    (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $c) (i32.const 2))))
    (if (local.get $react)
      (then
        (local.set $l (i32.load (local.get $a)))
        (local.set $r (i32.load offset=4 (local.get $a)))
        (i32.store offset=4 (i32.add (global.get $cl) (i32.shl (local.get $l) (i32.const 2))) (local.get $c))
        (i32.store (i32.add (global.get $cl) (i32.shl (local.get $r) (i32.const 2))) (local.get $c))
        (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.const 3))))))
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.add (i32.add (i32.const 1) (i32.mul (local.get $rows) (i32.const 3)))
        (i32.add (local.get $visited) (i32.mul (local.get $unhides) (i32.const 5)))))))
    (global.set $lmems (i64.add (global.get $lmems) (i64.extend_i32_s (i32.shl
        (i32.sub
          (i32.sub (local.get $secondary)
            (select (local.get $rows) (i32.const 0) (i32.ge_s (local.get $c) (local.get $second))))
          (i32.sub (local.get $visited) (local.get $unhides)))
        (i32.const 1))))))

  ;; links.ts `purify(m, p, skipMems, t)`, and the counts it adds.
  (func $purifyT (param $p i32) (param $skip i32) (param $lastItm i32)
    (local $hides i32) (local $rows i32) (local $hidden i32) (local $visited i32) (local $cleansed i32)
    (local.set $hides (call $purify (local.get $p) (local.get $lastItm)))
    (local.set $rows (i32.load (global.get $out)))
    (local.set $hidden (i32.load offset=4 (global.get $out)))
    (local.set $visited (i32.load offset=8 (global.get $out)))
    (local.set $cleansed (i32.load offset=12 (global.get $out)))
    ;; 2; 2 per option; 2 per option hidden; 6 per node hidden; $skip per node passed over; 1 per cleansing
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.add
        (i32.add (i32.add (i32.const 2) (i32.shl (local.get $rows) (i32.const 1)))
          (i32.add (i32.shl (local.get $hidden) (i32.const 1)) (i32.mul (local.get $hides) (i32.const 6))))
        (i32.add (i32.mul (local.get $skip) (i32.sub (local.get $visited) (local.get $hides))) (local.get $cleansed))))))
    (global.set $updates (i64.add (global.get $updates) (i64.extend_i32_s (local.get $hides))))
    (global.set $cleansings (i64.add (global.get $cleansings) (i64.extend_i32_s (i32.add (i32.const 1) (local.get $cleansed)))))
    (global.set $lmems (i64.add (global.get $lmems) (i64.extend_i32_s (i32.shl
        (i32.sub
          (i32.sub (i32.load offset=16 (global.get $out)) (local.get $hidden))
          (i32.sub (local.get $visited) (local.get $hides)))
        (i32.const 1))))))

  ;; links.ts `unpurify(m, p, skipMems, t)`, and the counts it adds.
  (func $unpurifyT (param $p i32) (param $skip i32) (param $lastItm i32)
    (local $unhides i32) (local $rows i32) (local $restored i32) (local $visited i32) (local $recolored i32)
    (local.set $unhides (call $unpurify (local.get $p) (local.get $lastItm)))
    (local.set $rows (i32.load (global.get $out)))
    (local.set $restored (i32.load offset=4 (global.get $out)))
    (local.set $visited (i32.load offset=8 (global.get $out)))
    (local.set $recolored (i32.load offset=12 (global.get $out)))
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.add
        (i32.add (i32.add (i32.const 2) (i32.shl (local.get $rows) (i32.const 1)))
          (i32.add (i32.shl (local.get $restored) (i32.const 1)) (i32.mul (local.get $unhides) (i32.const 6))))
        (i32.add (i32.mul (local.get $skip) (i32.sub (local.get $visited) (local.get $unhides))) (local.get $recolored))))))
    (global.set $lmems (i64.add (global.get $lmems) (i64.extend_i32_s (i32.shl
        (i32.sub
          (i32.sub (i32.load offset=16 (global.get $out)) (local.get $restored))
          (i32.sub (local.get $visited) (local.get $unhides)))
        (i32.const 1))))))

  ;; Starts the counts of a search loop from 0.
  (func $clear
    (global.set $mems (i64.const 0))
    (global.set $updates (i64.const 0))
    (global.set $cleansings (i64.const 0))
    (global.set $lmems (i64.const 0)))

  ;; DLX3's search itself, from the step it stands at to the next solution, the end, or
  ;; a node where the engine must do more than search (see `run3`).

  ;; dlx3.ts `tweak(n, block)`: hides the option of node $n (the top of its item's list)
  ;; and takes $n out of that list; only $n when $block is 0.
  (func $tweak (param $n i32) (param $block i32)
    (local $nn i32) (local $uu i32) (local $cc i32) (local $dd i32) (local $m i32) (local $u i32)
    (local.set $nn (select (i32.add (local.get $n) (i32.const 4)) (local.get $n) (local.get $block)))
    (block $done
      (loop $nodes
        (local.set $m (i32.add (local.get $m) (i32.const 1)))
        (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
          (then
            (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
            (local.set $m (i32.add (local.get $m) (i32.const 1)))
            (if (i32.le_s (local.get $cc) (i32.const 0))
              (then
                (local.set $nn (local.get $uu))
                (br $nodes)))
            (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
            (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $dd))
            (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $uu))
            (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
              (i32.sub (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
            (local.set $m (i32.add (local.get $m) (i32.const 4)))
            (local.set $u (i32.add (local.get $u) (i32.const 1)))))
        (br_if $done (i32.eq (local.get $nn) (local.get $n)))
        (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
        (br $nodes)))
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (local.get $m))))
    (global.set $updates (i64.add (global.get $updates) (i64.extend_i32_s (local.get $u)))))

  ;; dlx3.ts `untweak(c, x, unblock)`: restores what the tweaks of item $c from node $x on hid.
  (func $untweak (param $c i32) (param $x i32) (param $unblock i32) (param $second i32) (param $lastItm i32)
    (local $m i32) (local $z i32) (local $k i32) (local $qq i32) (local $rr i32)
    (local $nn i32) (local $uu i32) (local $cc i32) (local $dd i32)
    (local.set $m (i32.const 2))
    (local.set $z (i32.load offset=4 (i32.shl (local.get $c) (i32.const 2))))
    (i32.store offset=4 (i32.shl (local.get $c) (i32.const 2)) (local.get $x))
    (local.set $qq (local.get $c))
    (local.set $rr (local.get $x))
    (block $done
      (loop $options
        (br_if $done (i32.eq (local.get $rr) (local.get $z)))
        (local.set $m (i32.add (local.get $m) (i32.const 2)))
        (i32.store (i32.shl (local.get $rr) (i32.const 2)) (local.get $qq))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (if (local.get $unblock)
          (then
            (local.set $nn (i32.add (local.get $rr) (i32.const 4)))
            (block $end
              (loop $nodes
                (br_if $end (i32.eq (local.get $nn) (local.get $rr)))
                (local.set $m (i32.add (local.get $m) (i32.const 1)))
                (if (i32.ge_s (i32.load offset=12 (i32.shl (local.get $nn) (i32.const 2))) (i32.const 0))
                  (then
                    (local.set $uu (i32.load (i32.shl (local.get $nn) (i32.const 2))))
                    (local.set $cc (i32.load offset=8 (i32.shl (local.get $nn) (i32.const 2))))
                    (local.set $m (i32.add (local.get $m) (i32.const 1)))
                    (if (i32.le_s (local.get $cc) (i32.const 0))
                      (then
                        (local.set $nn (local.get $uu))
                        (br $nodes)))
                    (local.set $dd (i32.load offset=4 (i32.shl (local.get $nn) (i32.const 2))))
                    (i32.store offset=4 (i32.shl (local.get $uu) (i32.const 2)) (local.get $nn))
                    (i32.store (i32.shl (local.get $dd) (i32.const 2)) (local.get $nn))
                    (i32.store offset=8 (i32.shl (local.get $cc) (i32.const 2))
                      (i32.add (i32.load offset=8 (i32.shl (local.get $cc) (i32.const 2))) (i32.const 1)))
                    (local.set $m (i32.add (local.get $m) (i32.const 4)))))
                (local.set $nn (i32.add (local.get $nn) (i32.const 4)))
                (br $nodes)))))
        (local.set $qq (local.get $rr))
        (local.set $rr (i32.load offset=4 (i32.shl (local.get $rr) (i32.const 2))))
        (br $options)))
    (i32.store (i32.shl (local.get $rr) (i32.const 2)) (local.get $qq))
    (i32.store offset=8 (i32.shl (local.get $c) (i32.const 2))
      (i32.add (i32.load offset=8 (i32.shl (local.get $c) (i32.const 2))) (local.get $k)))
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s (i32.add (local.get $m) (i32.const 3)))))
    (if (i32.eqz (local.get $unblock))
      (then (call $uncoverT (local.get $c) (i32.const 0) (local.get $second) (local.get $lastItm)))))

  ;; Unlinks item $c from the active list (3 mems, which the caller counts).
  (func $unlinkItem (param $c i32)
    (local $a i32) (local $l i32) (local $r i32)
    (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $c) (i32.const 2))))
    (local.set $l (i32.load (local.get $a)))
    (local.set $r (i32.load offset=4 (local.get $a)))
    (i32.store offset=4 (i32.add (global.get $cl) (i32.shl (local.get $l) (i32.const 2))) (local.get $r))
    (i32.store (i32.add (global.get $cl) (i32.shl (local.get $r) (i32.const 2))) (local.get $l)))

  ;; Relinks item $c into the active list (3 mems, which the caller counts).
  (func $relinkItem (param $c i32)
    (local $a i32) (local $l i32) (local $r i32)
    (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $c) (i32.const 2))))
    (local.set $l (i32.load (local.get $a)))
    (local.set $r (i32.load offset=4 (local.get $a)))
    (i32.store offset=4 (i32.add (global.get $cl) (i32.shl (local.get $l) (i32.const 2))) (local.get $c))
    (i32.store (i32.add (global.get $cl) (i32.shl (local.get $r) (i32.const 2))) (local.get $c)))

  ;; dlx3.ts `search` for a search without randomizing, traces or a shape: runs
  ;; from step $pc (FORWARD 0, ADVANCE 1, BACKUP 2, BACKDOWN 3) until it has entered
  ;; $budget nodes (returns 0), found a solution after counting $quiet others itself
  ;; (1, standing at BACKDOWN), finished (2, at step 4), or stands before a node where
  ;; the mems of this call reach $stop (the engine's progress report or time limit is
  ;; due; returns 4, at FORWARD, the node not entered), or is about to back up into the
  ;; levels below $floor, those of a prefix of choices, which the engine's own loop
  ;; searches (returns 5, at BACKDOWN). The levels' choice, score and
  ;; first tweak are the int32 arrays at byte addresses $choice, $scor and $ft. Stores
  ;; at $out the state (level, best, cur, score, maxl, nodes entered, budget left, step,
  ;; solutions counted itself), then from byte 64 the mems, updates, cleansings, lmems
  ;; and mems of choosing, as float64s.
  (func (export "run3") (param $pc i32) (param $level i32) (param $best i32) (param $cur i32) (param $score i32)
    (param $maxl i32) (param $budget i32) (param $stop f64) (param $second i32) (param $lastItm i32)
    (param $choice i32) (param $scor i32) (param $ft i32) (param $quiet i32) (param $floor i32) (result i32)
    (local $status i32) (local $nodes i32) (local $sols i32) (local $cmems i64) (local $a i32) (local $bound i32) (local $t i32)
    (local $pp i32) (local $cc i32) (local $b i32) (local $color i32) (local $ok i32) (local $slack i32) (local $lm i64)
    (local $k i32) (local $cm i32) (local $bestS i32) (local $bestL i32) (local $s i32) (local $len i32)
    (call $clear)
    (block $exit
      (loop $step
        ;; FORWARD
        (if (i32.eqz (local.get $pc))
          (then
            (if (i32.le_s (local.get $budget) (i32.const 0))
              (then (local.set $status (i32.const 0)) (br $exit)))
            (if (f64.ge (f64.convert_i64_s (i64.add (global.get $mems) (local.get $lm))) (local.get $stop))
              (then (local.set $status (i32.const 4)) (br $exit)))
            (local.set $budget (i32.sub (local.get $budget) (i32.const 1)))
            (local.set $nodes (i32.add (local.get $nodes) (i32.const 1)))
            ;; the item to branch on (dlx3.ts `choose`, without randomizing): the active item
            ;; of least `len + min(slack, bound) - bound + 1`, ties to the smaller slack, then
            ;; to the longer list, then to the first; 100000000 when no item is active
            (local.set $cm (i32.const 1))
            (local.set $score (i32.const 100000000))
            (local.set $best (i32.const 0))
            (local.set $bestS (i32.const 0))
            (local.set $bestL (i32.const 0))
            (local.set $k (i32.load offset=4 (global.get $cl)))
            (block $chDone
              (loop $chItems
                (br_if $chDone (i32.eqz (local.get $k)))
                (local.set $cm (i32.add (local.get $cm) (i32.const 2)))
                (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $k) (i32.const 2))))
                (local.set $bound (i32.load offset=8 (local.get $a)))
                (local.set $s (i32.load offset=12 (local.get $a)))
                (if (i32.gt_s (local.get $s) (local.get $bound)) (then (local.set $s (local.get $bound))))
                (local.set $len (i32.load offset=8 (i32.shl (local.get $k) (i32.const 2))))
                (local.set $t (i32.add (i32.sub (i32.add (local.get $len) (local.get $s)) (local.get $bound)) (i32.const 1)))
                (if (i32.le_s (local.get $t) (local.get $score))
                  (then
                    (if (i32.or
                          (i32.or (i32.lt_s (local.get $t) (local.get $score)) (i32.lt_s (local.get $s) (local.get $bestS)))
                          (i32.and (i32.eq (local.get $s) (local.get $bestS)) (i32.gt_s (local.get $len) (local.get $bestL))))
                      (then
                        (local.set $score (local.get $t))
                        (local.set $best (local.get $k))
                        (local.set $bestS (local.get $s))
                        (local.set $bestL (local.get $len))))))
                (local.set $k (i32.load offset=4 (local.get $a)))
                (br $chItems)))
            (local.set $cmems (i64.add (local.get $cmems) (i64.extend_i32_s (local.get $cm))))
            (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (local.get $cm))))
            (if (i32.le_s (local.get $score) (i32.const 0))
              (then (local.set $pc (i32.const 3)) (br $step)))
            (if (i32.eq (local.get $score) (i32.const 100000000))
              (then
                (local.set $pc (i32.const 3))
                ;; a solution: counted here while $quiet allows, else returned
                (if (i32.lt_s (local.get $sols) (local.get $quiet))
                  (then (local.set $sols (i32.add (local.get $sols) (i32.const 1))) (br $step)))
                (local.set $status (i32.const 1))
                (br $exit)))
            (i32.store (i32.add (local.get $scor) (i32.shl (local.get $level) (i32.const 2))) (local.get $score))
            (i32.store (i32.add (local.get $ft) (i32.shl (local.get $level) (i32.const 2))) (i32.const 0))
            (local.set $lm (i64.add (local.get $lm) (i64.const 3)))
            (local.set $cur (i32.load offset=4 (i32.shl (local.get $best) (i32.const 2))))
            (i32.store (i32.add (local.get $choice) (i32.shl (local.get $level) (i32.const 2))) (local.get $cur))
            (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $best) (i32.const 2))))
            (local.set $bound (i32.sub (i32.load offset=8 (local.get $a)) (i32.const 1)))
            (i32.store offset=8 (local.get $a) (local.get $bound))
            (if (i32.and (i32.eqz (local.get $bound)) (i32.eqz (i32.load offset=12 (local.get $a))))
              (then (call $coverT (local.get $best) (i32.const 1) (local.get $second) (local.get $lastItm)))
              (else
                (local.set $lm (i64.add (local.get $lm) (i64.const 1)))
                (i32.store (i32.add (local.get $ft) (i32.shl (local.get $level) (i32.const 2))) (local.get $cur))
                (if (i32.eqz (local.get $bound))
                  (then (call $coverT (local.get $best) (i32.const 1) (local.get $second) (local.get $lastItm))))))
            (local.set $pc (i32.const 1))))
        ;; ADVANCE
        (if (i32.eq (local.get $pc) (i32.const 1))
          (then
            ;; dlx3.ts `advance()`: has the item $best a branch at node $cur? (tweaking it)
            (local.set $ok
              (block $adv (result i32)
                (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $best) (i32.const 2))))
                (local.set $bound (i32.load offset=8 (local.get $a)))
                (local.set $slack (i32.load offset=12 (local.get $a)))
                (local.set $lm (i64.add (local.get $lm) (i64.const 1)))
                (if (i32.and (i32.eqz (local.get $bound)) (i32.eqz (local.get $slack)))
                  (then (br $adv (i32.ne (local.get $cur) (local.get $best)))))
                (local.set $lm (i64.add (local.get $lm) (i64.const 2)))
                (if (i32.le_s (i32.load offset=8 (i32.shl (local.get $best) (i32.const 2)))
                      (i32.sub (local.get $bound) (local.get $slack)))
                  (then (br $adv (i32.const 0))))
                (if (i32.ne (local.get $cur) (local.get $best))
                  (then (call $tweak (local.get $cur) (i32.ne (local.get $bound) (i32.const 0))))
                  (else
                    (if (local.get $bound)
                      (then
                        (call $unlinkItem (local.get $best))
                        (local.set $lm (i64.add (local.get $lm) (i64.const 3)))))))
                (i32.const 1)))
            (if (i32.eqz (local.get $ok))
              (then (local.set $pc (i32.const 2)) (br $step)))
            ;; for each node of the option of $cur to the right of $cur: a primary item counts
            ;; down its bound and is covered at 0; a secondary item is covered (no color) or
            ;; purified (a color; DLX3 charges 2 mems per cleansed node passed over)
            (if (i32.gt_s (local.get $cur) (local.get $lastItm))
              (then
                (local.set $pp (i32.add (local.get $cur) (i32.const 4)))
                (block $onDone
                  (loop $onNodes
                    (br_if $onDone (i32.eq (local.get $pp) (local.get $cur)))
                    (local.set $cc (i32.load offset=8 (i32.shl (local.get $pp) (i32.const 2))))
                    (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (i32.const 1))))
                    (if (i32.le_s (local.get $cc) (i32.const 0))
                      (then
                        (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (i32.const 1))))
                        (local.set $pp (i32.load (i32.shl (local.get $pp) (i32.const 2))))
                        (br $onNodes)))
                    (if (i32.lt_s (local.get $cc) (local.get $second))
                      (then
                        (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (i32.const 2))))
                        (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $cc) (i32.const 2))))
                        (local.set $b (i32.sub (i32.load offset=8 (local.get $a)) (i32.const 1)))
                        (i32.store offset=8 (local.get $a) (local.get $b))
                        (if (i32.eqz (local.get $b))
                          (then (call $coverT (local.get $cc) (i32.const 1) (local.get $second) (local.get $lastItm)))))
                      (else
                        (local.set $color (i32.load offset=12 (i32.shl (local.get $pp) (i32.const 2))))
                        (if (i32.eqz (local.get $color))
                          (then (call $coverT (local.get $cc) (i32.const 1) (local.get $second) (local.get $lastItm)))
                          (else
                            (if (i32.gt_s (local.get $color) (i32.const 0))
                              (then (call $purifyT (local.get $pp) (i32.const 2) (local.get $lastItm))))))))
                    (local.set $pp (i32.add (local.get $pp) (i32.const 4)))
                    (br $onNodes)))))
            (local.set $level (i32.add (local.get $level) (i32.const 1)))
            (if (i32.gt_s (local.get $level) (local.get $maxl)) (then (local.set $maxl (local.get $level))))
            (local.set $pc (i32.const 0))
            (br $step)))
        ;; BACKUP
        (if (i32.eq (local.get $pc) (i32.const 2))
          (then
            (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $best) (i32.const 2))))
            (local.set $lm (i64.add (local.get $lm) (i64.const 1)))
            (if (i32.and (i32.eqz (i32.load offset=8 (local.get $a))) (i32.eqz (i32.load offset=12 (local.get $a))))
              (then (call $uncoverT (local.get $best) (i32.const 1) (local.get $second) (local.get $lastItm)))
              (else
                (local.set $lm (i64.add (local.get $lm) (i64.const 1)))
                (call $untweak (local.get $best)
                  (i32.load (i32.add (local.get $ft) (i32.shl (local.get $level) (i32.const 2))))
                  (i32.ne (i32.load offset=8 (local.get $a)) (i32.const 0))
                  (local.get $second) (local.get $lastItm))))
            (local.set $lm (i64.add (local.get $lm) (i64.const 2)))
            (i32.store offset=8 (local.get $a) (i32.add (i32.load offset=8 (local.get $a)) (i32.const 1)))
            (local.set $pc (i32.const 3))))
        ;; BACKDOWN
        (if (i32.eqz (local.get $level))
          (then (local.set $pc (i32.const 4)) (local.set $status (i32.const 2)) (br $exit)))
        (if (i32.le_s (local.get $level) (local.get $floor))
          (then (local.set $status (i32.const 5)) (br $exit)))
        (local.set $level (i32.sub (local.get $level) (i32.const 1)))
        (local.set $lm (i64.add (local.get $lm) (i64.const 2)))
        (local.set $cur (i32.load (i32.add (local.get $choice) (i32.shl (local.get $level) (i32.const 2)))))
        (local.set $score (i32.load (i32.add (local.get $scor) (i32.shl (local.get $level) (i32.const 2)))))
        (if (i32.lt_s (local.get $cur) (local.get $lastItm))
          (then
            ;; a null choice: reactivate the item and back up
            (local.set $best (local.get $cur))
            (call $relinkItem (local.get $cur))
            (local.set $lm (i64.add (local.get $lm) (i64.const 3)))
            (local.set $pc (i32.const 2))
            (br $step)))
        (local.set $best (i32.load offset=8 (i32.shl (local.get $cur) (i32.const 2))))
        ;; undo ADVANCE's loop: the nodes to the left of $cur, in the other order
        (local.set $pp (i32.sub (local.get $cur) (i32.const 4)))
        (block $offDone
          (loop $offNodes
            (br_if $offDone (i32.eq (local.get $pp) (local.get $cur)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $pp) (i32.const 2))))
            (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (i32.const 1))))
            (if (i32.le_s (local.get $cc) (i32.const 0))
              (then
                (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (i32.const 1))))
                (local.set $pp (i32.load offset=4 (i32.shl (local.get $pp) (i32.const 2))))
                (br $offNodes)))
            (if (i32.lt_s (local.get $cc) (local.get $second))
              (then
                (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (i32.const 2))))
                (local.set $a (i32.add (global.get $cl) (i32.shl (local.get $cc) (i32.const 2))))
                (if (i32.eqz (i32.load offset=8 (local.get $a)))
                  (then (call $uncoverT (local.get $cc) (i32.const 1) (local.get $second) (local.get $lastItm))))
                (i32.store offset=8 (local.get $a) (i32.add (i32.load offset=8 (local.get $a)) (i32.const 1))))
              (else
                (local.set $color (i32.load offset=12 (i32.shl (local.get $pp) (i32.const 2))))
                (if (i32.eqz (local.get $color))
                  (then (call $uncoverT (local.get $cc) (i32.const 1) (local.get $second) (local.get $lastItm)))
                  (else
                    (if (i32.gt_s (local.get $color) (i32.const 0))
                      (then (call $unpurifyT (local.get $pp) (i32.const 2) (local.get $lastItm))))))))
            (local.set $pp (i32.sub (local.get $pp) (i32.const 4)))
            (br $offNodes)))
        (local.set $lm (i64.add (local.get $lm) (i64.const 2)))
        (local.set $cur (i32.load offset=4 (i32.shl (local.get $cur) (i32.const 2))))
        (i32.store (i32.add (local.get $choice) (i32.shl (local.get $level) (i32.const 2))) (local.get $cur))
        (local.set $pc (i32.const 1))
        (br $step)))
    (i32.store (global.get $out) (local.get $level))
    (i32.store offset=4 (global.get $out) (local.get $best))
    (i32.store offset=8 (global.get $out) (local.get $cur))
    (i32.store offset=12 (global.get $out) (local.get $score))
    (i32.store offset=16 (global.get $out) (local.get $maxl))
    (i32.store offset=20 (global.get $out) (local.get $nodes))
    (i32.store offset=24 (global.get $out) (local.get $budget))
    (i32.store offset=28 (global.get $out) (local.get $pc))
    (i32.store offset=32 (global.get $out) (local.get $sols))
    ;; the mems of this loop itself, with those of the dance steps it called
    (global.set $mems (i64.add (global.get $mems) (local.get $lm)))
    (f64.store offset=64 (global.get $out) (f64.convert_i64_s (global.get $mems)))
    (f64.store offset=72 (global.get $out) (f64.convert_i64_s (global.get $updates)))
    (f64.store offset=80 (global.get $out) (f64.convert_i64_s (global.get $cleansings)))
    (f64.store offset=88 (global.get $out) (f64.convert_i64_s (global.get $lmems)))
    (f64.store offset=96 (global.get $out) (f64.convert_i64_s (local.get $cmems)))
    ;; counted once: the option loops' exports start from 0
    (call $clear)
    (local.get $status))
;; DLX1's and DLX2's search itself (dlx1.ts), as run3 is DLX3's.

  ;; links.ts `coverPlain(m, c, t)`, adding its mems and updates.
  (func $coverPlainT (param $c i32) (param $lastItm i32)
    (local $rows i32) (local $hides i32)
    (call $unlinkItem (local.get $c))
    (local.set $rows (i32.load offset=8 (i32.shl (local.get $c) (i32.const 2))))
    (local.set $hides (call $hideRows (local.get $c) (local.get $lastItm)))
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s
      (i32.add (i32.add (i32.const 4) (i32.mul (local.get $rows) (i32.const 3))) (i32.mul (local.get $hides) (i32.const 6))))))
    (global.set $updates (i64.add (global.get $updates) (i64.extend_i32_s (i32.add (i32.const 1) (local.get $hides))))))

  ;; links.ts `uncoverPlain(m, c, t)`, adding its mems.
  (func $uncoverPlainT (param $c i32) (param $lastItm i32)
    (local $rows i32) (local $unhides i32)
    (local.set $rows (i32.load offset=8 (i32.shl (local.get $c) (i32.const 2))))
    (local.set $unhides (call $unhideRows (local.get $c) (local.get $lastItm)))
    (call $relinkItem (local.get $c))
    (global.set $mems (i64.add (global.get $mems) (i64.extend_i32_s
      (i32.add (i32.add (i32.const 4) (i32.mul (local.get $rows) (i32.const 3))) (i32.mul (local.get $unhides) (i32.const 6)))))))

  ;; dlx1.ts `search` (DLX1, or DLX2 when $colored) for a search without randomizing,
  ;; traces, profile or shape, as run3 for DLX3: from step $pc (FORWARD 0,
  ;; ADVANCE 1, BACKUP 2, RECOVER 3) until it has entered $budget nodes (returns 0),
  ;; found a solution after counting $quiet others itself (1, standing at RECOVER),
  ;; finished (2, at step 4), or stands before a node where the mems of this call reach
  ;; $stop (returns 4, at FORWARD), or is about to back up into the levels below $floor
  ;; (a prefix's; returns 5, at BACKUP). The levels' choices are the int32 array at byte
  ;; address $choice. Stores at $out the level, best, cur, maxdeg, maxl, nodes entered,
  ;; budget left, step and solutions counted itself, then from byte 64 the mems,
  ;; updates, cleansings, lmems and mems of choosing, as float64s.
  (func (export "run1") (param $colored i32) (param $pc i32) (param $level i32) (param $best i32) (param $cur i32)
    (param $maxdeg i32) (param $maxl i32) (param $budget i32) (param $stop f64) (param $second i32) (param $lastItm i32)
    (param $choice i32) (param $quiet i32) (param $floor i32) (result i32)
    (local $status i32) (local $nodes i32) (local $sols i32) (local $cmems i64) (local $m i32)
    (local $k i32) (local $t i32) (local $len i32) (local $pp i32) (local $cc i32) (local $color i32) (local $lm i64)
    (call $clear)
    (block $exit
      (loop $step
        ;; FORWARD
        (if (i32.eqz (local.get $pc))
          (then
            (if (i32.le_s (local.get $budget) (i32.const 0))
              (then (local.set $status (i32.const 0)) (br $exit)))
            (if (f64.ge (f64.convert_i64_s (i64.add (global.get $mems) (local.get $lm))) (local.get $stop))
              (then (local.set $status (i32.const 4)) (br $exit)))
            (local.set $budget (i32.sub (local.get $budget) (i32.const 1)))
            (local.set $nodes (i32.add (local.get $nodes) (i32.const 1)))
            ;; the active item with the shortest list, the leftmost on ties (engine.ts `chooseShortest`)
            (local.set $m (i32.const 1))
            (local.set $t (i32.const 0x7fffffff))
            (local.set $best (i32.const 0))
            (local.set $k (i32.load offset=4 (global.get $cl)))
            (block $chosen
              (loop $items
                (br_if $chosen (i32.or (i32.eqz (local.get $t)) (i32.eqz (local.get $k))))
                (local.set $len (i32.load offset=8 (i32.shl (local.get $k) (i32.const 2))))
                (local.set $m (i32.add (local.get $m) (i32.const 2)))
                (if (i32.lt_s (local.get $len) (local.get $t))
                  (then (local.set $best (local.get $k)) (local.set $t (local.get $len))))
                (local.set $k (i32.load offset=4 (i32.add (global.get $cl) (i32.shl (local.get $k) (i32.const 2)))))
                (br $items)))
            (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (local.get $m))))
            (local.set $cmems (i64.add (local.get $cmems) (i64.extend_i32_s (local.get $m))))
            (if (i32.gt_s (local.get $t) (local.get $maxdeg)) (then (local.set $maxdeg (local.get $t))))
            (if (local.get $colored)
              (then (call $coverT (local.get $best) (i32.const 1) (local.get $second) (local.get $lastItm)))
              (else (call $coverPlainT (local.get $best) (local.get $lastItm))))
            (local.set $lm (i64.add (local.get $lm) (i64.const 2)))
            (local.set $cur (i32.load offset=4 (i32.shl (local.get $best) (i32.const 2))))
            (i32.store (i32.add (local.get $choice) (i32.shl (local.get $level) (i32.const 2))) (local.get $cur))
            (local.set $pc (i32.const 1))))
        ;; ADVANCE
        (if (i32.eq (local.get $pc) (i32.const 1))
          (then
            (if (i32.eq (local.get $cur) (local.get $best))
              (then (local.set $pc (i32.const 2)) (br $step)))
            (local.set $m (i32.const 1))
            (local.set $pp (i32.add (local.get $cur) (i32.const 4)))
            (block $covered
              (loop $nodes
                (br_if $covered (i32.eq (local.get $pp) (local.get $cur)))
                (local.set $cc (i32.load offset=8 (i32.shl (local.get $pp) (i32.const 2))))
                (local.set $m (i32.add (local.get $m) (i32.const 1)))
                (if (i32.le_s (local.get $cc) (i32.const 0))
                  (then
                    (local.set $m (i32.add (local.get $m) (i32.const 1)))
                    (local.set $pp (i32.load (i32.shl (local.get $pp) (i32.const 2))))
                    (br $nodes)))
                (if (i32.eqz (local.get $colored))
                  (then (call $coverPlainT (local.get $cc) (local.get $lastItm)))
                  (else
                    (local.set $color (i32.load offset=12 (i32.shl (local.get $pp) (i32.const 2))))
                    (if (i32.eqz (local.get $color))
                      (then (call $coverT (local.get $cc) (i32.const 1) (local.get $second) (local.get $lastItm)))
                      (else
                        (if (i32.gt_s (local.get $color) (i32.const 0))
                          (then (call $purifyT (local.get $pp) (i32.const 1) (local.get $lastItm))))))))
                (local.set $pp (i32.add (local.get $pp) (i32.const 4)))
                (br $nodes)))
            (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (local.get $m))))
            (if (i32.eqz (i32.load offset=4 (global.get $cl)))
              (then
                ;; a solution, counted as a node
                (local.set $nodes (i32.add (local.get $nodes) (i32.const 1)))
                (if (i32.gt_s (i32.add (local.get $level) (i32.const 1)) (local.get $maxl))
                  (then (local.set $maxl (i32.add (local.get $level) (i32.const 1)))))
                (local.set $pc (i32.const 3))
                (if (i32.lt_s (local.get $sols) (local.get $quiet))
                  (then (local.set $sols (i32.add (local.get $sols) (i32.const 1))) (br $step)))
                (local.set $status (i32.const 1))
                (br $exit)))
            (local.set $level (i32.add (local.get $level) (i32.const 1)))
            (if (i32.gt_s (local.get $level) (local.get $maxl)) (then (local.set $maxl (local.get $level))))
            (local.set $pc (i32.const 0))
            (br $step)))
        ;; BACKUP
        (if (i32.eq (local.get $pc) (i32.const 2))
          (then
            (if (i32.and (i32.gt_s (local.get $floor) (i32.const 0)) (i32.le_s (local.get $level) (local.get $floor)))
              (then (local.set $status (i32.const 5)) (br $exit)))
            (if (local.get $colored)
              (then (call $uncoverT (local.get $best) (i32.const 1) (local.get $second) (local.get $lastItm)))
              (else (call $uncoverPlainT (local.get $best) (local.get $lastItm))))
            (if (i32.eqz (local.get $level))
              (then (local.set $pc (i32.const 4)) (local.set $status (i32.const 2)) (br $exit)))
            (local.set $level (i32.sub (local.get $level) (i32.const 1)))
            (local.set $lm (i64.add (local.get $lm) (i64.const 2)))
            (local.set $cur (i32.load (i32.add (local.get $choice) (i32.shl (local.get $level) (i32.const 2)))))
            (local.set $best (i32.load offset=8 (i32.shl (local.get $cur) (i32.const 2))))
        ;; undo ADVANCE's loop: the nodes to the left of $cur, in the other order
            (local.set $pc (i32.const 3))))
        ;; RECOVER: the covering loop of ADVANCE, backward
        (local.set $m (i32.const 2))
        (local.set $pp (i32.sub (local.get $cur) (i32.const 4)))
        (block $uncovered
          (loop $back
            (br_if $uncovered (i32.eq (local.get $pp) (local.get $cur)))
            (local.set $cc (i32.load offset=8 (i32.shl (local.get $pp) (i32.const 2))))
            (local.set $m (i32.add (local.get $m) (i32.const 1)))
            (if (i32.le_s (local.get $cc) (i32.const 0))
              (then
                (local.set $m (i32.add (local.get $m) (i32.const 1)))
                (local.set $pp (i32.load offset=4 (i32.shl (local.get $pp) (i32.const 2))))
                (br $back)))
            (if (i32.eqz (local.get $colored))
              (then (call $uncoverPlainT (local.get $cc) (local.get $lastItm)))
              (else
                (local.set $color (i32.load offset=12 (i32.shl (local.get $pp) (i32.const 2))))
                (if (i32.eqz (local.get $color))
                  (then (call $uncoverT (local.get $cc) (i32.const 1) (local.get $second) (local.get $lastItm)))
                  (else
                    (if (i32.gt_s (local.get $color) (i32.const 0))
                      (then (call $unpurifyT (local.get $pp) (i32.const 1) (local.get $lastItm))))))))
            (local.set $pp (i32.sub (local.get $pp) (i32.const 4)))
            (br $back)))
        (local.set $lm (i64.add (local.get $lm) (i64.extend_i32_s (local.get $m))))
        (local.set $cur (i32.load offset=4 (i32.shl (local.get $cur) (i32.const 2))))
        (i32.store (i32.add (local.get $choice) (i32.shl (local.get $level) (i32.const 2))) (local.get $cur))
        (local.set $pc (i32.const 1))
        (br $step)))
    (i32.store (global.get $out) (local.get $level))
    (i32.store offset=4 (global.get $out) (local.get $best))
    (i32.store offset=8 (global.get $out) (local.get $cur))
    (i32.store offset=12 (global.get $out) (local.get $maxdeg))
    (i32.store offset=16 (global.get $out) (local.get $maxl))
    (i32.store offset=20 (global.get $out) (local.get $nodes))
    (i32.store offset=24 (global.get $out) (local.get $budget))
    (i32.store offset=28 (global.get $out) (local.get $pc))
    (i32.store offset=32 (global.get $out) (local.get $sols))
    ;; the mems of this loop itself, with those of the dance steps it called
    (global.set $mems (i64.add (global.get $mems) (local.get $lm)))
    (f64.store offset=64 (global.get $out) (f64.convert_i64_s (global.get $mems)))
    (f64.store offset=72 (global.get $out) (f64.convert_i64_s (global.get $updates)))
    (f64.store offset=80 (global.get $out) (f64.convert_i64_s (global.get $cleansings)))
    (f64.store offset=88 (global.get $out) (f64.convert_i64_s (global.get $lmems)))
    (f64.store offset=96 (global.get $out) (f64.convert_i64_s (local.get $cmems)))
    (call $clear)
    (local.get $status))
)
