/** Helpers of the tests. */

export type Cell = readonly [number, number, number];

/** Every polycube of n cells up to translation (fixed polycubes), grown cell by cell. */
export function fixedPolycubes(n: number): Cell[][] {
  const key = (cells: readonly Cell[]): string => {
    const min = [0, 1, 2].map((k) => Math.min(...cells.map((c) => c[k]!)));
    return cells
      .map((c) => c.map((v, k) => v - min[k]!).join(','))
      .sort()
      .join(' ');
  };
  let level = new Map<string, Cell[]>([['0,0,0', [[0, 0, 0]]]]);
  for (let size = 1; size < n; size++) {
    const next = new Map<string, Cell[]>();
    for (const cells of level.values()) {
      for (const [x, y, z] of cells) {
        for (const [dx, dy, dz] of [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]] as const) {
          const c: Cell = [x + dx, y + dy, z + dz];
          if (cells.some((o) => o[0] === c[0] && o[1] === c[1] && o[2] === c[2])) continue;
          const grown = [...cells, c];
          const k = key(grown);
          if (!next.has(k)) next.set(k, grown.map((g) => g.map((v, i) => v + 2 - Math.min(...grown.map((o) => o[i]!))) as unknown as Cell));
        }
      }
    }
    level = next;
  }
  return [...level.values()];
}
