// The wooden board as three.js meshes: the disc with the central hole, its rim, the platform ledges
// at the rim and the Sumo lines in front of them. Built once per BoardConfig (not per frame).
import { type BoardConfig, sumoLine } from '@dicetable/engine';
import {
  BoxGeometry,
  CanvasTexture,
  CircleGeometry,
  ExtrudeGeometry,
  Group,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Path,
  PlaneGeometry,
  RepeatWrapping,
  RingGeometry,
  Shape,
  SRGBColorSpace,
  type Texture,
} from 'three';
import { platformFrames } from './board-geometry.ts';
import { contrastingPipColour } from './dice-style.ts';

export interface PlatformStyle {
  /** Ledge colour (e.g. the owner's player colour); by default the board's wood. */
  readonly colour?: string;
  /** Short text painted on the ledge, e.g. the platform number or the player's initial. */
  readonly label?: string;
}

/** Thickness of the board as drawn (a die that falls through the hole disappears below it). */
export const BOARD_THICKNESS = 0.012;

function woodTexture(): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 512;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#c99a62';
    ctx.fillRect(0, 0, 512, 512);
    // Deterministic grain: long, slightly wavy streaks of darker and lighter wood.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 140; i++) {
      const y = random() * 512;
      const dark = random() < 0.6;
      ctx.strokeStyle = dark
        ? `rgba(110,70,35,${0.05 + random() * 0.12})`
        : `rgba(255,235,200,${0.05 + random() * 0.08})`;
      ctx.lineWidth = 1 + random() * 4;
      ctx.beginPath();
      const amplitude = 2 + random() * 6;
      const phase = random() * Math.PI * 2;
      for (let x = 0; x <= 512; x += 16) {
        const yy = y + Math.sin(x / 70 + phase) * amplitude;
        if (x === 0) ctx.moveTo(x, yy);
        else ctx.lineTo(x, yy);
      }
      ctx.stroke();
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  return texture;
}

function labelTexture(label: string, colour: string): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 128;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.font = 'bold 96px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 10;
    ctx.lineJoin = 'round';
    const light = contrastingPipColour(colour) === '#ffffff';
    ctx.strokeStyle = light ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.7)';
    ctx.fillStyle = light ? '#ffffff' : '#1b1813';
    ctx.strokeText(label, 64, 70);
    ctx.fillText(label, 64, 70);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** A board scene graph plus what must be freed when it is replaced. */
export interface BoardMesh {
  readonly group: Group;
  dispose(): void;
}

