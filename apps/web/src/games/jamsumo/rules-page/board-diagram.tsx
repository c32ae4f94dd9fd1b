// The JamSumo board seen from above, drawn from the engine's own board geometry: hole, platforms, Sumo
// lines, a supply, a flick's path and a die falling off the edge, each named in the legend below it.
import { defaultBoard, platformPose, sumoLine } from '@dicetable/engine';
import { For, type JSX } from 'solid-js';
import { playerDieStyle } from '../../../board-view/dice-style.ts';
import { t } from './messages.ts';

export type DiagramPart = 'hole' | 'platform' | 'sumo-line' | 'supply' | 'flick' | 'off';

const PLAYERS = 4;
const board = defaultBoard(PLAYERS);
/** Millimetres on the drawing. */
const mm = (metres: number) => Math.round(metres * 10000) / 10;
const R = mm(board.boardRadius);
const DIE = mm(board.dieSize) * 1.8;

function platformCorners(i: number): string {
  const pose = platformPose(board, i);
  const [cx, , cz] = pose.center;
  // Outward from the centre: the centre lies on the ledge's radius, boardRadius + depth/2 out.
  const length = board.boardRadius + board.platformDepth / 2;
  const [ox, oz] = [cx / length, cz / length];
  const [tx, tz] = [oz, -ox];
  const d = board.platformDepth / 2;
  const w = board.platformWidth / 2;
  return [
    [cx + ox * d + tx * w, cz + oz * d + tz * w],
    [cx + ox * d - tx * w, cz + oz * d - tz * w],
    [cx - ox * d - tx * w, cz - oz * d - tz * w],
    [cx - ox * d + tx * w, cz - oz * d + tz * w],
  ]
    .map(([x, z]) => `${mm(x!)},${mm(z!)}`)
    .join(' ');
}

function Die(props: { x: number; y: number; player: number; dashed?: boolean }) {
  const style = playerDieStyle(props.player);
  return (
    <rect
      x={props.x - DIE / 2}
      y={props.y - DIE / 2}
      width={DIE}
      height={DIE}
      rx={DIE / 5}
      fill={style.colour}
      stroke="#222"
      stroke-width="1.5"
      stroke-dasharray={props.dashed ? '4 3' : undefined}
    />
  );
}

/** The legend's small picture of each part, drawn as on the board. */
function Swatch(props: { part: DiagramPart }) {
  const shapes: Record<DiagramPart, () => JSX.Element> = {
    hole: () => <circle cx="12" cy="12" r="9" class="rules-diagram-hole" />,
    platform: () => (
      <rect
        x="3"
        y="6"
        width="18"
        height="12"
        class="rules-diagram-platform"
        style={{ fill: playerDieStyle(0).colour }}
      />
    ),
    'sumo-line': () => (
      <>
        <rect x="0" y="0" width="24" height="24" class="rules-diagram-board" />
        <line x1="3" y1="12" x2="21" y2="12" class="rules-diagram-sumo-line" />
      </>
    ),
    supply: () => (
      <rect x="5" y="5" width="14" height="14" rx="3" fill={playerDieStyle(0).colour} stroke="#222" />
    ),
    flick: () => <path d="M2 20 Q 14 16 20 4" class="rules-diagram-path" />,
    off: () => (
      <rect
        x="5"
        y="5"
        width="14"
        height="14"
        rx="3"
        fill={playerDieStyle(1).colour}
        stroke="#222"
        stroke-dasharray="3 2"
      />
    ),
  };
  return (
    <svg class="rules-swatch" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {shapes[props.part]()}
    </svg>
  );
}

export function BoardDiagram() {
  const lines = Array.from({ length: PLAYERS }, (_, i) => sumoLine(board, i));
  const start = platformPose(board, 0).center;
  const [sx, sy] = [mm(start[0]), mm(start[2])];
  const margin = 75;
  const legend: { part: DiagramPart; label: () => string }[] = [
    { part: 'hole', label: () => t('legendHole') },
    { part: 'platform', label: () => t('legendPlatform') },
    { part: 'sumo-line', label: () => t('legendSumoLine') },
    { part: 'supply', label: () => t('legendSupply') },
    { part: 'flick', label: () => t('legendFlick') },
    { part: 'off', label: () => t('legendOff') },
  ];
  return (
    <figure class="rules-figure rules-diagram">
      <svg
        viewBox={`${-R - margin} ${-R - margin} ${2 * (R + margin)} ${2 * (R + margin)}`}
        role="img"
        aria-label={t('diagram')}
      >
        <defs>
          <marker
            id="rules-arrow"
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
          </marker>
        </defs>
        <circle r={R} class="rules-diagram-board" />
        <circle r={mm(board.holeRadius)} class="rules-diagram-hole" />
        <For each={[0, 1, 2, 3]}>
          {(i) => (
            <polygon
              points={platformCorners(i)}
              class="rules-diagram-platform"
              style={{ fill: playerDieStyle(i).colour }}
            />
          )}
        </For>
        <For each={lines}>
          {(line) => (
            <line
              x1={mm(line.from[0])}
              y1={mm(line.from[2])}
              x2={mm(line.to[0])}
              y2={mm(line.to[2])}
              class="rules-diagram-sumo-line"
            />
          )}
        </For>
        <g>
          <For each={[0, 1, 2]}>{(k) => <Die x={sx - 40 - k * 26} y={R + 45} player={0} />}</For>
        </g>
        <g class="rules-diagram-flick">
          <Die x={sx} y={sy} player={0} />
          <path
            d={`M ${sx} ${sy - 20} Q ${sx + 60} ${sy * 0.45} 8 ${mm(board.holeRadius) + 6}`}
            marker-end="url(#rules-arrow)"
          />
        </g>
        <g class="rules-diagram-off">
          <Die x={R * 0.55} y={-R * 0.55} player={1} />
          <path d={`M ${R * 0.6} ${-R * 0.62} L ${R * 0.86} ${-R * 0.9}`} marker-end="url(#rules-arrow)" />
          <Die x={R * 0.92} y={-R * 0.98} player={1} dashed />
        </g>
      </svg>
      <figcaption>
        <ul class="rules-legend">
          <For each={legend}>
            {(item) => (
              <li data-part={item.part}>
                <Swatch part={item.part} />
                {item.label()}
              </li>
            )}
          </For>
        </ul>
      </figcaption>
    </figure>
  );
}
