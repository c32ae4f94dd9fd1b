// When the tablet changes hands: only from one person to another. A computer's seat never holds the
// tablet, so after its turn the person who played before it keeps it when they play next.
import type { ComputerSeats } from '../../computer/seats.ts';

/** True when the person at `next` takes the tablet from someone else; false for a computer or a lone person. */
export function tabletPassesTo(seats: ComputerSeats<string>, next: number): boolean {
  if (seats[next] !== null && seats[next] !== undefined) return false;
  const people = seats.filter((level) => level === null || level === undefined).length;
  return people >= 2;
}
