// The five dice of a turn, shared by Jamb and Yam Master: tap a die to hold or release it; the app
// rolls, or the keypad or the camera enters a throw of real dice (only the dice thrown again on later
// throws). The camera is a trial the player turns on in the settings: the reader still misreads dice.
// What the game allows is the game's to say (canHold, canRoll); the tray only shows and asks.
import { type DiceTurn, diceToRoll, rollsLeft } from '@dicetable/rules';
import { createEffect, createSignal, For, on, Show } from 'solid-js';
import { CameraButton } from '../camera/camera-button.tsx';
import { t as sessionT } from '../session/messages.ts';
import { settings } from '../store/settings.ts';
import { DieIcon } from '../ui/die-icon.tsx';
import { feedback } from '../ui/feedback.ts';
import { DiceKeypad } from './dice-keypad.tsx';
import { t } from './messages.ts';
import './dice-tray.css';

export interface DiceTrayProps {
  turn: DiceTurn;
  mode: 'app' | 'real';
  /** Dice may be held or released now. */
  canHold: boolean;
  /** A throw may be made now (by the app or entered from real dice). */
  canRoll: boolean;
  /** Why a throw is not allowed now, when the game has its own reason (else the tray's own is said). */
  rollBlocked?: string;
  /** Dice to light up (a hint's suggested hold). */
  suggested?: readonly boolean[];
  /**
   * Whose dice these are when they are not the person's at the table (e.g. "Computer's dice"), shown above
   * them: the people only watch them, so there is no Roll, no keypad and no word asking them to play.
   */
  owner?: string;
  /** The player's colour for held dice, as a CSS colour. */
  colour?: string;
  onToggle(die: number): void;
  onRoll(): void;
  /** All five dice after a throw of real dice: the held ones keep their values. */
  onEnter(values: number[]): void;
}

export function DiceTray(props: DiceTrayProps) {
  // The dice that moved in the latest throw spin in; the class alternates so each throw restarts it.
  const [rolled, setRolled] = createSignal<{ dice: readonly number[]; odd: boolean }>({
    dice: [],
    odd: false,
  });
  createEffect(
    on(
      () => props.turn,
      (turn, previous) => {
        const thrown = previous !== undefined && turn.rollsUsed === previous.rollsUsed + 1;
        setRolled((last) => ({ dice: thrown ? diceToRoll(previous) : [], odd: !last.odd }));
      },
    ),
  );

  /** A disabled Roll says why in words beside it, not in a hover title that touch never shows. */
  const rollWhy = () => {
    if (props.canRoll) return '';
    if (props.rollBlocked) return props.rollBlocked;
    if (rollsLeft(props.turn) === 0) return sessionT('no-rolls-left');
    return diceToRoll(props.turn).length === 0 ? sessionT('all-dice-held') : '';
  };

  const enter = (typed: number[]) => {
    const values = props.turn.dice ? [...props.turn.dice] : [0, 0, 0, 0, 0];
    diceToRoll(props.turn).forEach((position, index) => {
      values[position] = typed[index]!;
    });
    props.onEnter(values);
  };

  /** The dice whose hold would change to follow the suggestion. */
  const toChange = () =>
    props.suggested
      ? [0, 1, 2, 3, 4].filter((die) => (props.suggested![die] === true) !== (props.turn.held[die] ?? false))
      : [];
  const suggestionDiffers = () => props.turn.dice !== null && toChange().length > 0;
  const holdSuggested = () => {
    feedback('tap');
    for (const die of toChange()) props.onToggle(die);
  };

  return (
    <section
      class="dice-tray"
      aria-label={props.owner ?? t('dice')}
      style={props.colour ? { '--held-colour': props.colour } : undefined}
    >
      <Show when={props.owner}>
        <p class="dice-owner" data-testid="dice-owner">
          {props.owner}
        </p>
      </Show>
      <div class="dice-row">
        <For each={[0, 1, 2, 3, 4]}>
          {(die) => {
            const value = () => props.turn.dice?.[die];
            const held = () => props.turn.held[die] ?? false;
            const spinning = () => rolled().dice.includes(die);
            return (
              <button
                type="button"
                class="dice-die"
                classList={{
                  held: held(),
                  suggested: props.suggested?.[die] === true,
                  rolling: spinning() && !rolled().odd,
                  'rolling-alt': spinning() && rolled().odd,
                }}
                aria-pressed={value() === undefined ? undefined : held()}
                aria-label={
                  value() === undefined
                    ? t('dieEmpty', { n: die + 1 })
                    : t('dieLabel', { n: die + 1, value: value()!, held: held() }) +
                      (props.suggested?.[die] ? `, ${t('keepHint')}` : '')
                }
                disabled={!props.canHold}
                data-die={die}
                data-value={value() ?? ''}
                data-testid={`die-${die}`}
                onClick={() => {
                  feedback('tap');
                  props.onToggle(die);
                }}
              >
                <Show when={value()} fallback={<span class="dice-die-empty" aria-hidden="true" />}>
                  {(face) => <DieIcon face={face()} size={60} />}
                </Show>
                <Show when={value() !== undefined && (held() || props.suggested?.[die])}>
                  <span class="dice-tag" aria-hidden="true">
                    {held() ? t('heldTag') : t('suggestedTag')}
                  </span>
                </Show>
              </button>
            );
          }}
        </For>
      </div>
      <Show when={props.canHold}>
        <p class="muted dice-help">{t('tapToHold')}</p>
      </Show>
      <Show when={props.canHold && suggestionDiffers()}>
        <div class="dice-suggestion">
          <p class="muted">{t('suggestion')}</p>
          <button type="button" class="button dice-hold-suggested" onClick={holdSuggested}>
            {t('holdSuggested')}
          </button>
        </div>
      </Show>
      <Show when={props.mode === 'app' && !props.owner}>
        <button
          type="button"
          class="button primary dice-roll"
          disabled={!props.canRoll}
          aria-describedby={rollWhy() ? 'dice-roll-why' : undefined}
          onClick={() => props.onRoll()}
        >
          {props.turn.dice ? t('rollAgain') : t('roll')}
        </button>
        <Show when={rollWhy()}>
          <p class="muted dice-roll-why" id="dice-roll-why" data-testid="dice-roll-why">
            {rollWhy()}
          </p>
        </Show>
      </Show>
      <Show when={props.mode === 'real' && props.canRoll && !props.owner}>
        {/* Keyed on the turn: a new throw, a changed hold or an undo starts the entry afresh. */}
        <Show when={props.turn} keyed>
          {(turn) => (
            <DiceKeypad
              slots={diceToRoll(turn)}
              again={turn.dice !== null}
              onComplete={enter}
              tools={
                <Show when={settings.cameraDice}>
                  <CameraButton
                    count={diceToRoll(turn).length}
                    held={(turn.dice ?? []).filter((_, die) => turn.held[die])}
                    onUse={enter}
                  />
                </Show>
              }
            />
          )}
        </Show>
      </Show>
    </section>
  );
}
