export type Bonus = { bonus: number };

export const en = {
  goalTitle: 'The goal',
  goal: 'Fill your score sheet: 13 rows, the categories, in 4 columns. Every turn you write the dice into exactly one empty cell. When every sheet is full, the highest grand total wins.',
  youNeedTitle: 'What you need',
  youNeed:
    'Five dice and one score sheet per player. Jamb is for one player or more; playing alone, against your own best score, is normal. The app rolls for you, or you throw real dice at the table and tap in what they show.',
  turnTitle: 'A turn',
  turnRolls: 'Roll up to three times. The first roll throws all five dice.',
  turnHold:
    'After a roll, tap the dice you want to keep: they are held, and the next roll throws only the others. A held die can be released again before a later roll. Every roll after the first throws at least one die.',
  turnWrite:
    'When you like the dice, or after the third roll, write them into one open cell. If they make nothing there, you write 0. There is no passing: every turn fills exactly one cell.',
  categoriesTitle: 'The categories',
  categoriesIntro:
    'Each row counts the five dice in its own way. Every example below is worked out by the game’s own rules.',
  upperRule: ({ face }: { face: number }) =>
    `The sum of the dice showing ${face}. The other dice count nothing.`,
  maxRule: 'The sum of all five dice. Aim high: the middle row pays for a big gap between Max and Min.',
  minRule: 'The sum of all five dice. Aim low.',
  tripsRule: ({ bonus }: Bonus) => `At least three equal dice: 3 × that value + ${bonus}. Otherwise 0.`,
  straightRule: ({ small, big }: { small: number; big: number }) =>
    `Exactly 1-2-3-4-5 scores ${small}; exactly 2-3-4-5-6 scores ${big}. Anything else scores 0.`,
  straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
    `Exactly 1-2-3-4-5 or 2-3-4-5-6 scores ${first} on the first roll, ${second} on the second and ${third} on the third. Anything else scores 0.`,
  fullRule: ({ bonus }: Bonus) =>
    `Three of one value and a pair of a different value: the sum of all five + ${bonus}. Five equal dice are not a full house.`,
  carreRule: ({ bonus }: Bonus) => `At least four equal dice: 4 × that value + ${bonus}. Otherwise 0.`,
  jambRule: ({ bonus }: Bonus) => `All five dice equal: their sum + ${bonus}. Otherwise 0.`,
  columnsTitle: 'The four columns',
  columnsIntro:
    'Every category has one cell in each column. The columns differ in the order their cells may be filled; the arrow above a column shows it. At the start of a game, the lit cells below are the open ones:',
  downRule:
    'From top to bottom: the first row first, Jamb last. A cell opens only when the one above it is filled.',
  upRule:
    'From bottom to top: Jamb first, the first row last. A cell opens only when the one below it is filled.',
  freeRule: 'Any empty cell, in any order.',
  announcedRule:
    'Only the category announced in this turn (see Announcing). Without an announcement, no cell of this column can be written.',
  openAtStart: 'Open at the start of a game',
  closedAtStart: 'Not open yet',
  announcingTitle: 'Announcing',
  announcing1:
    'After the first roll and before the second, you may announce one category whose Announced cell is still empty. The turn must then end in exactly that cell, with 0 if the dice do not make it.',
  announcing2: 'You may also announce and stop at once, writing the first roll.',
  announcing3:
    'Once your Down, Up and Free columns are full, announcing is compulsory: after the first roll, the second roll is refused until you announce.',
  upperBonusTitle: 'The upper bonus',
  upperBonus: ({ bonus }: Bonus) =>
    `The first six rows add up to the upper subtotal of the column. When all six are filled and the subtotal is at least 60, the column earns a bonus of ${bonus} points.`,
  middleTitle: 'The middle row',
  middle:
    'As soon as the first row, Max and Min are all filled in a column, the column adds the first row × (Max − Min). It is negative when Min is higher than Max.',
  exampleColumn: 'One column of a sheet',
  endTitle: 'Totals, the end and the winner',
  end1: 'The lower subtotal adds the last five rows. Column total = upper subtotal + bonus + middle + lower subtotal; the grand total adds the four column totals.',
  end2: 'The game ends when every sheet is full: 52 turns per player. The highest grand total wins; equal totals share the place.',
  houseRulesTitle: 'House rules',
  houseRulesIntro:
    'When a game is started, the group may choose these variations. Each is off unless chosen.',
  row: 'Row',
  value: 'Value',
  nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
    `${dice} is worth ${score} in ${category} here, because:`,
  openIn: ({ columns }: { columns: string }) => `Open for you now in: ${columns}.`,
  openNowhere: 'Not open for you in any column now.',
  notRolledYet: 'No dice rolled yet this turn.',
  columnOpenNow: ({ categories }: { categories: string }) =>
    `Open for you now in this column: ${categories}.`,
  columnFull: 'This column of your sheet is full.',
  announceFirst: 'Nothing is open here until you announce a category, after the first roll.',
};
