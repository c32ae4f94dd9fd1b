import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

// French players know the Yam (Yam's): where this Jamb differs from it, the text says so.
translate<typeof en>('how-to-play-jamb', 'fr', {
  goalTitle: 'Le but',
  goal: 'Remplir votre feuille de marque : 13 lignes, les cases, dans 4 colonnes. À chaque tour, vous inscrivez les dés dans exactement une case vide. Quand toutes les feuilles sont pleines, le plus grand total général gagne.',
  youNeedTitle: 'Ce qu’il faut',
  youNeed:
    'Cinq dés et une feuille de marque par joueur. Le Jamb se joue à partir d’un joueur ; jouer seul, contre son propre record, est courant. L’app lance pour vous, ou vous lancez de vrais dés à table et saisissez ce qu’ils montrent.',
  turnTitle: 'Un tour',
  turnRolls: 'Lancez jusqu’à trois fois. Le premier lancer jette les cinq dés.',
  turnHold:
    'Après un lancer, touchez les dés que vous voulez garder : ils sont mis de côté, et le lancer suivant ne jette que les autres. Un dé gardé peut être relâché avant un lancer suivant. Chaque lancer après le premier jette au moins un dé.',
  turnWrite:
    'Quand les dés vous conviennent, ou après le troisième lancer, inscrivez-les dans une case ouverte. S’ils n’y font rien, vous inscrivez 0. On ne passe pas : chaque tour remplit exactement une case.',
  categoriesTitle: 'Les cases',
  categoriesIntro:
    'Chaque ligne compte les cinq dés à sa façon. Chaque exemple ci-dessous est calculé selon les règles mêmes du jeu. Les noms sont ceux du Yam ; seuls Max, Min et Jamb sont propres au Jamb.',
  upperRule: ({ face }) => `La somme des dés qui montrent ${face}. Les autres dés ne comptent pas.`,
  maxRule:
    'La somme des cinq dés. Visez haut : la ligne du milieu paie un grand écart entre Max et Min (comme le « plus » et le « moins » de certaines feuilles de Yam).',
  minRule: 'La somme des cinq dés. Visez bas.',
  tripsRule: ({ bonus }) => `Au moins trois dés égaux : 3 × cette valeur + ${bonus}. Sinon 0.`,
  straightRule: ({ small, big }) =>
    `Exactement 1-2-3-4-5 vaut ${small} ; exactement 2-3-4-5-6 vaut ${big}. Tout le reste vaut 0. Il n’y a ici ni petite suite de quatre dés ni case chance comme au Yam : une seule case Suite, de cinq dés.`,
  straightByRollRule: ({ first, second, third }) =>
    `Exactement 1-2-3-4-5 ou 2-3-4-5-6 vaut ${first} au premier lancer, ${second} au deuxième et ${third} au troisième. Tout le reste vaut 0.`,
  fullRule: ({ bonus }) =>
    `Trois dés d’une valeur et une paire d’une autre valeur : la somme des cinq + ${bonus}. Cinq dés égaux ne font pas un full.`,
  carreRule: ({ bonus }) => `Au moins quatre dés égaux : 4 × cette valeur + ${bonus}. Sinon 0.`,
  jambRule: ({ bonus }) => `Les cinq dés égaux (le yam du Yam) : leur somme + ${bonus}. Sinon 0.`,
  columnsTitle: 'Les quatre colonnes',
  columnsIntro:
    'Chaque case a une cellule dans chaque colonne. Les colonnes diffèrent par l’ordre dans lequel leurs cellules peuvent être remplies ; la flèche au-dessus d’une colonne l’indique. En début de partie, les cellules allumées ci-dessous sont les cellules ouvertes :',
  downRule:
    'De haut en bas : la première ligne d’abord, Jamb en dernier. Une cellule ne s’ouvre que quand celle du dessus est remplie.',
  upRule:
    'De bas en haut : Jamb d’abord, la première ligne en dernier. Une cellule ne s’ouvre que quand celle du dessous est remplie.',
  freeRule: 'N’importe quelle cellule vide, dans n’importe quel ordre.',
  announcedRule:
    'Seulement la case annoncée pendant ce tour (voir Annoncer). Sans annonce, aucune cellule de cette colonne ne peut être remplie.',
  openAtStart: 'Ouverte en début de partie',
  closedAtStart: 'Pas encore ouverte',
  announcingTitle: 'Annoncer',
  announcing1:
    'Après le premier lancer et avant le deuxième, vous pouvez annoncer une case dont la cellule Annonce est encore vide. Le tour doit alors se terminer exactement dans cette cellule, avec 0 si les dés ne la font pas.',
  announcing2: 'Vous pouvez aussi annoncer et vous arrêter aussitôt, en inscrivant le premier lancer.',
  announcing3:
    'Une fois vos colonnes Descente, Montée et Libre pleines, l’annonce est obligatoire : après le premier lancer, le deuxième est refusé tant que vous n’avez pas annoncé.',
  upperBonusTitle: 'Le bonus du haut',
  upperBonus: ({ bonus }) =>
    `Les six premières lignes s’additionnent dans le sous-total du haut de la colonne. Quand les six sont remplies et que le sous-total atteint au moins 60, la colonne gagne un bonus de ${bonus} points.`,
  middleTitle: 'La ligne du milieu',
  middle:
    'Dès que la première ligne, Max et Min sont remplis dans une colonne, la colonne ajoute première ligne × (Max − Min). C’est négatif quand Min dépasse Max.',
  exampleColumn: 'Une colonne d’une feuille',
  endTitle: 'Totaux, fin et gagnant',
  end1: 'Le sous-total du bas additionne les cinq dernières lignes. Total de la colonne = sous-total du haut + bonus + milieu + sous-total du bas ; le total général additionne les totaux des quatre colonnes.',
  end2: 'La partie se termine quand toutes les feuilles sont pleines : 52 tours par joueur. Le plus grand total général gagne ; à égalité, les joueurs partagent la place.',
  houseRulesTitle: 'Règles maison',
  houseRulesIntro:
    'Au début d’une partie, le groupe peut choisir ces variantes. Chacune est désactivée sauf si elle est choisie.',
  row: 'Ligne',
  value: 'Valeur',
  nowCategory: ({ dice, category, score }) => `${dice} vaut ${score} en ${category} ici, parce que :`,
  openIn: ({ columns }) => `Ouverte pour vous maintenant dans : ${columns}.`,
  openNowhere: 'Ouverte pour vous dans aucune colonne pour l’instant.',
  notRolledYet: 'Pas encore de dés lancés ce tour-ci.',
  columnOpenNow: ({ categories }) => `Ouvertes pour vous maintenant dans cette colonne : ${categories}.`,
  columnFull: 'Cette colonne de votre feuille est pleine.',
  announceFirst: 'Rien n’est ouvert ici tant que vous n’avez pas annoncé une case, après le premier lancer.',
});
