// The board's turn about its centre: set at once, or eased towards a new angle over 260 ms.
const TURN_ANIMATION_MS = 260;

export class TurnAnimation {
  /** The angle drawn now, radians. */
  current: number;
  /** The angle the board is turning to (the board's turn as far as the players are concerned). */
  target: number;
  private from: number;
  private start = 0;

  constructor(angle: number) {
    this.current = angle;
    this.target = angle;
    this.from = angle;
  }

  turnTo(angle: number, animate: boolean, now: number): void {
    if (animate) {
      this.from = this.current;
      this.start = now;
    } else {
      this.current = angle;
    }
    this.target = angle;
  }

  /** Advances to `now`; true while the turn still has frames to go. */
  step(now: number): boolean {
    if (this.current === this.target) return false;
    const t = Math.min((now - this.start) / TURN_ANIMATION_MS, 1);
    const eased = 1 - (1 - t) ** 3;
    this.current = t >= 1 ? this.target : this.from + (this.target - this.from) * eased;
    return t < 1;
  }
}
