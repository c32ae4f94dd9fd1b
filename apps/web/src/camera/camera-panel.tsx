// The camera reads a throw of real dice. Nothing starts until the player chooses "Use the camera"; the
// live picture then shows each die read, and once each of as many dice as were thrown is settled over the
// recent frames the throw is proposed (die-votes.ts): other candidates, such as a thing beside the dice,
// are shown faintly for the player to swap one in, and held dice left in the picture are left out. The
// player corrects any die and confirms with "Use these dice": only then does the throw go to the game,
// through the same entry as typed dice. Closing stops the camera and the reader. The state and the
// actions are the controller's (camera-controller.ts); this file lays out the dialog's steps.
import { onCleanup, onMount, Show } from 'solid-js';
import { settings } from '../store/settings.ts';
import { type CameraRequest, createCameraController } from './camera-controller.ts';
import { CameraOverlay } from './camera-overlay.tsx';
import { CameraReading } from './camera-reading.tsx';
import type { CameraProblem } from './camera-stream.ts';
import { t } from './messages.ts';
import './camera.css';

export type CameraPanelProps = CameraRequest;

export default function CameraPanel(props: CameraPanelProps) {
  let dialog: HTMLDialogElement | undefined;
  let heading: HTMLHeadingElement | undefined;
  let video: HTMLVideoElement | undefined;
  // The button that led here goes away with each step: focus moves to the heading, not to the page.
  const camera = createCameraController(
    props,
    () => video,
    () => heading?.focus(),
  );
  const step = camera.step;

  onMount(() => dialog?.showModal());
  onCleanup(() => {
    camera.stopAll();
    if (dialog?.open) dialog.close();
  });

  return (
    <dialog
      ref={dialog}
      class="camera-dialog"
      aria-labelledby="camera-title"
      onCancel={(event) => {
        event.preventDefault();
        camera.close();
      }}
    >
      <header class="camera-header">
        <h2 id="camera-title" ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <button
          type="button"
          class="button icon-button"
          aria-label={t('close')}
          onClick={() => camera.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>

      <Show when={step().kind === 'intro' || step().kind === 'problem'}>
        <div class="camera-intro">
          <Show
            when={step().kind === 'problem' ? (step() as { problem: CameraProblem | 'readerFailed' }) : null}
            fallback={
              <>
                <p class="lead">{t('intro', { n: props.count })}</p>
                <Show when={props.held.length > 0}>
                  <p>{t('introHeld')}</p>
                </Show>
                <p class="muted">{t('privacy')}</p>
                <Show when={settings.readerTuning}>
                  <p class="muted">{t('learningOn')}</p>
                </Show>
              </>
            }
          >
            {(problem) => (
              <p class="camera-problem" role="alert" data-problem={problem().problem}>
                {t(problem().problem)}
              </p>
            )}
          </Show>
          <div class="camera-actions">
            <button type="button" class="button" onClick={() => camera.close()}>
              {t('typeInstead')}
            </button>
            <button type="button" class="button primary" autofocus onClick={() => void camera.useCamera()}>
              {step().kind === 'problem' ? t('tryAgain') : t('useCamera')}
            </button>
          </div>
        </div>
      </Show>

      <Show when={step().kind === 'starting'}>
        <p class="camera-intro lead" role="status">
          {t('starting')}
        </p>
      </Show>

      <div class="camera-live" hidden={step().kind !== 'live'}>
        <div class="camera-stage">
          <video ref={video} class="camera-video" aria-label={t('picture')} playsinline muted autoplay />
          <CameraOverlay camera={camera} />
          <Show when={camera.torch() !== null}>
            <button
              type="button"
              class="button camera-torch"
              aria-pressed={camera.torch() === true}
              onClick={() => void camera.toggleTorch()}
            >
              {t('torch')}
            </button>
          </Show>
        </div>
        <CameraReading camera={camera} />
      </div>
    </dialog>
  );
}
