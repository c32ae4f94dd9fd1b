// JamSumo's worked examples on the rules page: two rounds' dice at the end, counted die by die, and a
// whole game's totals, all worked out by @dicetable/rules at render time.
import {
  DICE_PER_PLAYER,
  type DieState,
  dieScore,
  type JamSumoSetup,
  type RoundKind,
  type RoundResult,
  rankingAfter,
  roundPips,
  signedPips,
} from '@dicetable/rules/jamsumo';
import { For, Show } from 'solid-js';
import { playerDieStyle } from '../../../board-view/dice-style.ts';
import { DieFace } from '../../../board-view/die-face.tsx';
import { modeName } from '../game-words.ts';
import { t } from './messages.ts';

export const EXAMPLE_PLAYERS = ['Ann', 'Bea'] as const;

const hole: DieState = { status: 'out', out: 'hole', flat: true };
const supply: DieState = { status: 'supply', flat: true, top: 4 };
const flat = (top: 1 | 2 | 3 | 4 | 5 | 6): DieState => ({ status: 'play', at: 'board', flat: true, top });
const tilted: DieState = { status: 'play', at: 'board', flat: false };
const out = (why: 'off' | 'platform' | 'miss' | 'hole'): DieState => ({
  status: 'out',
  out: why,
  flat: true,
});

/** The two example rounds' dice at the end, Ann's five and then Bea's five. */
export const ROUND_EXAMPLES: Record<RoundKind, readonly DieState[]> = {
  jam: [hole, hole, supply, flat(2), tilted, hole, hole, hole, hole, hole],
  sumo: [
    flat(5),
    flat(6),
    tilted,
    out('off'),
    out('platform'),
    out('miss'),
    out('hole'),
    out('off'),
    out('platform'),
    out('off'),
  ],
};

/** An example Jam Sumo game of two players: pips per (half) round, as counted. */
export const GAME_EXAMPLE: readonly Pick<RoundResult, 'kind' | 'pips'>[] = [
  { kind: 'jam', pips: [10, 0] },
  { kind: 'sumo', pips: [14, 0] },
  { kind: 'jam', pips: [3, 8] },
  { kind: 'sumo', pips: [6, 12] },
];

function whereWords(die: DieState): string {
  if (die.status === 'supply') return t('dieInSupply');
  if (die.status === 'out') {
    const reason = {
      hole: 'dieInHole',
      off: 'dieOff',
      platform: 'dieOnPlatform',
      miss: 'dieMissed',
    } as const;
    return t(reason[die.out ?? 'hole']);
  }
  return die.flat ? t('dieFlat') : t('dieTilted');
}

/** One round's end: each player's dice, what each counts, and the player's pips. */
export function RoundExample(props: {
  kind: RoundKind;
  dice: readonly DieState[];
  caption: string;
  names?: readonly string[];
}) {
  const names = () => props.names ?? EXAMPLE_PLAYERS;
  const pips = () => roundPips(props.kind, props.dice, names().length);
  return (
    <figure class="rules-figure rules-round" data-round={props.kind}>
      <figcaption>{props.caption}</figcaption>
      <For each={names()}>
        {(name, seat) => (
          <div class="rules-round-player" data-seat={seat()} data-pips={pips()[seat()]}>
            <strong>{t('pipsOf', { name, pips: pips()[seat()]! })}</strong>
            <For each={props.dice.slice(seat() * DICE_PER_PLAYER, (seat() + 1) * DICE_PER_PLAYER)}>
              {(die) => {
                const value = dieScore(props.kind, die);
                return (
                  <span class="rules-round-die" data-counts={value}>
                    <Show when={value > 0} fallback={<span class="rules-die-gone" aria-hidden="true" />}>
                      <DieFace face={value} style={playerDieStyle(seat())} size={28} />
                    </Show>
                    {t('dieCounts', { where: whereWords(die), pips: value })}
                  </span>
                );
              }}
            </For>
          </div>
        )}
      </For>
    </figure>
  );
}

export function GameExample() {
  const setup: JamSumoSetup = {
    players: EXAMPLE_PLAYERS.map((name, colour) => ({ name, colour })),
    mode: 'jamsumo',
    table: 'pad',
    firstMarker: 0,
  };
  const results: RoundResult[] = GAME_EXAMPLE.map((round, i) => ({
    ...round,
    marker: Math.floor(i / 2) % 2,
  }));
  const ranking = rankingAfter(setup, results).ranking;
  const winner = ranking.find((placing) => placing.place === 1)!;
  const kindName = (kind: RoundKind) => modeName(kind);
  return (
    <figure class="rules-figure">
      <table class="rules-sheet" data-example="game">
        <caption>{t('winnerExample')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('round')}</th>
            <For each={EXAMPLE_PLAYERS}>{(name) => <th scope="col">{name}</th>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={results}>
            {(result, i) => (
              <tr>
                <th scope="row">
                  {Math.floor(i() / 2) + 1} · {kindName(result.kind)}
                </th>
                <For each={EXAMPLE_PLAYERS}>
                  {(_, seat) => <td>{signedPips(setup, result.kind, result.pips[seat()]!)}</td>}
                </For>
              </tr>
            )}
          </For>
          <tr class="rules-sheet-sum">
            <th scope="row">{t('total')}</th>
            <For each={EXAMPLE_PLAYERS}>
              {(_, seat) => (
                <td data-total={seat()}>{ranking.find((placing) => placing.player === seat())!.score}</td>
              )}
            </For>
          </tr>
        </tbody>
      </table>
      <figcaption>{t('winnerIs', { name: EXAMPLE_PLAYERS[winner.player]! })}</figcaption>
    </figure>
  );
}
