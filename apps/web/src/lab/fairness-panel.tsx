// A small fairness check in the lab: strong flicks at the top edge of dice showing 4, counted by the face
// that ends up on top, as a histogram with the χ² test's p. Runs in a world of its own, in small batches,
// so the page stays responsive; `dicetable bench fairness` runs the full check.
import { loadPhysicsWorld } from '@dicetable/engine/browser';
import { checkDice } from '@dicetable/stats';
import { runFairness } from '@dicetable/stats/physics-fairness';
import { createSignal, For, Show } from 'solid-js';
import { formatSignificant } from '../i18n/format.ts';
import { t } from './messages.ts';

const FLICKS = 600;
const BATCH = 25;

export function FairnessPanel() {
  const [faces, setFaces] = createSignal<number[] | undefined>();
  const [done, setDone] = createSignal(0);
  const [running, setRunning] = createSignal(false);

  async function run(): Promise<void> {
    setRunning(true);
    setDone(0);
    const world = await loadPhysicsWorld();
    const counts = [0, 0, 0, 0, 0, 0];
    for (let batch = 0; batch * BATCH < FLICKS; batch++) {
      const { strongFlicks } = runFairness(world, { flicks: BATCH, throws: 0, slides: 0, seed: batch + 1 });
      strongFlicks.faces.forEach((n, i) => {
        counts[i]! += n;
      });
      setDone((batch + 1) * BATCH);
      setFaces([...counts]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    setRunning(false);
  }

  const most = () => Math.max(1, ...(faces() ?? [1]));
  return (
    <section class="lab-fairness" aria-labelledby="lab-fairness-heading">
      <h2 id="lab-fairness-heading">{t('fairnessHeading')}</h2>
      <p>{t('fairnessIntro')}</p>
      <button type="button" class="lab-fairness-run" disabled={running()} onClick={() => void run()}>
        {t('fairnessRun', { n: FLICKS })}
      </button>
      <p aria-live="polite" data-testid="lab-fairness-status">
        <Show when={running()}>{t('fairnessRunning', { done: done(), total: FLICKS })}</Show>
        <Show when={!running() && faces()}>
          {(counts) => {
            const check = checkDice(counts());
            return t('fairnessResult', { flat: check.throws, p: formatSignificant(check.p) });
          }}
        </Show>
      </p>
      <Show when={faces()}>
        {(counts) => (
          <ul class="lab-histogram" data-testid="lab-fairness-histogram">
            <For each={counts()}>
              {(count, i) => (
                <li>
                  <span class="lab-histogram-face" aria-hidden="true">
                    {i() + 1}
                  </span>
                  <span class="lab-histogram-bar" style={{ width: `${(100 * count) / most()}%` }} />
                  <span class="visually-hidden">{t('fairnessFace', { face: i() + 1, count })}</span>
                  <span aria-hidden="true">{count}</span>
                </li>
              )}
            </For>
          </ul>
        )}
      </Show>
    </section>
  );
}
