// The reusable 3D board: import this only from lazily loaded screens (it pulls in three.js).

export { boardExtent, type PlatformFrame, platformFrames } from './board-geometry.ts';
export type { PlatformStyle } from './board-mesh.ts';
export { BoardStage, type BoardStageProps, prefersReducedMotion, TURN_STEP } from './board-stage.tsx';
export { createBoardView } from './create-board-view.ts';
export {
  contrastingPipColour,
  DEFAULT_DIE_STYLE,
  DIE_MARKS,
  type DieMark,
  type DieStyle,
  pipPath,
  playerColour,
  playerDieStyle,
} from './dice-style.ts';
export { DieFace } from './die-face.tsx';
export { FACE_ON_SIDE } from './die-geometry.ts';
export {
  boardToScreenDegrees,
  type HeightKind,
  heightKind,
  screenToBoardDirection,
} from './flick-math.ts';
export { FlickPanel, type FlickPanelDie, type FlickPanelProps } from './flick-panel.tsx';
export { type FlickPlan, planOutcome, planSummary, planWords } from './flick-plan.ts';
export {
  createSimulationLoop,
  type SimulationLoop,
  type SimulationLoopOptions,
  type Steppable,
} from './simulation-loop.ts';
export {
  type Aim,
  type BoardView,
  type BoardViewOptions,
  type LandingPoint,
  type PoseSource,
  type ScreenPoint,
  WebGLUnavailableError,
} from './types.ts';
