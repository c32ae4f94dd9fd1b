// The review of a finished Jamb or Yam Master game: each person's total cost and three costliest
// decisions, and each decision at the table as it was, with what was chosen and what was best.
import type { JambDecision, YamDecision } from '@dicetable/players';
import type { GameReview, ReviewedDecision, ReviewOption } from '@dicetable/players/review';
import { replayGameLog } from '@dicetable/rules/game';
import type { JambState } from '@dicetable/rules/jamb';
import type { YamState } from '@dicetable/rules/yam-master';
import { useParams, useSearchParams } from '@solidjs/router';
import { createEffect, createMemo, createResource, For, on, Show } from 'solid-js';
import { gamePath } from '../games/app-games.ts';
import { formatNumber, formatPercent } from '../i18n/format.ts';
import { loadGame, type SavedGame } from '../store/games.ts';
import { Page } from '../ui/page.tsx';
import { costWords, jambDecisionWords, reviewFigure, yamDecisionWords } from './decision-words.ts';
import { t } from './messages.ts';
import { BEST_SYMBOL, CHOSEN_SYMBOL, JambMoment, MomentDice, YamMoment } from './moment-view.tsx';
import { askReview } from './review-client.ts';
import { isReviewed } from './reviewed-games.ts';
import './review.css';

/** Below this a cost is rounding, not a decision that cost anything (as `costliestOf` counts). */
const COSTLY = 0.05;
const SHOWN_PER_PLAYER = 3;

type Status = 'loading' | 'not-found' | 'not-judged' | 'not-finished' | 'ready';

interface Moment {
  readonly states: readonly unknown[];
  /** The round of the game each state is in, counted from 1. */
  readonly rounds: readonly number[];
}

