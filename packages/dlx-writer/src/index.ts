export { dlxLines, formatDlx, writeDlx } from './writer.js';
export type { WriteOptions } from './writer.js';
