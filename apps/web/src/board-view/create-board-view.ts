// The 3D board: a three.js scene of the board and the dice, drawn from the physics world's pose view,
// with the flick and turning gestures. Rendering happens on demand (while dice move, while a gesture
// is in progress, on resize), so an idle board costs nothing.
import type { BoardConfig, Flick } from '@dicetable/engine';
import {
  type BufferGeometry,
  CanvasTexture,
  DirectionalLight,
  DynamicDrawUsage,
  Group,
  HemisphereLight,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Plane,
  PlaneGeometry,
  Quaternion,
  Raycaster,
  RingGeometry,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { AimGuide } from './aim-guide.ts';
import { boardExtent, platformFrames } from './board-geometry.ts';
import { attachGestures } from './board-gestures.ts';
import { BOARD_THICKNESS, type BoardMesh, createBoardMesh, type PlatformStyle } from './board-mesh.ts';
import { DEFAULT_DIE_STYLE, type DieStyle } from './dice-style.ts';
import { createDieGeometry, DieMaterials } from './die-geometry.ts';
import {
  type Aim,
  type BoardView,
  type BoardViewOptions,
  type ScreenPoint,
  WebGLUnavailableError,
} from './types.ts';

/** The camera looks down at the board, tilted this far from vertical towards the viewer. */
const CAMERA_TILT = (30 * Math.PI) / 180;
const FIELD_OF_VIEW = 35;
/** Dice this far below the board surface have fallen through the hole or off the edge: not drawn. */
const HIDE_BELOW = -0.03;
/** Half-size of the finger target around a die, at least, in CSS pixels (a 44 px touch target). */
const MIN_REACH_PX = 22;
/**
 * A swipe that starts this close to a die's centre (CSS px) takes that die: a touch zone of 2 × 34 px,
 * so a finger that lands just beside a small die still flicks it instead of turning the board.
 */
const START_REACH_PX = 34;
const TURN_ANIMATION_MS = 260;

function sameBoard(a: BoardConfig, b: BoardConfig): boolean {
  return (
    a.boardRadius === b.boardRadius &&
    a.holeRadius === b.holeRadius &&
    a.dieSize === b.dieSize &&
    a.platforms === b.platforms &&
    a.platformDepth === b.platformDepth &&
    a.platformWidth === b.platformWidth &&
    a.sumoLineInset === b.sumoLineInset &&
    a.bowlSlope === b.bowlSlope
  );
}

function blobShadowTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const gradient = ctx.createRadialGradient(32, 32, 4, 32, 32, 32);
    gradient.addColorStop(0, 'rgba(0,0,0,0.55)');
    gradient.addColorStop(0.6, 'rgba(0,0,0,0.22)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 64, 64);
  }
  return new CanvasTexture(canvas);
}

function createRenderer(canvas: HTMLCanvasElement): WebGLRenderer {
  try {
    const renderer = new WebGLRenderer({
      canvas,
      antialias: true,
      alpha: true,
      powerPreference: 'high-performance',
    });
    renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2));
    renderer.setClearColor(0x000000, 0);
    return renderer;
  } catch (error) {
    throw new WebGLUnavailableError(error);
  }
}

