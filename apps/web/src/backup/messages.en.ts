import { plural } from '../i18n/format.ts';

export type Count = { count: string; n: number };
export type Usage = { used: string; quota: string };
export type Restored = { added: string; beside: string; here: string; players: string };
export type BackedUp = { games: string; players: string };

export const en = {
  storageTitle: 'Your saved games',
  persistent: 'Kept for good: the browser has promised not to clear Dicetable’s games.',
  notPersistent:
    'Not kept for good: when the device runs short of space, the browser may clear Dicetable’s games. Back up now and then.',
  persistUnknown: 'This browser cannot promise to keep Dicetable’s games. Back up now and then.',
  askPersist: 'Ask the browser to keep them',
  persistGranted: 'The browser will keep Dicetable’s games.',
  persistRefused:
    'The browser did not promise to keep them (browsers decide by how much a site is used; an installed app is kept more often). Back up now and then.',
  usage: ({ used, quota }: Usage) => `${used} used of ${quota} this browser allows.`,
  usageUnknown: 'This browser does not say how much space Dicetable uses.',
  backUp: 'Back up everything',
  backUpBlurb: 'One file with every game, the history, the players and the settings.',
  backedUp: ({ games, players }: BackedUp) => `Backed up ${games} and ${players} in one file.`,
  games: ({ count, n }: Count) => plural('en', n, { one: `${count} game`, other: `${count} games` }),
  players: ({ count, n }: Count) => plural('en', n, { one: `${count} player`, other: `${count} players` }),
  restore: 'Restore from a backup',
  restoreBlurb:
    'Adds what is missing here: games, players and settings. Nothing on this device is deleted or overwritten.',
  restored: ({ added, beside, here, players }: Restored) =>
    `Restored. Games added: ${added}; added beside a differing version here: ${beside}; already here: ${here}. Players added: ${players}.`,
  refusedDamaged: 'This backup is damaged (cut short or changed), so nothing was restored.',
  refusedForeign: 'This is not a Dicetable backup, so nothing was restored.',
  refusedNewer: 'This backup was made by a newer Dicetable. Update the app, then restore it.',
  refusedHistory: 'This is a history file, not a backup: import it on the History screen.',
  refusedGame: 'This is a game file, not a backup: import it in its game’s list of games.',
  refusedUnreadable: 'The file could not be read, so nothing was restored.',
  storageFailed: 'The browser’s storage failed, so nothing was changed. Try again.',
  persistOffer:
    'Your games are saved in this browser. When the device runs short of space, a browser may clear saved data unless it has promised to keep it. Ask the browser to keep Dicetable’s games?',
  keepGames: 'Keep my games',
  notNow: 'Not now',
  reminder: ({ count }: { count: string }) =>
    `${count} finished since your last backup, and this browser has not promised to keep them. Back up now?`,
  finishedGames: ({ count, n }: Count) => plural('en', n, { one: `${count} game`, other: `${count} games` }),
  backUpNow: 'Back up now',
  later: 'Later',
  promptsLabel: 'Keeping your games',
};
