// The five die colours of the box, drawn with the app's colour-blind-safe player colours and a pip
// shape per colour, so players are told apart by shape as well as by hue.

import { type DieStyle, playerDieStyle } from '../../board-view/dice-style.ts';
import { DieFace } from '../../board-view/die-face.tsx';
import { t } from './messages.ts';

export const COLOURS = [0, 1, 2, 3, 4] as const;

export function colourStyle(colour: number): DieStyle {
  return playerDieStyle(colour);
}

export function colourName(colour: number): string {
  return t(`colour${Math.max(0, Math.min(4, colour)) as 0 | 1 | 2 | 3 | 4}`);
}

export function ColourDie(props: { colour: number; face?: number; size?: number; class?: string }) {
  return (
    <DieFace
      face={props.face ?? 5}
      style={colourStyle(props.colour)}
      size={props.size ?? 32}
      class={props.class}
    />
  );
}
