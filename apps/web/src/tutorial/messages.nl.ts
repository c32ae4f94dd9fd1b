import { translate } from '../i18n/i18n.ts';
import type { Dice, en, Game, Score, Trips, Wrote } from './messages.en.ts';

translate<typeof en>('tutorial', 'nl', {
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
});
