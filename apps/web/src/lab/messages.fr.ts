import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('lab', 'fr', {
  intro:
    'Donnez une pichenette à n’importe quel dé : touchez-le et balayez. Touchez le dé en bas pour le faire glisser, en haut pour le faire culbuter ; plus le geste est long, plus la pichenette est forte.',
  scene: 'Scène',
  presetSpread: '5 dés dispersés',
  presetBreak: 'Groupe de 24 + dé frappeur',
  presetHole: 'Dés près du trou',
  presetPlatform: 'Dés devant une plateforme',
  presetSumo: 'Départ de Sumo',
  players: 'Joueurs (plateformes)',
  reset: 'Réinitialiser',
  undo: 'Annuler la dernière pichenette',
  loadingEngine: 'Chargement du moteur physique…',
  engineFailed: 'Le moteur physique n’a pas pu démarrer dans ce navigateur.',
  retry: 'Réessayer',
  ready: 'Prêt. Balayez depuis un dé pour lui donner une pichenette.',
  moving: 'Les dés bougent…',
  settled: ({ seconds }) => `Tout est immobile, ${seconds} s après la pichenette.`,
  stillMoving: 'Observation arrêtée après 20 s ; certains dés bougent peut-être encore.',
  lastFlick: ({ die, degrees, strength, height }) =>
    `Dernière pichenette : dé ${die}, ${degrees}°, force ${strength} %, hauteur ${height} %.`,
  fairnessHeading: 'Les dés sont-ils équilibrés ?',
  fairnessIntro:
    'Des pichenettes fortes sur l’arête du haut de dés montrant 4, chacun tourné et visé au hasard : combien de fois chaque face finit sur le dessus.',
  fairnessRun: ({ n }) =>
    plural('fr', n, { one: `Lancer ${n} pichenette`, other: `Lancer ${n} pichenettes` }),
  fairnessRunning: ({ done, total }) => `Pichenettes… ${done} sur ${total}`,
  fairnessFace: ({ face, count }) => `Face ${face} : ${count} fois`,
  fairnessResult: ({ flat, p }) =>
    `${flat} ${plural('fr', flat, { one: 'dé s’est arrêté', other: 'dés se sont arrêtés' })} à plat. Un dé équilibré donne des nombres aussi inégaux avec la probabilité p = ${p} (test du χ²) ; en dessous de 0,01, les faces ne sont pas équilibrées.`,
  outcomesHeading: 'Où sont les dés',
  columnDie: 'Dé',
  columnWhere: 'Où',
  columnFlat: 'À plat',
  columnTop: 'Face du dessus',
  onBoard: 'Sur le plateau',
  onPlatform: ({ n }) => `Sur la plateforme ${n}`,
  inHole: 'Dans le trou',
  offEdge: 'Tombé du bord',
  flat: 'À plat',
  leaning: 'Penché',
  noTopFace: '—',
  dieNumber: ({ n }) => `Dé ${n}`,
  contactsHeading: 'Contacts pendant la dernière pichenette',
  noContacts: 'Aucun dé n’en a touché un autre.',
  noFlickYet: 'Pas encore de pichenette.',
  contact: ({ a, b }) => `Le dé ${a} a touché le dé ${b}`,
  summary: ({ board, platform, hole, off }) =>
    `${board} sur le plateau, ${platform} sur une plateforme, ${hole} dans le trou, ${off} ${plural('fr', off, { one: 'tombé', other: 'tombés' })} du bord.`,
});
