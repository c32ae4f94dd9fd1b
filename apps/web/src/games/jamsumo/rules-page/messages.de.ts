import { translate } from '../../../i18n/i18n.ts';
import type { en, Flick, Pips } from './messages.en.ts';

translate<typeof en>('how-to-play-jamsumo', 'de', {
  goalTitle: 'Das Ziel',
  goal: 'Ein Geschicklichkeitsspiel: Du schnippst Würfel mit einem Finger über ein rundes Brett mit einem Loch in der Mitte. Bei Jam versenkst du deine Würfel im Loch und behältst wenige Augen; bei Sumo stößt du die Würfel der anderen hinunter und behältst viele.',
  youNeedTitle: 'Was du brauchst',
  youNeed:
    'Ein JamSumo-Brett mit Loch, eine Plattform pro Person, 25 Würfel in fünf Farben und einen Rundenmarker. 2 bis 5 Personen, jede mit den fünf Würfeln einer Farbe. Auf dem Tablet simuliert die App jeden Schnipser; mit einem Holzbrett führt die App den Spielblock.',
  platformsTitle: 'Plattformen',
  platforms:
    'Eine Plattform ist eine flache Leiste am Rand, auf Höhe des Bretts. Es werden so viele Plattformen benutzt, wie Personen mitspielen, gleichmäßig um das Brett verteilt. Bei Jam darf jede Person jede Plattform benutzen; bei Sumo stehen die Würfel jeder Person anfangs vor einer eigenen Plattform.',
  supplyTitle: 'Der Vorrat',
  supply:
    'Bei Jam liegen deine fünf Würfel zu Beginn in deinem Vorrat neben dem Brett, jeder mit der 4 oben.',
  placingTitle: 'Aufsetzen und ein Zug',
  placing:
    'In deinem Zug schnippst du genau einmal einen deiner eigenen Würfel. Bei Jam setzt du entweder einen Würfel aus deinem Vorrat mit der 4 oben auf irgendeine Plattform (nicht nur die vor dir) und schnippst ihn, oder du schnippst einen deiner Würfel, die schon im Spiel sind, auf dem Brett oder auf einer Plattform.',
  flickingTitle: 'Schnippen',
  flicking:
    'Schnippe mit einem Finger gegen eine Seitenfläche des Würfels, nie gegen die Oberseite, und berühre nur diesen einen Würfel. Du darfst das Brett drehen, aber nie Würfel mit der Hand verschieben.',
  flickingTablet:
    'Auf dem Tablet wischst du vom Würfel in die Richtung, in die er soll, oder nimmst die Schnipp-Knöpfe unter dem Brett.',
  flickHeight: ({ height, slide, tumble, push }: Flick) =>
    `Wo der Finger gegen die Seite des Würfels drückt, verändert den Schnipser (auf dem Tablet der Regler „${height}“). Tief, nah am Brett, und der Würfel gleitet flach über das Brett (${slide}). Hoch, nah an der oberen Kante, und er kippt unterwegs über seine Kanten, sodass sich die obere Seite ändern kann (${tumble}). Dazwischen wird er geschoben (${push}). Beim Wischen berührst du den Würfel tief, damit er gleitet, und hoch, damit er kippt.`,
  markerShown: 'In der App zeigt ◆ neben einem Namen, wer den Rundenmarker hat und die Runde beginnt.',
  holeTitle: 'Das Loch',
  hole: 'Ein Würfel, der durch das Loch fällt, ist für den Rest der Runde aus dem Spiel. Bei Jam ist das das Ziel: Ein Würfel im Loch zählt 0. Bei Sumo ist ein Würfel im Loch verloren.',
  sumoLineTitle: 'Die Sumo-Linie',
  sumoLine:
    'Vor jeder Plattform ist eine Linie auf das Brett gezeichnet. Bei Sumo stehen deine fünf Würfel zu Beginn auf dem Brett zwischen deiner Linie und dem Rand, mit der 3 oben.',
  sumoHit:
    'Bei Sumo schnippst du einen deiner Würfel so, dass er einen Würfel eines Gegners trifft. Berührt er keinen, ist das ein Fehlschuss: Dein geschnippter Würfel scheidet für die Runde aus.',
  fallingOffTitle: 'Herunterfallen',
  fallingOff:
    'Ein Würfel, der Brett und Plattformen verlässt, ist über den Rand. Bei Jam bleibt er im Spiel: Er kommt in den Vorrat seines Besitzers zurück, mit der 4 oben. Bei Sumo ist er für die Runde draußen, ebenso ein Würfel, der auf einer Plattform liegen bleibt.',
  roundScoreTitle: 'So zählt eine Runde',
  roundJam:
    'Jam: Die Runde endet, sobald alle fünf Würfel einer Person im Loch sind. Alle zählen die Augen ihrer Würfel, die nicht im Loch sind: ein Würfel im Vorrat zählt 4, ein flach liegender Würfel seine Oberseite, ein Würfel, der nicht flach liegt (an einem anderen Würfel, am Lochrand oder an einer Plattform), zählt 4.',
  roundSumo:
    'Sumo: Die Runde endet, sobald eine Person keinen Würfel mehr auf dem Brett hat. Alle zählen die Augen ihrer Würfel, die noch auf dem Brett liegen; ein Würfel, der nicht flach liegt, zählt 3.',
  jamExample: 'Eine Jam-Runde endet: Alle Würfel von Bea sind im Loch.',
  sumoExample: 'Eine Sumo-Runde endet: Bea hat keinen Würfel mehr auf dem Brett.',
  pipsOf: ({ name, pips }: Pips) => `${name} zählt ${pips}`,
  dieInHole: 'im Loch',
  dieInSupply: 'im Vorrat',
  dieFlat: 'liegt flach',
  dieTilted: 'liegt nicht flach',
  dieOff: 'über den Rand',
  dieOnPlatform: 'auf einer Plattform',
  dieMissed: 'Fehlschuss',
  dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
  winnerTitle: 'Runden und der Sieg',
  winner:
    'Wer den Rundenmarker hat, beginnt die Runde; gespielt wird im Uhrzeigersinn. Nach jeder Runde wandert der Marker nach links, und alle nehmen ihre Würfel zurück. Das Spiel hat so viele Runden, wie Personen mitspielen.',
  winnerRule:
    'Bei Jam gewinnt die niedrigste Summe, bei Sumo und Jam Sumo die höchste. Bei gleicher Summe teilen sich die Spieler den Platz.',
  winnerExample: 'Zwei Personen, ein Spiel Jam Sumo: Die Jam-Runden zählen als Minuspunkte.',
  round: 'Runde',
  total: 'Summe',
  winnerIs: ({ name }: { name: string }) => `${name} gewinnt.`,
  modesTitle: 'Die drei Spielarten',
  modes: 'Ein Spiel wird in einer von drei Spielarten gespielt, die beim Start gewählt wird:',
  jamMode: 'Jede Runde ist eine Jam-Runde. Die niedrigste Summe gewinnt.',
  sumoMode: 'Jede Runde ist eine Sumo-Runde. Die höchste Summe gewinnt.',
  jamsumoMode:
    'Jede Runde ist eine Jam-Runde, die als Minuspunkte zählt, und danach eine Sumo-Runde, die als Pluspunkte zählt. Der Marker wandert nach jedem Paar weiter. Die höchste Summe gewinnt.',
  houseRulesTitle: 'Hausregeln',
  houseRules:
    'Die Gruppe wählt beim Start eines Spiels die Spielart und ob auf dem Tablet geschnippt wird oder die App den Spielblock eines Spiels auf dem Holzbrett führt.',
  thisGame: ({ mode }: { mode: string }) => `Dieses Spiel: ${mode}`,
  tableFlick: 'Auf dem Tablet geschnippt',
  tablePad: 'Spielblock für ein Holzbrett',
  diagram:
    'Das Brett von oben, für vier Personen: das Loch in der Mitte, eine Plattform am Rand für jede Person, eine Sumo-Linie vor jeder Plattform, der Vorrat neben dem Brett und die Bahn eines Schnippers von einer Plattform zum Loch.',
  legendHole: 'Loch',
  legendPlatform: 'Plattform',
  legendSumoLine: 'Sumo-Linie',
  legendSupply: 'Vorrat',
  legendFlick: 'Die Bahn eines Schnippers',
  legendOff: 'Über den Rand',
  thisRound: 'Diese Runde, Würfel für Würfel:',
  minusInJamSumo: 'Bei Jam Sumo zählen diese Jam-Augen als Minuspunkte.',
});
