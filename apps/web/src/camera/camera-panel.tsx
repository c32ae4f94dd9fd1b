// The camera reads a throw of real dice. Nothing starts until the player chooses "Use the camera"; the
// live picture then shows each die read, and once each of as many dice as were thrown is settled over the
// recent frames the throw is proposed (die-votes.ts): other candidates, such as a thing beside the dice,
// are shown faintly for the player to swap one in, and held dice left in the picture are left out. The
// player corrects any die and confirms with "Use these dice": only then does the throw go to the game,
// through the same entry as typed dice. Closing stops the camera and the reader.
import { createMemo, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import { DieIcon } from '../ui/die-icon.tsx';
import { feedback } from '../ui/feedback.ts';
import { badgeSpots } from './badge-spots.ts';
import { type CameraProblem, hasTorch, setTorch, startCamera, stopCamera } from './camera-stream.ts';
import { diceLookSmall, SMALL_DIE_PX } from './dice-size.ts';
import { DieVotes, leastLikely, swapIn, type Verdict } from './die-votes.ts';
import { FRAME_LONG_SIDE, FrameCapture, frameSize } from './frame-capture.ts';
import { DETAILED_LONG_SIDE, inShownFrame, readInDetail } from './frame-detail.ts';
import { t } from './messages.ts';
import { startReader } from './reader.ts';
import type { ReaderClient } from './reader-protocol.ts';
import type { DiceReading, DieValue } from './reading.ts';
import { isUnsure, SET_BY_PLAYER } from './unsure.ts';
import './camera.css';

type Step =
  | { kind: 'intro' }
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'problem'; problem: CameraProblem | 'readerFailed' };

/** Frames read at most this often: ten a second follow a throw settling, and spare a tablet's battery. */
const FRAME_INTERVAL_MS = 100;

export interface CameraPanelProps {
  /** How many dice were thrown (five minus those held). */
  count: number;
  /** The values of the dice held aside (a later throw of the turn), which may still lie in the picture. */
  held: readonly DieValue[];
  /** The confirmed values, in reading order. */
  onUse(values: number[]): void;
  onClose(): void;
}

