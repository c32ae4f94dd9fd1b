// Beside (landscape) or under (portrait) the live picture: what the camera says, the dice proposed as
// buttons to correct, the other candidates to swap in, the values to choose from for the die picked, and
// the actions.
import { For, Show } from 'solid-js';
import { DieIcon } from '../ui/die-icon.tsx';
import type { CameraController } from './camera-controller.ts';
import { diceLookSmall, SMALL_DIE_PX } from './dice-size.ts';
import { leastLikely } from './die-votes.ts';
import { t } from './messages.ts';
import type { DiceReading } from './reading.ts';
import { isUnsure } from './unsure.ts';

function CameraStatus(props: { camera: CameraController }) {
  const camera = props.camera;
  const outlined = () => camera.proposal() ?? camera.seen() ?? [];
  return (
    <p class="camera-status" role="status" data-verdict={camera.verdict()?.kind}>
      {camera.status()}
      <Show when={camera.heldSeen().length > 0}>
        {' '}
        <span class="camera-held" data-testid="camera-held">
          {t('heldLeftOut', {
            dice: camera
              .heldSeen()
              .map((die) => die.value)
              .join(' '),
          })}
        </span>
      </Show>
      <Show when={camera.proposal()?.some(isUnsure)}>
        {' '}
        <span class="camera-unsure" data-testid="camera-unsure">
          {t('unsure')}
        </span>
      </Show>
      <Show when={diceLookSmall(outlined(), camera.frame(), SMALL_DIE_PX / camera.detail())}>
        {' '}
        <span class="camera-closer" data-testid="camera-closer">
          {t('closer')}
        </span>
      </Show>
    </p>
  );
}

function ProposedDice(props: { camera: CameraController; dice: DiceReading[] }) {
  const camera = props.camera;
  return (
    <fieldset class="camera-proposal">
      <legend class="visually-hidden">{t('proposal')}</legend>
      <For each={props.dice}>
        {(die, i) => (
          <button
            type="button"
            class="camera-proposal-die"
            aria-label={t(isUnsure(die) ? 'dieButtonUnsure' : 'dieButton', { n: i() + 1, value: die.value })}
            aria-expanded={camera.selected() === i()}
            data-value={die.value}
            data-unsure={isUnsure(die)}
            onClick={() => camera.select(camera.selected() === i() ? null : i())}
          >
            <DieIcon face={die.value} size={44} />
            <Show when={isUnsure(die)}>
              <span class="camera-unsure-mark" aria-hidden="true">
                ?
              </span>
            </Show>
          </button>
        )}
      </For>
    </fieldset>
  );
}

function AlsoSeen(props: { camera: CameraController; dice: DiceReading[] }) {
  const camera = props.camera;
  return (
    <fieldset class="camera-others">
      <legend>{t('alsoSeen')}</legend>
      <For each={camera.others()}>
        {(die, i) => (
          <button
            type="button"
            class="camera-other-die"
            aria-label={t('swapIn', {
              value: die.value,
              n: (camera.selected() ?? leastLikely(props.dice)) + 1,
            })}
            data-value={die.value}
            onClick={() => camera.swap(i())}
          >
            <DieIcon face={die.value} size={36} />
          </button>
        )}
      </For>
    </fieldset>
  );
}

function ChooseValue(props: { camera: CameraController; dice: DiceReading[]; die: number }) {
  return (
    <fieldset class="camera-choose">
      <legend>{t('choose', { n: props.die + 1 })}</legend>
      <For each={[1, 2, 3, 4, 5, 6]}>
        {(value) => (
          <button
            type="button"
            class="camera-choose-key"
            aria-label={t('setValue', { n: value })}
            aria-pressed={props.dice[props.die]?.value === value}
            onClick={() => props.camera.correct(props.die, value)}
          >
            <DieIcon face={value} size={32} />
          </button>
        )}
      </For>
    </fieldset>
  );
}

export function CameraReading(props: { camera: CameraController }) {
  const camera = props.camera;
  return (
    <div class="camera-side">
      <CameraStatus camera={camera} />
      <Show when={camera.proposal()}>
        {(dice) => (
          <>
            <ProposedDice camera={camera} dice={dice()} />
            <Show when={camera.others().length > 0}>
              <AlsoSeen camera={camera} dice={dice()} />
            </Show>
            <Show when={camera.selected() === null ? null : { die: camera.selected()! }} keyed>
              {({ die }) => <ChooseValue camera={camera} dice={dice()} die={die} />}
            </Show>
          </>
        )}
      </Show>
      <div class="camera-actions">
        <button type="button" class="button" onClick={() => camera.close()}>
          {t('typeInstead')}
        </button>
        <Show when={camera.proposal()}>
          <button type="button" class="button" onClick={() => camera.readAgain()}>
            {t('readAgain')}
          </button>
          <button type="button" class="button primary" onClick={() => camera.confirm()}>
            {t('useThese')}
          </button>
        </Show>
      </div>
    </div>
  );
}
