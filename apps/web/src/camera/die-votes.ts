// When the camera may propose a throw, and which dice. Each die is followed by its place from frame to
// frame, and votes for its value with the reader's confidence over the last frames: a die read wrong or
// missed in one frame, or a thing beside the dice read as a die now and then, no longer holds the whole
// throw up. The app knows how many dice were thrown, so of the settled candidates the likeliest are
// proposed and the rest shown faintly, for the player to swap one in; dice held aside but left in the
// picture are known by their values and left out. A die still rolling is a new candidate in every frame,
// never settled, so a proposal waits for the throw to settle.
import type { DiceReading, DieValue } from './reading.ts';
import { UNSURE_BELOW } from './unsure.ts';

/** The frames a die's votes are counted over. */
export const VOTING_FRAMES = 5;

/** Of those, the frames a candidate must be seen in, the latest among them, before it is settled. */
export const FRAMES_TO_AGREE = 3;

/**
 * Two candidates this close in likelihood are equally likely: when the last die proposed and the next one
 * are, the camera cannot tell which is thrown and asks for the others to be taken out of the picture.
 */
export const EQUALLY_LIKELY = 0.1;

/**
 * A candidate at least this likely looks like a die. A held value is left out only while more such
 * candidates than dice thrown are seen: three in four of the dice the reader invents lie below it
 * (unsure.ts), so a thing beside the dice never makes a thrown die pass for a held one.
 */
export const LOOKS_LIKE_A_DIE = UNSURE_BELOW;

/** One candidate as voted: its value, its latest box, and its likelihood as `confidence` (0–1). */
export type VotedDie = DiceReading;

export type Verdict =
  | { kind: 'waiting'; seen: number }
  | { kind: 'tooMany'; seen: number }
  | { kind: 'proposal'; dice: VotedDie[]; others: VotedDie[]; held: VotedDie[] };

const centre = ({ box: [x, y, w, h] }: Pick<DiceReading, 'box'>) => [x + w / 2, y + h / 2] as const;

/** The dice in reading order: left to right, as they lie on the table (top to bottom for a tie). */
export function inReadingOrder<T extends DiceReading>(dice: readonly T[]): T[] {
  return [...dice].sort((a, b) => centre(a)[0] - centre(b)[0] || centre(a)[1] - centre(b)[1]);
}

interface Track {
  box: DiceReading['box'];
  /** The reading of each recent frame, oldest first, null where it was not seen; at most VOTING_FRAMES. */
  frames: (DiceReading | null)[];
}

/** How far a reading lies from a track, in half dice (1: its centre half a die away), or Infinity past that. */
function distance(track: Track, die: DiceReading): number {
  const [x, y] = centre(die);
  const [tx, ty] = centre(track);
  const reach = (die.box[2] + die.box[3]) / 4;
  const apart = Math.max(Math.abs(tx - x), Math.abs(ty - y));
  return apart <= reach ? apart / reach : Number.POSITIVE_INFINITY;
}

/** A track's value (the most votes, by confidence) and likelihood (those votes over the frames counted). */
function vote(track: Track): VotedDie {
  const votes = new Map<DieValue, number>();
  for (const reading of track.frames) {
    if (reading) votes.set(reading.value, (votes.get(reading.value) ?? 0) + reading.confidence);
  }
  let value: DieValue = 1;
  let most = -1;
  for (const [v, sum] of votes) {
    if (sum > most) [value, most] = [v, sum];
  }
  return { value, box: track.box, confidence: most / track.frames.length };
}

const seenIn = (track: Track) => track.frames.filter(Boolean).length;
const settled = (track: Track) => track.frames.at(-1) !== null && seenIn(track) >= FRAMES_TO_AGREE;

/**
 * Of candidates likeliest first, the held values found among those that look like dice while more of them
 * than `thrown` are seen: one candidate per held value, the likeliest of that value.
 */