export default function CameraPanel(props: CameraPanelProps) {
  let dialog: HTMLDialogElement | undefined;
  let heading: HTMLHeadingElement | undefined;
  let video: HTMLVideoElement | undefined;
  let stream: MediaStream | undefined;
  let reader: ReaderClient | undefined;
  // Each start of reading gets its own token, so a loop left over from before stops by itself.
  let reading = 0;

  const [step, setStepSignal] = createSignal<Step>({ kind: 'intro' });
  // The button that led here goes away with each step: focus moves to the heading, not to the page.
  const setStep = (next: Step) => {
    setStepSignal(next);
    heading?.focus();
  };
  const [seen, setSeen] = createSignal<DiceReading[] | null>(null);
  const [verdict, setVerdict] = createSignal<Verdict | null>(null);
  const [proposal, setProposal] = createSignal<DiceReading[] | null>(null);
  /** Candidates beside the proposal, likeliest first, shown faintly: a tap swaps one in. */
  const [others, setOthers] = createSignal<DiceReading[]>([]);
  /** Held dice that the proposal leaves out, known by their values. */
  const [heldSeen, setHeldSeen] = createSignal<DiceReading[]>([]);
  const [frame, setFrame] = createSignal({ width: 640, height: 480 });
  /** How many times the shown frame's size the last frame was read at (frame-detail.ts). */
  const [detail, setDetail] = createSignal(1);
  const [selected, setSelected] = createSignal<number | null>(null);
  const [torch, setTorchOn] = createSignal<boolean | null>(null);

  const stopAll = () => {
    reading++;
    if (stream) stopCamera(stream);
    stream = undefined;
    reader?.stop();
    reader = undefined;
  };

  const close = () => {
    stopAll();
    props.onClose();
  };

  onMount(() => dialog?.showModal());
  onCleanup(() => {
    stopAll();
    if (dialog?.open) dialog.close();
  });

  const fail = (problem: CameraProblem | 'readerFailed') => {
    stopAll();
    feedback('error');
    setStep({ kind: 'problem', problem });
  };

  const readFrames = async () => {
    const token = ++reading;
    const votes = new DieVotes(props.count, props.held);
    const capture = new FrameCapture();
    let detailed = false;
    while (token === reading && reader && video) {
      const started = performance.now();
      const image = capture.capture(video, detailed ? DETAILED_LONG_SIDE : FRAME_LONG_SIDE);
      if (image) {
        const shown = frameSize(image.width, image.height);
        const factor = image.width / shown.width;
        let dice: DiceReading[];
        try {
          dice = inShownFrame(await reader.read(image), factor);
        } catch {
          if (token === reading) fail('readerFailed');
          return;
        }
        if (token !== reading) return;
        setFrame(shown);
        setDetail(factor);
        detailed = readInDetail(detailed, dice, shown);
        setSeen(dice);
        const said = votes.push(dice);
        setVerdict(said);
        if (said.kind === 'proposal') {
          feedback('place');
          setOthers(said.others);
          setHeldSeen(said.held);
          setProposal(said.dice);
          return;
        }
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, FRAME_INTERVAL_MS - (performance.now() - started))),
      );
    }
  };

  const useCamera = async () => {
    const token = ++reading;
    setStep({ kind: 'starting' });
    const started = await startCamera();
    // Closed while the browser was still asking: the camera that arrives late is stopped at once.
    if (token !== reading) {
      if ('stream' in started) stopCamera(started.stream);
      return;
    }
    if ('problem' in started) {
      fail(started.problem);
      return;
    }
    stream = started.stream;
    const track = stream.getVideoTracks()[0];
    setTorchOn(hasTorch(track) ? false : null);
    setStep({ kind: 'live' });
    if (video) {
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play().catch(() => {});
    }
    try {
      reader = startReader();
    } catch {
      fail('readerFailed');
      return;
    }
    void readFrames();
  };

  const readAgain = () => {
    setProposal(null);
    setOthers([]);
    setHeldSeen([]);
    setSelected(null);
    setSeen(null);
    setVerdict(null);
    void readFrames();
  };

  const toggleTorch = async () => {
    const track = stream?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch();
    if (await setTorch(track, on)) setTorchOn(on);
  };

  const correct = (die: number, value: number) => {
    feedback('tap');
    setProposal((dice) =>
      dice
        ? dice.map((reading, i) =>
            i === die
              ? { ...reading, value: value as DiceReading['value'], confidence: SET_BY_PLAYER }
              : reading,
          )
        : dice,
    );
    setSelected(null);
  };

  /** The faint candidate `other` takes the place of the die chosen, or else of the least likely one. */
  const swap = (other: number) => {
    const dice = proposal();
    if (!dice) return;
    feedback('tap');
    const swapped = swapIn({ dice, others: others() }, other, selected() ?? undefined);
    setProposal(swapped.dice);
    setOthers(swapped.others);
    setSelected(null);
  };

  const confirm = () => {
    const dice = proposal();
    if (!dice) return;
    const values = dice.map((die) => die.value);
    stopAll();
    props.onUse(values);
  };

  const status = () => {
    if (proposal())
      return t('proposed', {
        dice: proposal()!
          .map((die) => die.value)
          .join(' '),
      });
    const said = verdict();
    if (!said) return t('loadingReader');
    if (said.kind === 'tooMany') return t('tooMany', { n: props.count, seen: said.seen });
    if (said.kind === 'waiting' && said.seen < props.count) {
      return t('looking', { n: props.count, seen: said.seen });
    }
    return t('steady');
  };

  /** The radius of the value's badge over each die, in frame pixels: large enough on a phone too. */
  const badge = () => Math.max(frame().width, frame().height) / 40;

  /** The outlines drawn: the proposal once there is one, else what the latest frame showed. */
  const outlined = () => proposal() ?? seen() ?? [];
  /** Beside the proposal, faintly: the other candidates, then the held dice left out. */
  const besides = () => (proposal() ? [...others(), ...heldSeen()] : []);
  const spots = createMemo(() =>
    badgeSpots(
      [...outlined(), ...besides()].map((die) => die.box),
      badge(),
      frame(),
    ),
  );
  const spot = (i: number) => spots()[i]!;
  const besideSpot = (i: number) => spots()[outlined().length + i]!;

  return (
    <dialog
      ref={dialog}
      class="camera-dialog"
      aria-labelledby="camera-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header class="camera-header">
        <h2 id="camera-title" ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <button type="button" class="button icon-button" aria-label={t('close')} onClick={close}>
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
            <button type="button" class="button" onClick={close}>
              {t('typeInstead')}
            </button>
            <button type="button" class="button primary" autofocus onClick={() => void useCamera()}>
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
          <svg
            class="camera-overlay"
            viewBox={`0 0 ${frame().width} ${frame().height}`}
            preserveAspectRatio="xMidYMid meet"
            aria-hidden="true"
          >
            <For each={outlined()}>
              {(die, i) => {
                const marked = () => proposal() !== null && isUnsure(die);
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for the die buttons beside the picture, which keyboards and screen readers use.
                  <g
                    class="camera-die"
                    classList={{
                      proposed: proposal() !== null,
                      selected: selected() === i(),
                      unsure: marked(),
                    }}
                    onClick={() => proposal() && setSelected(i())}
                  >
                    <rect
                      x={die.box[0]}
                      y={die.box[1]}
                      width={die.box[2]}
                      height={die.box[3]}
                      rx={die.box[2] / 8}
                    />
                    <circle cx={spot(i()).x} cy={spot(i()).y} r={badge()} />
                    <text x={spot(i()).x} y={spot(i()).y} style={{ 'font-size': `${badge() * 1.4}px` }}>
                      {marked() ? `${die.value}?` : die.value}
                    </text>
                  </g>
                );
              }}
            </For>
            <For each={besides()}>
              {(die, i) => {
                const faint = () => i() < others().length;
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for the "also seen" buttons beside the picture, which keyboards and screen readers use.
                  <g
                    class="camera-die"
                    classList={{ other: faint(), held: !faint() }}
                    onClick={() => faint() && swap(i())}
                  >
                    <rect
                      x={die.box[0]}
                      y={die.box[1]}
                      width={die.box[2]}
                      height={die.box[3]}
                      rx={die.box[2] / 8}
                    />
                    <circle cx={besideSpot(i()).x} cy={besideSpot(i()).y} r={badge()} />
                    <text
                      x={besideSpot(i()).x}
                      y={besideSpot(i()).y}
                      style={{ 'font-size': `${badge() * 1.4}px` }}
                    >
                      {die.value}
                    </text>
                  </g>
                );
              }}
            </For>
          </svg>
          <Show when={torch() !== null}>
            <button
              type="button"
              class="button camera-torch"
              aria-pressed={torch() === true}
              onClick={() => void toggleTorch()}
            >
              {t('torch')}
            </button>
          </Show>
        </div>

        <div class="camera-side">
          <p class="camera-status" role="status" data-verdict={verdict()?.kind}>
            {status()}
            <Show when={heldSeen().length > 0}>
              {' '}
              <span class="camera-held" data-testid="camera-held">
                {t('heldLeftOut', {
                  dice: heldSeen()
                    .map((die) => die.value)
                    .join(' '),
                })}
              </span>
            </Show>
            <Show when={proposal()?.some(isUnsure)}>
              {' '}
              <span class="camera-unsure" data-testid="camera-unsure">
                {t('unsure')}
              </span>
            </Show>
            <Show when={diceLookSmall(outlined(), frame(), SMALL_DIE_PX / detail())}>
              {' '}
              <span class="camera-closer" data-testid="camera-closer">
                {t('closer')}
              </span>
            </Show>
          </p>
          <Show when={proposal()}>
            {(dice) => (
              <>
                <fieldset class="camera-proposal">
                  <legend class="visually-hidden">{t('proposal')}</legend>
                  <For each={dice()}>
                    {(die, i) => (
                      <button
                        type="button"
                        class="camera-proposal-die"
                        aria-label={t(isUnsure(die) ? 'dieButtonUnsure' : 'dieButton', {
                          n: i() + 1,
                          value: die.value,
                        })}
                        aria-expanded={selected() === i()}
                        data-value={die.value}
                        data-unsure={isUnsure(die)}
                        onClick={() => setSelected(selected() === i() ? null : i())}
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
                <Show when={others().length > 0}>
                  <fieldset class="camera-others">
                    <legend>{t('alsoSeen')}</legend>
                    <For each={others()}>
                      {(die, i) => (
                        <button
                          type="button"
                          class="camera-other-die"
                          aria-label={t('swapIn', {
                            value: die.value,
                            n: (selected() ?? leastLikely(dice())) + 1,
                          })}
                          data-value={die.value}
                          onClick={() => swap(i())}
                        >
                          <DieIcon face={die.value} size={36} />
                        </button>
                      )}
                    </For>
                  </fieldset>
                </Show>
                <Show when={selected() === null ? null : { die: selected()! }} keyed>
                  {({ die }) => (
                    <fieldset class="camera-choose">
                      <legend>{t('choose', { n: die + 1 })}</legend>
                      <For each={[1, 2, 3, 4, 5, 6]}>
                        {(value) => (
                          <button
                            type="button"
                            class="camera-choose-key"
                            aria-label={t('setValue', { n: value })}
                            aria-pressed={dice()[die]?.value === value}
                            onClick={() => correct(die, value)}
                          >
                            <DieIcon face={value} size={32} />
                          </button>
                        )}
                      </For>
                    </fieldset>
                  )}
                </Show>
              </>
            )}
          </Show>
          <div class="camera-actions">
            <button type="button" class="button" onClick={close}>
              {t('typeInstead')}
            </button>
            <Show when={proposal()}>
              <button type="button" class="button" onClick={readAgain}>
                {t('readAgain')}
              </button>
              <button type="button" class="button primary" onClick={confirm}>
                {t('useThese')}
              </button>
            </Show>
          </div>
        </div>
      </div>
    </dialog>
  );
}
