// What the camera dialog knows and does, apart from how it looks: the camera's life cycle, the loop that
// reads frames and votes on them (die-votes.ts) until a throw can be proposed, and the player's
// corrections and swaps of that proposal. Nothing starts until the player chooses "Use the camera"; only
// "Use these dice" hands the throw to the game. Closing stops the camera and the reader. With "Learn my
// dice" on, the reader reads with what it learnt of the player's dice, and a confirmed throw's dice are
// kept (reader-tuning.ts): the reader's worker stays on after the camera stops, to crop them and tune.
import { createSignal } from 'solid-js';
import { settings } from '../store/settings.ts';
import { feedback } from '../ui/feedback.ts';
import { type CameraProblem, hasTorch, setTorch, startCamera, stopCamera } from './camera-stream.ts';
import { DieVotes, swapIn, type Verdict } from './die-votes.ts';
import { FRAME_LONG_SIDE, FrameCapture, frameSize } from './frame-capture.ts';
import { DETAILED_LONG_SIDE, inShownFrame, readInDetail } from './frame-detail.ts';
import { t } from './messages.ts';
import { startReader } from './reader.ts';
import type { Box, ReaderClient } from './reader-protocol.ts';
import { keepConfirmedThrow, tunedReader, tunedReaderRefused } from './reader-tuning.ts';
import type { DiceReading, DieValue } from './reading.ts';
import { SET_BY_PLAYER } from './unsure.ts';

export type CameraStep =
  | { kind: 'intro' }
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'problem'; problem: CameraProblem | 'readerFailed' };

/** Frames read at most this often: ten a second follow a throw settling, and spare a tablet's battery. */
const FRAME_INTERVAL_MS = 100;

export interface CameraRequest {
  /** How many dice were thrown (five minus those held). */
  count: number;
  /** The values of the dice held aside (a later throw of the turn), which may still lie in the picture. */
  held: readonly DieValue[];
  /** The confirmed values, in reading order. */
  onUse(values: number[]): void;
  onClose(): void;
}

export type CameraController = ReturnType<typeof createCameraController>;

/**
 * The camera's state and actions for one dialog. `video` gives the element the picture plays in, and
 * `stepChanged` is told of each new step (the dialog moves focus to its heading then).
 */
export function createCameraController(
  request: CameraRequest,
  video: () => HTMLVideoElement | undefined,
  stepChanged: () => void,
) {
  let stream: MediaStream | undefined;
  let reader: ReaderClient | undefined;
  // Each start of reading gets its own token, so a loop left over from before stops by itself.
  let reading = 0;

  const [step, setStepSignal] = createSignal<CameraStep>({ kind: 'intro' });
  const setStep = (next: CameraStep) => {
    setStepSignal(next);
    stepChanged();
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
    request.onClose();
  };

  const fail = (problem: CameraProblem | 'readerFailed') => {
    stopAll();
    feedback('error');
    setStep({ kind: 'problem', problem });
  };

  const readFrames = async () => {
    const token = ++reading;
    const votes = new DieVotes(request.count, request.held);
    const capture = new FrameCapture();
    let detailed = false;
    while (token === reading && reader && video()) {
      const started = performance.now();
      const image = capture.capture(video()!, detailed ? DETAILED_LONG_SIDE : FRAME_LONG_SIDE);
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
    const element = video();
    if (element) {
      element.muted = true;
      element.playsInline = true;
      element.srcObject = stream;
      await element.play().catch(() => {});
    }
    try {
      reader = startReader();
    } catch {
      fail('readerFailed');
      return;
    }
    if (settings.readerTuning) {
      // The worker takes its messages in turn: the tuned rows are in use before the first frame is read.
      const tuned = await tunedReader();
      if (token !== reading || !reader) return;
      if (tuned) {
        reader
          .use(tuned)
          .then((used) => (used ? undefined : tunedReaderRefused()))
          .catch(() => undefined);
      }
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

  /** Keeps the confirmed dice's crops from the last frame read, then lets the worker go. */
  const keepDice = (worker: ReaderClient, dice: readonly DiceReading[]) => {
    const factor = detail();
    const boxes = dice.map((die) => die.box.map((side) => side * factor) as Box);
    const values = dice.map((die) => die.value);
    void worker
      .crops(boxes)
      .then((crops) => (crops.length === values.length ? keepConfirmedThrow(crops, values, worker) : null))
      .catch(() => undefined)
      .finally(() => worker.stop());
  };

  const confirm = () => {
    const dice = proposal();
    if (!dice) return;
    const values = dice.map((die) => die.value);
    if (settings.readerTuning && reader) {
      keepDice(reader, dice);
      reader = undefined;
    }
    stopAll();
    request.onUse(values);
  };

  /** What the camera says of the reading so far. */
  const status = () => {
    const dice = proposal();
    if (dice) return t('proposed', { dice: dice.map((die) => die.value).join(' ') });
    const said = verdict();
    if (!said) return t('loadingReader');
    if (said.kind === 'tooMany') return t('tooMany', { n: request.count, seen: said.seen });
    if (said.kind === 'waiting' && said.seen < request.count) {
      return t('looking', { n: request.count, seen: said.seen });
    }
    return t('steady');
  };

  return {
    count: () => request.count,
    held: () => request.held,
    step,
    seen,
    verdict,
    proposal,
    others,
    heldSeen,
    frame,
    detail,
    selected,
    torch,
    status,
    /** Picks a die of the proposal to correct or to swap out, or none. */
    select: setSelected,
    useCamera,
    readAgain,
    toggleTorch,
    correct,
    swap,
    confirm,
    close,
    stopAll,
  };
}
