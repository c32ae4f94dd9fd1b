import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('install', 'de', {
  description:
    'Jamb, Yam Master und JamSumo am Tisch: Spielblöcke, exakte Chancen und echte Würfelphysik, offline.',
  shortcutJamb: 'Neues Spiel Jamb',
  shortcutYamMaster: 'Neues Spiel Yam Master',
  shortcutJamSumo: 'JamSumo',
  shortcutHistory: 'Verlauf',
  screenshotHome: 'Der Startbildschirm: Jamb, Yam Master und JamSumo',
  screenshotJamb: 'Ein Spiel Jamb: die Würfel und der Spielblock',
  guideTitle: 'Zum Home-Bildschirm',
  guideIntro:
    'Lege Dicetable auf deinen Home-Bildschirm: Dann öffnet es bildschirmfüllend wie eine App und funktioniert ohne Netz.',
  guideShare: 'Tippe auf die Teilen-Taste.',
  guideShareWhere:
    'In Safari ist sie auf dem iPad oben rechts und auf dem iPhone unten; in anderen Browsern in oder neben der Adressleiste.',
  guideAdd: 'Scrolle in der Liste nach unten und tippe auf „Zum Home-Bildschirm“.',
  guideConfirm:
    'Tippe auf „Hinzufügen“. Dicetable liegt jetzt auf deinem Home-Bildschirm; öffne es von dort.',
  shareButton: 'Teilen',
  addToHomeScreen: 'Zum Home-Bildschirm',
  addButton: 'Hinzufügen',
  backToGames: 'Zurück zu den Spielen',
});
