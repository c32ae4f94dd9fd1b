// The 3D board: a three.js scene of the board and the dice, drawn from the physics world's pose view,
// with the flick and turning gestures. Rendering happens on demand (while dice move, while a gesture
// is in progress, on resize), so an idle board costs nothing.
import { type BoardConfig, type Flick, POSE_STRIDE } from '@dicetable/engine';
import { AimGuide } from './aim-guide.ts';
import { sameBoard } from './board-geometry.ts';
import { attachGestures } from './board-gestures.ts';
import { type BoardMesh, createBoardMesh, type PlatformStyle } from './board-mesh.ts';
import { createLitScene, createRenderer } from './board-renderer.ts';
import { createCamera, fitCamera } from './camera-fit.ts';
import { redrawAfterContextLoss } from './context-loss.ts';
import { DiceLayer } from './dice-layer.ts';
import { DiePicking } from './die-picking.ts';
import { askedFlick, type FlickPlan, type LandingAnswer, planOf, planRing } from './flick-plan.ts';
import { HighlightRings } from './highlight-rings.ts';
import { LandingMark } from './landing-mark.ts';
import { latestOnly } from './latest-only.ts';
import { TurnAnimation } from './turn-animation.ts';
import type { Aim, BoardView, BoardViewOptions } from './types.ts';

