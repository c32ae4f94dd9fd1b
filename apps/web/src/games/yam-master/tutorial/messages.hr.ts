import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial-yam-master', 'hr', {
  goalRoll:
    'Yam Master je utrka: pobjeđuje tko prvi složi pet svojih žetona u liniju na ovoj ploči. U svakom potezu bacaš do tri puta, a zatim postaviš jedan žeton na polje koje tvoje kocke čine. Dodirni Baci.',
  rollTry: 'dodirni Baci.',
  rolled: ({ dice }) => `Bacio si ${dice}.`,
  hold: ({ face }) =>
    `Ciljaj figuru: zadrži dvije kocke s ${face} (dodirni svaku). Tri kocke s ${face} čine triling ${face}, figuru polja označenih s ${face}.`,
  holdTry: ({ face }) => `dodirni kocku koja pokazuje ${face}.`,
  rollAgain: 'Dodirni Baci ponovno: bacaju se samo kocke koje nisi zadržao.',
  rollAgainTry: 'dodirni Baci ponovno.',
  rolledBrelan: ({ dice, face }) => `Sada kocke pokazuju ${dice}: tri puta ${face}, triling.`,
  placeBrelan: ({ face, row, column }) =>
    `Postavi žeton: dodirni osvijetljeno polje ${face} u retku ${row}, stupcu ${column}. Svijetli svako slobodno polje figure koju tvoje kocke čine; postavljen žeton završava potez.`,
  placeBrelanTry: ({ face, row, column }) =>
    `dodirni osvijetljeno polje ${face} u retku ${row}, stupcu ${column}.`,
  placed: ({ label, row, column }) =>
    `Tvoj žeton je na polju ${label}, redak ${row}, stupac ${column}. To je polje sada zauzeto: nitko drugi ne može na njega.`,
  computerTurn: ({ name }) =>
    `Sada ${name} igra potez na isti način: baca, a zatim postavlja žeton na polje koje kocke čine, ili nijedan.`,
  watch: ({ name }) => `Gledaj potez: ${name}`,
  watchTry: ({ name }) => `dodirni Gledaj potez: ${name}.`,
  yourTurn: 'Opet si na potezu: dodirni Baci.',
  rolledSec: ({ dice, figure }) =>
    `Bacio si ${dice}: ${figure} već u prvom bacanju. Prava figura u prvom bacanju je Iz ruke!`,
  placeSec: ({ row, column }) =>
    `Prave figure su Ful, Poker, Jamb, Kenta i ≤ 8 — ne triling. Ako je dobivena u prvom bacanju, smije zauzeti i polje Iz ruke (⚡). Dodirni osvijetljeno polje Iz ruke u retku ${row}, stupcu ${column}.`,
  placeSecTry: ({ row, column }) => `dodirni osvijetljeno polje Iz ruke u retku ${row}, stupcu ${column}.`,
  rolledNothing: ({ dice }) => `Bacio si ${dice}: nema figure, nema što postaviti.`,
  declareDefi: ({ button }) =>
    `Najavi izazov: dodirni „${button}”. Tada moraš sljedećim ili zadnjim bacanjem složiti pravu figuru (ne triling) i moraš baciti barem još jednom. Ako uspiješ, smiješ zauzeti polje Izazov (⚔); ako ne, potez završava bez žetona.`,
  declareDefiTry: ({ button }) => `dodirni „${button}”.`,
  defiDeclared: 'Najavio si izazov.',
  rollDefiAgain: 'Dodirni Baci ponovno: baca se svih pet kocaka.',
  rolledDefi: ({ dice, figure }) => `Bacio si ${dice}: ${figure}, prava figura. Izazov je uspio!`,
  placeDefi: ({ row, column }) => `Dodirni osvijetljeno polje Izazov u retku ${row}, stupcu ${column}.`,
  placeDefiTry: ({ row, column }) => `dodirni osvijetljeno polje Izazov u retku ${row}, stupcu ${column}.`,
  ending:
    'Tvoja tri žetona stoje na jednoj dijagonali: na kraju niz od tri donosi 1 bod, niz od četiri 2 boda. Pet u retku, stupcu ili dugoj dijagonali odmah pobjeđuje. Ako nitko ne složi pet, igra završava kad netko postavi 12. žeton, a pobjeđuje više bodova. Jamb (pet jednakih) smije umjesto toga skinuti protivnikov žeton s ploče. Ostalo je u pravilima igre.',
});
