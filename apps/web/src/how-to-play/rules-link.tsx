import { A } from '@solidjs/router';
import { rulesGameName } from './game-names.ts';
import type { RulesGame } from './help-context.ts';
import { t } from './messages.ts';

/** The way from a game's lobby to its rules page. */
export function RulesLink(props: { game: RulesGame }) {
  return (
    <A class="button" href={`/${props.game}/rules`} data-testid="rules-link">
      <span aria-hidden="true">?</span> {t('howToPlayGame', { game: rulesGameName(props.game) })}
    </A>
  );
}
