import { defineMessages } from '../i18n/i18n.ts';

type Game = { game: string };
type Dice = { dice: string };
type Score = { score: number };
type Wrote = { score: number; column: string; category: string; count: number; face: number };
type Trips = { score: number; face: number; bonus: number };

export const t = defineMessages('tutorial', {
  en: {
    offerTitle: ({ game }: Game) => `New to ${game}?`,
    offerText:
      'Play a short guided game on the app’s dice: each step shows the control to use and says what happened.',
    offerPlay: 'Play a guided first game',
    offerSkip: 'No thanks',
    replay: 'Play a guided first game',
    replaySumo: 'Play a guided Sumo round',
    sumoTitle: 'Guided Sumo round',
    title: ({ game }: Game) => `Guided first game of ${game}`,
    stepOf: ({ n, total }: { n: number; total: number }) => `Step ${n} of ${total}`,
    showMe: 'Show me',
    fold: 'Hide the guide',
    unfold: 'Show the guide',
    tryThis: ({ hint }: { hint: string }) => `Try: ${hint}`,
    leave: 'Leave the guided game',
    undoClosed: 'Nothing is taken back in the guided game: its dice come in the order its story needs.',
    doneTitle: 'Well played!',
    playComputer: 'Play a real game against the computer',
    starting: 'Starting the game…',
    computer: 'Computer',
    jambRoll: 'Tap Roll: the app throws all five dice.',
    jambRolled: ({ dice }: Dice) => `You rolled ${dice}.`,
    jambHold: 'Keep the fives: tap each die showing 5. A held die stays put when you roll again.',
    jambHoldTry: 'tap a die showing 5.',
    jambRollAgain: 'Tap Roll again: only the dice you did not hold are thrown. A turn has up to three rolls.',
    jambRollAgainTry: 'tap Roll again.',
    jambRolledAgain: ({ dice }: Dice) => `Now the dice show ${dice}.`,
    jambWriteFree: ({ score }: Score) =>
      `Write them down: tap ${score} in the Fives row of the Free column. Free takes any row in any order; Down is filled from Ones downwards and Up from Jamb upwards, so their Fives stay grey.`,
    jambWriteFreeTry: ({ score }: Score) => `tap ${score} in the Fives row of the Free column.`,
    jambWrote: ({ score, column, category, count, face }: Wrote) =>
      `You wrote ${score} in ${column}, ${category}: ${count} × ${face}. Writing a cell ends the turn.`,
    jambRollTurn: 'A new turn: tap Roll.',
    jambRollTry: 'tap Roll.',
    jambAnnounce: ({ category }: { category: string }) =>
      `Three alike already! Announce ${category}: tap Announce, then ${category}. You may announce only right after the first roll; the turn is then written in the Announced column.`,
    jambAnnounceTry: ({ category }: { category: string }) => `tap Announce, then ${category}.`,
    jambAnnounced: ({ category }: { category: string }) => `You announced ${category}.`,
    jambWriteAnnounced: ({ score }: Score) =>
      `The dice already make it: tap ${score} in the Announced column. (You could also roll again to do better.)`,
    jambWriteAnnouncedTry: ({ score }: Score) => `tap ${score} in the Announced column.`,
    jambWroteTrips: ({ score, face, bonus }: Trips) =>
      `You wrote ${score} in Announced, Three of a kind: 3 × ${face} + ${bonus}.`,
    jambEnding:
      'That is Jamb: up to three rolls a turn, hold what you like, then write one cell. The game ends when all 52 cells are written, and the highest total wins. The bonus, Max and Min and the other rows are in How to play.',
  },
  nl: {
    offerTitle: ({ game }: Game) => `Nieuw bij ${game}?`,
    offerText:
      'Speel een kort begeleid spel met de stenen van de app: elke stap wijst de knop aan en zegt wat er gebeurde.',
    offerPlay: 'Speel een begeleid eerste spel',
    offerSkip: 'Nee, bedankt',
    replay: 'Speel een begeleid eerste spel',
    replaySumo: 'Speel een begeleide Sumoronde',
    sumoTitle: 'Begeleide Sumoronde',
    title: ({ game }: Game) => `Begeleid eerste spel ${game}`,
    stepOf: ({ n, total }: { n: number; total: number }) => `Stap ${n} van ${total}`,
    showMe: 'Wijs het aan',
    fold: 'Gids verbergen',
    unfold: 'Gids tonen',
    tryThis: ({ hint }: { hint: string }) => `Probeer: ${hint}`,
    leave: 'Begeleid spel verlaten',
    undoClosed:
      'In het begeleide spel wordt niets teruggenomen: de stenen vallen in de volgorde die het verhaal nodig heeft.',
    doneTitle: 'Goed gespeeld!',
    playComputer: 'Speel een echt spel tegen de computer',
    starting: 'Spel wordt gestart…',
    computer: 'Computer',
    jambRoll: 'Tik op Gooien: de app gooit alle vijf stenen.',
    jambRolled: ({ dice }: Dice) => `Je gooide ${dice}.`,
    jambHold:
      'Houd de vijven: tik op elke steen met 5. Een vastgehouden steen blijft liggen als je opnieuw gooit.',
    jambHoldTry: 'tik op een steen met 5.',
    jambRollAgain:
      'Tik op Opnieuw gooien: alleen de stenen die je niet vasthoudt worden gegooid. Een beurt heeft tot drie worpen.',
    jambRollAgainTry: 'tik op Opnieuw gooien.',
    jambRolledAgain: ({ dice }: Dice) => `Nu liggen er ${dice}.`,
    jambWriteFree: ({ score }: Score) =>
      `Schrijf ze op: tik op ${score} in de rij Vijven van de kolom Vrij. Vrij neemt elke rij in elke volgorde; Omlaag vul je van Enen naar beneden en Omhoog van Jamb naar boven, dus hun Vijven blijven grijs.`,
    jambWriteFreeTry: ({ score }: Score) => `tik op ${score} in de rij Vijven van de kolom Vrij.`,
    jambWrote: ({ score, column, category, count, face }: Wrote) =>
      `Je schreef ${score} in ${column}, ${category}: ${count} × ${face}. Een vak invullen beëindigt de beurt.`,
    jambRollTurn: 'Een nieuwe beurt: tik op Gooien.',
    jambRollTry: 'tik op Gooien.',
    jambAnnounce: ({ category }: { category: string }) =>
      `Al drie gelijke! Kondig ${category} aan: tik op Aankondigen en dan op ${category}. Aankondigen mag alleen direct na de eerste worp; de beurt gaat dan in de kolom Aangekondigd.`,
    jambAnnounceTry: ({ category }: { category: string }) => `tik op Aankondigen en dan op ${category}.`,
    jambAnnounced: ({ category }: { category: string }) => `Je kondigde ${category} aan.`,
    jambWriteAnnounced: ({ score }: Score) =>
      `De stenen halen het al: tik op ${score} in de kolom Aangekondigd. (Je mag ook nog gooien om beter te scoren.)`,
    jambWriteAnnouncedTry: ({ score }: Score) => `tik op ${score} in de kolom Aangekondigd.`,
    jambWroteTrips: ({ score, face, bonus }: Trips) =>
      `Je schreef ${score} in Aangekondigd, Drie gelijke: 3 × ${face} + ${bonus}.`,
    jambEnding:
      'Zo gaat Jamb: tot drie worpen per beurt, houd vast wat je wilt en vul dan één vak in. Het spel eindigt als alle 52 vakken zijn ingevuld; het hoogste totaal wint. De bonus, Max en Min en de andere rijen staan in de spelregels.',
  },
  de: {
    offerTitle: ({ game }: Game) => `Neu bei ${game}?`,
    offerText:
      'Spiel ein kurzes geführtes Spiel mit den Würfeln der App: Jeder Schritt zeigt das Bedienelement und sagt, was geschah.',
    offerPlay: 'Ein geführtes erstes Spiel spielen',
    offerSkip: 'Nein, danke',
    replay: 'Ein geführtes erstes Spiel spielen',
    replaySumo: 'Eine geführte Sumo-Runde spielen',
    sumoTitle: 'Geführte Sumo-Runde',
    title: ({ game }: Game) => `Geführtes erstes Spiel ${game}`,
    stepOf: ({ n, total }: { n: number; total: number }) => `Schritt ${n} von ${total}`,
    showMe: 'Zeig es mir',
    fold: 'Anleitung ausblenden',
    unfold: 'Anleitung zeigen',
    tryThis: ({ hint }: { hint: string }) => `Versuch: ${hint}`,
    leave: 'Geführtes Spiel verlassen',
    undoClosed:
      'Im geführten Spiel wird nichts zurückgenommen: die Würfel fallen in der Reihenfolge, die die Geschichte braucht.',
    doneTitle: 'Gut gespielt!',
    playComputer: 'Ein echtes Spiel gegen den Computer spielen',
    starting: 'Spiel wird gestartet…',
    computer: 'Computer',
    jambRoll: 'Tippe auf Würfeln: Die App wirft alle fünf Würfel.',
    jambRolled: ({ dice }: Dice) => `Du hast ${dice} gewürfelt.`,
    jambHold:
      'Behalte die Fünfen: Tippe jeden Würfel mit 5 an. Ein gehaltener Würfel bleibt liegen, wenn du neu würfelst.',
    jambHoldTry: 'tippe einen Würfel mit 5 an.',
    jambRollAgain:
      'Tippe auf Noch einmal würfeln: Nur die nicht gehaltenen Würfel werden geworfen. Ein Zug hat bis zu drei Würfe.',
    jambRollAgainTry: 'tippe auf Noch einmal würfeln.',
    jambRolledAgain: ({ dice }: Dice) => `Jetzt zeigen die Würfel ${dice}.`,
    jambWriteFree: ({ score }: Score) =>
      `Schreib sie auf: Tippe auf ${score} in der Zeile Fünfer der Spalte Frei. Frei nimmt jede Zeile in beliebiger Reihenfolge; Abwärts füllt man von den Einern nach unten, Aufwärts vom Jamb nach oben, darum bleiben deren Fünfer grau.`,
    jambWriteFreeTry: ({ score }: Score) => `tippe auf ${score} in der Zeile Fünfer der Spalte Frei.`,
    jambWrote: ({ score, column, category, count, face }: Wrote) =>
      `Du hast ${score} in ${column}, ${category} geschrieben: ${count} × ${face}. Ein Eintrag beendet den Zug.`,
    jambRollTurn: 'Ein neuer Zug: Tippe auf Würfeln.',
    jambRollTry: 'tippe auf Würfeln.',
    jambAnnounce: ({ category }: { category: string }) =>
      `Schon drei gleiche! Sag ${category} an: Tippe auf Ansagen, dann auf ${category}. Ansagen geht nur direkt nach dem ersten Wurf; der Zug wird dann in die Spalte Angesagt geschrieben.`,
    jambAnnounceTry: ({ category }: { category: string }) => `tippe auf Ansagen, dann auf ${category}.`,
    jambAnnounced: ({ category }: { category: string }) => `Du hast ${category} angesagt.`,
    jambWriteAnnounced: ({ score }: Score) =>
      `Die Würfel reichen schon: Tippe auf ${score} in der Spalte Angesagt. (Du dürftest auch weiterwürfeln, um mehr zu holen.)`,
    jambWriteAnnouncedTry: ({ score }: Score) => `tippe auf ${score} in der Spalte Angesagt.`,
    jambWroteTrips: ({ score, face, bonus }: Trips) =>
      `Du hast ${score} in Angesagt, Dreierpasch geschrieben: 3 × ${face} + ${bonus}.`,
    jambEnding:
      'Das ist Jamb: bis zu drei Würfe pro Zug, behalte, was du willst, dann trag ein Feld ein. Das Spiel endet, wenn alle 52 Felder beschrieben sind; die höchste Summe gewinnt. Bonus, Max und Min und die anderen Zeilen stehen in den Spielregeln.',
  },
  pt: {
    offerTitle: ({ game }: Game) => `Novo no ${game}?`,
    offerText:
      'Jogue uma curta partida guiada com os dados da app: cada passo mostra o controlo a usar e diz o que aconteceu.',
    offerPlay: 'Jogar uma primeira partida guiada',
    offerSkip: 'Não, obrigado',
    replay: 'Jogar uma primeira partida guiada',
    replaySumo: 'Jogar uma ronda de Sumo guiada',
    sumoTitle: 'Ronda de Sumo guiada',
    title: ({ game }: Game) => `Primeira partida guiada de ${game}`,
    stepOf: ({ n, total }: { n: number; total: number }) => `Passo ${n} de ${total}`,
    showMe: 'Mostrar',
    fold: 'Esconder o guia',
    unfold: 'Mostrar o guia',
    tryThis: ({ hint }: { hint: string }) => `Experimente: ${hint}`,
    leave: 'Sair da partida guiada',
    undoClosed: 'Na partida guiada nada é desfeito: os dados saem na ordem de que a história precisa.',
    doneTitle: 'Bem jogado!',
    playComputer: 'Jogar uma partida a sério contra o computador',
    starting: 'A começar a partida…',
    computer: 'Computador',
    jambRoll: 'Toque em Lançar: a app lança os cinco dados.',
    jambRolled: ({ dice }: Dice) => `Saiu ${dice}.`,
    jambHold: 'Guarde os cincos: toque em cada dado com 5. Um dado guardado fica quando volta a lançar.',
    jambHoldTry: 'toque num dado com 5.',
    jambRollAgain:
      'Toque em Lançar de novo: só os dados não guardados são lançados. Uma vez tem até três lançamentos.',
    jambRollAgainTry: 'toque em Lançar de novo.',
    jambRolledAgain: ({ dice }: Dice) => `Agora os dados mostram ${dice}.`,
    jambWriteFree: ({ score }: Score) =>
      `Aponte-os: toque em ${score} na linha Cincos da coluna Livre. A Livre aceita qualquer linha por qualquer ordem; a Descer preenche-se dos Uns para baixo e a Subir do Jamb para cima, por isso os Cincos delas ficam cinzentos.`,
    jambWriteFreeTry: ({ score }: Score) => `toque em ${score} na linha Cincos da coluna Livre.`,
    jambWrote: ({ score, column, category, count, face }: Wrote) =>
      `Apontou ${score} em ${column}, ${category}: ${count} × ${face}. Apontar uma casa termina a vez.`,
    jambRollTurn: 'Uma nova vez: toque em Lançar.',
    jambRollTry: 'toque em Lançar.',
    jambAnnounce: ({ category }: { category: string }) =>
      `Já três iguais! Anuncie ${category}: toque em Anunciar e depois em ${category}. Só pode anunciar logo após o primeiro lançamento; a vez é então apontada na coluna Anunciada.`,
    jambAnnounceTry: ({ category }: { category: string }) => `toque em Anunciar e depois em ${category}.`,
    jambAnnounced: ({ category }: { category: string }) => `Anunciou ${category}.`,
    jambWriteAnnounced: ({ score }: Score) =>
      `Os dados já chegam: toque em ${score} na coluna Anunciada. (Também podia lançar de novo para fazer melhor.)`,
    jambWriteAnnouncedTry: ({ score }: Score) => `toque em ${score} na coluna Anunciada.`,
    jambWroteTrips: ({ score, face, bonus }: Trips) =>
      `Apontou ${score} em Anunciada, Trio: 3 × ${face} + ${bonus}.`,
    jambEnding:
      'Isto é o Jamb: até três lançamentos por vez, guarde o que quiser e depois aponte uma casa. A partida acaba quando as 52 casas estão preenchidas; ganha o total mais alto. O bónus, o Máx e o Mín e as outras linhas estão em Como jogar.',
  },
});
