// A game's rules as a page of its own: /jamb/rules, /yam-master/rules, /jamsumo/rules (with #section).
import { A, useLocation } from '@solidjs/router';
import { createResource, Show } from 'solid-js';
import { TUTORIAL_GAMES, TutorialLink } from '../tutorial/tutorial-offer.tsx';
import { Page } from '../ui/page.tsx';
import { rulesGameName } from './game-names.ts';
import type { RulesGame } from './help-context.ts';
import { t } from './messages.ts';
import { RulesDocument } from './rules-document.tsx';
import { loadRulesModule } from './rules-modules.ts';

export function RulesScreen(props: { game: RulesGame }) {
  const location = useLocation();
  const [module] = createResource(() => loadRulesModule[props.game]());
  const start = decodeURIComponent(location.hash.replace(/^#/, ''));
  return (
    <Page
      title={t('howToPlayGame', { game: rulesGameName(props.game) })}
      back={`/${props.game}`}
      class="rules-page"
      actions={
        <button type="button" class="button rules-print" onClick={() => window.print()}>
          {t('print')}
        </button>
      }
    >
      <Show when={module()} fallback={<p class="loading">{t('loading')}</p>}>
        {(rules) => (
          <RulesDocument
            game={props.game}
            sections={rules().sectionsFromSetup()}
            start={start || undefined}
            onFollow={(id) => history.replaceState(history.state, '', `#${id}`)}
          />
        )}
      </Show>
      <p class="rules-footer">
        <A class="button" href={`/${props.game}`}>
          {rulesGameName(props.game)}
        </A>
        <Show when={TUTORIAL_GAMES.includes(props.game)}>
          <TutorialLink game={props.game} />
        </Show>
      </p>
    </Page>
  );
}
