// The physics lab: a live JamSumo board where any die can be flicked, with scene presets, the player
// count (platforms), undo and reset, and the settled outcome of every die in words.
import { For, Show } from 'solid-js';
import { BoardStage, boardToScreenDegrees, FlickPanel } from '../board-view/index.ts';
import { t as shellT } from '../shell/messages.ts';
import { Page } from '../ui/page.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { createLab } from './lab-controller.ts';
import { t } from './messages.ts';
import { ContactList, OutcomeTable } from './outcome-list.tsx';
import { PLAYER_COUNTS, PRESETS, type PresetId } from './presets.ts';
import './lab.css';

const presetLabel: Record<PresetId, Parameters<typeof t>[0]> = {
  spread: 'presetSpread',
  break: 'presetBreak',
  hole: 'presetHole',
  platform: 'presetPlatform',
  sumo: 'presetSumo',
};

export default function LabScreen() {
  const lab = createLab();
  return (
    <Page title={shellT('lab')} back="/settings" class="lab-page">
      <div class="lab-layout">
        <div class="lab-board">
          <Show
            when={lab.world()}
            fallback={
              <div class="board-stage lab-board-placeholder">
                <Show when={lab.status().kind === 'failed'}>
                  <button type="button" class="button" onClick={() => void lab.load()}>
                    {t('retry')}
                  </button>
                </Show>
              </div>
            }
          >
            {(w) => (
              <BoardStage
                world={w()}
                dieStyles={lab.styles()}
                platformStyles={lab.platformStyles()}
                selectable={(die) => !lab.moving() && lab.inPlay(die)}
                onFlick={lab.flick}
                onTurn={lab.setTurn}
                onReady={lab.setView}
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
                value={lab.preset()}
                data-testid="lab-preset"
                onChange={(event) => lab.choosePreset(event.currentTarget.value as PresetId)}
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
                        checked={lab.players() === n}
                        onChange={() => lab.choosePlayers(n)}
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
                onClick={lab.reset}
                disabled={!lab.world()}
                data-testid="lab-reset"
              >
                {t('reset')}
              </button>
              <button
                type="button"
                class="button"
                onClick={lab.undo}
                disabled={!lab.canUndo()}
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
            data-state={lab.status().kind}
          >
            {lab.statusText()}
            <Show when={lab.lastFlick()}>
              {(f) => (
                <span class="lab-last-flick">
                  {' '}
                  {t('lastFlick', {
                    die: f().die + 1,
                    degrees: boardToScreenDegrees(f().direction, lab.turn()),
                    strength: Math.round(f().strength * 100),
                    height: Math.round(f().height * 100),
                  })}
                </span>
              )}
            </Show>
          </p>
          <Show when={lab.world()}>
            <FlickPanel
              dice={lab.flickableDice()}
              view={lab.view()}
              turn={lab.turn()}
              disabled={lab.moving()}
              onFlick={lab.flick}
            />
          </Show>
          <OutcomeTable outcomes={lab.outcomes()} styles={lab.styles()} />
          <ContactList contacts={lab.contacts()} />
          <FairnessPanel />
        </div>
      </div>
    </Page>
  );
}
