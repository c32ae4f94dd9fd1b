import { plural } from '../i18n/format.ts';
import { defineMessages } from '../i18n/i18n.ts';

type Count = { count: string; n: number };
type Usage = { used: string; quota: string };
type Restored = { added: string; beside: string; here: string; players: string };
type BackedUp = { games: string; players: string };

export const t = defineMessages('backup', {
  en: {
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
    finishedGames: ({ count, n }: Count) =>
      plural('en', n, { one: `${count} game`, other: `${count} games` }),
    backUpNow: 'Back up now',
    later: 'Later',
    promptsLabel: 'Keeping your games',
  },
  nl: {
    storageTitle: 'Je bewaarde spellen',
    persistent: 'Blijvend bewaard: de browser heeft beloofd de spellen van Dicetable niet te wissen.',
    notPersistent:
      'Niet blijvend bewaard: als het apparaat ruimte tekortkomt, kan de browser de spellen van Dicetable wissen. Maak af en toe een back-up.',
    persistUnknown:
      'Deze browser kan niet beloven de spellen van Dicetable te bewaren. Maak af en toe een back-up.',
    askPersist: 'Vraag de browser ze te bewaren',
    persistGranted: 'De browser bewaart de spellen van Dicetable.',
    persistRefused:
      'De browser beloofde niet ze te bewaren (browsers kijken hoeveel een site gebruikt wordt; een geïnstalleerde app wordt vaker bewaard). Maak af en toe een back-up.',
    usage: ({ used, quota }: Usage) => `${used} gebruikt van de ${quota} die deze browser toestaat.`,
    usageUnknown: 'Deze browser zegt niet hoeveel ruimte Dicetable gebruikt.',
    backUp: 'Back-up van alles maken',
    backUpBlurb: 'Eén bestand met elk spel, de geschiedenis, de spelers en de instellingen.',
    backedUp: ({ games, players }: BackedUp) => `Back-up van ${games} en ${players} in één bestand gemaakt.`,
    games: ({ count, n }: Count) => plural('nl', n, { one: `${count} spel`, other: `${count} spellen` }),
    players: ({ count, n }: Count) => plural('nl', n, { one: `${count} speler`, other: `${count} spelers` }),
    restore: 'Back-up terugzetten',
    restoreBlurb:
      'Voegt toe wat hier ontbreekt: spellen, spelers en instellingen. Niets op dit apparaat wordt gewist of overschreven.',
    restored: ({ added, beside, here, players }: Restored) =>
      `Teruggezet. Spellen toegevoegd: ${added}; naast een afwijkende versie hier toegevoegd: ${beside}; stonden er al: ${here}. Spelers toegevoegd: ${players}.`,
    refusedDamaged: 'Deze back-up is beschadigd (afgebroken of gewijzigd), dus er is niets teruggezet.',
    refusedForeign: 'Dit is geen back-up van Dicetable, dus er is niets teruggezet.',
    refusedNewer: 'Deze back-up komt van een nieuwere Dicetable. Werk de app bij en zet hem dan terug.',
    refusedHistory: 'Dit is een geschiedenisbestand, geen back-up: importeer het in het scherm Geschiedenis.',
    refusedGame: 'Dit is een spelbestand, geen back-up: importeer het in de lijst van zijn spel.',
    refusedUnreadable: 'Het bestand kon niet worden gelezen, dus er is niets teruggezet.',
    storageFailed: 'De opslag van de browser faalde, dus er is niets veranderd. Probeer het opnieuw.',
    persistOffer:
      'Je spellen worden in deze browser bewaard. Als het apparaat ruimte tekortkomt, kan een browser bewaarde gegevens wissen, tenzij hij beloofd heeft ze te bewaren. De browser vragen de spellen van Dicetable te bewaren?',
    keepGames: 'Bewaar mijn spellen',
    notNow: 'Niet nu',
    reminder: ({ count }: { count: string }) =>
      `${count} uitgespeeld sinds je laatste back-up, en deze browser heeft niet beloofd ze te bewaren. Nu een back-up maken?`,
    finishedGames: ({ count, n }: Count) =>
      plural('nl', n, { one: `${count} spel`, other: `${count} spellen` }),
    backUpNow: 'Nu back-up maken',
    later: 'Later',
    promptsLabel: 'Je spellen bewaren',
  },
  de: {
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
  },
  pt: {
    storageTitle: 'Os teus jogos guardados',
    persistent: 'Guardados de vez: o navegador prometeu não apagar os jogos do Dicetable.',
    notPersistent:
      'Não guardados de vez: quando o aparelho ficar sem espaço, o navegador pode apagar os jogos do Dicetable. Faz uma cópia de segurança de vez em quando.',
    persistUnknown:
      'Este navegador não pode prometer guardar os jogos do Dicetable. Faz uma cópia de segurança de vez em quando.',
    askPersist: 'Pedir ao navegador que os guarde',
    persistGranted: 'O navegador vai guardar os jogos do Dicetable.',
    persistRefused:
      'O navegador não prometeu guardá-los (os navegadores decidem pelo uso que um site tem; uma app instalada é guardada mais vezes). Faz uma cópia de segurança de vez em quando.',
    usage: ({ used, quota }: Usage) => `${used} usados dos ${quota} que este navegador permite.`,
    usageUnknown: 'Este navegador não diz quanto espaço o Dicetable usa.',
    backUp: 'Fazer cópia de tudo',
    backUpBlurb: 'Um ficheiro com todos os jogos, o histórico, os jogadores e as definições.',
    backedUp: ({ games, players }: BackedUp) => `Cópia de ${games} e ${players} feita num ficheiro.`,
    games: ({ count, n }: Count) => plural('pt', n, { one: `${count} jogo`, other: `${count} jogos` }),
    players: ({ count, n }: Count) =>
      plural('pt', n, { one: `${count} jogador`, other: `${count} jogadores` }),
    restore: 'Restaurar uma cópia',
    restoreBlurb:
      'Acrescenta o que falta aqui: jogos, jogadores e definições. Nada neste aparelho é apagado ou substituído.',
    restored: ({ added, beside, here, players }: Restored) =>
      `Restaurado. Jogos acrescentados: ${added}; acrescentados ao lado de uma versão diferente aqui: ${beside}; já cá estavam: ${here}. Jogadores acrescentados: ${players}.`,
    refusedDamaged: 'Esta cópia está danificada (cortada ou alterada), por isso nada foi restaurado.',
    refusedForeign: 'Isto não é uma cópia do Dicetable, por isso nada foi restaurado.',
    refusedNewer: 'Esta cópia foi feita por um Dicetable mais recente. Atualiza a app e depois restaura-a.',
    refusedHistory: 'Isto é um ficheiro de histórico, não uma cópia: importa-o no ecrã Histórico.',
    refusedGame: 'Isto é um ficheiro de jogo, não uma cópia: importa-o na lista do seu jogo.',
    refusedUnreadable: 'Não foi possível ler o ficheiro, por isso nada foi restaurado.',
    storageFailed: 'O armazenamento do navegador falhou, por isso nada mudou. Tenta outra vez.',
    persistOffer:
      'Os teus jogos estão guardados neste navegador. Quando o aparelho fica sem espaço, um navegador pode apagar dados guardados, a não ser que tenha prometido guardá-los. Pedir ao navegador que guarde os jogos do Dicetable?',
    keepGames: 'Guardar os meus jogos',
    notNow: 'Agora não',
    reminder: ({ count }: { count: string }) =>
      `${count} terminados desde a tua última cópia, e este navegador não prometeu guardá-los. Fazer uma cópia agora?`,
    finishedGames: ({ count, n }: Count) =>
      plural('pt', n, { one: `${count} jogo`, other: `${count} jogos` }),
    backUpNow: 'Fazer cópia agora',
    later: 'Mais tarde',
    promptsLabel: 'Guardar os teus jogos',
  },
});
