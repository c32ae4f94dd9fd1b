// English, the contract of `dicetable review`'s words: every other language has these keys with these
// parameters.
import { plural } from '../i18n/format.ts';

type PlayerLine = { name: string; total: string; count: number; decisions: string };
type DecisionLine = {
  action: string;
  chosen: string;
  best: string;
  cost: string;
  chosenExpected: string;
  bestExpected: string;
};
type Square = { row: string; column: string };

const decisionsWord = (count: number) => plural(count, { one: 'decision', other: 'decisions' });

/** The JSON fields, printed as they are in every language. */
export const FIELDS =
  '{"game", "players": [{"name", "totalCost", "decisions"}], "decisions": [{"action", "player", "kind", "chosen", "best", "cost"}]}';

export const en = {
  reviewSummary: "what each person's decisions cost against the advisor's best choice; --json for JSON",
  reviewUsage: [
    'dicetable review FILE [--json] [--player NAME]   (exit 1 at the first illegal action, 2 for an unreadable file)',
    `  --json         print ${FIELDS}`,
    '  --player NAME  only the decisions of the player of that name',
    'Jamb: costs in expected final points of the sheet. Yam Master: in percentage points of the chance to win',
    'against the opponent (a computer seat at its level, a person as the medium player). Computer seats are not',
    'reviewed; real-dice games are reviewed on the dice entered. JamSumo games are not reviewed.',
  ].join('\n'),
  reviewGiveFile: 'give the game log file to review',
  reviewNeedsName: '--player needs a name',
  reviewUnknownArgument: ({ argument }: { argument: string }) => `unknown argument ${argument}`,
  reviewUnknownPlayer: ({ name, players }: { name: string; players: string }) =>
    `no player is called ${name} (players: ${players})`,
  reviewNotReviewed: ({ game }: { game: string }) =>
    `${game} games are not reviewed: a flick is judged only by simulating it, and a person's flick is played once`,
  reviewHeadingPoints:
    "Jamb review: what each choice cost in expected final points of the sheet, against the advisor's best.",
  reviewHeadingWin:
    "Yam Master review: what each choice cost in percentage points of the chance to win, against the advisor's best.",
  reviewPlayerPoints: ({ name, total, count, decisions: n }: PlayerLine) =>
    `${name}: ${total} points given up in ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }: PlayerLine) =>
    `${name}: ${total} percentage points of winning given up in ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }: { name: string }) => `${name}: played by the computer, not reviewed`,
  reviewCostliest: ({ count }: { count: number }) =>
    `  ${plural(count, { one: 'the costliest decision', other: `the ${count} costliest decisions` })}:`,
  reviewDecision: (p: DecisionLine) =>
    `    action ${p.action}: chose ${p.chosen} (${p.chosenExpected}), best ${p.best} (${p.bestExpected}), cost ${p.cost}`,
  reviewNoCost: '  every decision was as good as the best',
  reviewKeep: ({ dice }: { dice: string }) => `keep ${dice}, throw again`,
  reviewKeepNone: 'throw all five again',
  reviewWrite: ({ category, column }: { category: string; column: string }) =>
    `write ${category} in ${column}`,
  reviewAnnounce: ({ category }: { category: string }) => `announce ${category}`,
  reviewDefi: 'declare a Défi',
  reviewPlace: ({ row, column }: Square) => `place on row ${row}, column ${column}`,
  reviewRemove: ({ row, column }: Square) => `remove the token on row ${row}, column ${column}`,
  reviewPass: 'end the turn without placing',
  reviewColumnDown: 'down',
  reviewColumnUp: 'up',
  reviewColumnFree: 'free',
  reviewColumnAnnounced: 'announced',
  reviewExpectedPoints: ({ value }: { value: string }) => `expected ${value}`,
  reviewExpectedWin: ({ value }: { value: string }) => `${value}% to win`,
};