function momentsOf(saved: SavedGame): Moment | null {
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

export default function ReviewScreen() {
  const params = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams<{ seat?: string; action?: string; from?: string }>();
  const [saved] = createResource(
    () => params.id,
    async (id) => (await loadGame(id)) ?? null,
  );
  const status = createMemo<Status>(() => {
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

  const back = () => {
    if (search.from === 'history') return '/history';
    const game = saved();
    return game ? gamePath(game) : '/history';
  };

  const people = () => review()?.players ?? [];
  const seat = () => {
    const asked = Number(search.seat);
    if (people().some((player) => player.seat === asked)) return asked;
    return people().find((player) => player.reviewed)?.seat ?? 0;
  };
  /** The decisions of a seat that cost something, in the order of the game: what Previous/Next step through. */
  const steps = (of: number) =>
    (review()?.decisions ?? []).filter((decision) => decision.player === of && decision.cost >= COSTLY);
  const costliest = (of: number) =>
    [...steps(of)].sort((a, b) => b.cost - a.cost || a.action - b.action).slice(0, SHOWN_PER_PLAYER);
  const opened = createMemo(() => {
    const action = Number(search.action);
    if (search.action === undefined || !Number.isInteger(action)) return null;
    return review()?.decisions.find((decision) => decision.action === action) ?? null;
  });

  const open = (decision: ReviewedDecision) =>
    setSearch({ seat: String(decision.player), action: String(decision.action) });
  const unit = () => review()?.unit ?? 'points';
  const cost = (value: number) => costWords(value, unit());
  const stateAt = (action: number) => moments()?.states[action];
  const roundAt = (action: number) => moments()?.rounds[action] ?? 1;
  const words = (decision: ReviewedDecision, option: ReviewOption<unknown>) => {
    const state = stateAt(decision.action);
    return saved()?.game === 'jamb'
      ? jambDecisionWords(option.decision as JambDecision, state as JambState)
      : yamDecisionWords(option.decision as YamDecision, state as YamState);
  };

  let heading: HTMLHeadingElement | undefined;
  // Opening a decision, or going back to all players, moves the reader to the new heading.
  createEffect(on(opened, () => heading?.focus(), { defer: true }));

  return (
    <Page title={t('title')} back={back()} class="review">
      <Show when={status() !== 'loading'}>
        <Show when={status() === 'ready'} fallback={<StatusMessage status={status()} />}>
          <Show
            when={!answer.loading}
            fallback={
              <p class="lead" role="status">
                {t('working')}
              </p>
            }
          >
            <Show
              when={review() && moments()}
              fallback={
                <p class="lead" role="alert">
                  {t('failed')}
                </p>
              }
            >
              <Show
                when={opened()}
                keyed
                fallback={
                  <Summary
                    review={review()!}
                    seat={seat()}
                    onSeat={(chosen) => setSearch({ seat: String(chosen), action: undefined })}
                    costliest={costliest}
                    describe={(decision) => words(decision, decision.chosen)}
                    cost={cost}
                    round={roundAt}
                    onOpen={open}
                    headingRef={(element) => {
                      heading = element;
                    }}
                  />
                }
              >
                {(decision) => {
                  const list = () => steps(decision.player);
                  const position = () => list().findIndex((step) => step.action === decision.action);
                  const name = () => review()!.players[decision.player]!.name;
                  return (
                    <section class="review-decision" aria-labelledby="review-decision-title">
                      <div class="review-decision-panel">
                        <h2 id="review-decision-title" tabindex="-1" ref={heading}>
                          {t('turn', { count: roundAt(decision.action) })} ·{' '}
                          {t('decisionOf', { name: name() })}
                        </h2>
                        <nav class="review-steps" aria-label={t('decisionOf', { name: name() })}>
                          <button
                            type="button"
                            class="button"
                            disabled={position() <= 0}
                            onClick={() => open(list()[position() - 1]!)}
                          >
                            {t('previous')}
                          </button>
                          <button
                            type="button"
                            class="button"
                            onClick={() => setSearch({ seat: String(decision.player), action: undefined })}
                          >
                            {t('backToSummary')}
                          </button>
                          <button
                            type="button"
                            class="button primary"
                            disabled={position() < 0 || position() >= list().length - 1}
                            onClick={() => open(list()[position() + 1]!)}
                          >
                            {t('next')}
                          </button>
                        </nav>
                        <Show when={position() >= 0}>
                          <p class="review-position" data-testid="review-position">
                            {t('position', {
                              n: formatNumber(position() + 1),
                              of: formatNumber(list().length),
                            })}
                          </p>
                        </Show>
                        <MomentOf state={stateAt(decision.action)} />
                        <dl class="review-verdict" data-testid="review-verdict">
                          <VerdictRow
                            class="review-chosen"
                            symbol={CHOSEN_SYMBOL}
                            label={t('chosen')}
                            words={words(decision, decision.chosen)}
                            expected={expected(decision.chosen, unit())}
                          />
                          <VerdictRow
                            class="review-best"
                            symbol={BEST_SYMBOL}
                            label={t('best')}
                            words={words(decision, decision.best)}
                            expected={expected(decision.best, unit())}
                          />
                          <div class="review-cost">
                            <dt>{t('cost')}</dt>
                            <dd>{cost(decision.cost)}</dd>
                          </div>
                        </dl>
                      </div>
                      <div class="review-table">
                        <Show
                          when={saved()!.game === 'jamb'}
                          fallback={
                            <YamMoment
                              state={stateAt(decision.action) as YamState}
                              decision={decision as ReviewedDecision<YamDecision>}
                            />
                          }
                        >
                          <JambMoment
                            state={stateAt(decision.action) as JambState}
                            decision={decision as ReviewedDecision<JambDecision>}
                          />
                        </Show>
                      </div>
                      <div class="review-options-part">
                        <h3 class="review-options-title">{t('options')}</h3>
                        <ol class="review-options">
                          <For each={decision.options}>
                            {(option) => (
                              <li>
                                <span>{words(decision, option)}</span>
                                <span class="review-expected">{expected(option, unit())}</span>
                              </li>
                            )}
                          </For>
                        </ol>
                      </div>
                    </section>
                  );
                }}
              </Show>
            </Show>
          </Show>
        </Show>
      </Show>
    </Page>
  );
}

/** An option's figure: the sheet's expected final total (Jamb) or the chance to win (Yam Master). */
function expected(option: ReviewOption<unknown>, unit: GameReview['unit']): string {
  return unit === 'points'
    ? t('expectedTotal', { value: reviewFigure(option.expected) })
    : t('winChance', { value: formatPercent(option.expected / 100) });
}

/** One side of a decision's verdict: what it was, in words, with its expected figure. */
function VerdictRow(props: {
  class: string;
  symbol: string;
  label: string;
  words: string;
  expected: string;
}) {
  return (
    <div class={props.class}>
      <dt>
        <span aria-hidden="true">{props.symbol} </span>
        {props.label}
      </dt>
      <dd>
        {props.words} <span class="review-expected">({props.expected})</span>
      </dd>
    </div>
  );
}

function MomentOf(props: { state: unknown }) {
  const turn = () => (props.state as JambState | YamState).turn;
  return <MomentDice dice={turn().dice} held={turn().held} rollsUsed={turn().rollsUsed} />;
}

function StatusMessage(props: { status: Status }) {
  const text = () =>
    ({
      loading: '',
      'not-found': t('notFound'),
      'not-judged': t('jamsumoNotJudged'),
      'not-finished': t('notFinished'),
      ready: '',
    })[props.status];
  return (
    <p class="lead" role="status" data-testid="review-status">
      {text()}
    </p>
  );
}

function Summary(props: {
  review: GameReview;
  seat: number;
  onSeat: (seat: number) => void;
  costliest: (seat: number) => ReviewedDecision[];
  describe: (decision: ReviewedDecision) => string;
  cost: (value: number) => string;
  round: (action: number) => number;
  onOpen: (decision: ReviewedDecision) => void;
  headingRef: (element: HTMLHeadingElement) => void;
}) {
  const player = () => props.review.players.find((entry) => entry.seat === props.seat)!;
  const total = (value: number) => {
    const rounded = Math.round(value * 10) / 10;
    const figures = { total: reviewFigure(rounded), count: rounded };
    return props.review.unit === 'points' ? t('totalPoints', figures) : t('totalWin', figures);
  };
  return (
    <section class="review-summary" data-testid="review-summary">
      <p class="review-lead">{props.review.unit === 'points' ? t('leadPoints') : t('leadWin')}</p>
      <ul class="review-players" aria-label={t('players')}>
        <For each={props.review.players}>
          {(entry) => (
            <li>
              <button
                type="button"
                class="button review-player"
                aria-pressed={entry.seat === props.seat}
                onClick={() => props.onSeat(entry.seat)}
              >
                <span class="review-player-name">{entry.name}</span>
                <span class="review-player-total">
                  {entry.reviewed ? props.cost(entry.totalCost) : t('computerSeat', { name: entry.name })}
                </span>
              </button>
            </li>
          )}
        </For>
      </ul>
      <h2 tabindex="-1" ref={props.headingRef} data-testid="review-player-title">
        {t('costliest', { name: player().name })}
      </h2>
      <Show
        when={player().reviewed}
        fallback={<p class="muted">{t('computerSeat', { name: player().name })}</p>}
      >
        <p class="review-total" data-testid="review-total">
          {total(player().totalCost)} · {t('judgedCount', { count: player().decisions })}
        </p>
        <Show
          when={props.costliest(props.seat).length > 0}
          fallback={<p class="muted">{t('nothingCostly', { name: player().name })}</p>}
        >
          <ol class="review-costliest" data-testid="review-costliest">
            <For each={props.costliest(props.seat)}>
              {(decision) => (
                <li>
                  <button
                    type="button"
                    class="button review-open"
                    aria-label={t('openDecision', {
                      turn: props.round(decision.action),
                      choice: props.describe(decision),
                      cost: props.cost(decision.cost),
                    })}
                    onClick={() => props.onOpen(decision)}
                  >
                    <span class="review-open-turn">{t('turn', { count: props.round(decision.action) })}</span>
                    <span class="review-open-choice">{props.describe(decision)}</span>
                    <span class="review-open-cost">{props.cost(decision.cost)}</span>
                  </button>
                </li>
              )}
            </For>
          </ol>
        </Show>
      </Show>
    </section>
  );
}
