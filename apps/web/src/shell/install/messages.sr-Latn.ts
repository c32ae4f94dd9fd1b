import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('install', 'sr-Latn', {
  description:
    'Jamb, Yam Master i JamSumo za stolom: listići za poene, tačne šanse i prava fizika kockica, i bez mreže.',
  shortcutJamb: 'Nova partija Jamba',
  shortcutYamMaster: 'Nova partija Yam Mastera',
  shortcutJamSumo: 'JamSumo',
  shortcutHistory: 'Istorija',
  screenshotHome: 'Početni ekran: Jamb, Yam Master i JamSumo',
  screenshotJamb: 'Partija Jamba: kockice i listić',
  guideTitle: 'Dodaj na početni ekran',
  guideIntro:
    'Dodajte Dicetable na početni ekran: tada se otvara preko celog ekrana, kao aplikacija, i radi bez mreže.',
  guideShare: 'Dodirnite dugme Deli.',
  guideShareWhere:
    'U Safariju je gore desno na iPadu, a dole na iPhoneu; u drugim pregledačima u traci za adresu ili pored nje.',
  guideAdd: 'Pomerite listu nadole i dodirnite „Dodaj na početni ekran”.',
  guideConfirm: 'Dodirnite „Dodaj”. Dicetable je sada na početnom ekranu; otvarajte ga odatle.',
  shareButton: 'Deli',
  addToHomeScreen: 'Dodaj na početni ekran',
  addButton: 'Dodaj',
  backToGames: 'Nazad na igre',
});
