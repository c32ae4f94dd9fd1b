import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('shell', 'de', {
  appName: 'Dicetable',
  tagline:
    'Würfelspiele am Tisch — Spielblätter, exakte Wahrscheinlichkeiten und echte Würfelphysik, offline.',
  home: 'Start',
  back: 'Zurück',
  settings: 'Einstellungen',
  about: 'Über',
  gamesHeading: 'Spiele',
  play: 'Spielen',
  howToPlayGame: ({ game }: { game: string }) => `So spielt man ${game}`,
  players: ({ min, max }: { min: number; max: number }) =>
    min === max ? `${min} Spieler` : `${min}–${max} Spieler`,
  jambName: 'Jamb',
  jambBlurb:
    'Fülle ein Spielblatt mit vier Spalten mit dem Besten aus drei Würfen — abwärts, aufwärts, frei und angesagt.',
  yamMasterName: 'Yam Master',
  yamMasterBlurb:
    'Würfle Figuren, besetze Felder auf einem 5×5-Brett und komme vor dem Gegner auf fünf in einer Reihe.',
  jamsumoName: 'JamSumo',
  jamsumoBlurb: 'Schnippe deine Würfel übers Brett: versenke sie im Loch oder stoße die der Gegner hinaus.',
  language: 'Sprache',
  languageAuto: ({ name }: { name: string }) => `Automatisch (${name})`,
  theme: 'Design',
  themeSystem: 'System',
  themeLight: 'Hell',
  themeDark: 'Dunkel',
  sound: 'Ton',
  haptics: 'Vibration',
  keepAwake: 'Bildschirm während eines Spiels anlassen',
  cameraDice: 'Würfel mit der Kamera lesen (ein Versuch)',
  cameraDiceBlurb:
    'Die Erkennung liest noch viele Würfel falsch: Prüfe jeden Würfel, bevor du ihn übernimmst.',
  hand: 'Schnipphand (JamSumo)',
  handBlurb: 'Wie weit ein Schnipp vom Ziel abweicht, wie bei einem echten Finger.',
  handSteady: 'Ruhig',
  handReal: 'Echte Hand',
  handPercent: ({ percent }: { percent: number }) => `${percent} % einer echten Hand`,
  lab: 'Physiklabor',
  labBlurb: 'Schnippe Würfel auf dem JamSumo-Brett und sieh der Simulation zu.',
  on: 'An',
  off: 'Aus',
  aboutText:
    'Mit Dicetable spielt ihr drei Würfelspiele auf einem Tablet am Tisch, mit den Würfeln der App oder euren eigenen, und seht beim Würfeln die exakten Wahrscheinlichkeiten. Einmal installiert, funktioniert es offline.',
  rulesSources: 'Spielregeln und ihre Quellen',
  jambSource: 'Jamb: das traditionelle jugoslawische Spiel, nach einem niederländischen Regelblatt.',
  yamMasterSource: 'Yam Master: die deutsche und die portugiesische Spielregel des Brettspiels.',
  jamsumoSource: 'JamSumo, zweite Auflage: die englische Spielregel des hölzernen Geschicklichkeitsspiels.',
  version: ({ version }: { version: string }) => `Version ${version}`,
  offlineReady: 'Bereit für die Offline-Nutzung.',
  updateAvailable: 'Ein Update ist verfügbar.',
  reload: 'Neu laden',
  dismiss: 'Schließen',
  notFound: 'Diese Seite gibt es nicht.',
  storageFull:
    'Der Speicher ist voll: Die letzten Änderungen wurden nicht gespeichert. Schaffe Platz; das Spiel bleibt offen.',
  storageUnavailable:
    'Dieser Browser erlaubt kein Speichern (privater Modus?). Ihr könnt weiterspielen, aber nach dem Neuladen ist das Spiel weg.',
  storageFailed:
    'Die letzten Änderungen konnten nicht gespeichert werden. Spielt ruhig weiter; wir versuchen es erneut.',
  storageUpgraded:
    'Dicetable wurde in einem anderen Tab aktualisiert. Lade diesen Tab neu, damit eure Spiele weiter gespeichert werden; nichts geht verloren.',
  storageUpgradeBlocked:
    'Dicetable wird aktualisiert. Schließe es in deinen anderen Tabs oder Fenstern, um weiterzumachen; eure Spiele bleiben erhalten.',
  loading: 'Wird geladen…',
  loadFailed: 'Dieser Teil der App konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut.',
  retry: 'Erneut versuchen',
  engineCheck: ({ count }: { count: number }) =>
    `Wahrscheinlichkeits-Engine (WebAssembly): ${count} Wurfergebnisse bereit.`,
  engineUnavailable: 'Wahrscheinlichkeits-Engine (WebAssembly) in diesem Browser nicht verfügbar.',
  yourGames: 'Eure Spiele',
  historyLink: 'Verlauf',
  playersLink: 'Spieler',
  statisticsLink: 'Statistik',
  diceCheckLink: 'Würfeltest',
  install: 'Dicetable installieren',
  installBlurb:
    'Installiere es auf diesem Gerät: Es öffnet wie eine App, bildschirmfüllend, und funktioniert ohne Netz.',
  installApp: 'Als App installieren',
  installed: 'Installiert',
  installFromMenu:
    'Wo dieser Browser Apps installieren kann, tut er es über sein eigenes Menü (Installieren, Zum Startbildschirm oder Zum Dock hinzufügen).',
  continueGame: 'Weiterspielen',
  continueWhat: ({ game, players }: { game: string; players: string }) => `${game}: ${players}`,
  lastPlayed: ({ when }: { when: string }) => `Zuletzt gespielt ${when}`,
});
