// The names a table sees for its seats, made at display time in the viewer's language. A computer seat
// is "Computer (good)" unless the group gave it a name; a seat left with its default name is "Player 3"
// in whichever language reads it. Files and saved games keep the name as it was typed: a name of the
// default's form in any of the app's languages ("Player 3", "Speler 3", "Играч 3") or a computer's
// default ("Computer 2") says no more than the seat number, so it is shown afresh from it.
import { COMPUTER_LEVELS, type ComputerLevel, computerSeatsOf } from '@dicetable/rules/game';
import { type Accessor, createMemo } from 'solid-js';
import { t as computerT } from '../computer/messages.ts';
import { defaultSeatNumber, isDefaultName } from '../store/default-names.ts';
import { t } from './messages.ts';

/** A computer seat's own name: "Computer (good)", its level in words. */
export const computerName = (level: ComputerLevel): string =>
  computerT('computerLevel', { level: computerT(level) });

/** Whether a shown name is a computer's own name at some level (so it need not say "computer" again). */
export const isComputerName = (shown: string): boolean =>
  COMPUTER_LEVELS.some((level) => computerName(level) === shown);

/** The name shown for one seat (`seat` counts from 0), given the name stored and the seat's computer level. */
export function seatName(name: string, seat: number, level: ComputerLevel | null): string {
  const typed = name.trim();
  if (level) return isDefaultName(typed) ? computerName(level) : typed;
  const number = defaultSeatNumber(typed);
  if (number !== undefined) return t('playerN', { n: number });
  return typed === '' ? t('playerN', { n: seat + 1 }) : typed;
}

interface Seated {
  readonly players: readonly { readonly name: string }[];
}

/** The shown names of a setup's seats, in seat order (any game's setup; none when it has no players). */
export function seatNames(setup: unknown): string[] {
  const players = (setup as { players?: unknown } | null)?.players;
  if (!Array.isArray(players)) return [];
  const levels = computerSeatsOf(setup);
  return players.map((player: { name?: unknown } | null, seat) =>
    seatName(String(player?.name ?? ''), seat, levels[seat] ?? null),
  );
}

/**
 * A game's state with its seats' shown names in place of the stored ones, for the screens: every
 * sentence, sheet caption and ranking then names the seats the same way, and follows the language.
 */
export function withShownNames<S extends { readonly setup: Seated }>(state: Accessor<S>): Accessor<S> {
  return createMemo(() => {
    const now = state();
    const setup = setupWithShownNames(now.setup);
    return setup === now.setup ? now : { ...now, setup };
  });
}

/** A setup with its seats' shown names in place of the stored ones (the same setup when they agree). */
export function setupWithShownNames<T extends Seated>(setup: T): T {
  const names = seatNames(setup);
  if (names.every((name, seat) => name === setup.players[seat]!.name)) return setup;
  return { ...setup, players: setup.players.map((player, seat) => ({ ...player, name: names[seat]! })) };
}
