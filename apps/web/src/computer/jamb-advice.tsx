// The "Advice" panel of a Jamb turn: what the expert would do now (keep which dice, announce what,
// write which cell) and the expected final score of the best few choices. It never acts for the player.
import type { JambAdvice, JambDecision } from '@dicetable/players';
import type { JambState } from '@dicetable/rules/jamb';
import { For, Show } from 'solid-js';
import { categoryName, columnName } from '../games/jamb/labels.ts';
import { formatNumber } from '../i18n/format.ts';
import { askComputer } from './client.ts';
import { t } from './messages.ts';

export function decisionText(decision: JambDecision, rolled: boolean): string {
  switch (decision.kind) {
    case 'keep':
      if (!rolled) return t('adviceRoll');
      return decision.keep.length === 0
        ? t('adviceKeepNone')
        : t('adviceKeep', { dice: decision.keep.join(' ') });
    case 'announce':
      return t('adviceAnnounce', { category: categoryName(decision.category) });
    case 'write':
      return t('adviceWrite', {
        category: categoryName(decision.category),
        column: columnName(decision.column),
      });
  }
}

export async function fetchJambAdvice(state: JambState): Promise<JambAdvice | undefined> {
  if (state.finished) return undefined;
  const answer = await askComputer({ game: 'jamb', kind: 'advise', state });
  return answer.kind === 'advice' ? answer.advice : undefined;
}

export function JambAdvicePanel(props: {
  state: JambState;
  advice: JambAdvice | undefined;
  onClose: () => void;
}) {
  const advice = () => props.advice;
  const expected = (value: number | undefined) =>
    value === undefined ? '' : ` (${t('adviceExpected', { score: formatNumber(value, 0) })})`;
  return (
    <section
      class="computer-advice"
      aria-label={t('adviceTitle')}
      aria-live="polite"
      data-testid="jamb-advice"
    >
      <h3>{t('adviceTitle')}</h3>
      <Show when={advice()} fallback={<p>{t('adviceThinking')}</p>}>
        {(ready) => (
          <>
            <p class="computer-advice-main" data-testid="jamb-advice-main">
              <strong>{decisionText(ready().decision, props.state.turn.dice !== null)}</strong>
              {expected(ready().expected)}
            </p>
            <Show when={ready().choices.length > 1}>
              <p class="muted">{t('adviceChoices')}</p>
              <ol class="computer-advice-choices">
                <For each={ready().choices}>
                  {(choice) => (
                    <li>
                      {decisionText(choice.decision, props.state.turn.dice !== null)}
                      {expected(choice.expected)}
                    </li>
                  )}
                </For>
              </ol>
            </Show>
          </>
        )}
      </Show>
      <button type="button" class="button" onClick={() => props.onClose()}>
        {t('adviceClose')}
      </button>
    </section>
  );
}
