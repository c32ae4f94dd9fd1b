import { JAMB_CATEGORIES, JAMB_COLUMNS } from '@dicetable/rules/jamb';
import { MODES } from '@dicetable/rules/jamsumo';
import { type PlayerStats, playerStatistics } from '@dicetable/stats';
import { useSearchParams } from '@solidjs/router';
import { createMemo, createResource, For, type JSX, Show } from 'solid-js';
import { categoryName, columnName } from '../games/jamb/labels.ts';
import { modeName } from '../games/jamsumo/game-words.ts';
import { formatNumber, formatPercent } from '../i18n/format.ts';
import { language } from '../i18n/i18n.ts';
import { Page } from '../ui/page.tsx';
import { BarChart, LineChart, ShareChart } from './charts.tsx';
import { loadHistory } from './finished-games.ts';
import { gameName } from './game-names.ts';
import { HistoryNav } from './history-nav.tsx';
import { t } from './messages.ts';
import { isComputerKey, keyedGame, keyLabel } from './seat-keys.ts';
import './history.css';

function Figure(props: { label: string; value: string; testId?: string }) {
  return (
    <div class="stat-figure" data-testid={props.testId}>
      <dt>{props.label}</dt>
      <dd>{props.value}</dd>
    </div>
  );
}

function Section(props: { title: string; children: JSX.Element; game: string }) {
  return (
    <section class="stat-section" data-game={props.game}>
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat(language(), { day: 'numeric', month: 'short' }).format(new Date(iso));

function JambSection(props: { stats: NonNullable<PlayerStats['jamb']> }) {
  return (
    <Section title={gameName('jamb')} game="jamb">
      <dl class="stat-figures">
        <Figure label={t('statGames')} value={formatNumber(props.stats.games)} />
        <Figure label={t('statMean')} value={formatNumber(props.stats.mean, 1)} testId="jamb-mean" />
        <Figure label={t('statBest')} value={formatNumber(props.stats.best)} />
        <Figure label={t('statWorst')} value={formatNumber(props.stats.worst)} />
        <Figure label={t('upperBonusShare')} value={formatPercent(props.stats.upperBonusShare, 0)} />
      </dl>
      <div class="chart-grid">
        <LineChart
          title={t('totalsOverTime')}
          points={props.stats.totals.map((entry) => ({ label: shortDate(entry.date), value: entry.total }))}
          testId="chart-totals"
        />
        <BarChart
          title={t('columnMeans')}
          bars={JAMB_COLUMNS.map((column) => ({
            label: columnName(column),
            value: props.stats.columnMeans[column],
          }))}
        />
        <ShareChart
          title={t('hitRates')}
          shares={JAMB_CATEGORIES.map((category) => ({
            label: categoryName(category),
            value: props.stats.hitRates[category],
          }))}
        />
      </div>
      <p class="muted">{t('hitRule')}</p>
    </Section>
  );
}

function YamSection(props: { stats: NonNullable<PlayerStats['yamMaster']> }) {
  return (
    <Section title={gameName('yam-master')} game="yam-master">
      <dl class="stat-figures">
        <Figure label={t('statGames')} value={formatNumber(props.stats.games)} />
        <Figure label={t('linesOfFive')} value={formatNumber(props.stats.linesOfFive)} />
        <Figure label={t('meanPoints')} value={formatNumber(props.stats.meanPoints, 1)} />
      </dl>
      <BarChart
        title={`${t('wins')} · ${t('losses')} · ${t('draws')}`}
        bars={[
          { label: t('wins'), value: props.stats.wins },
          { label: t('losses'), value: props.stats.losses },
          { label: t('draws'), value: props.stats.draws },
        ]}
        testId="chart-yam"
      />
    </Section>
  );
}

function JamSumoSection(props: { stats: NonNullable<PlayerStats['jamsumo']> }) {
  const played = () => MODES.filter((mode) => props.stats.modes[mode].games > 0);
  return (
    <Section title={gameName('jamsumo')} game="jamsumo">
      <dl class="stat-figures">
        <Figure label={t('statGames')} value={formatNumber(props.stats.games)} />
        <For each={played()}>
          {(mode) => (
            <Figure
              label={`${t('winsPerMode')}: ${modeName(mode)}`}
              value={t('winsOfGames', props.stats.modes[mode])}
            />
          )}
        </For>
        <Show when={props.stats.meanPipsPerRound.jam !== null}>
          <Figure label={t('meanPipsJam')} value={formatNumber(props.stats.meanPipsPerRound.jam!, 1)} />
        </Show>
        <Show when={props.stats.meanPipsPerRound.sumo !== null}>
          <Figure label={t('meanPipsSumo')} value={formatNumber(props.stats.meanPipsPerRound.sumo!, 1)} />
        </Show>
        <Show when={props.stats.flickRounds > 0}>
          <Figure
            label={`${t('diceSunk')} (${t('diceSunkNote', { count: props.stats.flickRounds })})`}
            value={formatNumber(props.stats.diceSunk)}
          />
        </Show>
      </dl>
      <ShareChart
        title={t('winsPerMode')}
        shares={played().map((mode) => ({
          label: modeName(mode),
          value: props.stats.modes[mode].wins / props.stats.modes[mode].games,
        }))}
      />
    </Section>
  );
}

export default function StatisticsScreen() {
  const [params, setParams] = useSearchParams<{ player?: string }>();
  const [history] = createResource(loadHistory, { initialValue: [] });
  // Keys follow the language (a default name is shown in it), so they are made again when it changes.
  const all = createMemo(() => playerStatistics(history().map((entry) => keyedGame(entry.game))));
  const people = () => all().filter((stats) => !isComputerKey(stats.player));
  const computers = () => all().filter((stats) => isComputerKey(stats.player));
  const chosen = createMemo(
    () => all().find((stats) => stats.player === params.player) ?? people()[0] ?? computers()[0],
  );
  return (
    <Page title={t('statisticsTitle')} back="/" class="history">
      <HistoryNav />
      <Show
        when={all().length > 0}
        fallback={<p class="muted">{history.loading ? '' : t('noStatistics')}</p>}
      >
        <label class="history-filters">
          <span>{t('choosePlayer')}</span>
          <select
            data-testid="statistics-player"
            value={chosen()?.player}
            onChange={(event) => setParams({ player: event.currentTarget.value })}
          >
            <Show when={people().length > 0}>
              <optgroup label={t('people')}>
                <For each={people()}>{(stats) => <option value={stats.player}>{stats.player}</option>}</For>
              </optgroup>
            </Show>
            <Show when={computers().length > 0}>
              <optgroup label={t('computers')}>
                <For each={computers()}>
                  {(stats) => <option value={stats.player}>{keyLabel(stats.player)}</option>}
                </For>
              </optgroup>
            </Show>
          </select>
        </label>
        <Show when={chosen()} keyed>
          {(stats) => (
            <div class="statistics" data-testid="statistics" data-computer={isComputerKey(stats.player)}>
              <p class="lead">
                {t('statisticsOf', { name: keyLabel(stats.player) })} ·{' '}
                {t('totalGames', { count: stats.games })}
              </p>
              <Show when={stats.jamb}>{(jamb) => <JambSection stats={jamb()} />}</Show>
              <Show when={stats.yamMaster}>{(yam) => <YamSection stats={yam()} />}</Show>
              <Show when={stats.jamsumo}>{(jamsumo) => <JamSumoSection stats={jamsumo()} />}</Show>
            </div>
          )}
        </Show>
      </Show>
    </Page>
  );
}
