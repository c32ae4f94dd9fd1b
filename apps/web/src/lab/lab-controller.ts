// The state and actions of the physics lab: the physics world and its loop, the scene (preset and
// player count), flicks with undo, and what the dice settled on. The screen only draws it.
import type { DieOutcome, Flick, PhysicsWorld } from '@dicetable/engine';
import { batch, createSignal, onCleanup, onMount } from 'solid-js';
import {
  type BoardView,
  createSimulationLoop,
  DEFAULT_DIE_STYLE,
  type DieStyle,
  type PlatformStyle,
  playerColour,
  playerDieStyle,
  type SimulationLoop,
} from '../board-view/index.ts';
import { formatNumber } from '../i18n/format.ts';
import { feedback } from '../ui/feedback.ts';
import { boardFor, openPhysicsWorld } from './engine.ts';
import { t } from './messages.ts';
import { type PresetId, presetScene } from './presets.ts';

/** How many flicks can be taken back; older ones are forgotten (each snapshot is a few kilobytes). */
const MAX_UNDO = 100;

type Status =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready' }
  | { kind: 'moving' }
  | { kind: 'settled'; seconds: number; resting: boolean };

/** What undo brings back: the world before the flick and what the screen showed then. */
interface UndoEntry {
  readonly snapshot: Uint8Array;
  readonly lastFlick: Flick | null;
  readonly contacts: readonly (readonly [number, number])[] | null;
  readonly status: Status;
}

export type Lab = ReturnType<typeof createLab>;

export function createLab() {
  const [world, setWorld] = createSignal<PhysicsWorld | null>(null);
  const [status, setStatus] = createSignal<Status>({ kind: 'loading' });
  const [preset, setPreset] = createSignal<PresetId>('spread');
  const [players, setPlayers] = createSignal(4);
  const [styles, setStyles] = createSignal<DieStyle[]>([]);
  const [outcomes, setOutcomes] = createSignal<DieOutcome[]>([]);
  const [contacts, setContacts] = createSignal<readonly (readonly [number, number])[] | null>(null);
  const [lastFlick, setLastFlick] = createSignal<Flick | null>(null);
  const [undoStack, setUndoStack] = createSignal<UndoEntry[]>([]);
  const [view, setView] = createSignal<BoardView | null>(null);
  const [turn, setTurn] = createSignal(0);
  let loop: SimulationLoop | null = null;

  const moving = () => status().kind === 'moving';
  const inPlay = (die: number) => {
    const location = outcomes()[die]?.location;
    return location === 'board' || location === 'platform';
  };

  const platformStyles = (): PlatformStyle[] =>
    Array.from({ length: players() }, (_, i) => ({ colour: playerColour(i), label: String(i + 1) }));

  function applyScene(): void {
    const w = world();
    if (!w) return;
    loop?.stop();
    const board = boardFor(players());
    const scene = presetScene(preset(), board);
    w.reset(board, scene.dice);
    const sceneStyles = scene.owners.map((owner) =>
      owner === null ? DEFAULT_DIE_STYLE : playerDieStyle(owner),
    );
    batch(() => {
      setStyles(sceneStyles);
      setOutcomes(w.outcomes());
      setContacts(null);
      setLastFlick(null);
      setUndoStack([]);
      setStatus({ kind: 'ready' });
    });
    const v = view();
    if (v) {
      v.setHighlight([]);
      v.sync();
    }
  }

  async function load(): Promise<void> {
    setStatus({ kind: 'loading' });
    try {
      const w = await openPhysicsWorld();
      loop = createSimulationLoop(w, {
        onFrame: () => view()?.renderNow(),
        onSettle: ({ resting, seconds }) => {
          const before = outcomes();
          const after = w.outcomes();
          const touched = w.contacts();
          batch(() => {
            setOutcomes(after);
            setContacts(touched);
            setStatus({ kind: 'settled', seconds, resting });
          });
          const sunk = after.some((o) => o.location === 'hole' && before[o.die]?.location !== 'hole');
          if (sunk) feedback('sink');
          else if (touched.length > 0) feedback('hit');
          view()?.renderNow();
        },
      });
      setWorld(w);
      applyScene();
    } catch (error) {
      console.error(error);
      setStatus({ kind: 'failed' });
    }
  }

  function flick(f: Flick): void {
    const w = world();
    if (!w || moving() || !inPlay(f.die)) return;
    const entry: UndoEntry = {
      snapshot: w.snapshot(),
      lastFlick: lastFlick(),
      contacts: contacts(),
      status: status(),
    };
    w.flick(f);
    batch(() => {
      setUndoStack((stack) => [...stack.slice(1 - MAX_UNDO), entry]);
      setLastFlick(f);
      setContacts(null);
      setStatus({ kind: 'moving' });
    });
    view()?.setHighlight([f.die]);
    feedback('roll');
    loop?.start();
  }

  function undo(): void {
    const w = world();
    const stack = undoStack();
    const entry = stack[stack.length - 1];
    if (!w || !entry) return;
    loop?.stop();
    w.restore(entry.snapshot);
    batch(() => {
      setUndoStack(stack.slice(0, -1));
      setLastFlick(entry.lastFlick);
      setContacts(entry.contacts);
      setOutcomes(w.outcomes());
      setStatus(entry.status);
    });
    view()?.setHighlight(entry.lastFlick ? [entry.lastFlick.die] : []);
    view()?.sync();
  }

  onMount(() => void load());
  onCleanup(() => loop?.stop());

  const statusText = () => {
    const s = status();
    switch (s.kind) {
      case 'loading':
        return t('loadingEngine');
      case 'failed':
        return t('engineFailed');
      case 'moving':
        return t('moving');
      case 'settled':
        return s.resting ? t('settled', { seconds: formatNumber(s.seconds, 1) }) : t('stillMoving');
      default:
        return t('ready');
    }
  };

  /** The dice still on the board or a platform, which a flick may move. */
  const flickableDice = () =>
    outcomes()
      .filter((o) => o.location === 'board' || o.location === 'platform')
      .map((o) => ({ index: o.die, style: styles()[o.die] }));

  return {
    world,
    status,
    statusText,
    preset,
    choosePreset(id: PresetId): void {
      setPreset(id);
      applyScene();
    },
    players,
    choosePlayers(count: number): void {
      setPlayers(count);
      applyScene();
    },
    platformStyles,
    styles,
    outcomes,
    contacts,
    lastFlick,
    canUndo: () => undoStack().length > 0,
    view,
    setView,
    turn,
    setTurn,
    moving,
    inPlay,
    flickableDice,
    load,
    reset: applyScene,
    flick,
    undo,
  };
}