export function leaveHeldOut(
  ranked: readonly VotedDie[],
  thrown: number,
  held: readonly DieValue[],
): { left: VotedDie[]; held: VotedDie[] } {
  const left = [...ranked];
  const found: VotedDie[] = [];
  for (const value of held) {
    const dieLike = left.filter((die) => die.confidence >= LOOKS_LIKE_A_DIE).length;
    if (dieLike <= thrown) break;
    const at = left.findIndex((die) => die.value === value && die.confidence >= LOOKS_LIKE_A_DIE);
    if (at >= 0) found.push(...left.splice(at, 1));
  }
  return { left, held: found };
}

/**
 * Follows the frames of one throw of `thrown` dice, with `held` the values of the dice held aside. `push`
 * takes each frame's reading and answers whether a throw can be proposed.
 */
export class DieVotes {
  private tracks: Track[] = [];

  constructor(
    readonly thrown: number,
    readonly held: readonly DieValue[] = [],
  ) {}

  push(reading: readonly DiceReading[]): Verdict {
    this.follow(reading);
    const candidates = this.tracks.filter(settled).map(vote);
    const ranked = candidates.sort((a, b) => b.confidence - a.confidence);
    const { left, held } = leaveHeldOut(ranked, this.thrown, this.held);
    const seen = reading.length - held.length;
    if (left.length < this.thrown) return { kind: 'waiting', seen };
    const last = left[this.thrown - 1]!;
    const next = left[this.thrown];
    if (next && last.confidence - next.confidence < EQUALLY_LIKELY) return { kind: 'tooMany', seen };
    // A candidate of this frame that is not settled yet, as likely as the dice to propose, may be a die
    // still rolling, or one just uncovered: wait for it.
    const young = this.tracks.filter((track) => !settled(track) && track.frames.at(-1));
    if (young.some((track) => track.frames.at(-1)!.confidence > last.confidence - EQUALLY_LIKELY)) {
      return { kind: 'waiting', seen };
    }
    return {
      kind: 'proposal',
      dice: inReadingOrder(left.slice(0, this.thrown)),
      others: left.slice(this.thrown),
      held,
    };
  }

  reset(): void {
    this.tracks = [];
  }

  /** Each reading joins the nearest free track within half a die, or starts its own. */
  private follow(reading: readonly DiceReading[]): void {
    const pairs: { track: Track; die: DiceReading; apart: number }[] = [];
    for (const track of this.tracks) {
      for (const die of reading) {
        const apart = distance(track, die);
        if (apart < Number.POSITIVE_INFINITY) pairs.push({ track, die, apart });
      }
    }
    pairs.sort((a, b) => a.apart - b.apart);
    const joined = new Map<Track, DiceReading>();
    const placed = new Set<DiceReading>();
    for (const { track, die } of pairs) {
      if (joined.has(track) || placed.has(die)) continue;
      joined.set(track, die);
      placed.add(die);
    }
    for (const track of this.tracks) {
      const die = joined.get(track) ?? null;
      track.frames = [...track.frames, die].slice(-VOTING_FRAMES);
      if (die) track.box = die.box;
    }
    for (const die of reading) {
      if (!placed.has(die)) this.tracks.push({ box: die.box, frames: [die] });
    }
    this.tracks = this.tracks.filter((track) => track.frames.some(Boolean));
  }
}

/** The index of the least likely of the dice (the first of equals). */
export const leastLikely = (dice: readonly DiceReading[]) =>
  dice.reduce((least, die, i) => (die.confidence < dice[least]!.confidence ? i : least), 0);

/**
 * The proposal with the candidate `others[other]` swapped in for `dice[replaced]` (the least likely die
 * unless given): the die it replaces joins the others, where the likeliest stay first.
 */
export function swapIn(
  proposal: { dice: readonly VotedDie[]; others: readonly VotedDie[] },
  other: number,
  replaced?: number,
): { dice: VotedDie[]; others: VotedDie[] } {
  const { dice, others } = proposal;
  const incoming = others[other];
  if (!incoming || dice.length === 0) return { dice: [...dice], others: [...others] };
  const out =
    replaced ?? dice.reduce((least, die, i) => (die.confidence < dice[least]!.confidence ? i : least), 0);
  const outgoing = dice[out]!;
  return {
    dice: inReadingOrder(dice.map((die, i) => (i === out ? incoming : die))),
    others: [...others.filter((_, i) => i !== other), outgoing].sort((a, b) => b.confidence - a.confidence),
  };
}
