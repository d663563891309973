export { polycube, polycubeSteps, cubeLattice, turn, cycle, mirror } from './cube.js';
export { cubeCell, drawCubeSvg, drawCubeLayersSvg, drawCubeLayersAscii } from './draw.js';
export type { CubeSvgOptions } from './draw.js';
export { cubeDescriptor } from './descriptor.js';
export { checkMesh, PINCH, piecesStl, polycubeMesh, readStl, writeStl } from './mesh.js';
export type { MeshCheck, MeshOptions, PiecesStlOptions, StlSolid, Triangles } from './mesh.js';
