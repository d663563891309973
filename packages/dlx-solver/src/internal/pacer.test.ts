import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_SLICE, MAX_SLICE, Pacer, SLICE_MS } from './pacer.js';

/** A search whose nodes cost `msPerNode(total nodes so far)` on a fake clock. */
function simulate(msPerNode: (nodes: number) => number, slices: number): { slice: number; ms: number }[] {
  let now = 0;
  let nodes = 0;
  const pacer = new Pacer(() => now);
  const out: { slice: number; ms: number }[] = [];
  for (let k = 0; k < slices; k++) {
    const slice = pacer.slice;
    const start = now;
    for (let i = 0; i < slice; i++) now += msPerNode(nodes++);
    out.push({ slice, ms: now - start });
    pacer.lap(nodes);
  }
  return out;
}

describe('Pacer (issue 14: a stop comes on time whatever a node costs)', () => {
  it('begins with a small slice and grows it while slices are quick', () => {
    const run = simulate(() => 0.0001, 40);
    expect(run[0]!.slice).toBe(FIRST_SLICE);
    for (let k = 1; k < run.length; k++) expect(run[k]!.slice).toBeLessThanOrEqual(2 * run[k - 1]!.slice);
    // 0.1 microsecond a node: a slice of SLICE_MS holds 100,000 nodes
    expect(run[run.length - 1]!.slice).toBeGreaterThan(50_000);
    expect(run[run.length - 1]!.slice).toBeLessThanOrEqual(MAX_SLICE);
  });

  it('sizes slices of expensive nodes (a problem with 100,000 items) to about SLICE_MS', () => {
    const run = simulate(() => 5, 20);
    expect(run[0]!.ms).toBe(FIRST_SLICE * 5);
    for (const r of run.slice(2)) expect(r.ms).toBeLessThanOrEqual(SLICE_MS);
    for (const r of run) expect(r.slice).toBeGreaterThanOrEqual(1);
  });

  it('shrinks the slice at once when nodes become a thousand times dearer', () => {
    const run = simulate((n) => (n < 1_000_000 ? 0.001 : 1), 200);
    const after = run.findIndex((r) => r.ms > 4 * SLICE_MS);
    expect(after).toBeGreaterThan(0);
    // one slow slice, then slices of about SLICE_MS again
    for (const r of run.slice(after + 1)) expect(r.ms).toBeLessThanOrEqual(2 * SLICE_MS);
  });

  it('grows the slice back soon after a stall (the caller paused between two slices)', () => {
    for (const pauseNodes of [10, 0]) {
      let now = 0;
      let nodes = 0;
      const pacer = new Pacer(() => now);
      // 0.1 microsecond a node, until the slices are large
      for (let k = 0; k < 40; k++) {
        nodes += pacer.slice;
        now += pacer.slice * 0.0001;
        pacer.lap(nodes);
      }
      expect(pacer.slice).toBeGreaterThan(50_000);
      // a lap of 50 ms with few nodes (or none), then 0.1 microsecond a node again
      nodes += pauseNodes;
      now += 50;
      pacer.lap(nodes);
      let laps = 0;
      while (pacer.slice < 50_000 && laps < 1000) {
        nodes += pacer.slice;
        now += pacer.slice * 0.0001;
        pacer.lap(nodes);
        laps++;
      }
      expect(laps, `after a stall with ${pauseNodes} nodes`).toBeLessThan(300);
    }
  });

  it('never lets a slice run longer than twice the target for long, whatever the costs', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.001, max: 20, noNaN: true }), { minLength: 1, maxLength: 8 }), (costs) => {
        // the cost of a node changes every 5,000 nodes, among the given costs
        const run = simulate((n) => costs[Math.floor(n / 5000) % costs.length]!, 120);
        const slow = run.filter((r) => r.ms > 2 * SLICE_MS && r.slice > 1);
        expect(slow.length).toBeLessThanOrEqual(run.length / 4);
      }),
      { numRuns: 300, examples: [[[0.00301, 0.001, 0.001]], [[0.006743088334458136, 0.001]], [[0.001, 0.003812662490730645]]] },
    );
  });
});
