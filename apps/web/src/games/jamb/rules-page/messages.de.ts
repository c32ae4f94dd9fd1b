import { translate } from '../../../i18n/i18n.ts';
import type { Bonus, en } from './messages.en.ts';

translate<typeof en>('how-to-play-jamb', 'de', {
  goalTitle: 'Das Ziel',
  goal: 'Fülle deinen Spielzettel: 13 Zeilen, die Kategorien, in 4 Spalten. In jedem Zug trägst du die Würfel in genau ein leeres Feld ein. Wenn alle Zettel voll sind, gewinnt die höchste Gesamtsumme.',
  youNeedTitle: 'Was du brauchst',
  youNeed:
    'Fünf Würfel und einen Spielzettel pro Person. Jamb ist für eine Person oder mehr; allein gegen die eigene Bestleistung zu spielen ist ganz normal. Die App würfelt für dich, oder du würfelst am Tisch mit echten Würfeln und tippst ein, was sie zeigen.',
  turnTitle: 'Ein Zug',
  turnRolls: 'Würfle bis zu dreimal. Der erste Wurf wirft alle fünf Würfel.',
  turnHold:
    'Tippe nach einem Wurf die Würfel an, die du behalten willst: Sie werden gehalten, und der nächste Wurf wirft nur die anderen. Einen gehaltenen Würfel kannst du vor einem späteren Wurf wieder freigeben. Jeder Wurf nach dem ersten wirft mindestens einen Würfel.',
  turnWrite:
    'Wenn dir die Würfel gefallen, oder nach dem dritten Wurf, trägst du sie in ein offenes Feld ein. Ergeben sie dort nichts, trägst du 0 ein. Passen gibt es nicht: Jeder Zug füllt genau ein Feld.',
  categoriesTitle: 'Die Kategorien',
  categoriesIntro:
    'Jede Zeile zählt die fünf Würfel auf ihre eigene Weise. Jedes Beispiel unten ist mit den Regeln des Spiels selbst ausgerechnet.',
  upperRule: ({ face }: { face: number }) =>
    `Die Summe der Würfel, die ${face} zeigen. Die anderen Würfel zählen nichts.`,
  maxRule:
    'Die Summe aller fünf Würfel. Ziele hoch: Die Mittelzeile belohnt einen großen Abstand zwischen Max und Min.',
  minRule: 'Die Summe aller fünf Würfel. Ziele niedrig.',
  tripsRule: ({ bonus }: Bonus) => `Mindestens drei gleiche Würfel: 3 × dieser Wert + ${bonus}. Sonst 0.`,
  straightRule: ({ small, big }: { small: number; big: number }) =>
    `Genau 1-2-3-4-5 ergibt ${small}; genau 2-3-4-5-6 ergibt ${big}. Alles andere ergibt 0.`,
  straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
    `Genau 1-2-3-4-5 oder 2-3-4-5-6 ergibt ${first} im ersten Wurf, ${second} im zweiten und ${third} im dritten. Alles andere ergibt 0.`,
  fullRule: ({ bonus }: Bonus) =>
    `Drei Würfel eines Werts und ein Paar eines anderen Werts: die Summe aller fünf + ${bonus}. Fünf gleiche Würfel sind kein Full House.`,
  carreRule: ({ bonus }: Bonus) => `Mindestens vier gleiche Würfel: 4 × dieser Wert + ${bonus}. Sonst 0.`,
  jambRule: ({ bonus }: Bonus) => `Alle fünf Würfel gleich: ihre Summe + ${bonus}. Sonst 0.`,
  columnsTitle: 'Die vier Spalten',
  columnsIntro:
    'Jede Kategorie hat ein Feld in jeder Spalte. Die Spalten unterscheiden sich in der Reihenfolge, in der ihre Felder gefüllt werden dürfen; der Pfeil über einer Spalte zeigt sie. Zu Beginn eines Spiels sind die markierten Felder unten offen:',
  downRule:
    'Von oben nach unten: die erste Zeile zuerst, Jamb zuletzt. Ein Feld öffnet sich erst, wenn das Feld darüber gefüllt ist.',
  upRule:
    'Von unten nach oben: Jamb zuerst, die erste Zeile zuletzt. Ein Feld öffnet sich erst, wenn das Feld darunter gefüllt ist.',
  freeRule: 'Jedes leere Feld, in beliebiger Reihenfolge.',
  announcedRule:
    'Nur die in diesem Zug angesagte Kategorie (siehe Ansagen). Ohne Ansage kann kein Feld dieser Spalte beschrieben werden.',
  openAtStart: 'Zu Beginn eines Spiels offen',
  closedAtStart: 'Noch nicht offen',
  announcingTitle: 'Ansagen',
  announcing1:
    'Nach dem ersten Wurf und vor dem zweiten darfst du eine Kategorie ansagen, deren Feld in Angesagt noch leer ist. Der Zug muss dann in genau diesem Feld enden, mit 0, wenn die Würfel es nicht schaffen.',
  announcing2: 'Du darfst auch ansagen und sofort aufhören und den ersten Wurf eintragen.',
  announcing3:
    'Sobald deine Spalten Abwärts, Aufwärts und Frei voll sind, ist Ansagen Pflicht: Nach dem ersten Wurf wird der zweite Wurf verweigert, bis du ansagst.',
  upperBonusTitle: 'Der Bonus oben',
  upperBonus: ({ bonus }: Bonus) =>
    `Die ersten sechs Zeilen ergeben zusammen die Zwischensumme oben der Spalte. Sind alle sechs gefüllt und ist die Zwischensumme mindestens 60, bekommt die Spalte einen Bonus von ${bonus} Punkten.`,
  middleTitle: 'Die Mittelzeile',
  middle:
    'Sobald die erste Zeile, Max und Min in einer Spalte gefüllt sind, zählt die Spalte die erste Zeile × (Max − Min) dazu. Das ist negativ, wenn Min höher ist als Max.',
  exampleColumn: 'Eine Spalte eines Spielzettels',
  endTitle: 'Summen, das Ende und der Sieg',
  end1: 'Die Zwischensumme unten addiert die letzten fünf Zeilen. Spaltensumme = Zwischensumme oben + Bonus + Mitte + Zwischensumme unten; die Gesamtsumme addiert die vier Spaltensummen.',
  end2: 'Das Spiel endet, wenn alle Zettel voll sind: 52 Züge pro Person. Die höchste Gesamtsumme gewinnt; bei gleicher Summe teilen sich die Spieler den Platz.',
  houseRulesTitle: 'Hausregeln',
  houseRulesIntro:
    'Beim Start eines Spiels kann die Gruppe diese Varianten wählen. Jede ist aus, wenn sie nicht gewählt wird.',
  row: 'Zeile',
  value: 'Wert',
  nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
    `${dice} ergibt hier ${score} in ${category}, denn:`,
  openIn: ({ columns }: { columns: string }) => `Jetzt für dich offen in: ${columns}.`,
  openNowhere: 'Jetzt in keiner Spalte für dich offen.',
  notRolledYet: 'In diesem Zug wurde noch nicht gewürfelt.',
  columnOpenNow: ({ categories }: { categories: string }) =>
    `Jetzt für dich offen in dieser Spalte: ${categories}.`,
  columnFull: 'Diese Spalte deines Zettels ist voll.',
  announceFirst: 'Hier ist nichts offen, bis du nach dem ersten Wurf eine Kategorie ansagst.',
});
