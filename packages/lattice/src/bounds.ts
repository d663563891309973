/** The smallest box, `xmin..xmax` by `ymin..ymax`, around some points. */
export interface Bounds {
  readonly xmin: number;
  readonly xmax: number;
  readonly ymin: number;
  readonly ymax: number;
}

/** The bounds of the points (x, y); of no points, `xmin` and `ymin` are Infinity and `xmax`, `ymax` -Infinity. */
export function boundsOf(points: Iterable<{ readonly x: number; readonly y: number }>): Bounds {
  let xmin = Infinity, xmax = -Infinity, ymin = Infinity, ymax = -Infinity;
  for (const p of points) {
    xmin = Math.min(xmin, p.x);
    xmax = Math.max(xmax, p.x);
    ymin = Math.min(ymin, p.y);
    ymax = Math.max(ymax, p.y);
  }
  return { xmin, xmax, ymin, ymax };
}
