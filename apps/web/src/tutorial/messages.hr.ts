import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial', 'hr', {
  offerTitle: ({ game }) => `Prvi put igrate ${game}?`,
  offerText:
    'Odigrajte kratku vođenu igru s kockicama aplikacije: svaki korak pokazuje kontrolu koju treba upotrijebiti i kaže što se dogodilo.',
  offerPlay: 'Odigraj prvu vođenu igru',
  offerSkip: 'Ne, hvala',
  replay: 'Odigraj prvu vođenu igru',
  replaySumo: 'Odigraj vođenu Sumo rundu',
  sumoTitle: 'Vođena Sumo runda',
  title: ({ game }) => `Prva vođena igra: ${game}`,
  stepOf: ({ n, total }) => `Korak ${n} od ${total}`,
  showMe: 'Pokaži mi',
  fold: 'Sakrij vodič',
  unfold: 'Prikaži vodič',
  tryThis: ({ hint }) => `Pokušajte: ${hint}`,
  undoClosed: 'U vođenoj igri ništa se ne poništava: kockice padaju redom koji priča traži.',
  leave: 'Napusti vođenu igru',
  doneTitle: 'Dobro odigrano!',
  playComputer: 'Odigraj pravu igru protiv računala',
  starting: 'Pokrećem igru…',
  computer: 'Računalo',
  jambRoll: 'Dodirnite Baci: aplikacija baca svih pet kockica.',
  jambRolled: ({ dice }) => `Bacili ste ${dice}.`,
  jambHold:
    'Zadržite petice: dodirnite svaku kockicu koja pokazuje 5. Zadržana kockica ostaje na mjestu kad ponovno bacite.',
  jambHoldTry: 'dodirnite kockicu koja pokazuje 5.',
  jambRollAgain:
    'Dodirnite Baci ponovno: bacaju se samo kockice koje niste zadržali. Potez ima najviše tri bacanja.',
  jambRollAgainTry: 'dodirnite Baci ponovno.',
  jambRolledAgain: ({ dice }) => `Sada kockice pokazuju ${dice}.`,
  jambWriteFree: ({ score }) =>
    `Upišite ih: dodirnite ${score} u retku Petice u stupcu Slobodno. Slobodno prima bilo koji redak bilo kojim redom; Dolje se popunjava od Jedinica prema dolje, a Gore od Jamba prema gore, pa su njihove Petice sive.`,
  jambWriteFreeTry: ({ score }) => `dodirnite ${score} u retku Petice u stupcu Slobodno.`,
  jambWrote: ({ score, column, category, count, face }) =>
    `Upisali ste ${score}: ${category}, ${column} (${count} × ${face}). Upisom polja završava potez.`,
  jambRollTurn: 'Novi potez: dodirnite Baci.',
  jambRollTry: 'dodirnite Baci.',
  jambAnnounce: ({ category }) =>
    `Već tri iste! Najavite ${category}: dodirnite Najavi, zatim ${category}. Najaviti se može samo odmah nakon prvog bacanja; potez se tada upisuje u stupac Najava.`,
  jambAnnounceTry: ({ category }) => `dodirnite Najavi, zatim ${category}.`,
  jambAnnounced: ({ category }) => `Najavili ste ${category}.`,
  jambWriteAnnounced: ({ score }) =>
    `Kockice to već čine: dodirnite ${score} u stupcu Najava. (Mogli biste i ponovno baciti da postignete više.)`,
  jambWriteAnnouncedTry: ({ score }) => `dodirnite ${score} u stupcu Najava.`,
  jambWroteTrips: ({ score, face, bonus }) =>
    `Upisali ste ${score}: Triling, Najava (3 × ${face} + ${bonus}).`,
  jambEnding:
    'To je Jamb: najviše tri bacanja po potezu, zadržite što želite, zatim upišite jedno polje. Igra završava kad su upisana sva 52 polja, a pobjeđuje najveći zbroj. Bonus, Maksimum i Minimum te ostali retci objašnjeni su u Kako se igra.',
});
