// The JamSumo board's landing mark and aim in browser tests, read from the test build's probe on the canvas.
import { expect, type Locator } from '@playwright/test';

export interface Mark {
  x: number;
  z: number;
  location: string;
  distance: number;
  /** Where the mark is drawn, in CSS px relative to the canvas. */
  screen: { x: number; y: number };
}

export interface BoardProbe {
  boardView: {
    landingMark(): Mark | null;
    getAim(): { die: number; strength: number; cancelling?: boolean } | null;
    dieReach(die: number): number;
    dieScreenPoint(die: number): { x: number; y: number } | null;
    dieCentre(die: number): { x: number; y: number; z: number };
  };
}

export const landingMark = (canvas: Locator) =>
  canvas.evaluate((c) => (c as unknown as BoardProbe).boardView.landingMark());

/** The mark once it answers the aim of the moment: the same twice running, after the finger stopped. */
export async function settledLandingMark(canvas: Locator): Promise<Mark> {
  let previous = -1;
  await expect
    .poll(async () => {
      const mark = await landingMark(canvas);
      const same = mark !== null && mark.distance === previous;
      previous = mark?.distance ?? -1;
      return same;
    })
    .toBe(true);
  return (await landingMark(canvas))!;
}
