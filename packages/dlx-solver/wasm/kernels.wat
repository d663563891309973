;; The dance steps of DLX1-3 in WebAssembly: the loops of links.ts, node for node.
;;
;; src/internal/links.ts is the readable reference: this module does what its loops do,
;; in the same order, and returns the same counts. src/internal/kernels.test.ts runs the
;; engines both ways and compares listings, counts, updates and mems. The engines use
;; this module where WebAssembly is there: it runs their searches about 1.5 times as fast.
;;
;; Build: `pnpm --filter @polydance/dlx-solver build:wasm` assembles this file with the
;; `wabt` npm package (wasm/build.ts) into src/internal/kernels-wasm.ts, the bytes as a
;; TypeScript module; a test checks that the committed bytes are this file's.
;;
;; Memory (one per matrix, imported): the node array `nd` from byte 0, as int32s, four
;; per node (UP, DOWN, ITM, COLOR at byte offsets 0, 4, 8, 12); `secondaries` from byte
;; $sec (by option number); eight int32s of results from byte $out. Every variable
;; below holds an index into `nd`, as in links.ts; (i32.shl x 2) is its byte address.
;;
;; Results: each function returns the number of nodes it hid (or restored) and stores
;; the other counts that links.ts charges mems for at $out, in the order listed.
(module
  (import "env" "mem" (memory 1))
  (import "env" "sec" (global $sec i32))
  (import "env" "out" (global $out i32))

  ;; DLX1: hides every option in the list of item $c except for its node there.
  (func (export "hideRows") (param $c i32) (param $lastItm i32) (result i32)
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
  (func (export "unhideRows") (param $c i32) (param $lastItm i32) (result i32)
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
  (func (export "cover") (param $c i32) (param $lastItm i32) (result i32)
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
    (i32.store (global.get $out) (local.get $rows))
    (i32.store offset=4 (global.get $out) (local.get $visited))
    (i32.store offset=8 (global.get $out) (local.get $secondary))
    (local.get $hides))

  ;; Undoes cover($c, $lastItm); returns the nodes restored and stores as cover does.
  (func (export "uncover") (param $c i32) (param $lastItm i32) (result i32)
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
    (i32.store (global.get $out) (local.get $rows))
    (i32.store offset=4 (global.get $out) (local.get $visited))
    (i32.store offset=8 (global.get $out) (local.get $secondary))
    (local.get $unhides))

  ;; Purifies the item of node $p to the color of $p: hides the options that give it
  ;; another color, marks those that give it the same one as cleansed (color -1).
  ;; Returns the nodes hidden; stores rows, hidden options, nodes visited, cleansed
  ;; nodes and the secondary items of the hidden options.
  (func (export "purify") (param $p i32) (param $lastItm i32) (result i32)
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
  (func (export "unpurify") (param $p i32) (param $lastItm i32) (result i32)
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
)
