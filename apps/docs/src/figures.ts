/**
 * Pictures drawn at build time by the real packages, one idea per file:
 * - `figures/lattices.ts`: what each generator command contributes (its problem, its drawing);
 * - `figures/request.ts`: a ```figure block's info string, read;
 * - `figures/solutions.ts`: solutions read from a listing and checked against a problem;
 * - `figures/shelves.ts`: pieces laid out side by side;
 * - `figures/render.ts`: a figure drawn and captioned, and its HTML.
 */
export { figureCommands } from './figures/lattices.js';
export { parseFigureMeta } from './figures/request.js';
export type { FigureRequest } from './figures/request.js';
export { checkSolution, listedSolution } from './figures/solutions.js';
export { figureHtml, renderFigure } from './figures/render.js';
export type { Figure, FigureContext } from './figures/render.js';
