// JamSumo's guided first game: a Jam round on the tablet against a scripted Rival. Rival opens by flicking
// a die to the edge near the player's platform; the player puts a die on their platform, flicks a die
// into the hole (a miss is said as too short, too long or aside, the flick stands and another die is
// tried) and then pushes Rival's die off the board. The physics is deterministic, so the flicks the
// cards suggest come true on this board (jamsumo-script.test.ts plays them through the engine).
import { decodeRest, engineLayout, type FlickMove, platformOfSeat } from '@dicetable/engine/jamsumo-table';
import {
  type FlickAction,
  type JamSumoAction,
  type JamSumoSetup,
  type JamSumoState,
  ownerOf,
  type RoundKind,
} from '@dicetable/rules/jamsumo';
import { screenToBoardDirection } from '../../../board-view/flick-math.ts';
import type { TutorialScript, TutorialStep } from '../../../tutorial/script.ts';
import { defaultBoardFor } from '../physics-board.ts';
import { t } from './messages.ts';

export const PLAYER = 0;
export const RIVAL = 1;
/** Rival's die that the opening leaves near the player's platform, and that the player pushes off. */
export const RIVAL_DIE = 5;

/** A flick set on the button panel: direction as the player sees the board, strength and height in %. */
export interface PanelAim {
  readonly degrees: number;
  readonly strength: number;
  readonly height: number;
}

/** Straight at the hole from the middle of the player’s platform, hard enough to drive a short die in too. */
export const HOLE_AIM: PanelAim = { degrees: 0, strength: 75, height: 20 };
/** From the middle of the player's platform at Rival's die, hard enough to carry it over the edge. */
export const PUSH_AIM: PanelAim = { degrees: 45, strength: 85, height: 20 };

/** A guided round's game: the player and Rival on the tablet, one of them with the round marker. */
export const guidedSetup =
  (mode: RoundKind, firstMarker: number) =>
  (name: string, rival: string): JamSumoSetup => ({
    players: [
      { name, colour: 0 },
      { name: rival, colour: 1 },
    ],
    mode,
    table: 'flick',
    firstMarker,
    board: defaultBoardFor(2),
  });

export const jamSumoTutorialSetup = guidedSetup('jam', RIVAL);

const board = defaultBoardFor(2);
const platformOf = (seat: number) => platformOfSeat(seat, 2);
/** The board's turn while it faces a seat, as the screen turns it. */
const facing = (seat: number) => -engineLayout.platformAngle(board, platformOf(seat));

/** The panel's aim as the flick it makes of a die already on the board, while the board faces `seat`. */
export function boardFlick(die: number, aim: PanelAim, seat = PLAYER): FlickMove {
  return {
    die,
    direction: screenToBoardDirection(aim.degrees, facing(seat)),
    strength: aim.strength / 100,
    height: aim.height / 100,
  };
}

/** The panel's aim as the flick it makes from the player's platform (a die put down in its middle). */
export function panelFlick(die: number, aim: PanelAim, seat = PLAYER, offset = 0): FlickMove {
  return { ...boardFlick(die, aim, seat), place: { platform: platformOf(seat), offset, yaw: 0 } };
}

/** Rival's first flick: from the end of its platform to the edge beside the player's platform. */
export const RIVAL_OPENING = panelFlick(RIVAL_DIE, { degrees: 335, strength: 76, height: 20 }, RIVAL, -0.8);

/** Rival's later turns: a nudge that leaves a die on its own platform, out of the player's way. */
export function rivalMove(state: JamSumoState): FlickMove {
  // Rival's die goes back to the edge whenever it is not there (at the start, or knocked off by a miss).
  if (state.dice[RIVAL_DIE]?.status === 'supply') return RIVAL_OPENING;
  const nudge = { degrees: 0, strength: 2, height: 20 };
  const rival = state.dice.flatMap((d, die) => (ownerOf(die) === RIVAL ? [{ d, die }] : []));
  const supply = rival.find(({ d, die }) => d.status === 'supply' && die !== RIVAL_DIE);
  if (supply) return panelFlick(supply.die, nudge, RIVAL, 0.8);
  const inPlay = rival.find(({ d, die }) => d.status === 'play' && die !== RIVAL_DIE) ?? rival[0]!;
  return boardFlick(inPlay.die, nudge, RIVAL);
}

/** Whether an action is the flick `move`: the story takes no flick of Rival's but its scripted one. */
export const isMove = (action: JamSumoAction, move: FlickMove): boolean =>
  action.type === 'flick' &&
  action.die === move.die &&
  action.direction === move.direction &&
  action.strength === move.strength;

/** Whether a flick is Rival's scripted one now. */
export const isRivalMove = (action: JamSumoAction, state: JamSumoState): boolean =>
  isMove(action, rivalMove(state));

