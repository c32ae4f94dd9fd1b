// The dice a JamSumo screen draws: replaced whole after a flick, an undo or a placement, and written
// frame by frame while a recorded flick plays back. The 3D view reads them when `version` changes.
import { POSE_STRIDE } from '@dicetable/engine';
import type { TablePoses } from '@dicetable/engine/jamsumo-table';
import { createSignal } from 'solid-js';
import { type Playback, playFrames } from './playback.ts';

export interface DrawnTable {
  board: TablePoses['board'];
  dieCount: number;
  poses: Float32Array;
}

export function createDrawnTable() {
  const [version, setVersion] = createSignal(0);
  const drawn: DrawnTable = { board: {} as TablePoses['board'], dieCount: 0, poses: new Float32Array(0) };
  /** The world at the start of the current turn (a cancelled placement returns to it). */
  let turnStart: TablePoses | undefined;
  let playback: Playback | undefined;

  function draw(next: TablePoses): void {
    drawn.board = next.board;
    drawn.dieCount = next.dieCount;
    drawn.poses = next.poses;
    setVersion((v) => v + 1);
  }

  return {
    drawn,
    version,
    draw,
    /** Draws the world a turn starts from. */
    startTurn(position: TablePoses): void {
      turnStart = position;
      draw(position);
    },
    /** Back to the world the turn started from. */
    backToTurnStart(): void {
      if (turnStart) draw(turnStart);
    },
    /** Plays recorded frames (`dieCount` dice each) back at the pace they were recorded. */
    async play(frames: Float32Array, dieCount: number): Promise<void> {
      playback = playFrames(frames, dieCount * POSE_STRIDE, (frame) => {
        drawn.poses = frame;
        setVersion((v) => v + 1);
      });
      await playback.done;
      playback = undefined;
    },
    stop(): void {
      playback?.stop();
    },
  };
}
