export type { Polystick, Stick, StickKind } from './stick.js';
export {
  MAX_STICK_COORDINATE,
  compareSticks,
  rotateStick,
  rotateStickClockwise,
  sameStick,
  stickName,
  transposeStick,
} from './stick.js';
export {
  STICK_GENERATORS,
  isConnectedPolystick,
  normalizePolystick,
  polystickKey,
  polystickOrientations,
  rotatePolystick,
  rotatePolystickClockwise,
  straightJunctions,
  transposePolystick,
} from './polystick.js';
export { dancePolystickOrientations, dancePolystickPlacements, dancePolysticksText } from './dance-polysticks.js';
export { stickKey, stickOfKey, stickLatticeGenerators, stickRotation, stickTransposition } from './packed.js';
export { boxJunctions, polystick, polystickSteps } from './polystick-spec.js';
export { stickItem, stickPiece, drawStickAscii, drawStickSvg } from './draw.js';
export type { StickEdge } from './draw.js';
export { stickDescriptor, StickSite } from './descriptor.js';
