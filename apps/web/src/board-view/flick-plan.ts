// The planned flick: one aim and the physics' answer for exactly that aim. The arrow, the landing ring
// and the words are all read from one plan, so they can never tell three different flicks: while the
// answer for a new aim is still being worked out, the plan has no landing and nothing claims one.
import type { Flick } from '@dicetable/engine';
import { formatCentimetres } from '../i18n/format.ts';
import { heightKind } from './flick-math.ts';
import { t } from './messages.ts';
import type { Aim, LandingPoint } from './types.ts';

/** The physics' answer to one aim: the flick it was asked for and where that flick leaves its die. */
export interface LandingAnswer {
  readonly asked: Flick;
  readonly landing: LandingPoint | null;
}

export interface FlickPlan {
  readonly aim: Aim;
  /** Where this very aim leaves its die on an empty board; null while unknown or when letting go cancels. */
  readonly landing: LandingPoint | null;
}

/** The same flick: an answer to one is an answer to the other. */
export function sameFlick(a: Flick, b: Flick): boolean {
  return (
    a.die === b.die &&
    a.direction === b.direction &&
    a.strength === b.strength &&
    a.height === b.height &&
    (a.offset ?? 0) === (b.offset ?? 0)
  );
}

/** The flick an aim asks the physics about (a cancelling aim asks nothing). */
export function askedFlick(aim: Aim | null): Flick | null {
  if (!aim || aim.cancelling) return null;
  return {
    die: aim.die,
    direction: aim.direction,
    strength: aim.strength,
    height: aim.height,
    ...(aim.offset !== undefined ? { offset: aim.offset } : {}),
  };
}

/** The plan for an aim, given the latest answer: its landing only if the answer is for this aim. */
export function planOf(aim: Aim | null, answer: LandingAnswer | null): FlickPlan | null {
  if (!aim) return null;
  const asked = askedFlick(aim);
  const landing = asked && answer && sameFlick(asked, answer.asked) ? answer.landing : null;
  return { aim, landing };
}

/** Where the die ends up, as one word the arrow's colour, the ring's colour and the sentence share. */
export type PlanOutcome = 'cancel' | 'unknown' | 'stops' | 'platform' | 'hole' | 'edge' | 'far-edge';

/**
 * The outcome of a plan. A die that leaves the board farther from where it stood than the board's
 * radius has crossed the board: it goes over the far edge, which the words must say, or a player aiming
 * into the board reads "over the edge" as the rim behind the die.
 */
export function planOutcome(plan: FlickPlan, boardRadius: number): PlanOutcome {
  if (plan.aim.cancelling) return 'cancel';
  const landing = plan.landing;
  if (!landing) return 'unknown';
  if (landing.location === 'hole') return 'hole';
  if (landing.location === 'platform') return 'platform';
  if (landing.location === 'off') return landing.distance > boardRadius ? 'far-edge' : 'edge';
  return 'stops';
}

/** Where the plan's die ends up, in words ('' while unknown). */
export function planWords(plan: FlickPlan, boardRadius: number): string {
  const outcome = planOutcome(plan, boardRadius);
  switch (outcome) {
    case 'cancel':
      return t('letGoToCancel');
    case 'unknown':
      return '';
    case 'stops':
      return t('landsAway', { length: formatCentimetres(plan.landing?.distance ?? 0) });
    case 'platform':
      return t('landsOnPlatform');
    case 'hole':
      return t('landsInHole');
    case 'edge':
      return t('landsOffEdge');
    case 'far-edge':
      return t('landsOffFarEdge');
  }
}

/** The read-out over the board: how the finger pushes, how hard, and where the die ends up. */
export function planSummary(plan: FlickPlan, boardRadius: number): string {
  if (plan.aim.cancelling) return t('letGoToCancel');
  const words = [
    t(heightKind(plan.aim.height)),
    t('strengthPercent', { percent: Math.round(plan.aim.strength * 100) }),
  ];
  const where = planWords(plan, boardRadius);
  if (where) words.push(where);
  return words.join(' · ');
}

/** The arrow drawn for a plan: from the die, in the aim's direction. */
export interface PlanArrow {
  readonly x: number;
  readonly z: number;
  readonly direction: number;
  readonly length: number;
}

/**
 * The arrow from the die at (x, z): as long as the pull that gives the plan's strength (the square root:
 * flick-math's strengthFromPull), at least a little longer than the die.
 */
export function planArrow(
  plan: FlickPlan,
  start: { x: number; z: number },
  fullStrengthDistance: number,
  dieSize: number,
): PlanArrow {
  return {
    x: start.x,
    z: start.z,
    direction: plan.aim.direction,
    length: Math.max(Math.sqrt(plan.aim.strength) * fullStrengthDistance, dieSize * 2.2),
  };
}

/** The ring drawn for a plan: at its landing, coloured by where the die ends up; none while unknown. */
export function planRing(plan: FlickPlan | null): LandingPoint | null {
  return plan && !plan.aim.cancelling ? plan.landing : null;
}
