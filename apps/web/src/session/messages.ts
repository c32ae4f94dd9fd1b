// The words every game shares about its saved games and files: why a damaged, foreign or newer game
// cannot be opened or imported. `what` is the thing at fault (the file, a saved game's log).
import { defineMessages } from '../i18n/i18n.ts';

type What = { what: string };
type WrongGame = { what: string; game: string; expected: string };
type MoveAt = { what: string; n: number };
type Move = MoveAt & { why: string };
type Reason = { reason: string };

export const t = defineMessages('session', {
  en: {
    theFile: 'the file',
    theSavedLog: 'its game log',
    notJson: ({ what }: What) => `${what} is not valid JSON.`,
    foreign: ({ what }: What) => `${what} is not a Dicetable game log.`,
    newer: ({ what }: What) => `${what} was written by a newer Dicetable. Update the app first.`,
    badVersion: ({ what }: What) => `${what} has no valid version number.`,
    unknownGame: ({ what }: What) => `${what} is of a game this Dicetable does not know.`,
    wrongGame: ({ what, game, expected }: WrongGame) => `${what} is a ${game} game, not ${expected}.`,
    malformed: ({ what }: What) => `${what} is damaged: its setup or actions are missing.`,
    badSetup: ({ what }: What) => `${what} has no valid game setup.`,
    badMove: ({ what, n, why }: Move) => `action ${n} in ${what} breaks the rules (${why}).`,
    badMoveBare: ({ what, n }: MoveAt) => `action ${n} in ${what} breaks the rules.`,
    notAMove: 'it is not a move of this game',
    unreadable: ({ what }: What) => `${what} could not be read.`,
    importRefused: ({ reason }: Reason) => `Import refused: ${reason} Nothing was changed.`,
    openRefused: ({ reason }: Reason) =>
      `This saved game cannot be opened: ${reason} It is kept as it is; your other games are not affected.`,
    imported: 'Game imported.',
    notSaved: 'Import stopped: the game could not be saved on this device.',
    notFound: 'This game was not found on this device. It may have been deleted.',
    opening: 'Opening the game…',
    backToGames: 'Back to the games',
    moveRefused: 'That is not allowed now.',
  },
  nl: {
    theFile: 'het bestand',
    theSavedLog: 'het spelverslag',
    notJson: ({ what }: What) => `${what} is geen geldige JSON.`,
    foreign: ({ what }: What) => `${what} is geen Dicetable-spelverslag.`,
    newer: ({ what }: What) => `${what} komt van een nieuwere Dicetable. Werk eerst de app bij.`,
    badVersion: ({ what }: What) => `${what} heeft geen geldig versienummer.`,
    unknownGame: ({ what }: What) => `${what} hoort bij een spel dat deze Dicetable niet kent.`,
    wrongGame: ({ what, game, expected }: WrongGame) => `${what} is een ${game}-spel, geen ${expected}.`,
    malformed: ({ what }: What) => `${what} is beschadigd: de opzet of de zetten ontbreken.`,
    badSetup: ({ what }: What) => `${what} heeft geen geldige spelopzet.`,
    badMove: ({ what, n, why }: Move) => `zet ${n} in ${what} is tegen de regels (${why}).`,
    badMoveBare: ({ what, n }: MoveAt) => `zet ${n} in ${what} is tegen de regels.`,
    notAMove: 'het is geen zet van dit spel',
    unreadable: ({ what }: What) => `${what} kon niet worden gelezen.`,
    importRefused: ({ reason }: Reason) => `Import geweigerd: ${reason} Er is niets veranderd.`,
    openRefused: ({ reason }: Reason) =>
      `Dit bewaarde spel kan niet worden geopend: ${reason} Het blijft zoals het is; je andere spellen zijn niet geraakt.`,
    imported: 'Spel geïmporteerd.',
    notSaved: 'Import gestopt: het spel kon niet op dit apparaat worden bewaard.',
    notFound: 'Dit spel staat niet op dit apparaat. Misschien is het verwijderd.',
    opening: 'Het spel wordt geopend…',
    backToGames: 'Terug naar de spellen',
    moveRefused: 'Dat mag nu niet.',
  },
  de: {
    theFile: 'Die Datei',
    theSavedLog: 'Das Spielprotokoll',
    notJson: ({ what }: What) => `${what} ist kein gültiges JSON.`,
    foreign: ({ what }: What) => `${what} ist kein Dicetable-Spielprotokoll.`,
    newer: ({ what }: What) => `${what} stammt von einem neueren Dicetable. Aktualisiere zuerst die App.`,
    badVersion: ({ what }: What) => `${what} hat keine gültige Versionsnummer.`,
    unknownGame: ({ what }: What) => `${what} gehört zu einem Spiel, das dieses Dicetable nicht kennt.`,
    wrongGame: ({ what, game, expected }: WrongGame) =>
      `${what} gehört zu einem ${game}-Spiel, nicht zu ${expected}.`,
    malformed: ({ what }: What) => `${what} ist beschädigt: Aufbau oder Züge fehlen.`,
    badSetup: ({ what }: What) => `${what} hat keinen gültigen Spielaufbau.`,
    badMove: ({ what, n, why }: Move) => `${what} verstößt bei Zug ${n} gegen die Regeln (${why}).`,
    badMoveBare: ({ what, n }: MoveAt) => `${what} verstößt bei Zug ${n} gegen die Regeln.`,
    notAMove: 'das ist kein Zug dieses Spiels',
    unreadable: ({ what }: What) => `${what} konnte nicht gelesen werden.`,
    importRefused: ({ reason }: Reason) => `Import abgelehnt: ${reason} Es wurde nichts geändert.`,
    openRefused: ({ reason }: Reason) =>
      `Dieses gespeicherte Spiel lässt sich nicht öffnen: ${reason} Es bleibt, wie es ist; eure anderen Spiele sind nicht betroffen.`,
    imported: 'Spiel importiert.',
    notSaved: 'Import abgebrochen: Das Spiel konnte auf diesem Gerät nicht gespeichert werden.',
    notFound: 'Dieses Spiel gibt es auf diesem Gerät nicht. Vielleicht wurde es gelöscht.',
    opening: 'Das Spiel wird geöffnet…',
    backToGames: 'Zurück zu den Spielen',
    moveRefused: 'Das ist jetzt nicht erlaubt.',
  },
  pt: {
    theFile: 'o ficheiro',
    theSavedLog: 'o registo do jogo',
    notJson: ({ what }: What) => `${what} não é JSON válido.`,
    foreign: ({ what }: What) => `${what} não é um registo de jogo do Dicetable.`,
    newer: ({ what }: What) => `${what} foi escrito por um Dicetable mais recente. Atualize primeiro a app.`,
    badVersion: ({ what }: What) => `${what} não tem um número de versão válido.`,
    unknownGame: ({ what }: What) => `${what} é de um jogo que este Dicetable não conhece.`,
    wrongGame: ({ what, game, expected }: WrongGame) =>
      `${what} é de um jogo de ${game}, não de ${expected}.`,
    malformed: ({ what }: What) => `${what} está danificado: faltam a preparação ou as jogadas.`,
    badSetup: ({ what }: What) => `${what} não tem uma preparação de jogo válida.`,
    badMove: ({ what, n, why }: Move) => `${what} tem uma jogada contra as regras, a n.º ${n} (${why}).`,
    badMoveBare: ({ what, n }: MoveAt) => `${what} tem uma jogada contra as regras, a n.º ${n}.`,
    notAMove: 'não é uma jogada deste jogo',
    unreadable: ({ what }: What) => `não foi possível ler ${what}.`,
    importRefused: ({ reason }: Reason) => `Importação recusada: ${reason} Nada foi alterado.`,
    openRefused: ({ reason }: Reason) =>
      `Não é possível abrir este jogo guardado: ${reason} Fica como está; os outros jogos não são afetados.`,
    imported: 'Jogo importado.',
    notSaved: 'Importação interrompida: não foi possível guardar o jogo neste dispositivo.',
    notFound: 'Este jogo não existe neste dispositivo. Talvez tenha sido apagado.',
    opening: 'A abrir o jogo…',
    backToGames: 'Voltar aos jogos',
    moveRefused: 'Isso não é permitido agora.',
  },
});
