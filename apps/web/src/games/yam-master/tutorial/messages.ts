import { defineMessages } from '../../../i18n/i18n.ts';

type Dice = { dice: string };
type Face = { face: number };
type At = { row: number; column: number };
type Name = { name: string };
type Figure = { dice: string; figure: string };
type Button = { button: string };

export const t = defineMessages('tutorial-yam-master', {
  en: {
    goalRoll:
      'Yam Master is a race to put five of your tokens in a line on this board. Each turn you roll up to three times, then place one token on a square your dice make. Tap Roll.',
    rollTry: 'tap Roll.',
    rolled: ({ dice }: Dice) => `You rolled ${dice}.`,
    hold: ({ face }: Face) =>
      `Aim for a figure: hold the two ${face}s (tap each). Three dice showing ${face} are a brelan of ${face}s, the figure of the squares marked ${face}.`,
    holdTry: ({ face }: Face) => `tap a die showing ${face}.`,
    rollAgain: 'Tap Roll again: only the dice you did not hold are thrown.',
    rollAgainTry: 'tap Roll again.',
    rolledBrelan: ({ dice, face }: Dice & Face) => `Now the dice show ${dice}: three ${face}s, a brelan.`,
    placeBrelan: ({ face, row, column }: Face & At) =>
      `Place a token: tap the lit square marked ${face} in row ${row}, column ${column}. Every free square of a figure your dice make is lit; placing a token ends your turn.`,
    placeBrelanTry: ({ face, row, column }: Face & At) =>
      `tap the lit square marked ${face} in row ${row}, column ${column}.`,
    placed: ({ label, row, column }: { label: string } & At) =>
      `Your token is on ${label}, row ${row}, column ${column}. That square is taken now: nobody else can place on it.`,
    computerTurn: ({ name }: Name) =>
      `Now ${name} plays a turn the same way: it rolls, then places a token on a square its dice make, or none.`,
    watch: ({ name }: Name) => `Watch ${name}’s turn`,
    watchTry: ({ name }: Name) => `tap Watch ${name}’s turn.`,
    yourTurn: 'Your turn again: tap Roll.',
    rolledSec: ({ dice, figure }: Figure) =>
      `You rolled ${dice}: ${figure} in the very first roll. A real figure in the first roll is a Sec!`,
    placeSec: ({ row, column }: At) =>
      `Real figures are Full, Carré, Yam, Suite and ≤ 8 — not a brelan. Made in the first roll, it may take a Sec square (⚡) instead of a square of its own figure. Tap the lit Sec square in row ${row}, column ${column}.`,
    placeSecTry: ({ row, column }: At) => `tap the lit Sec square in row ${row}, column ${column}.`,
    rolledNothing: ({ dice }: Dice) => `You rolled ${dice}: no figure, nothing to place.`,
    declareDefi: ({ button }: Button) =>
      `Declare a Défi: tap “${button}”. You then have to make a real figure (not a brelan) with your next roll or the one after, and you must roll at least once more. If you make it, you may take a Défi square (⚔); if not, the turn ends without a token.`,
    declareDefiTry: ({ button }: Button) => `tap “${button}”.`,
    defiDeclared: 'You declared a Défi.',
    rollDefiAgain: 'Tap Roll again: all five dice are thrown.',
    rolledDefi: ({ dice, figure }: Figure) =>
      `You rolled ${dice}: ${figure}, a real figure. The Défi succeeded!`,
    placeDefi: ({ row, column }: At) => `Tap the lit Défi square in row ${row}, column ${column}.`,
    placeDefiTry: ({ row, column }: At) => `tap the lit Défi square in row ${row}, column ${column}.`,
    ending:
      'Your three tokens stand in one diagonal line: at the end a run of three scores 1 point, a run of four 2 points. Five in a row, a column or a long diagonal win at once. If nobody makes five, the game ends when a player has placed 12 tokens, and more points win. A Yam (five alike) may take one of the other player’s tokens off the board instead. The rest is in How to play.',
  },
  nl: {
    goalRoll:
      'Yam Master is een race: wie eerst vijf eigen fiches op een lijn heeft op dit bord, wint. Elke beurt gooi je tot drie keer en leg je daarna één fiche op een vak dat je stenen maken. Tik op Gooien.',
    rollTry: 'tik op Gooien.',
    rolled: ({ dice }: Dice) => `Je gooide ${dice}.`,
    hold: ({ face }: Face) =>
      `Speel op een figuur: houd de twee ${face}-en vast (tik op elk). Drie stenen met ${face} zijn drie keer ${face}, de figuur van de vakken met een ${face}.`,
    holdTry: ({ face }: Face) => `tik op een steen met ${face}.`,
    rollAgain: 'Tik op Opnieuw gooien: alleen de stenen die je niet vasthoudt worden gegooid.',
    rollAgainTry: 'tik op Opnieuw gooien.',
    rolledBrelan: ({ dice, face }: Dice & Face) => `Nu liggen er ${dice}: drie keer ${face}.`,
    placeBrelan: ({ face, row, column }: Face & At) =>
      `Leg een fiche: tik op het oplichtende vak met ${face} in rij ${row}, kolom ${column}. Elk vrij vak van een figuur die je stenen maken licht op; een fiche leggen beëindigt je beurt.`,
    placeBrelanTry: ({ face, row, column }: Face & At) =>
      `tik op het oplichtende vak met ${face} in rij ${row}, kolom ${column}.`,
    placed: ({ label, row, column }: { label: string } & At) =>
      `Je fiche ligt op ${label}, rij ${row}, kolom ${column}. Dat vak is nu bezet: niemand anders kan er nog op leggen.`,
    computerTurn: ({ name }: Name) =>
      `Nu speelt ${name} een beurt op dezelfde manier: gooien, en dan een fiche leggen op een vak dat de stenen maken, of geen.`,
    watch: ({ name }: Name) => `Bekijk de beurt van ${name}`,
    watchTry: ({ name }: Name) => `tik op Bekijk de beurt van ${name}.`,
    yourTurn: 'Weer jouw beurt: tik op Gooien.',
    rolledSec: ({ dice, figure }: Figure) =>
      `Je gooide ${dice}: ${figure} bij de allereerste worp. Een echte figuur bij de eerste worp is een Sec!`,
    placeSec: ({ row, column }: At) =>
      `Echte figuren zijn Full, Carré, Yam, Suite en ≤ 8 — geen drie gelijke. Gegooid bij de eerste worp mag zo’n figuur ook een Sec-vak (⚡) nemen. Tik op het oplichtende Sec-vak in rij ${row}, kolom ${column}.`,
    placeSecTry: ({ row, column }: At) => `tik op het oplichtende Sec-vak in rij ${row}, kolom ${column}.`,
    rolledNothing: ({ dice }: Dice) => `Je gooide ${dice}: geen figuur, niets om te leggen.`,
    declareDefi: ({ button }: Button) =>
      `Kondig een Défi aan: tik op “${button}”. Dan moet je met de volgende worp of de worp daarna een echte figuur maken (geen drie gelijke), en je moet minstens nog één keer gooien. Lukt het, dan mag je een Défi-vak (⚔) nemen; lukt het niet, dan eindigt de beurt zonder fiche.`,
    declareDefiTry: ({ button }: Button) => `tik op “${button}”.`,
    defiDeclared: 'Je kondigde een Défi aan.',
    rollDefiAgain: 'Tik op Opnieuw gooien: alle vijf stenen worden gegooid.',
    rolledDefi: ({ dice, figure }: Figure) =>
      `Je gooide ${dice}: ${figure}, een echte figuur. De Défi is gelukt!`,
    placeDefi: ({ row, column }: At) => `Tik op het oplichtende Défi-vak in rij ${row}, kolom ${column}.`,
    placeDefiTry: ({ row, column }: At) => `tik op het oplichtende Défi-vak in rij ${row}, kolom ${column}.`,
    ending:
      'Je drie fiches liggen op één schuine lijn: aan het eind telt een rij van drie 1 punt, een rij van vier 2 punten. Vijf op een rij, in een kolom of op een lange diagonaal winnen meteen. Haalt niemand vijf, dan eindigt het spel zodra iemand 12 fiches heeft gelegd, en wie de meeste punten heeft wint. Met een Yam (vijf gelijke) mag je ook een fiche van de ander van het bord halen. De rest staat in de spelregels.',
  },
  de: {
    goalRoll:
      'Yam Master ist ein Wettlauf: Wer zuerst fünf eigene Steine in einer Linie auf diesem Brett hat, gewinnt. In jedem Zug würfelst du bis zu dreimal und setzt dann einen Stein auf ein Feld, das deine Würfel ergeben. Tippe auf Würfeln.',
    rollTry: 'tippe auf Würfeln.',
    rolled: ({ dice }: Dice) => `Du hast ${dice} gewürfelt.`,
    hold: ({ face }: Face) =>
      `Spiel auf eine Figur: Behalte die zwei ${face}er (tippe jeden an). Drei Würfel mit ${face} sind dreimal ${face}, die Figur der Felder mit ${face}.`,
    holdTry: ({ face }: Face) => `tippe einen Würfel mit ${face} an.`,
    rollAgain: 'Tippe auf Noch einmal würfeln: Nur die nicht gehaltenen Würfel werden geworfen.',
    rollAgainTry: 'tippe auf Noch einmal würfeln.',
    rolledBrelan: ({ dice, face }: Dice & Face) => `Jetzt zeigen die Würfel ${dice}: dreimal ${face}.`,
    placeBrelan: ({ face, row, column }: Face & At) =>
      `Setz einen Stein: Tippe auf das leuchtende Feld ${face} in Reihe ${row}, Spalte ${column}. Jedes freie Feld einer Figur, die deine Würfel ergeben, leuchtet; ein gesetzter Stein beendet den Zug.`,
    placeBrelanTry: ({ face, row, column }: Face & At) =>
      `tippe auf das leuchtende Feld ${face} in Reihe ${row}, Spalte ${column}.`,
    placed: ({ label, row, column }: { label: string } & At) =>
      `Dein Stein steht auf ${label}, Reihe ${row}, Spalte ${column}. Das Feld ist jetzt besetzt: Niemand sonst kann dort setzen.`,
    computerTurn: ({ name }: Name) =>
      `Jetzt spielt ${name} einen Zug auf dieselbe Weise: würfeln, dann einen Stein auf ein Feld setzen, das die Würfel ergeben, oder keinen.`,
    watch: ({ name }: Name) => `Zug von ${name} ansehen`,
    watchTry: ({ name }: Name) => `tippe auf Zug von ${name} ansehen.`,
    yourTurn: 'Wieder dein Zug: Tippe auf Würfeln.',
    rolledSec: ({ dice, figure }: Figure) =>
      `Du hast ${dice} gewürfelt: ${figure} gleich im ersten Wurf. Eine echte Figur im ersten Wurf ist ein Sec!`,
    placeSec: ({ row, column }: At) =>
      `Echte Figuren sind Full, Carré, Yam, Suite und ≤ 8 — kein Dreierpasch. Im ersten Wurf gemacht, darf sie auch ein Sec-Feld (⚡) nehmen. Tippe auf das leuchtende Sec-Feld in Reihe ${row}, Spalte ${column}.`,
    placeSecTry: ({ row, column }: At) =>
      `tippe auf das leuchtende Sec-Feld in Reihe ${row}, Spalte ${column}.`,
    rolledNothing: ({ dice }: Dice) => `Du hast ${dice} gewürfelt: keine Figur, nichts zu setzen.`,
    declareDefi: ({ button }: Button) =>
      `Sag einen Défi an: Tippe auf „${button}“. Dann musst du mit dem nächsten oder übernächsten Wurf eine echte Figur machen (keinen Dreierpasch), und du musst mindestens noch einmal würfeln. Gelingt es, darfst du ein Défi-Feld (⚔) nehmen; sonst endet der Zug ohne Stein.`,
    declareDefiTry: ({ button }: Button) => `tippe auf „${button}“.`,
    defiDeclared: 'Du hast einen Défi angesagt.',
    rollDefiAgain: 'Tippe auf Noch einmal würfeln: Alle fünf Würfel werden geworfen.',
    rolledDefi: ({ dice, figure }: Figure) =>
      `Du hast ${dice} gewürfelt: ${figure}, eine echte Figur. Der Défi ist gelungen!`,
    placeDefi: ({ row, column }: At) =>
      `Tippe auf das leuchtende Défi-Feld in Reihe ${row}, Spalte ${column}.`,
    placeDefiTry: ({ row, column }: At) =>
      `tippe auf das leuchtende Défi-Feld in Reihe ${row}, Spalte ${column}.`,
    ending:
      'Deine drei Steine stehen auf einer schrägen Linie: Am Ende zählen drei in einer Reihe 1 Punkt, vier 2 Punkte. Fünf in einer Reihe, Spalte oder langen Diagonale gewinnen sofort. Schafft niemand fünf, endet das Spiel, sobald jemand 12 Steine gesetzt hat, und mehr Punkte gewinnen. Ein Yam (fünf gleiche) darf stattdessen einen Stein des anderen vom Brett nehmen. Der Rest steht in den Spielregeln.',
  },
  pt: {
    goalRoll:
      'O Yam Master é uma corrida: ganha quem primeiro puser cinco fichas suas em linha neste tabuleiro. Em cada vez lança até três vezes e depois coloca uma ficha numa casa que os seus dados fazem. Toque em Lançar.',
    rollTry: 'toque em Lançar.',
    rolled: ({ dice }: Dice) => `Saiu ${dice}.`,
    hold: ({ face }: Face) =>
      `Aponte a uma figura: guarde os dois ${face} (toque em cada um). Três dados com ${face} são um trio de ${face}, a figura das casas marcadas ${face}.`,
    holdTry: ({ face }: Face) => `toque num dado com ${face}.`,
    rollAgain: 'Toque em Lançar de novo: só os dados não guardados são lançados.',
    rollAgainTry: 'toque em Lançar de novo.',
    rolledBrelan: ({ dice, face }: Dice & Face) => `Agora os dados mostram ${dice}: três ${face}, um trio.`,
    placeBrelan: ({ face, row, column }: Face & At) =>
      `Coloque uma ficha: toque na casa acesa marcada ${face} na linha ${row}, coluna ${column}. Todas as casas livres de uma figura que os dados fazem acendem; colocar uma ficha termina a vez.`,
    placeBrelanTry: ({ face, row, column }: Face & At) =>
      `toque na casa acesa marcada ${face} na linha ${row}, coluna ${column}.`,
    placed: ({ label, row, column }: { label: string } & At) =>
      `A sua ficha está em ${label}, linha ${row}, coluna ${column}. Essa casa está agora ocupada: mais ninguém pode colocar lá.`,
    computerTurn: ({ name }: Name) =>
      `Agora ${name} joga uma vez da mesma maneira: lança e depois coloca uma ficha numa casa que os dados fazem, ou nenhuma.`,
    watch: ({ name }: Name) => `Ver a vez de ${name}`,
    watchTry: ({ name }: Name) => `toque em Ver a vez de ${name}.`,
    yourTurn: 'De novo a sua vez: toque em Lançar.',
    rolledSec: ({ dice, figure }: Figure) =>
      `Saiu ${dice}: ${figure} logo no primeiro lançamento. Uma figura a sério no primeiro lançamento é um Sec!`,
    placeSec: ({ row, column }: At) =>
      `As figuras a sério são Full, Carré, Yam, Sequência e ≤ 8 — não um trio. Feita no primeiro lançamento, pode ocupar também uma casa Sec (⚡). Toque na casa Sec acesa na linha ${row}, coluna ${column}.`,
    placeSecTry: ({ row, column }: At) => `toque na casa Sec acesa na linha ${row}, coluna ${column}.`,
    rolledNothing: ({ dice }: Dice) => `Saiu ${dice}: nenhuma figura, nada para colocar.`,
    declareDefi: ({ button }: Button) =>
      `Declare um Défi: toque em “${button}”. Depois tem de fazer uma figura a sério (não um trio) no lançamento seguinte ou no outro, e tem de lançar pelo menos mais uma vez. Se conseguir, pode ocupar uma casa Défi (⚔); se não, a vez acaba sem ficha.`,
    declareDefiTry: ({ button }: Button) => `toque em “${button}”.`,
    defiDeclared: 'Declarou um Défi.',
    rollDefiAgain: 'Toque em Lançar de novo: os cinco dados são lançados.',
    rolledDefi: ({ dice, figure }: Figure) => `Saiu ${dice}: ${figure}, uma figura a sério. O Défi resultou!`,
    placeDefi: ({ row, column }: At) => `Toque na casa Défi acesa na linha ${row}, coluna ${column}.`,
    placeDefiTry: ({ row, column }: At) => `toque na casa Défi acesa na linha ${row}, coluna ${column}.`,
    ending:
      'As suas três fichas estão numa mesma diagonal: no fim, uma fila de três vale 1 ponto e uma de quatro 2 pontos. Cinco numa linha, numa coluna ou numa diagonal longa ganham logo. Se ninguém fizer cinco, a partida acaba quando alguém coloca a 12.ª ficha, e ganha quem tiver mais pontos. Um Yam (cinco iguais) pode, em vez disso, tirar uma ficha do outro jogador do tabuleiro. O resto está em Como jogar.',
  },
});
