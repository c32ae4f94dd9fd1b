// The settled state of the lab's world in words: where each die is, whether it lies flat and which
// face is up, and which dice touched during the last flick.
import type { DieOutcome } from '@dicetable/engine';
import { For, Show } from 'solid-js';
import type { DieStyle } from '../board-view/dice-style.ts';
import { DieFace } from '../board-view/die-face.tsx';
import { t } from './messages.ts';

export function whereText(outcome: DieOutcome): string {
  switch (outcome.location) {
    case 'platform':
      return t('onPlatform', { n: (outcome.platform ?? 0) + 1 });
    case 'hole':
      return t('inHole');
    case 'off':
      return t('offEdge');
    default:
      return t('onBoard');
  }
}

export function OutcomeTable(props: { outcomes: readonly DieOutcome[]; styles: readonly DieStyle[] }) {
  const count = (location: DieOutcome['location']) =>
    props.outcomes.filter((o) => o.location === location).length;
  return (
    <section class="lab-outcomes" aria-labelledby="lab-outcomes-heading">
      <h2 id="lab-outcomes-heading">{t('outcomesHeading')}</h2>
      <p class="lab-summary" data-testid="lab-summary" aria-live="polite">
        {t('summary', {
          board: count('board'),
          platform: count('platform'),
          hole: count('hole'),
          off: count('off'),
        })}
      </p>
      <div class="lab-table-scroll">
        <table class="lab-table" data-testid="lab-outcomes">
          <thead>
            <tr>
              <th scope="col">{t('columnDie')}</th>
              <th scope="col">{t('columnWhere')}</th>
              <th scope="col">{t('columnFlat')}</th>
              <th scope="col">{t('columnTop')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={props.outcomes}>
              {(outcome) => (
                <tr data-location={outcome.location}>
                  <th scope="row">
                    <span class="lab-die-name">
                      <DieFace face={outcome.topFace ?? 0} style={props.styles[outcome.die]} size={22} />
                      {t('dieNumber', { n: outcome.die + 1 })}
                    </span>
                  </th>
                  <td>{whereText(outcome)}</td>
                  <td>
                    {outcome.location === 'board' || outcome.location === 'platform'
                      ? outcome.flat
                        ? t('flat')
                        : t('leaning')
                      : t('noTopFace')}
                  </td>
                  <td data-testid="lab-top-face">{outcome.topFace ?? t('noTopFace')}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ContactList(props: { contacts: readonly (readonly [number, number])[] | null }) {
  return (
    <section class="lab-contacts" aria-labelledby="lab-contacts-heading">
      <h2 id="lab-contacts-heading">{t('contactsHeading')}</h2>
      <Show when={props.contacts} fallback={<p class="muted">{t('noFlickYet')}</p>}>
        {(contacts) => (
          <Show when={contacts().length > 0} fallback={<p class="muted">{t('noContacts')}</p>}>
            <ul class="lab-contact-list" data-testid="lab-contacts">
              <For each={contacts()}>{([a, b]) => <li>{t('contact', { a: a + 1, b: b + 1 })}</li>}</For>
            </ul>
          </Show>
        )}
      </Show>
    </section>
  );
}
