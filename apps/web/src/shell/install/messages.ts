import { defineMessages } from '../../i18n/i18n.ts';

// Words of installing: the manifest's (read by the browser's install sheet and the launcher), and the
// guide to adding Dicetable to an iPad's or iPhone's Home Screen. The names of iOS's own buttons are
// those iOS shows in each language.
export const t = defineMessages('install', {
  en: {
    description:
      'Jamb, Yam Master and JamSumo at the table: score sheets, exact odds and real dice physics, offline.',
    shortcutJamb: 'New Jamb game',
    shortcutYamMaster: 'New Yam Master game',
    shortcutJamSumo: 'JamSumo',
    shortcutHistory: 'History',
    screenshotHome: 'The home screen: Jamb, Yam Master and JamSumo',
    screenshotJamb: 'A Jamb game: the dice and the score sheet',
    guideTitle: 'Add to Home Screen',
    guideIntro:
      'Add Dicetable to your Home Screen: it then opens full screen, like an app, and works without a network.',
    guideShare: 'Tap the Share button.',
    guideShareWhere:
      'In Safari it is at the top right on an iPad and at the bottom on an iPhone; in other browsers, in or beside the address bar.',
    guideAdd: 'Scroll down the list and tap “Add to Home Screen”.',
    guideConfirm: 'Tap “Add”. Dicetable is now on your Home Screen; open it from there.',
    shareButton: 'Share',
    addToHomeScreen: 'Add to Home Screen',
    addButton: 'Add',
    backToGames: 'Back to the games',
  },
  nl: {
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
  },
  de: {
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
  },
  pt: {
    description:
      'Jamb, Yam Master e JamSumo à mesa: folhas de pontuação, probabilidades exatas e física real dos dados, offline.',
    shortcutJamb: 'Novo jogo de Jamb',
    shortcutYamMaster: 'Novo jogo de Yam Master',
    shortcutJamSumo: 'JamSumo',
    shortcutHistory: 'Histórico',
    screenshotHome: 'O ecrã inicial: Jamb, Yam Master e JamSumo',
    screenshotJamb: 'Um jogo de Jamb: os dados e a folha de pontuação',
    guideTitle: 'Adicionar ao ecrã principal',
    guideIntro:
      'Adicione o Dicetable ao ecrã principal: passa a abrir em ecrã inteiro, como uma app, e funciona sem rede.',
    guideShare: 'Toque no botão Partilhar.',
    guideShareWhere:
      'No Safari fica em cima à direita num iPad e em baixo num iPhone; noutros navegadores, na barra de endereço ou ao lado dela.',
    guideAdd: 'Desça na lista e toque em “Adicionar ao ecrã principal”.',
    guideConfirm: 'Toque em “Adicionar”. O Dicetable está agora no ecrã principal; abra-o a partir daí.',
    shareButton: 'Partilhar',
    addToHomeScreen: 'Adicionar ao ecrã principal',
    addButton: 'Adicionar',
    backToGames: 'Voltar aos jogos',
  },
});
