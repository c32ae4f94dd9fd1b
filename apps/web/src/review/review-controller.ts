// The state of the review screen: the saved game and whether it can be reviewed, the review asked of the
// worker, the game replayed to show each decision's moment, and which seat and decision are open (kept
// in the address, so Back and a shared link show the same).
import type { JambDecision, YamDecision } from '@dicetable/players';
import type { GameReview, ReviewedDecision, ReviewOption } from '@dicetable/players/review';
import { replayGameLog } from '@dicetable/rules/game';
import type { JambState } from '@dicetable/rules/jamb';
import type { YamState } from '@dicetable/rules/yam-master';
import { useParams, useSearchParams } from '@solidjs/router';
import { createMemo, createResource } from 'solid-js';
import { gamePath } from '../games/app-games.ts';
import { formatPercent } from '../i18n/format.ts';
import { loadGame, type SavedGame } from '../store/games.ts';
import { costWords, jambDecisionWords, reviewFigure, yamDecisionWords } from './decision-words.ts';
import { t } from './messages.ts';
import { askReview } from './review-client.ts';
import { isReviewed } from './reviewed-games.ts';

/** Below this a cost is rounding, not a decision that cost anything (as `costliestOf` counts). */
const COSTLY = 0.05;
const SHOWN_PER_PLAYER = 3;

export type ReviewStatus = 'loading' | 'not-found' | 'not-judged' | 'not-finished' | 'ready';

interface Moments {
  readonly states: readonly unknown[];
  /** The round of the game each state is in, counted from 1. */
  readonly rounds: readonly number[];
}

function momentsOf(saved: SavedGame): Moments | null {
  const replayed = replayGameLog(saved.log, { states: true });
  if (!replayed.ok || !replayed.states) return null;
  const states = replayed.states as readonly (JambState | YamState)[];
  const players = (replayed.log.setup as { readonly players: readonly unknown[] }).players.length;
  let changes = 0;
  const rounds = states.map((state, index) => {
    if (saved.game === 'jamb') return Math.floor((state as JambState).turnsPlayed / players) + 1;
    if (index > 0 && states[index - 1]!.current !== state.current) changes++;
    return Math.floor(changes / players) + 1;
  });
  return { states, rounds };
}

/** An option's figure: the sheet's expected final total (Jamb) or the chance to win (Yam Master). */
export function expected(option: ReviewOption<unknown>, unit: GameReview['unit']): string {
  return unit === 'points'
    ? t('expectedTotal', { value: reviewFigure(option.expected) })
    : t('winChance', { value: formatPercent(option.expected / 100) });
}

export type GameReviewView = ReturnType<typeof createGameReview>;

export function createGameReview() {
  const params = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams<{ seat?: string; action?: string; from?: string }>();
  const [saved] = createResource(
    () => params.id,
    async (id) => (await loadGame(id)) ?? null,
  );
  const status = createMemo<ReviewStatus>(() => {
    const game = saved();
    if (game === undefined) return 'loading';
    if (game === null) return 'not-found';
    if (!isReviewed(game.game)) return 'not-judged';
    return game.status === 'finished' ? 'ready' : 'not-finished';
  });
  const [answer] = createResource(
    () => (status() === 'ready' ? saved() : false),
    (game) => askReview(game.log),
  );
  const review = (): GameReview | null => answer()?.review ?? null;
  const moments = createMemo(() => (status() === 'ready' ? momentsOf(saved()!) : null));

  const people = () => review()?.players ?? [];
  /** The decisions of a seat that cost something, in the order of the game: what Previous/Next step through. */
  const steps = (of: number) =>
    (review()?.decisions ?? []).filter((decision) => decision.player === of && decision.cost >= COSTLY);
  const unit = () => review()?.unit ?? 'points';
  const stateAt = (action: number) => moments()?.states[action];

  return {
    saved,
    status,
    answer,
    review,
    moments,
    back: () => {
      if (search.from === 'history') return '/history';
      const game = saved();
      return game ? gamePath(game) : '/history';
    },
    seat: () => {
      const asked = Number(search.seat);
      if (people().some((player) => player.seat === asked)) return asked;
      return people().find((player) => player.reviewed)?.seat ?? 0;
    },
    steps,
    costliest: (of: number) =>
      [...steps(of)].sort((a, b) => b.cost - a.cost || a.action - b.action).slice(0, SHOWN_PER_PLAYER),
    opened: createMemo(() => {
      const action = Number(search.action);
      if (search.action === undefined || !Number.isInteger(action)) return null;
      return review()?.decisions.find((decision) => decision.action === action) ?? null;
    }),
    open: (decision: ReviewedDecision) =>
      setSearch({ seat: String(decision.player), action: String(decision.action) }),
    /** All players' summary, with this seat's costliest decisions. */
    showSeat: (seat: number) => setSearch({ seat: String(seat), action: undefined }),
    unit,
    cost: (value: number) => costWords(value, unit()),
    stateAt,
    roundAt: (action: number) => moments()?.rounds[action] ?? 1,
    words: (decision: ReviewedDecision, option: ReviewOption<unknown>) => {
      const state = stateAt(decision.action);
      return saved()?.game === 'jamb'
        ? jambDecisionWords(option.decision as JambDecision, state as JambState)
        : yamDecisionWords(option.decision as YamDecision, state as YamState);
    },
  };
}