export const isPlayerFlick = (action: JamSumoAction) =>
  action.type === 'flick' && ownerOf(action.die) === PLAYER;
export const playerFlicked = (state: JamSumoState) => state.lastFlick?.seat === PLAYER;
const inHole = (state: JamSumoState) =>
  state.dice.some((d, die) => ownerOf(die) === PLAYER && d.status === 'out' && d.out === 'hole');
const rivalDieOff = (state: JamSumoState) =>
  playerFlicked(state) &&
  state.lastEvents.some((event) => event.kind === 'returned' && ownerOf(event.die) === RIVAL);

export type Miss = 'short' | 'long' | 'aside';

/** How a flick from the player's platform missed the hole: where its die came to rest, or left the board. */
export function howMissed(action: FlickAction, after: JamSumoState): Miss {
  const angle = engineLayout.platformAngle(board, platformOf(PLAYER));
  // Towards the centre from the player's platform; "along" grows past the hole, "across" beside it.
  const ux = -Math.sin(angle);
  const uz = -Math.cos(angle);
  const rest = decodeRest(action.outcome.rest, after.dice.length)?.get(action.die);
  if (!rest) {
    // Off the edge: judged by the aim, as nothing else is left of the die on the board.
    const across = Math.abs(Math.cos(action.direction) * uz - Math.sin(action.direction) * ux);
    return across > 0.2 ? 'aside' : 'long';
  }
  const [x, , z] = rest.position;
  const along = x * ux + z * uz;
  const across = Math.abs(x * uz - z * ux);
  if (across > Math.abs(along)) return 'aside';
  return along < 0 ? 'short' : 'long';
}

const missWords = (miss: Miss) =>
  miss === 'short' ? t('missShort') : miss === 'long' ? t('missLong') : t('missAside');

const aimWords = (aim: PanelAim) => ({ degrees: aim.degrees, strength: aim.strength });

/** What the screen knows beyond the rules' state. */
export interface JamSumoTutorialView {
  /** A supply die is on a platform, waiting for its flick. */
  placed(): boolean;
  /** The last flick recorded (its outcome says where the dice came to rest). */
  lastFlick(): FlickAction | undefined;
}

export function jamSumoScript(view: JamSumoTutorialView): TutorialScript<JamSumoState, JamSumoAction> {
  const supplyTarget = () =>
    document.querySelector('[data-testid="player-0"] .js-platform-choice')
      ? '[data-testid="player-0"] .js-platform-choice'
      : '[data-testid="player-0"] .js-supply';
  const flickTarget = () => (view.placed() ? '.js-keyboard-flick' : supplyTarget());

  const watch: TutorialStep<JamSumoState, JamSumoAction> = {
    id: 'board',
    target: () => '.js-board',
    say: () => t('board'),
    allows: isRivalMove,
    done: (state) => state.flicks > 0,
    hint: () => t('boardTry'),
    explain: () => t('rivalOpened'),
  };

  const place: TutorialStep<JamSumoState, JamSumoAction> = {
    id: 'place',
    target: supplyTarget,
    say: () => t('place'),
    // A die put down is the screen's, not a rules action: the screen moves the story on (advance).
    allows: () => false,
    done: () => view.placed(),
    hint: () => t('placeTry'),
  };

  const hole: TutorialStep<JamSumoState, JamSumoAction> = {
    id: 'hole',
    target: flickTarget,
    say: () => (view.placed() ? t('hole', aimWords(HOLE_AIM)) : t('holeAgain', aimWords(HOLE_AIM))),
    allows: (action, state) => isPlayerFlick(action) || isRivalMove(action, state),
    done: inHole,
    hint: () => t('holeTry', aimWords(HOLE_AIM)),
    explain: () => t('sunk'),
    missed: (_, after) => {
      const flick = view.lastFlick();
      return playerFlicked(after) && flick ? t('missed', { how: missWords(howMissed(flick, after)) }) : '';
    },
  };

  const push: TutorialStep<JamSumoState, JamSumoAction> = {
    id: 'push',
    target: flickTarget,
    say: () => (view.placed() ? t('push', aimWords(PUSH_AIM)) : t('pushPlace', aimWords(PUSH_AIM))),
    allows: (action, state) => isPlayerFlick(action) || isRivalMove(action, state),
    done: rivalDieOff,
    hint: () => t('pushTry', aimWords(PUSH_AIM)),
    explain: () => t('pushed'),
    missed: (_, after) => (playerFlicked(after) ? t('pushMissed', aimWords(PUSH_AIM)) : ''),
  };

  return { steps: [watch, place, hole, push], ending: () => t('ending') };
}
