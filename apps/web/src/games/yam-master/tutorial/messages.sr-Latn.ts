import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial-yam-master', 'sr-Latn', {
  goalRoll:
    'Yam Master je trka: pobeđuje ko prvi složi pet svojih žetona u liniju na ovoj tabli. U svakom potezu bacaš do tri puta, a zatim postaviš jedan žeton na polje koje tvoje kocke čine. Dodirni Baci.',
  rollTry: 'dodirni Baci.',
  rolled: ({ dice }) => `Bacio si ${dice}.`,
  hold: ({ face }) =>
    `Ciljaj figuru: zadrži dve kocke s ${face} (dodirni svaku). Tri kocke s ${face} čine triling ${face}, figuru polja označenih s ${face}.`,
  holdTry: ({ face }) => `dodirni kocku koja pokazuje ${face}.`,
  rollAgain: 'Dodirni Baci ponovo: bacaju se samo kocke koje nisi zadržao.',
  rollAgainTry: 'dodirni Baci ponovo.',
  rolledBrelan: ({ dice, face }) => `Sada kocke pokazuju ${dice}: tri puta ${face}, triling.`,
  placeBrelan: ({ face, row, column }) =>
    `Postavi žeton: dodirni osvetljeno polje ${face} u redu ${row}, koloni ${column}. Svetli svako slobodno polje figure koju tvoje kocke čine; postavljen žeton završava potez.`,
  placeBrelanTry: ({ face, row, column }) =>
    `dodirni osvetljeno polje ${face} u redu ${row}, koloni ${column}.`,
  placed: ({ label, row, column }) =>
    `Tvoj žeton je na polju ${label}, red ${row}, kolona ${column}. To je polje sada zauzeto: niko drugi ne može na njega.`,
  computerTurn: ({ name }) =>
    `Sada ${name} igra potez na isti način: baca, a zatim postavlja žeton na polje koje kocke čine, ili nijedan.`,
  watch: ({ name }) => `Gledaj potez: ${name}`,
  watchTry: ({ name }) => `dodirni Gledaj potez: ${name}.`,
  yourTurn: 'Opet si na potezu: dodirni Baci.',
  rolledSec: ({ dice, figure }) =>
    `Bacio si ${dice}: ${figure} već u prvom bacanju. Prava figura u prvom bacanju je Iz ruke!`,
  placeSec: ({ row, column }) =>
    `Prave figure su Ful, Poker, Jamb, Kenta i ≤ 8 — ne triling. Ako je dobivena u prvom bacanju, sme zauzeti i polje Iz ruke (⚡). Dodirni osvetljeno polje Iz ruke u redu ${row}, koloni ${column}.`,
  placeSecTry: ({ row, column }) => `dodirni osvetljeno polje Iz ruke u redu ${row}, koloni ${column}.`,
  rolledNothing: ({ dice }) => `Bacio si ${dice}: nema figure, nema što postaviti.`,
  declareDefi: ({ button }) =>
    `Najavi izazov: dodirni „${button}”. Tada moraš sledećim ili zadnjim bacanjem složiti pravu figuru (ne triling) i moraš baciti barem još jednom. Ako uspeš, smeš zauzeti polje Izazov (⚔); ako ne, potez završava bez žetona.`,
  declareDefiTry: ({ button }) => `dodirni „${button}”.`,
  defiDeclared: 'Najavio si izazov.',
  rollDefiAgain: 'Dodirni Baci ponovo: baca se svih pet kocaka.',
  rolledDefi: ({ dice, figure }) => `Bacio si ${dice}: ${figure}, prava figura. Izazov je uspeo!`,
  placeDefi: ({ row, column }) => `Dodirni osvetljeno polje Izazov u redu ${row}, koloni ${column}.`,
  placeDefiTry: ({ row, column }) => `dodirni osvetljeno polje Izazov u redu ${row}, koloni ${column}.`,
  ending:
    'Tvoja tri žetona stoje na jednoj dijagonali: na kraju niz od tri donosi 1 poen, niz od četiri 2 poena. Pet u redu, koloni ili dugoj dijagonali odmah pobeđuje. Ako niko ne složi pet, igra završava kad neko postavi 12. žeton, a pobeđuje više poena. Jamb (pet jednakih) sme umesto toga skinuti protivnikov žeton sa table. Ostalo je u pravilima igre.',
});
