import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial', 'sr-Latn', {
  offerTitle: ({ game }) => `Prvi put igrate ${game}?`,
  offerText:
    'Odigrajte kratku vođenu partiju sa kockicama aplikacije: svaki korak pokazuje kontrolu koju treba upotrebiti i kaže šta se desilo.',
  offerPlay: 'Odigraj prvu vođenu partiju',
  offerSkip: 'Ne, hvala',
  replay: 'Odigraj prvu vođenu partiju',
  replaySumo: 'Odigraj vođenu Sumo rundu',
  sumoTitle: 'Vođena Sumo runda',
  title: ({ game }) => `Prva vođena partija: ${game}`,
  stepOf: ({ n, total }) => `Korak ${n} od ${total}`,
  showMe: 'Pokaži mi',
  fold: 'Sakrij vodič',
  unfold: 'Prikaži vodič',
  tryThis: ({ hint }) => `Pokušajte: ${hint}`,
  undoClosed: 'U vođenoj igri ništa se ne poništava: kockice padaju redom koji priča traži.',
  leave: 'Napusti vođenu partiju',
  doneTitle: 'Dobro odigrano!',
  playComputer: 'Odigraj pravu partiju protiv računara',
  starting: 'Pokrećem partiju…',
  computer: 'Računar',
  jambRoll: 'Dodirnite Baci: aplikacija baca svih pet kockica.',
  jambRolled: ({ dice }) => `Bacili ste ${dice}.`,
  jambHold:
    'Zadržite petice: dodirnite svaku kockicu koja pokazuje 5. Zadržana kockica ostaje na mestu kad ponovo bacite.',
  jambHoldTry: 'dodirnite kockicu koja pokazuje 5.',
  jambRollAgain:
    'Dodirnite Baci ponovo: bacaju se samo kockice koje niste zadržali. Potez ima najviše tri bacanja.',
  jambRollAgainTry: 'dodirnite Baci ponovo.',
  jambRolledAgain: ({ dice }) => `Sada kockice pokazuju ${dice}.`,
  jambWriteFree: ({ score }) =>
    `Upišite ih: dodirnite ${score} u redu Petice u koloni Slobodno. Slobodno prima bilo koji red bilo kojim redosledom; Dole se popunjava od Jedinica nadole, a Gore od Jamba nagore, pa su njihove Petice sive.`,
  jambWriteFreeTry: ({ score }) => `dodirnite ${score} u redu Petice u koloni Slobodno.`,
  jambWrote: ({ score, column, category, count, face }) =>
    `Upisali ste ${score}: ${category}, ${column} (${count} × ${face}). Upisom polja završava se potez.`,
  jambRollTurn: 'Novi potez: dodirnite Baci.',
  jambRollTry: 'dodirnite Baci.',
  jambAnnounce: ({ category }) =>
    `Već tri iste! Najavite ${category}: dodirnite Najavi, pa ${category}. Najavljuje se samo odmah posle prvog bacanja; potez se tada upisuje u kolonu Najava.`,
  jambAnnounceTry: ({ category }) => `dodirnite Najavi, pa ${category}.`,
  jambAnnounced: ({ category }) => `Najavili ste ${category}.`,
  jambWriteAnnounced: ({ score }) =>
    `Kockice to već čine: dodirnite ${score} u koloni Najava. (Mogli biste i da bacite ponovo da postignete više.)`,
  jambWriteAnnouncedTry: ({ score }) => `dodirnite ${score} u koloni Najava.`,
  jambWroteTrips: ({ score, face, bonus }) =>
    `Upisali ste ${score}: Triling, Najava (3 × ${face} + ${bonus}).`,
  jambEnding:
    'To je Jamb: najviše tri bacanja po potezu, zadržite šta želite, pa upišite jedno polje. Partija se završava kad su upisana sva 52 polja, a pobeđuje najveći zbir. Bonus, Maksimum i Minimum i ostali redovi objašnjeni su u Kako se igra.',
});
