import { translate } from '../../../i18n/i18n.ts';
import type { Aim, en, How, SumoAim } from './messages.en.ts';

translate<typeof en>('tutorial-jamsumo', 'de', {
  rival: 'Rivale',
  board:
    'Das ist das JamSumo-Brett. Jeder Spieler schnippt von einer Leiste am Rand: Deine ist Plattform 1, die von Rivale Plattform 2, und das Brett dreht sich zu dem, der dran ist (jetzt Rivale). Das Loch ist in der Mitte; die Linie vor jeder Plattform ist ihre Sumo-Linie (sie zählt in Sumo-Runden). Deine fünf Würfel warten in deinem Vorrat neben dem Brett. Das ist eine Jam-Runde: Bring deine Würfel ins Loch. Rivale schnippt zuerst.',
  boardTry: 'tippe auf „Rivale beim Schnippen zusehen“ und warte, bis er geschnippt hat.',
  watchRival: 'Rivale beim Schnippen zusehen',
  rivalOpened:
    'Rivale hat einen Würfel auf seine Plattform gestellt und geschnippt: Er liegt jetzt am Rand, neben deiner Plattform.',
  place:
    'Du bist dran. Ein Würfel startet aus deinem Vorrat: Tippe einen Würfel in deinem Vorrat an, dann „Würfel auf Plattform 1 stellen“ (deine Plattform). Du kannst ihn auch auf deine Plattform ziehen.',
  placeTry: 'tippe einen Würfel in deinem Vorrat an, dann deine Plattform.',
  hole: ({ degrees, strength }: Aim) =>
    `Jetzt schnippe ihn ins Loch: Wische vom Würfel zum Loch, oder öffne „Mit Knöpfen schnippen“, stelle Richtung ${degrees}° und Stärke ${strength} % ein und tippe auf Schnippen. Der Ring auf dem Brett zeigt, wo der Würfel liegen bliebe.`,
  holeAgain: ({ degrees, strength }: Aim) =>
    `Versuch es mit einem neuen Würfel: Stell einen aus deinem Vorrat auf deine Plattform und schnippe ihn zum Loch (Richtung ${degrees}°, Stärke ${strength} %). Du darfst auch deinen Würfel auf dem Brett schnippen.`,
  holeTry: ({ degrees, strength }: Aim) =>
    `schnippe deinen Würfel zum Loch (Richtung ${degrees}°, Stärke ${strength} %).`,
  missed: ({ how }: How) =>
    `${how} Der Schnipser zählt: Der Würfel bleibt, wo er liegt (ein Würfel über den Rand geht zurück in deinen Vorrat). Nach dem Zug von Rivale versuchst du es noch einmal.`,
  missShort: 'Zu kurz: Der Würfel blieb vor dem Loch liegen. Schnippe etwas stärker.',
  missLong: 'Zu weit: Der Würfel lief über das Loch hinaus. Schnippe etwas sanfter.',
  missAside: 'Daneben: Der Würfel lief seitlich am Loch vorbei. Ziele genau aufs Loch.',
  sunk: 'Im Loch! Dieser Würfel ist für diese Runde aus dem Spiel und zählt 0. Bei Jam gewinnt die niedrigste Summe, also hilft dir jeder Würfel im Loch.',
  push: ({ degrees, strength }: Aim) =>
    `Jetzt stoß den Würfel von Rivale vom Brett: Schnippe deinen Würfel genau und kräftig auf ihn. Mit den Knöpfen: Richtung ${degrees}°, Stärke ${strength} %, dann Schnippen.`,
  pushPlace: ({ degrees, strength }: Aim) =>
    `Jetzt stoß den Würfel von Rivale vom Brett, den am Rand neben dir: Stell einen Würfel aus deinem Vorrat auf deine Plattform und schnippe ihn auf den Würfel von Rivale (Richtung ${degrees}°, Stärke ${strength} %).`,
  pushTry: ({ degrees, strength }: Aim) =>
    `schnippe einen Würfel auf den Würfel von Rivale am Rand (Richtung ${degrees}°, Stärke ${strength} %).`,
  pushMissed: ({ degrees, strength }: Aim) =>
    `Der Würfel von Rivale liegt noch auf dem Brett. Versuch es nach dem Zug von Rivale noch einmal: Ziele genau auf ihn und schnippe kräftig (Richtung ${degrees}°, Stärke ${strength} %).`,
  pushed:
    'Über den Rand! Ein Würfel, der vom Brett fällt, geht zurück in den Vorrat seines Besitzers, mit der 4 oben: Rivale muss ihn noch einmal hineinschnippen.',
  ending:
    'So geht Jam. Die Runde endet, sobald ein Spieler alle fünf Würfel im Loch hat. Dann zählt jeder seine Würfel, die nicht im Loch sind: Ein Würfel im Vorrat zählt 4, ein flach liegender seine obere Seite, ein schief liegender 4. Die niedrigste Summe gewinnt die Runde. In Sumo-Runden stößt du dagegen fremde Würfel vom Brett, und die höchste Summe gewinnt; alles steht in den Spielregeln.',
  ifRoundEndedNow: 'Wenn die Runde jetzt endete, Würfel für Würfel:',
  sumoHit: ({ die, degrees, strength }: SumoAim) =>
    `Das ist eine Sumo-Runde. Deine fünf Würfel stehen auf dem Brett vor deiner Plattform (1), hinter deiner Sumo-Linie, jeder mit der 3 oben; die von Rivale stehen jenseits des Lochs. Stoße die Würfel von Rivale hinaus: Schnippe einen deiner Würfel so, dass er einen von Rivale trifft. Öffne „Mit Knöpfen schnippen“, wähle deinen Würfel ${die}, stelle Richtung ${degrees}° und Stärke ${strength} % ein und tippe auf Schnippen, oder wische von diesem Würfel gerade auf den Würfel gegenüber.`,
  sumoHitAgain: ({ die, degrees, strength }: SumoAim) =>
    `Versuch es noch einmal mit deinem Würfel ${die}: Wähle ihn unter „Mit Knöpfen schnippen“, stelle Richtung ${degrees}° und Stärke ${strength} % ein und tippe auf Schnippen.`,
  sumoHitTry: ({ die, degrees, strength }: SumoAim) =>
    `schnippe deinen Würfel ${die} gerade auf die Würfel von Rivale (Richtung ${degrees}°, Stärke ${strength} %).`,
  sumoKnockedOff:
    'Treffer! Der Würfel von Rivale fiel über den Rand: Er ist für diese Runde draußen. Im Sumo kommt ein Würfel, der das Brett verlässt, erst in der nächsten Runde zurück.',
  sumoKnockedHole:
    'Treffer! Der Würfel von Rivale fiel ins Loch: Er ist für diese Runde draußen. Im Sumo kommt ein Würfel, der das Brett verlässt, erst in der nächsten Runde zurück.',
  sumoKnockedPlatform:
    'Treffer! Der Würfel von Rivale blieb auf einer Plattform liegen: Im Sumo ist er damit für diese Runde draußen, genau wie über den Rand oder im Loch.',
  sumoHitStayed:
    'Dein Würfel hat einen von Rivale getroffen, aber der blieb auf dem Brett. Schnippe nach dem Zug von Rivale noch einmal, kräftiger.',
  sumoMissed:
    'Daneben: Dein Würfel hat keinen von Rivale berührt, also ist er für diese Runde draußen. Versuch es nach dem Zug von Rivale mit einem anderen Würfel.',
  sumoRivalTurn:
    'Jetzt ist Rivale am Zug. Tippe auf „Rivale beim Schnippen zusehen“ und sieh, was mit einem Würfel geschieht, der nichts trifft.',
  sumoRivalMissed:
    'Der Würfel von Rivale hat keinen deiner Würfel berührt: daneben, also ist er für diese Runde draußen.',
  sumoRivalHit:
    'Der Würfel von Rivale hat einen deiner Würfel getroffen. Jeder Würfel, der das Brett verlassen hat, ist für diese Runde draußen.',
  sumoEnding:
    'So geht Sumo. Die Runde endet, sobald ein Spieler keine Würfel mehr auf dem Brett hat. Dann zählt jeder seine Würfel, die noch auf dem Brett liegen (ein schief liegender zählt 3), und die höchste Summe gewinnt die Runde. In einem Jam-Sumo-Spiel wird jede Runde zweimal gespielt: erst als Jam, das als Minuspunkte zählt, dann als Sumo, das als Pluspunkte zählt.',
});
