import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

/** Whether `n` takes the singular in French (0 and 1 do). */
const one = (n: number) => new Intl.PluralRules('fr').select(n) === 'one';

translate<typeof en>('camera', 'fr', {
  camera: 'Caméra',
  cameraLabel: ({ n }) =>
    one(n) ? 'Lire le dé lancé avec la caméra' : `Lire les ${n} dés lancés avec la caméra`,
  title: 'Lire les dés avec la caméra',
  close: 'Fermer la caméra',
  intro: ({ n }) =>
    one(n)
      ? 'Orientez la tablette vers le dé lancé et tenez-la immobile. L’app entoure le dé qu’elle lit et le propose ; rien n’est saisi avant que vous touchiez « Utiliser ces dés ».'
      : `Orientez la tablette vers les ${n} dés lancés et tenez-la immobile. L’app entoure chaque dé qu’elle lit et propose le lancer ; rien n’est saisi avant que vous touchiez « Utiliser ces dés ».`,
  introHeld:
    'Les dés gardés peuvent rester dans l’image : l’app les reconnaît à leurs valeurs et ne propose que les dés relancés.',
  privacy: 'L’image est lue sur cette tablette ; elle n’est jamais enregistrée ni envoyée nulle part.',
  useCamera: 'Utiliser la caméra',
  typeInstead: 'Saisir les dés à la main',
  starting: 'Démarrage de la caméra… Si le navigateur le demande, autorisez la caméra.',
  denied:
    'La caméra n’est pas autorisée. Pour lire les dés, autorisez la caméra pour ce site dans les réglages du navigateur et réessayez. En attendant, saisissez les dés avec le pavé.',
  missing: 'Aucune caméra n’a été trouvée sur cet appareil. Saisissez les dés avec le pavé.',
  busy: 'La caméra n’a pas pu démarrer : une autre app l’utilise peut-être. Fermez cette app et réessayez, ou saisissez les dés avec le pavé.',
  unsupported:
    'Ce navigateur ne laisse pas la page utiliser une caméra (il faut l’adresse https sécurisée de l’app). Saisissez les dés avec le pavé.',
  readerFailed: 'Le lecteur de dés n’a pas pu démarrer. Saisissez les dés avec le pavé.',
  tryAgain: 'Réessayer',
  torch: 'Lampe',
  picture: 'Image de la table vue par la caméra',
  loadingReader: 'Chargement du lecteur de dés…',
  looking: ({ n, seen }) =>
    one(n)
      ? `Recherche d’un dé : ${seen} vu.`
      : `Recherche de ${n} dés : ${seen} ${one(seen) ? 'vu' : 'vus'}.`,
  tooMany: ({ n, seen }) =>
    `${seen} dés dans l’image, ${n} ${one(n) ? 'lancé' : 'lancés'} : laissez les dés gardés et tous les autres hors de l’image.`,
  steady: 'Ne bougez plus…',
  proposed: ({ dice }) => `Lu : ${dice}. Vérifiez-les ; touchez un dé pour le corriger.`,
  proposal: 'Dés lus',
  dieButton: ({ n, value }) => `Dé ${n} : ${value}. Le corriger`,
  dieButtonUnsure: ({ n, value }) =>
    `Dé ${n} : ${value}, lu avec peu de certitude. Le vérifier ou le corriger`,
  choose: ({ n }) => `Le dé ${n} montre`,
  setValue: ({ n }) => `Mettre à ${n}`,
  useThese: 'Utiliser ces dés',
  readAgain: 'Relire',
  closer: 'Les dés sont petits dans l’image : rapprochez la tablette pour qu’ils en occupent davantage.',
  heldLeftOut: ({ dice }) => `Dés gardés dans l’image, laissés de côté : ${dice}.`,
  alsoSeen: 'Vus aussi, moins probables : touchez-en un pour l’utiliser à la place',
  swapIn: ({ n, value }) => `Utiliser le ${value} vu aussi à la place du dé ${n}`,
  unsure: 'Les dés marqués « ? » sont ceux dont le lecteur est le moins sûr : vérifiez-les d’abord.',
  learnDice: 'Apprendre mes dés',
  learnDiceBlurb:
    'Garde sur cet appareil chaque lancer que vous confirmez avec la caméra (jamais envoyé) et ajuste le lecteur à vos dés.',
  tunedOn: ({ n }) =>
    plural('fr', n, {
      one: `Lecteur ajusté sur ${n} de vos dés`,
      other: `Lecteur ajusté sur ${n} de vos dés`,
    }),
  keptNotTuned: ({ n, every }) =>
    plural('fr', n, {
      one: `${n} de vos dés gardé ; le lecteur est ajusté dès que ${every} sont gardés.`,
      other: `${n} de vos dés gardés ; le lecteur est ajusté dès que ${every} sont gardés.`,
    }),
  forgetDice: 'Oublier mes dés',
  tuningFull:
    'Le stockage de cet appareil est plein : les dés de votre dernier lancer n’ont pas été gardés. Rien d’autre n’a été perdu.',
  tuningFailed: 'Vos dés n’ont pas pu être gardés sur cet appareil. Rien d’autre n’a été perdu.',
  learningOn:
    '« Apprendre mes dés » est activé : les dés que vous confirmez sont gardés sur cette tablette pour ajuster le lecteur, jamais envoyés.',
});
