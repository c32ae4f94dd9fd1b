import { checkDice, type DiceCheck, diceSetOf, faceCountsOf, realDiceSamples } from '@dicetable/stats';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { readLogs } from '../stats/read-logs.ts';

function readArgs(args: readonly string[]) {
  const files: string[] = [];
  let json = false;
  let diceSet: string | null = null;
  for (const part of optionParts(args, { flags: ['json'], values: ['dice-set'] })) {
    if (part.kind === 'flag') json = true;
    else if (part.kind === 'value') {
      if (part.value === undefined) throw new UsageError(t('diceSetNeedsName'));
      diceSet = part.value.trim();
    } else if (part.kind === 'unknown') throw new UsageError(t('unknownOptionQuoted', { option: part.arg }));
    else files.push(part.arg);
  }
  return { files, json, diceSet };
}

function verdictText(check: DiceCheck): string {
  const p = localNumber(check.p < 0.001 ? check.p.toExponential(1) : check.p.toFixed(3));
  switch (check.verdict.kind) {
    case 'too-few':
      return t('diceTooFew', { needed: localNumber(check.verdict.needed) });
    case 'no-sign':
      return t('diceNoSign', { throws: localNumber(check.throws), p });
    case 'biased':
      return t('diceBiased', { face: check.verdict.face, often: check.verdict.direction === 'often', p });
  }
}

export const diceCheckCommand: CommandSpec = {
  summary: () => t('diceCheckSummary'),
  usage: () => t('diceCheckUsage'),
  async run(args, io) {
    const { files, json, diceSet } = readArgs(args);
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
        t('diceThrows', { throws: localNumber(check.throws) }),
        ...check.faces.map((n, i) => `  ${i + 1}: ${localNumber(n)}`),
        t('diceChi2', { chi2: localNumber(check.chi2.toFixed(3)) }),
        verdictText(check),
        check.moreThrowsToRevealBias > 0
          ? t('diceMoreThrows', {
              count: check.moreThrowsToRevealBias,
              throws: localNumber(check.moreThrowsToRevealBias),
            })
          : t('diceEnoughThrows'),
      ].join('\n'),
    );
    return 0;
  },
};
