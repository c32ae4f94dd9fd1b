// The announced column: the category announced this turn, and the button that opens the categories a
// player may announce (open by itself when the rules require an announcement; the turn's message,
// turn-message.ts, says why).
import type { JambCategory } from '@dicetable/rules/jamb';
import { For, Show } from 'solid-js';
import { categoryName } from './labels.ts';
import { t } from './messages.ts';

export function AnnouncedNote(props: { category: JambCategory }) {
  return (
    <p class="jamb-announced" data-testid="jamb-announced">
      <strong>{t('announced', { category: categoryName(props.category) })}</strong>
    </p>
  );
}

export function AnnounceChoices(props: {
  choices: readonly JambCategory[];
  required: boolean;
  /** The player opened the choices. */
  open: boolean;
  onToggle: () => void;
  onAnnounce: (category: JambCategory) => void;
}) {
  let box: HTMLDivElement | undefined;
  // The list opens in view: on a landscape tablet the controls scroll on their own beside the sheet.
  const showList = () => requestAnimationFrame(() => box?.scrollIntoView({ block: 'nearest' }));
  return (
    <div class="jamb-announce-box" ref={box}>
      <button
        type="button"
        class="button jamb-announce"
        aria-expanded={props.open || props.required}
        onClick={props.onToggle}
      >
        {t('announce')}
      </button>
      <Show when={props.open || props.required}>
        <fieldset class="jamb-announce-choices" ref={showList}>
          <legend>{t('announceChoose')}</legend>
          <For each={props.choices}>
            {(category) => (
              <button
                type="button"
                class="button"
                data-announce={category}
                onClick={() => props.onAnnounce(category)}
              >
                {categoryName(category)}
              </button>
            )}
          </For>
        </fieldset>
      </Show>
    </div>
  );
}
