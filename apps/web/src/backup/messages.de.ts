import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { BackedUp, Count, en, Restored, Usage } from './messages.en.ts';

translate<typeof en>('backup', 'de', {
  storageTitle: 'Deine gespeicherten Spiele',
  persistent:
    'Dauerhaft gespeichert: Der Browser hat versprochen, die Spiele von Dicetable nicht zu löschen.',
  notPersistent:
    'Nicht dauerhaft gespeichert: Wenn dem Gerät der Platz ausgeht, kann der Browser die Spiele von Dicetable löschen. Sichere sie ab und zu.',
  persistUnknown:
    'Dieser Browser kann nicht versprechen, die Spiele von Dicetable zu behalten. Sichere sie ab und zu.',
  askPersist: 'Den Browser bitten, sie zu behalten',
  persistGranted: 'Der Browser behält die Spiele von Dicetable.',
  persistRefused:
    'Der Browser hat nicht versprochen, sie zu behalten (Browser entscheiden danach, wie viel eine Seite genutzt wird; eine installierte App wird öfter behalten). Sichere sie ab und zu.',
  usage: ({ used, quota }: Usage) => `${used} belegt von ${quota}, die dieser Browser erlaubt.`,
  usageUnknown: 'Dieser Browser sagt nicht, wie viel Platz Dicetable belegt.',
  backUp: 'Alles sichern',
  backUpBlurb: 'Eine Datei mit jedem Spiel, dem Verlauf, den Spielern und den Einstellungen.',
  backedUp: ({ games, players }: BackedUp) => `${games} und ${players} in einer Datei gesichert.`,
  games: ({ count, n }: Count) => plural('de', n, { one: `${count} Spiel`, other: `${count} Spiele` }),
  players: ({ count, n }: Count) => plural('de', n, { one: `${count} Spieler`, other: `${count} Spieler` }),
  restore: 'Aus einer Sicherung wiederherstellen',
  restoreBlurb:
    'Fügt hinzu, was hier fehlt: Spiele, Spieler und Einstellungen. Nichts auf diesem Gerät wird gelöscht oder überschrieben.',
  restored: ({ added, beside, here, players }: Restored) =>
    `Wiederhergestellt. Spiele hinzugefügt: ${added}; neben einer abweichenden Fassung hier hinzugefügt: ${beside}; schon vorhanden: ${here}. Spieler hinzugefügt: ${players}.`,
  refusedDamaged:
    'Diese Sicherung ist beschädigt (abgeschnitten oder verändert), daher wurde nichts wiederhergestellt.',
  refusedForeign: 'Das ist keine Sicherung von Dicetable, daher wurde nichts wiederhergestellt.',
  refusedNewer:
    'Diese Sicherung stammt von einem neueren Dicetable. Aktualisiere die App und stelle sie dann wieder her.',
  refusedHistory: 'Das ist eine Verlaufsdatei, keine Sicherung: Importiere sie im Bildschirm Verlauf.',
  refusedGame: 'Das ist eine Spieldatei, keine Sicherung: Importiere sie in der Liste ihres Spiels.',
  refusedUnreadable: 'Die Datei konnte nicht gelesen werden, daher wurde nichts wiederhergestellt.',
  storageFailed:
    'Der Speicher des Browsers hat versagt, daher wurde nichts geändert. Versuche es noch einmal.',
  persistOffer:
    'Deine Spiele sind in diesem Browser gespeichert. Wenn dem Gerät der Platz ausgeht, kann ein Browser gespeicherte Daten löschen, außer er hat versprochen, sie zu behalten. Den Browser bitten, die Spiele von Dicetable zu behalten?',
  keepGames: 'Meine Spiele behalten',
  notNow: 'Nicht jetzt',
  reminder: ({ count }: { count: string }) =>
    `${count} seit deiner letzten Sicherung beendet, und dieser Browser hat nicht versprochen, sie zu behalten. Jetzt sichern?`,
  finishedGames: ({ count, n }: Count) =>
    plural('de', n, { one: `${count} Spiel`, other: `${count} Spiele` }),
  backUpNow: 'Jetzt sichern',
  later: 'Später',
  promptsLabel: 'Deine Spiele behalten',
});
