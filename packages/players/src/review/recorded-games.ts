// Whole games played by computer players and kept as the logs the app would have saved: what the
// review's tests and its benchmark judge (a planted blunder is a changed decision in such a game).
import { createGameLog, type GameLog } from '@dicetable/rules';
import {
  DEFAULT_JAMB_OPTIONS,
  type JambAction,
  type JambOptions,
  type JambSetup,
  type JambState,
  jambRules,
} from '@dicetable/rules/jamb';
import type { YamAction, YamSetup, YamState } from '@dicetable/rules/yam-master';
import { applyJamb } from '../jamb/game.ts';
import { decisionActions, type JambComputerPlayer, type JambDecision } from '../jamb/player.ts';
import { applyYam, newYamGame, yamOver } from '../yam-master/game.ts';
import { type YamComputerPlayer, type YamDecision, yamDecisionActions } from '../yam-master/player.ts';

const RECORDED_AT = new Date('2026-12-01T12:00:00Z');

/** A decision to play instead of the player's own at a moment (a planted blunder), or undefined. */
export type JambOverride = (state: JambState, planned: JambDecision) => JambDecision | undefined;

/** Real dice: the five dice after a throw at the table (held dice must keep their values). */
export type TableDice = (state: JambState) => readonly number[];

export interface JambRecording {
  readonly options?: JambOptions;
  readonly override?: JambOverride;
  /** Real dice thrown at the table; without it the app rolls. */
  readonly dice?: TableDice;
}

/** A Jamb game, one computer player per seat, as its log. */
export function recordJambGame(
  players: readonly JambComputerPlayer[],
  seed: number,
  { options = DEFAULT_JAMB_OPTIONS, override, dice }: JambRecording = {},
): GameLog<JambSetup, JambAction> {
  const setup: JambSetup = {
    players: players.map((_, seat) => ({ name: `P${seat + 1}` })),
    diceMode: dice ? 'real' : 'app',
    seed,
    options,
  };
  let state = jambRules.initialState(setup);
  const actions: JambAction[] = [];
  const play = (planned: JambAction) => {
    const action: JambAction =
      planned.type === 'roll' && dice ? { type: 'enter', dice: [...dice(state)] } : planned;
    state = applyJamb(state, action);
    actions.push(action);
  };
  while (!state.finished) {
    if (state.turn.dice === null) {
      play({ type: 'roll' });
      continue;
    }
    const planned = players[state.current]!.decide(state).decision;
    const decision = override?.(state, planned) ?? planned;
    for (const action of decisionActions(state, decision)) play(action);
  }
  return { ...createGameLog<JambSetup, JambAction>('jamb', setup, RECORDED_AT), actions };
}

export type YamOverride = (state: YamState, planned: YamDecision) => YamDecision | undefined;

/** A Yam Master game of app dice between two computer players, as its log. */
export function recordYamGame(
  players: readonly [YamComputerPlayer, YamComputerPlayer],
  seed: number,
  override?: YamOverride,
): GameLog<YamSetup, YamAction> {
  let state = newYamGame(seed);
  const actions: YamAction[] = [];
  const play = (action: YamAction) => {
    state = applyYam(state, action);
    actions.push(action);
  };
  for (let turns = 0; !yamOver(state) && turns < 1000; ) {
    if (state.turn.dice === null) {
      play({ type: 'roll' });
      turns++;
      continue;
    }
    const planned = players[state.current]!.decide(state).decision;
    const decision = override?.(state, planned) ?? planned;
    for (const action of yamDecisionActions(state, decision)) play(action);
  }
  return { ...createGameLog<YamSetup, YamAction>('yam-master', state.setup, RECORDED_AT), actions };
}
