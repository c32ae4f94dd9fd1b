import { translate } from '../../../i18n/i18n.ts';
import type { At, Button, Dice, en, Face, Figure, Name } from './messages.en.ts';

translate<typeof en>('tutorial-yam-master', 'nl', {
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
});