export function createBoardMesh(board: BoardConfig, platformStyles: readonly PlatformStyle[]): BoardMesh {
  const group = new Group();
  const disposables: { dispose(): void }[] = [];
  const keep = <T extends { dispose(): void }>(item: T): T => {
    disposables.push(item);
    return item;
  };
  const R = board.boardRadius;

  const wood = keep(woodTexture());
  wood.repeat.set(1 / (2 * R), 1 / (2 * R));
  wood.offset.set(0.5, 0.5);
  const top = keep(new MeshLambertMaterial({ map: wood }));
  const edge = keep(new MeshLambertMaterial({ color: '#8a5f34' }));

  const shape = new Shape();
  shape.absarc(0, 0, R, 0, Math.PI * 2, false);
  if (board.holeRadius > 0) {
    const hole = new Path();
    hole.absarc(0, 0, board.holeRadius, 0, Math.PI * 2, true);
    shape.holes.push(hole);
  }
  const discGeometry = keep(
    new ExtrudeGeometry(shape, { depth: BOARD_THICKNESS, bevelEnabled: false, curveSegments: 96 }),
  );
  discGeometry.rotateX(-Math.PI / 2);
  discGeometry.translate(0, -BOARD_THICKNESS, 0);
  group.add(new Mesh(discGeometry, [top, edge]));

  // The rim: a darker band along the edge so the drop-off reads clearly from above.
  const rimGeometry = keep(new RingGeometry(R - 0.004, R, 96, 1));
  rimGeometry.rotateX(-Math.PI / 2);
  const rimMaterial = keep(new MeshBasicMaterial({ color: '#6e4a27', transparent: true, opacity: 0.55 }));
  const rim = new Mesh(rimGeometry, rimMaterial);
  rim.position.y = 0.0003;
  group.add(rim);

  if (board.holeRadius > 0) {
    const shaftGeometry = keep(new CircleGeometry(board.holeRadius, 48));
    shaftGeometry.rotateX(-Math.PI / 2);
    const shaftMaterial = keep(new MeshBasicMaterial({ color: '#140d07' }));
    const shaft = new Mesh(shaftGeometry, shaftMaterial);
    shaft.position.y = -BOARD_THICKNESS + 0.001;
    group.add(shaft);
    const lipGeometry = keep(new RingGeometry(board.holeRadius, board.holeRadius + 0.003, 64, 1));
    lipGeometry.rotateX(-Math.PI / 2);
    const lip = new Mesh(lipGeometry, rimMaterial);
    lip.position.y = 0.0003;
    group.add(lip);
  }

  const frames = platformFrames(board);
  // A ledge is a rectangle outside the rim whose side edges start where they meet the rim (as in the engine).
  const halfWidth = board.platformWidth / 2;
  const ledgeInner = halfWidth < R ? Math.sqrt(R * R - halfWidth * halfWidth) : 0;
  const ledgeOuter = R + board.platformDepth;
  const ledgeGeometry = keep(new BoxGeometry(ledgeOuter - ledgeInner, BOARD_THICKNESS, board.platformWidth));
  const labelGeometry = keep(new PlaneGeometry(1, 1));
  labelGeometry.rotateX(-Math.PI / 2);
  const lineMaterial = keep(new MeshBasicMaterial({ color: '#3b2614', transparent: true, opacity: 0.8 }));
  // Sumo lines are the engine's chords in front of each platform; a unit strip scaled to each one.
  const lineGeometry = keep(new PlaneGeometry(1, 1));
  lineGeometry.rotateX(-Math.PI / 2);
  const ledgeMaterials: Material[] = [];
  for (const frame of frames) {
    const style = platformStyles[frame.index] ?? {};
    const material = keep(new MeshLambertMaterial({ color: style.colour ?? '#b9844d' }));
    ledgeMaterials.push(material);
    const ledge = new Mesh(ledgeGeometry, material);
    // Just below the board's surface where the two overlap, so the disc's grain wins there.
    const centre = (ledgeInner + ledgeOuter) / 2;
    ledge.position.set(frame.dx * centre, -BOARD_THICKNESS / 2 - 0.0002, frame.dz * centre);
    ledge.rotation.y = frame.yaw;
    group.add(ledge);

    const labelSize = Math.min(board.platformDepth, board.platformWidth) * 0.9;
    const labelMaterial = keep(
      new MeshBasicMaterial({
        map: keep(labelTexture(style.label ?? String(frame.index + 1), style.colour ?? '#b9844d')),
        transparent: true,
        depthWrite: false,
      }),
    );
    const label = new Mesh(labelGeometry, labelMaterial);
    label.scale.set(labelSize, 1, labelSize);
    const labelAt = R + board.platformDepth * 0.55;
    label.position.set(frame.dx * labelAt, 0.0004, frame.dz * labelAt);
    // Upright for a reader sitting behind the platform.
    label.rotation.y = Math.atan2(frame.dx, frame.dz);
    group.add(label);

    if (board.sumoLineInset > 0) {
      const { from, to, center } = sumoLine(board, frame.index);
      const line = new Mesh(lineGeometry, lineMaterial);
      line.position.set(center[0], 0.0004, center[2]);
      // The strip's length runs along x; turn x onto the chord.
      line.rotation.y = Math.atan2(-(to[2] - from[2]), to[0] - from[0]);
      line.scale.set(Math.hypot(to[0] - from[0], to[2] - from[2]), 1, 0.003);
      group.add(line);
    }
  }

  return {
    group,
    dispose() {
      for (const item of disposables) item.dispose();
    },
  };
}
