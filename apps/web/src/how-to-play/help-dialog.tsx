// The rules over a game screen, in a modal dialog: the game stays exactly as it was underneath. Opened
// by the "?" of the header, or by a "?" in the game at one rule, with the dice on the table now.
import { replayGameLog } from '@dicetable/rules/game';
import { useLocation } from '@solidjs/router';
import { createResource, onMount, Show } from 'solid-js';
import { loadGame } from '../store/games.ts';
import { rulesGameName } from './game-names.ts';
import { type HelpRequest, savedGameIdOf } from './help-context.ts';
import { t } from './messages.ts';
import { RulesDocument } from './rules-document.tsx';
import { loadRulesModule } from './rules-modules.ts';

export default function HelpDialog(props: { request: HelpRequest; onClose: () => void }) {
  const location = useLocation();
  const [loaded] = createResource(
    () => props.request,
    async (request) => {
      const id = savedGameIdOf(location.pathname);
      const [module, saved] = await Promise.all([
        loadRulesModule[request.game](),
        id ? loadGame(id) : Promise.resolve(undefined),
      ]);
      const setup = saved?.game === request.game ? saved.log.setup : undefined;
      const replay = setup && request.topic ? replayGameLog(saved!.log) : undefined;
      const state = replay?.ok ? replay.state : undefined;
      const note = request.topic ? module.explainTopic?.(request.topic, state) : undefined;
      return { sections: module.sectionsFromSetup(setup), note, start: note?.section ?? request.section };
    },
  );
  let dialog: HTMLDialogElement | undefined;
  onMount(() => dialog?.showModal());
  return (
    <dialog
      ref={dialog}
      class="rules-dialog"
      aria-labelledby="rules-dialog-title"
      data-testid="rules-dialog"
      onClose={() => props.onClose()}
    >
      <div class="rules-dialog-header">
        <h2 id="rules-dialog-title">{t('howToPlayGame', { game: rulesGameName(props.request.game) })}</h2>
        <button type="button" class="button primary" onClick={() => dialog?.close()}>
          {t('backToGame')}
        </button>
      </div>
      <Show when={loaded()} keyed fallback={<p class="loading">{t('loading')}</p>}>
        {(ready) => (
          <RulesDocument
            game={props.request.game}
            sections={ready.sections}
            start={ready.start}
            note={ready.note}
          />
        )}
      </Show>
    </dialog>
  );
}
