// JamSumo's guided Sumo round: on the tablet against a scripted Rival. The player knocks one of Rival's
// dice out with a flick the card suggests (a flick that touches no die of Rival's is said to be a miss,
// and that die is out); then Rival's turn shows a miss from the other side. As in the Jam round, the
// physics is deterministic, so the suggested flick comes true (sumo-script.test.ts plays it through the
// engine).
import type { FlickMove } from '@dicetable/engine/jamsumo-table';
import { type JamSumoAction, type JamSumoState, ownerOf } from '@dicetable/rules/jamsumo';
import type { TutorialScript, TutorialStep } from '../../../tutorial/script.ts';
import {
  boardFlick,
  guidedSetup,
  isMove,
  isPlayerFlick,
  type PanelAim,
  PLAYER,
  playerFlicked,
  RIVAL,
} from './jamsumo-script.ts';
import { t } from './messages.ts';

/** Straight across the board from either die beside the middle one: it hits the die of Rival's opposite. */
export const SUMO_AIM: PanelAim = { degrees: 0, strength: 85, height: 20 };
/** The player's dice the card suggests, in order (the middle one would go into the hole). */
export const SUGGESTED_DICE = [1, 3] as const;

export const sumoTutorialSetup = guidedSetup('sumo', PLAYER);

const onBoard = (state: JamSumoState, die: number) => state.dice[die]?.status === 'play';

/** What the screen knows beyond the rules' state. */
export interface SumoTutorialView {
  /** The player's dice flicked so far (a die moved from its start no longer has the suggested flick). */
  flicked(): ReadonlySet<number>;
}

/** The die the card suggests now: one beside the middle, still where it started. */
export const suggestedDie = (state: JamSumoState, flicked: ReadonlySet<number>): number | undefined =>
  SUGGESTED_DICE.find((die) => onBoard(state, die) && !flicked.has(die));

/** Rival's turn: a nudge of its first die on the board, too short to reach any of the player's dice. */
export function sumoRivalMove(state: JamSumoState): FlickMove {
  const die = state.dice.findIndex((d, index) => ownerOf(index) === RIVAL && d.status === 'play');
  return boardFlick(die, { degrees: 0, strength: 10, height: 20 }, RIVAL);
}

const isRivalMove = (action: JamSumoAction, state: JamSumoState) => isMove(action, sumoRivalMove(state));

/** A die of Rival's went out with the player's last flick. */
const knockedOut = (state: JamSumoState) =>
  playerFlicked(state) &&
  state.lastEvents.some((event) => ownerOf(event.die) === RIVAL && event.kind.startsWith('out-'));

/** What the player's hit did, by where Rival's die went. */
const KNOCKED = {
  'out-off': () => t('sumoKnockedOff'),
  'out-hole': () => t('sumoKnockedHole'),
  'out-platform': () => t('sumoKnockedPlatform'),
} as const;

function knockedWords(state: JamSumoState): string {
  const out = state.lastEvents.find((event) => ownerOf(event.die) === RIVAL && event.kind in KNOCKED);
  return KNOCKED[(out?.kind ?? 'out-off') as keyof typeof KNOCKED]();
}

/** The suggested flick in words: which die and the panel's settings. */
function aimWords(state: JamSumoState, view: SumoTutorialView) {
  const die =
    suggestedDie(state, view.flicked()) ??
    state.dice.findIndex((d, index) => ownerOf(index) === PLAYER && d.status === 'play');
  return {
    die: (Math.max(die, 0) % 5) + 1,
    degrees: SUMO_AIM.degrees,
    strength: SUMO_AIM.strength,
  };
}

export function sumoScript(view: SumoTutorialView): TutorialScript<JamSumoState, JamSumoAction> {
  const hit: TutorialStep<JamSumoState, JamSumoAction> = {
    id: 'hit',
    target: () => '.js-keyboard-flick',
    say: (state) =>
      state.flicks > 0 ? t('sumoHitAgain', aimWords(state, view)) : t('sumoHit', aimWords(state, view)),
    allows: (action, state) => isPlayerFlick(action) || isRivalMove(action, state),
    done: knockedOut,
    hint: (state) => t('sumoHitTry', aimWords(state, view)),
    explain: (_, after) => knockedWords(after),
    missed: (_, after) => {
      if (!playerFlicked(after)) return '';
      return after.lastFlick?.hit ? t('sumoHitStayed') : t('sumoMissed');
    },
  };

  const rival: TutorialStep<JamSumoState, JamSumoAction> = {
    id: 'rival',
    target: () => '.js-board',
    say: () => t('sumoRivalTurn'),
    allows: isRivalMove,
    done: (state) => state.lastFlick?.seat === RIVAL,
    hint: () => t('boardTry'),
    explain: (_, after) => (after.lastFlick?.hit ? t('sumoRivalHit') : t('sumoRivalMissed')),
  };

  return { steps: [hit, rival], ending: () => t('sumoEnding') };
}
