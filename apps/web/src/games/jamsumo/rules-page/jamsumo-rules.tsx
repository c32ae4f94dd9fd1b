// JamSumo's rules as sections: the board drawn from the engine's geometry, every round's pips and the
// game's totals worked out by @dicetable/rules at render time.
import {
  DICE_PER_PLAYER,
  type DieState,
  dieScore,
  type JamSumoMode,
  type JamSumoSetup,
  MODES,
  type RoundKind,
  type RoundResult,
  rankingAfter,
  roundPips,
  signedPips,
  type TableKind,
} from '@dicetable/rules/jamsumo';
import { For, type JSX, Show } from 'solid-js';
import { playerDieStyle } from '../../../board-view/dice-style.ts';
import { DieFace } from '../../../board-view/die-face.tsx';
import { t as tb } from '../../../board-view/messages.ts';
import type { HelpTopic } from '../../../how-to-play/help-context.ts';
import type { RulesSection } from '../../../how-to-play/rules-document.tsx';
import { modeName } from '../game-words.ts';
import { BoardDiagram } from './board-diagram.tsx';
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

function GameExample() {
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

const paragraphs = (...texts: string[]): JSX.Element => <For each={texts}>{(text) => <p>{text}</p>}</For>;

const MODE_RULE: Record<JamSumoMode, () => string> = {
  jam: () => t('jamMode'),
  sumo: () => t('sumoMode'),
  jamsumo: () => t('jamsumoMode'),
};

export function jamSumoSections(chosen: { mode: JamSumoMode; table: TableKind } | undefined): RulesSection[] {
  return [
    { id: 'goal', title: t('goalTitle'), body: () => paragraphs(t('goal')) },
    {
      id: 'you-need',
      title: t('youNeedTitle'),
      body: () => (
        <>
          <p>{t('youNeed')}</p>
          <BoardDiagram />
        </>
      ),
    },
    {
      id: 'platforms',
      title: t('platformsTitle'),
      body: () => paragraphs(t('platforms')),
    },
    {
      id: 'supply',
      title: t('supplyTitle'),
      body: () => paragraphs(t('supply')),
    },
    { id: 'placing', title: t('placingTitle'), body: () => paragraphs(t('placing')) },
    {
      id: 'flicking',
      title: t('flickingTitle'),
      body: () =>
        paragraphs(
          t('flicking'),
          t('flickingTablet'),
          t('flickHeight', {
            height: tb('height'),
            slide: tb('slide'),
            push: tb('push'),
            tumble: tb('tumble'),
          }),
        ),
    },
    {
      id: 'hole',
      title: t('holeTitle'),
      body: () => paragraphs(t('hole')),
    },
    {
      id: 'sumo-line',
      title: t('sumoLineTitle'),
      body: () => paragraphs(t('sumoLine'), t('sumoHit')),
    },
    {
      id: 'falling-off',
      title: t('fallingOffTitle'),
      body: () => paragraphs(t('fallingOff')),
    },
    {
      id: 'round-score',
      title: t('roundScoreTitle'),
      body: () => (
        <>
          <p>{t('roundJam')}</p>
          <RoundExample kind="jam" dice={ROUND_EXAMPLES.jam} caption={t('jamExample')} />
          <p>{t('roundSumo')}</p>
          <RoundExample kind="sumo" dice={ROUND_EXAMPLES.sumo} caption={t('sumoExample')} />
        </>
      ),
    },
    {
      id: 'winner',
      title: t('winnerTitle'),
      body: () => (
        <>
          {paragraphs(t('winner'), t('markerShown'), t('winnerRule'))}
          <GameExample />
        </>
      ),
    },
    {
      id: 'modes',
      title: t('modesTitle'),
      body: () => paragraphs(t('modes')),
      children: MODES.map((mode) => ({
        id: mode,
        title: modeName(mode),
        body: () => paragraphs(MODE_RULE[mode]()),
      })),
    },
    {
      id: 'house-rules',
      title: t('houseRulesTitle'),
      body: () => (
        <>
          <p>{t('houseRules')}</p>
          <Show when={chosen}>
            {(game) => (
              <ul class="rules-house-rules">
                <li class="rules-house-rule" data-on="true">
                  <span>{t('thisGame', { mode: modeName(game().mode) })}</span>
                  <span class="rules-house-state">
                    {game().table === 'pad' ? t('tablePad') : t('tableFlick')}
                  </span>
                </li>
              </ul>
            )}
          </Show>
        </>
      ),
    },
  ];
}

export const sectionsFromSetup = (setup?: { mode: JamSumoMode; table: TableKind }): RulesSection[] =>
  jamSumoSections(setup);

/** The round just shown in the game, counted die by die as the rules count it. */
export function explainTopic(topic: HelpTopic) {
  if (topic.kind !== 'jamsumo-round') return undefined;
  const { result, names, mode } = topic;
  return {
    section: 'round-score',
    text: () => (
      <>
        <Show
          when={result.dice}
          fallback={
            <ul>
              <For each={names}>
                {(name, seat) => <li>{t('pipsOf', { name, pips: result.pips[seat()] ?? 0 })}</li>}
              </For>
            </ul>
          }
        >
          {(dice) => <RoundExample kind={result.kind} dice={dice()} names={names} caption={t('thisRound')} />}
        </Show>
        <Show when={mode === 'jamsumo' && result.kind === 'jam'}>
          <p>{t('minusInJamSumo')}</p>
        </Show>
      </>
    ),
  };
}
