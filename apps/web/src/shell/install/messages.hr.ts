import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('install', 'hr', {
  description:
    'Jamb, Yam Master i JamSumo za stolom: listići za bodove, točni izgledi i prava fizika kockica, i bez mreže.',
  shortcutJamb: 'Nova igra Jamba',
  shortcutYamMaster: 'Nova igra Yam Mastera',
  shortcutJamSumo: 'JamSumo',
  shortcutHistory: 'Povijest',
  screenshotHome: 'Početni zaslon: Jamb, Yam Master i JamSumo',
  screenshotJamb: 'Igra Jamba: kockice i listić',
  guideTitle: 'Dodaj na početni zaslon',
  guideIntro:
    'Dodajte Dicetable na početni zaslon: tada se otvara preko cijelog zaslona, kao aplikacija, i radi bez mreže.',
  guideShare: 'Dodirnite gumb Dijeli.',
  guideShareWhere:
    'U Safariju je gore desno na iPadu, a dolje na iPhoneu; u drugim preglednicima u adresnoj traci ili pokraj nje.',
  guideAdd: 'Pomaknite popis prema dolje i dodirnite „Dodaj na početni zaslon”.',
  guideConfirm: 'Dodirnite „Dodaj”. Dicetable je sada na početnom zaslonu; otvarajte ga odande.',
  shareButton: 'Dijeli',
  addToHomeScreen: 'Dodaj na početni zaslon',
  addButton: 'Dodaj',
  backToGames: 'Natrag na igre',
});