/** Creates the board view on a canvas. Throws WebGLUnavailableError when the browser cannot draw 3D. */
export function createBoardView(canvas: HTMLCanvasElement, options: BoardViewOptions): BoardView {
  const world = options.world;
  const renderer = createRenderer(canvas);
  const { scene, root } = createLitScene();
  const camera = createCamera();

  let board: BoardConfig = world.board;
  let boardMesh: BoardMesh | null = null;
  let platformStyles: readonly PlatformStyle[] = options.platformStyles ?? [];
  let selectable = options.selectable ?? null;
  let interactive = true;
  /** The picture's zoom: 1 shows the whole board, more its near side larger (fitCamera). */
  let zoom = 1;
  const turn = new TurnAnimation(options.turn ?? 0);
  let hidden: boolean[] = [];
  let aim: Aim | null = null;
  let disposed = false;
  let frameRequest = 0;

  const dice = new DiceLayer(root, board, options.dieStyles ?? []);
  const rings = new HighlightRings(root);
  let guide = new AimGuide(board.dieSize);
  root.add(guide.group);
  const mark = new LandingMark(root);
  /** The physics' latest answer, kept with the flick it answers: the plan uses it only for that flick. */
  let answer: LandingAnswer | null = null;
  const predict = options.predictLanding;
  const landings = predict
    ? latestOnly(
        (asked: Flick) => predict(asked).then((landing): LandingAnswer => ({ asked, landing })),
        (next) => {
          if (disposed) return;
          answer = next;
          planChanged();
        },
      )
    : null;

  /** The planned flick: the aim drawn now and, once known, where that very aim leaves its die. */
  function plan(): FlickPlan | null {
    return planOf(aim, answer);
  }

  function planChanged(): void {
    options.onPlan?.(plan());
    requestRender();
  }

  /** The aim changed: ask where it lands (nothing while letting go would cancel). */
  function aimAt(next: Aim | null): void {
    aim = next;
    landings?.want(askedFlick(next));
    planChanged();
  }
  const picking = new DiePicking(
    { canvas, camera, root, dice: dice.meshes, board: () => board, zoom: () => zoom },
    isSelectable,
  );

  function rebuildBoard(): void {
    if (boardMesh) {
      root.remove(boardMesh.group);
      boardMesh.dispose();
    }
    boardMesh = createBoardMesh(board, platformStyles);
    root.add(boardMesh.group);
  }

  function fit(): void {
    const width = canvas.clientWidth || 1;
    const height = canvas.clientHeight || 1;
    fitCamera(camera, board, width, height, zoom);
    renderer.setSize(width, height, false);
  }

  function dieCentre(die: number): { x: number; y: number; z: number } {
    const p = world.poses;
    const o = die * POSE_STRIDE;
    return { x: p[o]!, y: p[o + 1]!, z: p[o + 2]! };
  }

  function fullStrengthDistance(): number {
    return options.fullStrengthDistance ?? board.boardRadius * 0.6;
  }

  function draw(now: number): void {
    const animating = turn.step(now);
    root.rotation.y = turn.current;
    root.updateMatrixWorld();
    dice.place(world.poses, hidden);
    rings.place(dice.meshes, board.dieSize);
    const current = plan();
    guide.showPlan(current, current && dice.meshes[current.aim.die], fullStrengthDistance());
    mark.place(planRing(current), board.dieSize);
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

  function isSelectable(die: number): boolean {
    if (selectable) return selectable(die);
    const mesh = dice.meshes[die];
    return !!mesh && mesh.visible && mesh.position.y > -board.dieSize * 0.25;
  }

  function setTurn(angle: number, animate = false): void {
    turn.turnTo(angle, animate && !options.reducedMotion, performance.now());
    options.onTurn?.(angle);
    requestRender();
  }

  const detachGestures = attachGestures({
    canvas,
    pickSelectable: (x, y) => picking.pick(x, y, true),
    dieScreenPoint: (die) => picking.dieScreenPoint(die),
    dieReach: (die) => picking.dieReach(die),
    boardPoint: (x, y, height) => picking.boardPoint(x, y, height),
    dieCentre,
    fullStrengthDistance,
    getTurn: () => turn.target,
    setTurn: (angle) => setTurn(angle),
    showAim: (next) => {
      aimAt(next);
      options.onAim?.(next);
    },
    flick: (flick: Flick) => options.onFlick?.(flick),
    missed: (x, y) => {
      const under = picking.pick(x, y, false);
      if (dice.meshes.some((_, i) => isSelectable(i))) options.onMissedDie?.(under);
      else if (under >= 0) options.onClosedDie?.();
    },
    interactive: () => interactive,
  });
  const detachContextLoss = redrawAfterContextLoss(canvas, requestRender);

  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          fit();
          renderNow();
        })
      : null;
  resizeObserver?.observe(canvas);

  rebuildBoard();
  dice.rebuild(world.dieCount);
  fit();
  // Compile every shader now (guide and rings included), so the first flick does not stutter.
  const [firstRing] = rings.ensure(1);
  guide.group.visible = true;
  firstRing!.visible = true;
  renderer.compile(scene, camera);
  guide.hide();
  firstRing!.visible = false;
  renderNow();

  return {
    canvas,
    sync() {
      if (!sameBoard(board, world.board)) {
        const sizeChanged = board.dieSize !== world.board.dieSize;
        board = world.board;
        rebuildBoard();
        dice.setBoard(board, world.dieCount);
        if (sizeChanged) {
          root.remove(guide.group);
          guide.dispose();
          guide = new AimGuide(board.dieSize);
          root.add(guide.group);
        }
        fit();
      }
      if (dice.meshes.length !== world.dieCount) dice.rebuild(world.dieCount);
      renderNow();
    },
    renderNow,
    requestRender,
    setDieStyles(styles) {
      dice.setStyles(styles);
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
      rings.set(list);
      requestRender();
    },
    setAim(next) {
      aimAt(next);
    },
    getAim: () => aim,
    getPlan: plan,
    setTurn(angle, opts) {
      setTurn(angle, opts?.animate ?? false);
    },
    turnBy(delta) {
      setTurn(turn.target + delta, true);
    },
    setZoom(next) {
      if (next === zoom) return;
      zoom = next;
      fit();
      requestRender();
    },
    getTurn: () => turn.target,
    dieScreenPoint: (die) => picking.dieScreenPoint(die),
    dieReach: (die) => picking.dieReach(die),
    dieCentre,
    landingMark: () => {
      const ring = planRing(plan());
      return ring ? { ...ring, screen: picking.boardScreenPoint(ring.x, 0, ring.z) } : null;
    },
    boardPointAt: (x, y) => picking.boardPoint(x, y, 0),
    pickDie: (x, y) => picking.pick(x, y, false),
    dispose() {
      if (disposed) return;
      disposed = true;
      if (frameRequest) cancelAnimationFrame(frameRequest);
      detachGestures();
      detachContextLoss();
      resizeObserver?.disconnect();
      boardMesh?.dispose();
      dice.dispose();
      rings.dispose();
      guide.dispose();
      mark.dispose();
      renderer.dispose();
    },
  };
}
