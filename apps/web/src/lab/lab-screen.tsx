// The physics lab: a live JamSumo board where any die can be flicked, with scene presets, the player
// count (platforms), undo and reset, and the settled outcome of every die in words.
import type { DieOutcome, Flick, PhysicsWorld } from '@dicetable/engine';
import { batch, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import {
  BoardStage,
  type BoardView,
  boardToScreenDegrees,
  createSimulationLoop,
  DEFAULT_DIE_STYLE,
  type DieStyle,
  FlickPanel,
  type PlatformStyle,
  playerColour,
  playerDieStyle,
  type SimulationLoop,
} from '../board-view/index.ts';
import { formatNumber } from '../i18n/format.ts';
import { t as shellT } from '../shell/messages.ts';
import { feedback } from '../ui/feedback.ts';
import { Page } from '../ui/page.tsx';
import { boardFor, openPhysicsWorld } from './engine.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { t } from './messages.ts';
import { ContactList, OutcomeTable } from './outcome-list.tsx';
import { PLAYER_COUNTS, PRESETS, type PresetId, presetScene } from './presets.ts';
import './lab.css';

const presetLabel: Record<PresetId, Parameters<typeof t>[0]> = {
  spread: 'presetSpread',
  break: 'presetBreak',
  hole: 'presetHole',
  platform: 'presetPlatform',
  sumo: 'presetSumo',
};

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

export default function LabScreen() {
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

  const flickableDice = () =>
    outcomes()
      .filter((o) => o.location === 'board' || o.location === 'platform')
      .map((o) => ({ index: o.die, style: styles()[o.die] }));

  return (
    <Page title={shellT('lab')} back="/settings" class="lab-page">
      <div class="lab-layout">
        <div class="lab-board">
          <Show
            when={world()}
            fallback={
              <div class="board-stage lab-board-placeholder">
                <Show when={status().kind === 'failed'}>
                  <button type="button" class="button" onClick={() => void load()}>
                    {t('retry')}
                  </button>
                </Show>
              </div>
            }
          >
            {(w) => (
              <BoardStage
                world={w()}
                dieStyles={styles()}
                platformStyles={platformStyles()}
                selectable={(die) => !moving() && inPlay(die)}
                onFlick={flick}
                onTurn={setTurn}
                onReady={setView}
              />
            )}
          </Show>
        </div>
        <div class="lab-side">
          <p class="lab-intro">{t('intro')}</p>
          <div class="lab-controls">
            <label class="lab-field">
              <span>{t('scene')}</span>
              <select
                value={preset()}
                data-testid="lab-preset"
                onChange={(event) => {
                  setPreset(event.currentTarget.value as PresetId);
                  applyScene();
                }}
              >
                <For each={PRESETS}>{(id) => <option value={id}>{t(presetLabel[id])}</option>}</For>
              </select>
            </label>
            <fieldset class="lab-field lab-players">
              <legend>{t('players')}</legend>
              <div class="segmented">
                <For each={PLAYER_COUNTS}>
                  {(n) => (
                    <label>
                      <input
                        type="radio"
                        name="lab-players"
                        value={n}
                        checked={players() === n}
                        onChange={() => {
                          setPlayers(n);
                          applyScene();
                        }}
                      />
                      {n}
                    </label>
                  )}
                </For>
              </div>
            </fieldset>
            <div class="lab-buttons">
              <button
                type="button"
                class="button"
                onClick={applyScene}
                disabled={!world()}
                data-testid="lab-reset"
              >
                {t('reset')}
              </button>
              <button
                type="button"
                class="button"
                onClick={undo}
                disabled={undoStack().length === 0}
                data-testid="lab-undo"
              >
                {t('undo')}
              </button>
            </div>
          </div>
          <p
            class="lab-status"
            role="status"
            aria-live="polite"
            data-testid="lab-status"
            data-state={status().kind}
          >
            {statusText()}
            <Show when={lastFlick()}>
              {(f) => (
                <span class="lab-last-flick">
                  {' '}
                  {t('lastFlick', {
                    die: f().die + 1,
                    degrees: boardToScreenDegrees(f().direction, turn()),
                    strength: Math.round(f().strength * 100),
                    height: Math.round(f().height * 100),
                  })}
                </span>
              )}
            </Show>
          </p>
          <Show when={world()}>
            <FlickPanel
              dice={flickableDice()}
              view={view()}
              turn={turn()}
              disabled={moving()}
              onFlick={flick}
            />
          </Show>
          <OutcomeTable outcomes={outcomes()} styles={styles()} />
          <ContactList contacts={contacts()} />
          <FairnessPanel />
        </div>
      </div>
    </Page>
  );
}
