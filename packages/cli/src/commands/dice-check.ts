import { checkDice, type DiceCheck, diceSetOf, faceCountsOf, realDiceSamples } from '@dicetable/stats';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { readLogs } from '../stats/read-logs.ts';

const USAGE = `dicetable dice-check LOG... [--dice-set NAME] [--json]

Counts every die value entered with real dice in the logs (the first throw of a turn: all five dice;
a later throw: only the dice not held) and tests whether the six faces are equally likely (Pearson's χ²,
5 degrees of freedom). --dice-set NAME counts only games played with that named set of dice.
--json prints {"throws", "faces": [ones…sixes], "chi2", "p"}; without it a verdict in words.`;

function parseArgs(args: readonly string[]) {
  const files: string[] = [];
  let json = false;
  let diceSet: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--dice-set') {
      diceSet = args[++i]?.trim() ?? null;
      if (diceSet === null) throw new UsageError('--dice-set needs the name of a set of dice');
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option '${arg}'`);
    else files.push(arg);
  }
  return { files, json, diceSet };
}

const FACE_NAMES = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];

function verdictText(check: DiceCheck): string {
  const p = check.p < 0.001 ? check.p.toExponential(1) : check.p.toFixed(3);
  switch (check.verdict.kind) {
    case 'too-few':
      return `too few throws to judge: ${check.verdict.needed} more needed`;
    case 'no-sign':
      return `no sign of bias after ${check.throws} throws (p = ${p})`;
    case 'biased':
      return `${FACE_NAMES[check.verdict.face - 1]} come up too ${check.verdict.direction}: p = ${p}`;
  }
}

export const diceCheckCommand: CommandSpec = {
  summary: 'test whether the real dice entered in game logs are fair (χ²)',
  usage: USAGE,
  async run(args, io) {
    const { files, json, diceSet } = parseArgs(args);
    const logs = await readLogs(files);
    const samples = logs
      .filter(({ log }) => diceSet === null || diceSetOf(log) === diceSet)
      .flatMap(({ log }) => realDiceSamples(log));
    const check = checkDice(faceCountsOf(samples));
    if (json) {
      io.stdout(JSON.stringify({ throws: check.throws, faces: check.faces, chi2: check.chi2, p: check.p }));
      return 0;
    }
    io.stdout(
      [
        `throws: ${check.throws}`,
        ...check.faces.map((n, i) => `  ${i + 1}: ${n}`),
        `chi2: ${check.chi2.toFixed(3)}  (5 degrees of freedom)`,
        verdictText(check),
        check.moreThrowsToRevealBias > 0
          ? `${check.moreThrowsToRevealBias} more throws would reveal a 2-point bias on one face`
          : 'enough throws to reveal a 2-point bias on one face',
      ].join('\n'),
    );
    return 0;
  },
};
