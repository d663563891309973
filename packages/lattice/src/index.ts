export { boundsOf } from './bounds.js';
export type { Bounds } from './bounds.js';
export { cellKey, cellX, cellY, cellZ, cellSuffix, shiftKey } from './cell.js';
export type { CellKey } from './cell.js';
export { shapeOf, normalize, sameShape } from './shape.js';
export type { Shape } from './shape.js';
export { transform, closure, NodeCounter } from './transform.js';
export type { CellCoords, Transformation } from './transform.js';
export { PlainSuffixes } from './suffixes.js';
export type { SuffixTable } from './suffixes.js';
export { generatePolyform, generatePolyformSteps, generatorsOf, rotationAndReflection } from './polyform.js';
export { GenerationStopped, OptionBudget, TooManyOptionsError } from './limit.js';
export type { GenerateOptions } from './limit.js';
export type { PolyformLattice, PolyformResult, BasePlacement } from './polyform.js';
export { paletteColor, pieceColors, shade, textColor } from './palette.js';
export type { PieceColor } from './palette.js';
export { outline, loopsPath, escapeXml } from './outline.js';
export type { Point } from './outline.js';
export { cellOwners, pictureWidth, placedPiece, svgDocument, svgPicture } from './drawing.js';
export type { CellOwners, LegendPlace, PlacedPiece, SvgOptions } from './drawing.js';
export { legend } from './legend.js';
export { boxDrawing, central, ownerGrid, squareGridSvg, squareOutline } from './grid.js';
export type { GridPiece, OwnerGrid } from './grid.js';
export { applyBoxSymmetry, applyMatrix, boxSymmetries, offsetGeometry, pointGroup, SQUARE_GENERATORS, TRIANGULAR_GENERATORS } from './point-group.js';
export type { BoxSymmetry, IntMatrix, PointGroup, PointSymmetry, Site, SiteGeometry } from './point-group.js';
export { orthogonalNeighbours, polyformDrawing, radixItems } from './descriptor.js';
export { boardFamily, narrowScanOrder } from './scan-order.js';
export { problemReading, withPieces } from './meaning.js';
export type { BoardFamily } from './scan-order.js';
export type { ItemSite, LatticeDescriptor, LatticeDrawing } from './descriptor.js';
export { drawPolygonsSvg, polygonOutline, polygonsDrawing } from './polygons.js';
export type { PolygonCells } from './polygons.js';
export { pieceKeys, keysLine } from './keys.js';
export { stickGridBackground, stickPicture, stickStrokes, stickTag, stickTagSize, stickWidths, svgNumber } from './stick-svg.js';
export {
  coveredRays,
  edgeBetween,
  edgeEnds,
  edgeNeighbours,
  edgeOfKey,
  gridStickItem,
  gridSticks,
  gridSticksSteps,
  junctionName,
  onGrid,
  stickDirections,
  stickKey as gridStickKey,
  stickName as gridStickName,
  stickTransformation,
  triangularSticks,
} from './grid-sticks.js';
export type { GridEdge, StickGrid, StickKind } from './grid-sticks.js';
export { drawGridSticksAscii, drawGridSticksSvg, gridStickCell, gridStickPiece } from './grid-sticks-draw.js';
export { gridSticksDrawing, gridSticksLattice, gridSticksSites } from './grid-sticks-descriptor.js';
export { danceLines, dancePlacements } from './dance.js';
export type { DanceGenerator } from './dance.js';
export { checkPolyform } from './check.js';
export type { CheckOptions, PolyformWarning } from './check.js';
export { asciiSheet, boxPanels, piecePanels, svgGrid, svgSheet } from './sheet.js';
export type { DrawnPanel, SheetPanel } from './sheet.js';

// work that gives way, for the lattices' generators (see `Steps` of `@polydance/exact-cover`)
export type { Steps } from '@polydance/exact-cover';
export { finish, giveWay } from '@polydance/exact-cover';
