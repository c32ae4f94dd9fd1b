import { checkDice, diceSetOf, faceCountsOf, realDiceSamples } from '@dicetable/stats';
import { createMemo, createResource, createSignal, For, Show } from 'solid-js';
import { formatNumber } from '../i18n/format.ts';
import { listGames } from '../store/games.ts';
import { Page } from '../ui/page.tsx';
import { BarChart } from './charts.tsx';
import { HistoryNav } from './history-nav.tsx';
import { t } from './messages.ts';
import { pText, verdictText } from './verdict-text.ts';
import './history.css';

/** Every saved game with real dice (finished or not: each throw is a sample), grouped by dice set. */
async function loadSamples(): Promise<Map<string, number[]>> {
  const sets = new Map<string, number[]>();
  for (const saved of await listGames()) {
    const samples = realDiceSamples(saved.log);
    if (samples.length === 0) continue;
    const name = diceSetOf(saved.log);
    sets.set(name, [...(sets.get(name) ?? []), ...samples]);
  }
  return sets;
}

const ALL = '\u0000all';

export default function DiceCheckScreen() {
  const [sets] = createResource(loadSamples, { initialValue: new Map() });
  const [chosen, setChosen] = createSignal(ALL);
  const names = createMemo(() => [...sets().keys()].sort((a, b) => a.localeCompare(b)));
  const check = createMemo(() => {
    const samples = chosen() === ALL ? [...sets().values()].flat() : (sets().get(chosen()) ?? []);
    return checkDice(faceCountsOf(samples));
  });
  return (
    <Page title={t('diceCheckTitle')} back="/" class="history">
      <HistoryNav />
      <Show when={sets().size > 0} fallback={<p class="muted">{sets.loading ? '' : t('noRealDice')}</p>}>
        <Show when={names().length > 1 || names()[0] !== ''}>
          <label class="history-filters">
            <span>{t('diceSet')}</span>
            <select
              data-testid="dice-set"
              value={chosen()}
              onChange={(event) => setChosen(event.currentTarget.value)}
            >
              <option value={ALL}>{t('allSets')}</option>
              <For each={names()}>{(name) => <option value={name}>{name || t('unnamedSet')}</option>}</For>
            </select>
          </label>
        </Show>
        <section class="dice-check" data-testid="dice-check">
          <p class="verdict" data-verdict={check().verdict.kind} data-testid="verdict">
            {verdictText(check())}
          </p>
          <BarChart
            title={t('faceCounts')}
            bars={check().faces.map((count, i) => ({ label: String(i + 1), value: count }))}
            reference={check().throws / 6}
            testId="chart-faces"
          />
          <dl class="stat-figures">
            <div class="stat-figure">
              <dt>{t('throws', { count: formatNumber(check().throws) })}</dt>
              <dd>{t('expected', { count: formatNumber(check().throws / 6, 1) })}</dd>
            </div>
            <div class="stat-figure">
              <dt>{t('chi2', { value: formatNumber(check().chi2, 2) })}</dt>
              <dd data-testid="p-value">{pText(check().p)}</dd>
            </div>
          </dl>
          <p>
            {check().moreThrowsToRevealBias > 0
              ? t('throwsNeeded', { count: formatNumber(check().moreThrowsToRevealBias) })
              : t('throwsEnough')}
          </p>
          <p class="muted">{t('countingRule')}</p>
        </section>
      </Show>
    </Page>
  );
}
