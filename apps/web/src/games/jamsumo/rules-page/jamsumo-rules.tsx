// JamSumo's rules as sections: the board drawn from the engine's geometry, every round's pips and the
// game's totals worked out by @dicetable/rules at render time.
import { type JamSumoMode, MODES, type TableKind } from '@dicetable/rules/jamsumo';
import { For, Show } from 'solid-js';
import { t as tb } from '../../../board-view/messages.ts';
import type { HelpTopic } from '../../../how-to-play/help-context.ts';
import { paragraphs, type RulesSection } from '../../../how-to-play/rules-document.tsx';
import { modeName } from '../game-words.ts';
import { BoardDiagram } from './board-diagram.tsx';
import { t } from './messages.ts';
import { GameExample, ROUND_EXAMPLES, RoundExample } from './rules-examples.tsx';

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
