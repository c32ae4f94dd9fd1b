// @vitest-environment jsdom
import { type DiceTurn, newDiceTurn } from '@dicetable/rules';
import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/de.ts';
import { DEFAULT_SETTINGS, settings, updateSettings } from '../store/settings.ts';
import { DiceTray, type DiceTrayProps } from './dice-tray.tsx';

afterEach(async () => {
  cleanup();
  await updateSettings({ cameraDice: DEFAULT_SETTINGS.cameraDice });
  setLanguage('en');
});

const noop = () => {};

function tray(props: Partial<DiceTrayProps> & { turn: DiceTurn }) {
  return render(() => (
    <DiceTray
      mode="real"
      canHold={props.turn.dice !== null}
      canRoll
      onToggle={noop}
      onRoll={noop}
      onEnter={noop}
      {...props}
    />
  ));
}

describe('the real-dice keypad', () => {
  it('enters only the dice thrown again and keeps the held ones', () => {
    const onEnter = vi.fn();
    tray({ turn: { dice: [6, 2, 3, 6, 1], held: [true, false, false, true, false], rollsUsed: 1 }, onEnter });
    expect(screen.getByText(/Enter the 3 dice thrown again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter a 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter a 5' }));
    expect(onEnter).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.dice-keypad-slot svg')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Enter a 6' }));
    expect(onEnter).toHaveBeenCalledWith([6, 6, 5, 6, 6]);
  });

  it('takes the keys 1–6 and Backspace from a keyboard', () => {
    const onEnter = vi.fn();
    tray({ turn: newDiceTurn(), onEnter });
    for (const key of ['1', '2', '9', 'Backspace', '3', '4', '5', '6']) fireEvent.keyDown(window, { key });
    expect(onEnter).toHaveBeenCalledWith([1, 3, 4, 5, 6]);
  });

  it('asks for all five dice on the first throw, and holds nothing before it', () => {
    tray({ turn: newDiceTurn() });
    expect(screen.getByText(/Enter the five dice thrown/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Die 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts the entry afresh when the turn changes under it (an undo, a hold)', () => {
    const onEnter = vi.fn();
    const first: DiceTurn = { dice: [1, 2, 3, 4, 5], held: [true, true, true, false, false], rollsUsed: 1 };
    const [turn, setTurn] = createSignal(first);
    render(() => (
      <DiceTray mode="real" turn={turn()} canHold canRoll onToggle={noop} onRoll={noop} onEnter={onEnter} />
    ));
    fireEvent.keyDown(window, { key: '6' });
    setTurn({ ...first, held: [true, true, true, true, false] });
    fireEvent.keyDown(window, { key: '2' });
    expect(onEnter).toHaveBeenCalledWith([1, 2, 3, 4, 2]);
  });

  it('is gone when no throw may be made, and the keyboard does nothing then', () => {
    const onEnter = vi.fn();
    tray({ turn: newDiceTurn(), canRoll: false, onEnter });
    expect(document.querySelector('.dice-keypad')).toBeNull();
    for (const key of ['1', '2', '3', '4', '5']) fireEvent.keyDown(window, { key });
    expect(onEnter).not.toHaveBeenCalled();
  });
});

describe('the Camera button', () => {
  const cameraButton = () => screen.queryByRole('button', { name: /with the camera$/ });

  it('is not offered by default: the dice reader is a trial the player turns on', () => {
    expect(settings.cameraDice).toBe(false);
    tray({ turn: newDiceTurn() });
    expect(screen.getByRole('button', { name: 'Enter a 6' })).toBeTruthy();
    expect(cameraButton()).toBeNull();
  });

  it('appears beside the keypad once the setting is on, and goes when it is turned off', async () => {
    tray({ turn: { dice: [6, 2, 3, 6, 1], held: [true, false, false, true, false], rollsUsed: 1 } });
    await updateSettings({ cameraDice: true });
    expect(cameraButton()?.getAttribute('aria-label')).toBe('Read the 3 dice thrown with the camera');
    await updateSettings({ cameraDice: false });
    expect(cameraButton()).toBeNull();
  });

  it('is never shown while the app rolls the dice', async () => {
    await updateSettings({ cameraDice: true });
    tray({ turn: newDiceTurn(), mode: 'app' });
    expect(screen.getByRole('button', { name: 'Roll' })).toBeTruthy();
    expect(cameraButton()).toBeNull();
  });
});

describe('the dice', () => {
  it('toggle through the game, say what they show and light the suggested hold', () => {
    const onToggle = vi.fn();
    tray({
      turn: { dice: [3, 3, 5, 1, 6], held: [false, true, false, false, false], rollsUsed: 1 },
      suggested: [true, true, false, false, false],
      onToggle,
    });
    const second = screen.getByRole('button', { name: 'Die 2: 3, held, keep it for the hint' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Die 3: 5' }));
    expect(onToggle).toHaveBeenCalledWith(2);
    expect(document.querySelectorAll('.dice-die.suggested')).toHaveLength(2);
  });

  it('offer the app’s roll in app mode, and spin only the dice a throw moved', () => {
    const onRoll = vi.fn();
    const start: DiceTurn = { dice: [2, 2, 4, 5, 6], held: [true, true, false, false, false], rollsUsed: 1 };
    const [turn, setTurn] = createSignal(start);
    render(() => (
      <DiceTray mode="app" turn={turn()} canHold canRoll onToggle={noop} onRoll={onRoll} onEnter={noop} />
    ));
    fireEvent.click(screen.getByRole('button', { name: 'Roll again' }));
    expect(onRoll).toHaveBeenCalledOnce();
    setTurn({ ...start, dice: [2, 2, 1, 1, 3], rollsUsed: 2 });
    const spinning = [...document.querySelectorAll('.dice-die')].map((die) =>
      die.matches('.rolling, .rolling-alt'),
    );
    expect(spinning).toEqual([false, false, true, true, true]);
    setTurn({ ...turn(), held: [true, true, true, false, false] });
    expect(document.querySelectorAll('.dice-die.rolling, .dice-die.rolling-alt')).toHaveLength(0);
  });

  it('speak the player’s language', () => {
    setLanguage('de');
    tray({ turn: { dice: [4, 4, 4, 4, 4], held: [false, false, false, false, false], rollsUsed: 1 } });
    expect(screen.getByRole('button', { name: 'Würfel 1: 4' })).toBeTruthy();
    expect(screen.getByText(/Gib die 5 neu geworfenen Würfel ein/)).toBeTruthy();
  });
});
