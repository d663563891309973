export { countPolyforms, enumeratePolyforms, isPolyform } from './enumerate.js';
export type { PolyformGeometry } from './enumerate.js';
export { defaultHandedness, enumeratePieces, pieceLine, pieceSetLines } from './names.js';
export type { Piece } from './names.js';
export { findPieceSet, PIECE_SETS } from './sets.js';
export type { PieceSet } from './sets.js';
export { pieceSets, withPieceSets, withPieceSetsSteps } from './resolve.js';