/** Creates the board view on a canvas. Throws WebGLUnavailableError when the browser cannot draw 3D. */
export function createBoardView(canvas: HTMLCanvasElement, options: BoardViewOptions): BoardView {
  const world = options.world;
  const renderer = createRenderer(canvas);
  const scene = new Scene();
  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.01, 10);
  const root = new Group();
  scene.add(root);
  scene.add(new HemisphereLight('#fff8ee', '#6b5036', 1.7));
  const sun = new DirectionalLight('#ffffff', 1.9);
  sun.position.set(-0.6, 1.4, 0.9);
  scene.add(sun);

  let board: BoardConfig = world.board;
  let boardMesh: BoardMesh | null = null;
  /** (dx, dz) of each platform's outward direction, flat, for the per-frame shadow test. */
  let ledgeDirections: number[] = [];
  let platformStyles: readonly PlatformStyle[] = options.platformStyles ?? [];
  let dieStyles: readonly (DieStyle | undefined)[] = options.dieStyles ?? [];
  let selectable = options.selectable ?? null;
  let interactive = true;
  let turn = options.turn ?? 0;
  let turnFrom = turn;
  let turnTo = turn;
  let turnStart = 0;
  let highlighted: readonly number[] = [];
  let hidden: boolean[] = [];
  let aim: Aim | null = null;
  let disposed = false;
  let frameRequest = 0;

  const materials = new DieMaterials();
  let dieGeometry: BufferGeometry = createDieGeometry(board.dieSize);
  const dice: Mesh[] = [];
  const shadowTexture = blobShadowTexture();
  const shadowGeometry = new PlaneGeometry(1, 1);
  shadowGeometry.rotateX(-Math.PI / 2);
  const shadowMaterial = new MeshBasicMaterial({ map: shadowTexture, transparent: true, depthWrite: false });
  let shadows: InstancedMesh | null = null;
  const ringGeometry = new RingGeometry(0.62, 0.8, 40, 1);
  ringGeometry.rotateX(-Math.PI / 2);
  const ringMaterial = new MeshBasicMaterial({
    color: '#ffd400',
    transparent: true,
    opacity: 0.95,
    depthWrite: false,
  });
  const rings: Mesh[] = [];
  let guide = new AimGuide(board.dieSize);
  root.add(guide.group);

  // Scratch objects: the frame loop allocates nothing.
  const matrix = new Matrix4();
  const scratchPosition = new Vector3();
  const scratchQuaternion = new Quaternion();
  const scratchScale = new Vector3();
  const projected = new Vector3();
  const raycaster = new Raycaster();
  const ndc = new Vector2();
  const plane = new Plane(new Vector3(0, 1, 0), 0);
  const hit = new Vector3();

  function styleOf(die: number): DieStyle {
    return dieStyles[die] ?? DEFAULT_DIE_STYLE;
  }

  function rebuildBoard(): void {
    if (boardMesh) {
      root.remove(boardMesh.group);
      boardMesh.dispose();
    }
    boardMesh = createBoardMesh(board, platformStyles);
    root.add(boardMesh.group);
    ledgeDirections = platformFrames(board).flatMap((frame) => [frame.dx, frame.dz]);
  }

  function rebuildDice(): void {
    for (const mesh of dice) root.remove(mesh);
    dice.length = 0;
    for (let i = 0; i < world.dieCount; i++) {
      const mesh = new Mesh(dieGeometry, materials.get(styleOf(i)));
      mesh.matrixAutoUpdate = false;
      dice.push(mesh);
      root.add(mesh);
    }
    if (shadows) {
      root.remove(shadows);
      shadows.dispose();
    }
    shadows = new InstancedMesh(shadowGeometry, shadowMaterial, Math.max(world.dieCount, 1));
    shadows.instanceMatrix.setUsage(DynamicDrawUsage);
    shadows.frustumCulled = false;
    shadows.renderOrder = 1;
    root.add(shadows);
  }

  /** Largest |x| and half the y span (NDC) of the board's outline seen from `distance`. */
  function projectedExtent(extent: number, distance: number): { x: number; y: number; centre: number } {
    camera.position.set(0, distance * Math.cos(CAMERA_TILT), distance * Math.sin(CAMERA_TILT));
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    camera.updateProjectionMatrix();
    let maxX = 0;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < 24; k++) {
      const angle = (k * Math.PI) / 12;
      for (const y of [board.dieSize, -BOARD_THICKNESS]) {
        projected.set(Math.cos(angle) * extent, y, Math.sin(angle) * extent).project(camera);
        maxX = Math.max(maxX, Math.abs(projected.x));
        minY = Math.min(minY, projected.y);
        maxY = Math.max(maxY, projected.y);
      }
    }
    return { x: maxX, y: (maxY - minY) / 2, centre: (maxY + minY) / 2 };
  }

  /** Places the camera so that the whole board, platforms included, just fits the canvas and is centred. */
  function fitCamera(): void {
    const width = canvas.clientWidth || 1;
    const height = canvas.clientHeight || 1;
    camera.aspect = width / height;
    camera.clearViewOffset();
    const extent = boardExtent(board) + board.dieSize * 0.5;
    const margin = 0.96;
    let near = extent;
    let far = extent * 40;
    for (let i = 0; i < 18; i++) {
      const mid = (near + far) / 2;
      const e = projectedExtent(extent, mid);
      if (e.x > margin || e.y > margin) near = mid;
      else far = mid;
    }
    const fit = projectedExtent(extent, far);
    camera.near = far * 0.3;
    camera.far = far * 3;
    // Shift the picture so the board's outline is centred vertically (the near side looks bigger).
    camera.setViewOffset(width, height, 0, (-fit.centre * height) / 2, width, height);
    camera.updateProjectionMatrix();
    renderer.setSize(width, height, false);
  }

  function placeDice(): void {
    const poses = world.poses;
    const s = board.dieSize;
    const R = board.boardRadius;
    for (let i = 0; i < dice.length; i++) {
      const mesh = dice[i]!;
      const o = i * 7;
      const x = poses[o]!;
      const y = poses[o + 1]!;
      const z = poses[o + 2]!;
      mesh.visible = y > HIDE_BELOW && !hidden[i];
      mesh.position.set(x, y, z);
      mesh.quaternion.set(poses[o + 3]!, poses[o + 4]!, poses[o + 5]!, poses[o + 6]!);
      mesh.updateMatrix();
      // Blob shadow on the surface below the die, wider and fainter as it flies; none over the hole or beyond.
      const r = Math.hypot(x, z);
      const overSurface = mesh.visible && y > -s * 0.25 && (r < R ? r > board.holeRadius : onLedge(x, z));
      const lift = Math.max(0, y - s / 2);
      const size = overSurface ? s * (1.9 + lift * 40) : 0;
      scratchPosition.set(x + lift * 0.15, 0.0002, z + lift * 0.1);
      scratchQuaternion.identity();
      scratchScale.set(size, 1, size);
      matrix.compose(scratchPosition, scratchQuaternion, scratchScale);
      shadows?.setMatrixAt(i, matrix);
    }
    if (shadows) shadows.instanceMatrix.needsUpdate = true;
    for (let k = 0; k < rings.length; k++) {
      const ring = rings[k]!;
      const die = highlighted[k];
      if (die === undefined || die >= dice.length || !dice[die]!.visible) {
        ring.visible = false;
        continue;
      }
      const mesh = dice[die]!;
      ring.visible = true;
      ring.position.set(mesh.position.x, Math.max(mesh.position.y - s / 2, 0) + 0.0006, mesh.position.z);
      ring.scale.setScalar(s * 1.25);
    }
    if (aim && aim.die < dice.length) {
      const mesh = dice[aim.die]!;
      const length = Math.max(aim.strength * fullStrengthDistance(), s * 2.2);
      guide.show(
        mesh.position.x,
        mesh.position.y,
        mesh.position.z,
        aim.direction,
        aim.strength,
        aim.height,
        length,
        aim.cancelling ?? false,
      );
    } else {
      guide.hide();
    }
  }

  /** Whether (x, z) outside the rim lies on a platform ledge (shadows fall only on something). */
  function onLedge(x: number, z: number): boolean {
    const half = board.platformWidth / 2;
    const outer = board.boardRadius + board.platformDepth;
    for (let k = 0; k < ledgeDirections.length; k += 2) {
      const dx = ledgeDirections[k]!;
      const dz = ledgeDirections[k + 1]!;
      const along = x * dx + z * dz;
      const across = x * dz - z * dx;
      if (along <= outer && across >= -half && across <= half) return true;
    }
    return false;
  }

  function stepTurnAnimation(now: number): boolean {
    if (turn === turnTo) return false;
    const t = Math.min((now - turnStart) / TURN_ANIMATION_MS, 1);
    const eased = 1 - (1 - t) ** 3;
    turn = t >= 1 ? turnTo : turnFrom + (turnTo - turnFrom) * eased;
    return t < 1;
  }

  function draw(now: number): void {
    const animating = stepTurnAnimation(now);
    root.rotation.y = turn;
    root.updateMatrixWorld();
    placeDice();
    renderer.render(scene, camera);
    if (animating) requestRender();
  }

  function requestRender(): void {
    if (disposed || frameRequest) return;
    frameRequest = requestAnimationFrame((now) => {
      frameRequest = 0;
      draw(now);
    });
  }

  function renderNow(): void {
    if (disposed) return;
    if (frameRequest) {
      cancelAnimationFrame(frameRequest);
      frameRequest = 0;
    }
    draw(performance.now());
  }

  function fullStrengthDistance(): number {
    return options.fullStrengthDistance ?? board.boardRadius * 0.6;
  }

  function dieScreenPoint(die: number): ScreenPoint | null {
    const mesh = dice[die];
    if (!mesh?.visible) return null;
    projected.copy(mesh.position).applyMatrix4(root.matrixWorld).project(camera);
    return {
      x: ((projected.x + 1) / 2) * canvas.clientWidth,
      y: ((1 - projected.y) / 2) * canvas.clientHeight,
    };
  }

  function dieReach(die: number): number {
    const mesh = dice[die];
    if (!mesh) return MIN_REACH_PX;
    projected.copy(mesh.position).applyMatrix4(root.matrixWorld);
    const distance = projected.distanceTo(camera.position);
    const pixelsPerMetre = canvas.clientHeight / 2 / (Math.tan((FIELD_OF_VIEW * Math.PI) / 360) * distance);
    return Math.max(board.dieSize * 0.75 * pixelsPerMetre, MIN_REACH_PX);
  }

  function isSelectable(die: number): boolean {
    if (selectable) return selectable(die);
    const mesh = dice[die];
    return !!mesh && mesh.visible && mesh.position.y > -board.dieSize * 0.25;
  }

  function pick(x: number, y: number, onlySelectable: boolean): number {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < dice.length; i++) {
      if (onlySelectable && !isSelectable(i)) continue;
      const point = dieScreenPoint(i);
      if (!point) continue;
      const distance = Math.hypot(point.x - x, point.y - y);
      const reach = onlySelectable ? Math.max(dieReach(i), START_REACH_PX) : dieReach(i);
      if (distance <= reach && distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    }
    return best;
  }

  function boardPoint(x: number, y: number, height: number): { x: number; z: number } | null {
    ndc.set((x / (canvas.clientWidth || 1)) * 2 - 1, 1 - (y / (canvas.clientHeight || 1)) * 2);
    raycaster.setFromCamera(ndc, camera);
    plane.constant = -height;
    if (!raycaster.ray.intersectPlane(plane, hit)) return null;
    root.worldToLocal(hit);
    return { x: hit.x, z: hit.z };
  }

  function setTurn(angle: number, animate = false): void {
    if (animate && !options.reducedMotion) {
      turnFrom = turn;
      turnStart = performance.now();
    } else {
      turn = angle;
    }
    turnTo = angle;
    options.onTurn?.(angle);
    requestRender();
  }

  function syncHighlights(count = highlighted.length): void {
    while (rings.length < count) {
      const ring = new Mesh(ringGeometry, ringMaterial);
      ring.renderOrder = 1;
      rings.push(ring);
      root.add(ring);
    }
  }

  const detachGestures = attachGestures({
    canvas,
    pickSelectable: (x, y) => pick(x, y, true),
    dieScreenPoint,
    dieReach,
    boardPoint,
    dieCentre: (die) => {
      const p = world.poses;
      return { x: p[die * 7]!, y: p[die * 7 + 1]!, z: p[die * 7 + 2]! };
    },
    fullStrengthDistance,
    getTurn: () => turnTo,
    setTurn: (angle) => setTurn(angle),
    showAim: (next) => {
      aim = next;
      options.onAim?.(next);
      requestRender();
    },
    flick: (flick: Flick) => options.onFlick?.(flick),
    missed: () => {
      if (dice.some((_, i) => isSelectable(i))) options.onMissedDie?.();
    },
    interactive: () => interactive,
  });

  // A lost GPU context (tab in the background on a tablet) comes back on its own; redraw when it does.
  const onContextLost = (event: Event) => event.preventDefault();
  const onContextRestored = () => requestRender();
  const onVisible = () => {
    if (document.visibilityState === 'visible') requestRender();
  };
  canvas.addEventListener('webglcontextlost', onContextLost);
  canvas.addEventListener('webglcontextrestored', onContextRestored);
  document.addEventListener('visibilitychange', onVisible);

  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          fitCamera();
          renderNow();
        })
      : null;
  resizeObserver?.observe(canvas);

  rebuildBoard();
  rebuildDice();
  fitCamera();
  // Compile every shader now (guide and rings included), so the first flick does not stutter.
  syncHighlights(1);
  guide.group.visible = true;
  rings[0]!.visible = true;
  renderer.compile(scene, camera);
  guide.hide();
  rings[0]!.visible = false;
  renderNow();

  const view: BoardView = {
    canvas,
    sync() {
      if (!sameBoard(board, world.board)) {
        const sizeChanged = board.dieSize !== world.board.dieSize;
        board = world.board;
        rebuildBoard();
        if (sizeChanged) {
          dieGeometry.dispose();
          dieGeometry = createDieGeometry(board.dieSize);
          root.remove(guide.group);
          guide.dispose();
          guide = new AimGuide(board.dieSize);
          root.add(guide.group);
          rebuildDice();
        }
        fitCamera();
      }
      if (dice.length !== world.dieCount) rebuildDice();
      renderNow();
    },
    renderNow,
    requestRender,
    setDieStyles(styles) {
      dieStyles = styles;
      for (let i = 0; i < dice.length; i++) dice[i]!.material = materials.get(styleOf(i));
      requestRender();
    },
    setPlatformStyles(styles) {
      platformStyles = styles;
      rebuildBoard();
      requestRender();
    },
    setSelectable(filter) {
      selectable = filter;
    },
    setInteractive(value) {
      interactive = value;
    },
    setHidden(list) {
      hidden = [];
      for (const die of list) hidden[die] = true;
      requestRender();
    },
    setHighlight(list) {
      highlighted = [...list];
      syncHighlights();
      requestRender();
    },
    setAim(next) {
      aim = next;
      requestRender();
    },
    setTurn(angle, opts) {
      setTurn(angle, opts?.animate ?? false);
    },
    turnBy(delta) {
      setTurn(turnTo + delta, true);
    },
    getTurn: () => turnTo,
    dieScreenPoint,
    boardPointAt: (x, y) => boardPoint(x, y, 0),
    pickDie: (x, y) => pick(x, y, false),
    dispose() {
      if (disposed) return;
      disposed = true;
      if (frameRequest) cancelAnimationFrame(frameRequest);
      detachGestures();
      canvas.removeEventListener('webglcontextlost', onContextLost);
      canvas.removeEventListener('webglcontextrestored', onContextRestored);
      document.removeEventListener('visibilitychange', onVisible);
      resizeObserver?.disconnect();
      boardMesh?.dispose();
      materials.dispose();
      dieGeometry.dispose();
      shadowGeometry.dispose();
      shadowMaterial.dispose();
      shadowTexture.dispose();
      shadows?.dispose();
      ringGeometry.dispose();
      ringMaterial.dispose();
      guide.dispose();
      renderer.dispose();
    },
  };
  return view;
}
