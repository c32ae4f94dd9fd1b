// Where a game file opens from outside its game: the file manager launches the installed app here
// (file_handlers), or the player picks one. One imported file opens its game at once; a refused one
// is explained in the words of the games' own Import buttons.
import { A, useNavigate } from '@solidjs/router';
import { createSignal, For, onMount, Show } from 'solid-js';
import '../../session/session.css';
import { GAME_FILE } from '../../store/download-file.ts';
import { Page } from '../../ui/page.tsx';
import { consumeLaunchedFiles, importFiles, launchQueueOf, type OpenedFile } from './launch-queue.ts';
import { t } from './messages.ts';

export default function OpenFileScreen() {
  const navigate = useNavigate();
  const [opening, setOpening] = createSignal(false);
  const [opened, setOpened] = createSignal<OpenedFile[]>([]);

  const show = (files: OpenedFile[]) => {
    setOpening(false);
    const [only] = files;
    if (files.length === 1 && only?.outcome.ok) navigate(only.outcome.value.href, { replace: true });
    else setOpened(files);
  };

  onMount(() => {
    const queue = launchQueueOf();
    if (queue) consumeLaunchedFiles(queue, show, () => setOpening(true));
  });

  const choose = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    setOpening(true);
    show(await importFiles(files));
  };

  return (
    <Page title={t('title')} back="/">
      <section class="open-file" data-testid="open-file">
        <p class="lead">{t('intro')}</p>
        <Show when={opening()}>
          <p role="status">{t('opening')}</p>
        </Show>
        <ul class="open-file-results">
          <For each={opened()}>
            {(file) => (
              <li>
                <Show when={file.name}>
                  <strong>{file.name}</strong>
                </Show>
                <Show
                  when={file.outcome.ok ? file.outcome.value : undefined}
                  fallback={
                    <p class="notice warning" role="alert" data-testid="open-file-refused">
                      {file.outcome.ok ? '' : file.outcome.message}
                    </p>
                  }
                >
                  {(game) => (
                    <A class="button" href={game().href}>
                      {t('openGame')}
                    </A>
                  )}
                </Show>
              </li>
            )}
          </For>
        </ul>
        <label class="button primary import-game">
          {t('choose')}
          <input
            type="file"
            multiple
            accept={`${GAME_FILE.type},${GAME_FILE.extension}`}
            class="visually-hidden"
            data-testid="open-file-input"
            onChange={(event) => void choose(event.currentTarget)}
          />
        </label>
      </section>
    </Page>
  );
}
