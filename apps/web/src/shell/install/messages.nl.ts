import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('install', 'nl', {
  description:
    'Jamb, Yam Master en JamSumo aan tafel: scorebladen, exacte kansen en echte dobbelsteenfysica, offline.',
  shortcutJamb: 'Nieuw spel Jamb',
  shortcutYamMaster: 'Nieuw spel Yam Master',
  shortcutJamSumo: 'JamSumo',
  shortcutHistory: 'Geschiedenis',
  screenshotHome: 'Het startscherm: Jamb, Yam Master en JamSumo',
  screenshotJamb: 'Een spel Jamb: de dobbelstenen en het scoreblad',
  guideTitle: 'Zet op beginscherm',
  guideIntro:
    'Zet Dicetable op je beginscherm: dan opent het schermvullend, als een app, en werkt het zonder netwerk.',
  guideShare: 'Tik op de deelknop.',
  guideShareWhere:
    'In Safari staat die op een iPad rechtsboven en op een iPhone onderaan; in andere browsers in of naast de adresbalk.',
  guideAdd: 'Scrol omlaag in de lijst en tik op ‘Zet op beginscherm’.',
  guideConfirm: 'Tik op ‘Voeg toe’. Dicetable staat nu op je beginscherm; open het vanaf daar.',
  shareButton: 'Deel',
  addToHomeScreen: 'Zet op beginscherm',
  addButton: 'Voeg toe',
  backToGames: 'Terug naar de spellen',
});
