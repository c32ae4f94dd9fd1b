export const en = {
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
};
