import { translate } from '../../../i18n/i18n.ts';
import type { en, N, Name, Points } from './messages.en.ts';

translate<typeof en>('how-to-play-yam-master', 'de', {
  goalTitle: 'Das Ziel',
  goal: 'Zwei Spieler besetzen die Felder eines 5×5-Bretts mit ihren Steinen. Fünf eigene Steine in einer Reihe, einer Spalte oder einer langen Diagonale gewinnen sofort. Sonst endet das Spiel, wenn jemand den 12. Stein gesetzt hat, und Ketten von drei oder vier Steinen bringen Punkte.',
  youNeedTitle: 'Was du brauchst',
  youNeed: ({ tokens }: { tokens: number }) =>
    `Zwei Spieler, fünf Würfel, das Brett und je ${tokens} Spielsteine; in der App hat einer Kreise, der andere Rauten. Jedes Feld zeigt die Figur, mit der man es besetzt:`,
  turnTitle: 'Ein Zug',
  turn1:
    'Würfle bis zu dreimal. Halte zwischen den Würfen die Würfel, die du behalten willst; jeder Wurf nach dem ersten wirft mindestens einen Würfel.',
  turn2:
    'Nach dem letzten Wurf können die Würfel mehrere Figuren bilden. Wähle eine davon: Du darfst einen Stein auf jedes freie Feld mit dieser Figur setzen. Setzen ist freiwillig.',
  figuresTitle: 'Die Figuren',
  figuresIntro:
    'Jedes Beispiel nennt alle Felder, die die Würfel besetzen dürfen, ausgerechnet mit den Regeln des Spiels selbst.',
  brelanRule: ({ n }: N) => `Mindestens drei Würfel zeigen ${n}.`,
  fullRule:
    'Drei eines Werts und zwei eines Werts, nicht unbedingt verschieden: Auch fünf gleiche Würfel sind ein Full.',
  carreRule: 'Mindestens vier gleiche Würfel.',
  yamRule: 'Fünf gleiche Würfel. Ein Yam ist auch ein Full, ein Carré und ein Dreierpasch.',
  yamPredator:
    'Mit einem Yam darfst du, statt einen Stein zu setzen, einen Stein deines Gegners vom Brett nehmen. Dieser Stein scheidet aus dem Spiel aus.',
  suiteRule: 'Genau 1-2-3-4-5 oder 2-3-4-5-6.',
  le8Rule: 'Die fünf Würfel ergeben zusammen 8 oder weniger.',
  secRule:
    'Jede Figur außer einem Dreierpasch (Full, Carré, Yam, Suite, ≤ 8), die mit dem ersten Wurf des Zugs gelingt.',
  defiRule:
    'Eine Herausforderung: Sag sie nach dem ersten Wurf und vor dem zweiten an; dann musst du mindestens noch einmal würfeln. Sie gelingt, wenn die Würfel nach dem zweiten oder dritten Wurf eine Figur außer einem Dreierpasch bilden. Welche, musst du nicht sagen.',
  defiFailed: 'Eine misslungene Herausforderung kostet nichts, aber der Zug endet ohne Stein.',
  secTurn:
    'Ein Sec wird gleich nach dem ersten Wurf genommen: Setz einen Stein auf ein freies Sec-Feld, und dein Zug endet, wie jedes Setzen ihn beendet. Du musst nicht: Du darfst stattdessen weiterwürfeln, dann ist das Sec für diesen Zug vorbei (die Würfel können noch andere Figuren bilden).',
  secOneSquare:
    'Ein Sec-Feld ist ein Feld wie jedes andere. Mit einem Sec wählst du ein Feld: ein Sec-Feld oder ein Feld der Figur selbst, etwa ein Full. So oder so setzt du einen Stein.',
  marksTitle: 'Die Zeichen auf dem Brett',
  marksIntro: 'Was jedes Zeichen und jeder Rahmen auf einem Feld bedeutet:',
  markBrelan:
    'Eine Zahl mit einem Würfel (1 bis 6): ein Dreierpasch dieser Zahl, mindestens drei Würfel zeigen sie.',
  markFull: ({ name }: Name) => `${name}: drei Würfel eines Werts plus zwei Würfel eines Werts.`,
  markCarre: ({ name }: Name) => `${name}: vier Würfel mit demselben Wert.`,
  markYam: ({ name }: Name) => `${name}: alle fünf Würfel mit demselben Wert.`,
  markSuite: ({ name }: Name) => `${name}: die Folge 1 bis 5 oder die Folge 2 bis 6.`,
  markLe8: ({ name }: Name) =>
    `${name}: Σ ist das Zeichen für eine Summe; die fünf Würfel ergeben zusammen 8 oder weniger.`,
  markSec: ({ name }: Name) => `${name}: der Blitz, eine Figur mit dem ersten Wurf.`,
  markDefi: ({ name }: Name) =>
    `${name}: die gekreuzten Schwerter, eine Herausforderung, angesagt nach dem ersten Wurf.`,
  markTokens:
    'Ein Kreis oder eine Raute: ein Stein des Spielers mit den Kreisen oder des Spielers mit den Rauten.',
  markLit: 'Ein dicker farbiger Ring: Dein Stein darf jetzt auf dieses Feld.',
  markRemovable: 'Ein roter Ring: Mit einem Yam darfst du diesen Stein vom Brett nehmen.',
  markRun:
    'Ein Rahmen innen im Feld in der Farbe eines Spielers: Dieser Stein gehört zu einer Kette aus drei oder vier, die für diesen Spieler zählt.',
  markWinning: 'Ein größeres Feld mit dunklem Ring außen: Teil der Fünferlinie, die das Spiel gewonnen hat.',
  markLastMove:
    'Ein gestrichelter Rahmen: das Feld, auf das der letzte Zug einen Stein setzte oder von dem er einen nahm, bis zum nächsten Wurf.',
  markHinted:
    'Ein kleiner Punkt in der Ecke (mit den Chancen-Hinweisen an): ein freies Feld, dessen Figur die Würfel in diesem Zug noch bilden können.',
  firstRoll: 'Erster Wurf',
  afterDefi: 'Nach einem angesagten Défi',
  qualifies: ({ labels }: { labels: string }) => `Darf besetzen: ${labels}`,
  noSquare: 'Darf kein Feld besetzen',
  linesTitle: 'Fünf in einer Linie',
  lines:
    'Wer eine Linie aus fünf eigenen Steinen vollendet, gewinnt sofort. Eine Fünferlinie ist eine ganze Reihe, eine ganze Spalte oder eine der beiden langen Diagonalen von Ecke zu Ecke; die kürzeren Diagonalen haben weniger als fünf Felder und bilden nie eine.',
  linesCaption: 'Die Kreise füllen die mittlere Reihe: Sie gewinnen sofort.',
  endTitle: 'Das Ende',
  end: ({ tokens }: { tokens: number }) =>
    `Sonst endet das Spiel, sobald jemand seinen ${tokens}. Stein setzt (gesetzte Steine, nicht Steine, die noch auf dem Brett liegen). Dann zählen beide ihre Punkte.`,
  pointsTitle: 'Punkte',
  points:
    'Jede lückenlose Kette aus drei oder vier eigenen Steinen zählt, in einer Reihe, einer Spalte oder jeder Diagonale: die beiden langen Diagonalen ebenso wie die kürzeren Diagonalen mit vier und mit drei Feldern. Drei in Folge sind 1 Punkt, vier in Folge 2 Punkte. Eine Viererkette zählt ihre Dreierketten nicht noch einmal. Mehr Punkte gewinnen; gleich viele sind ein Unentschieden.',
  pointsCaption: ({ first, second }: Points) => `Punkte: Kreise ${first}, Rauten ${second}.`,
  houseRulesTitle: 'Hausregeln',
  houseRules:
    'Beim Start eines Spiels kann die Gruppe eine andere Anordnung der Felder aus einer Brettdatei laden.',
  layoutDefault: 'Das Standardbrett',
  layoutCustom: 'Ein eigenes Brett',
  thisBoard: 'Das Brett dieses Spiels',
  circles: 'Kreise',
  diamonds: 'Rauten',
  nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
    `${dice} darf jetzt ein Feld ${figure} besetzen.`,
  nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
    `${dice} darf jetzt kein Feld ${figure} besetzen.`,
  notRolledYet: 'In diesem Zug wurde noch nicht gewürfelt.',
});
