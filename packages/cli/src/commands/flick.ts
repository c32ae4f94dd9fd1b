// `dicetable flick SCENARIO.json [--json]`: runs a physics scenario (docs/physics-scenario.md) to rest
// and prints every die's outcome and the dice each flick touched.
import { readFile } from 'node:fs/promises';
import type { DieOutcome } from '@dicetable/engine';
import { parseScenario, runScenario, type ScenarioReport } from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

const WHERE = { board: 'whereBoard', hole: 'whereHole', off: 'whereOff' } as const;

function describeOutcome(outcome: DieOutcome): string {
  const where =
    outcome.location === 'platform'
      ? t('wherePlatform', { platform: localNumber(outcome.platform!) })
      : t(WHERE[outcome.location]);
  const lie =
    outcome.location === 'hole' || outcome.location === 'off'
      ? ''
      : outcome.flat
        ? t('lieFlat', { face: localNumber(outcome.topFace!) })
        : t('lieNotFlat');
  const [x, y, z] = outcome.position.map((v) => localNumber(v.toFixed(4)));
  return t('dieOutcome', { die: localNumber(outcome.die), where, lie, x: x!, y: y!, z: z! });
}

export function formatFlickReport(report: ScenarioReport): string {
  const lines: string[] = [];
  report.flicks.forEach((entry, i) => {
    const { die, direction, strength, height } = entry.flick;
    const touched =
      entry.contacts.length === 0
        ? t('flickTouchedNone')
        : t('flickTouched', { pairs: entry.contacts.map(([a, b]) => `${a}-${b}`).join(', ') });
    const seconds = localNumber(entry.seconds.toFixed(2));
    const rest = t(entry.rested ? 'flickRested' : 'flickMoving', { seconds });
    lines.push(
      t('flickLine', {
        number: localNumber(i + 1),
        die: localNumber(die),
        direction: localNumber(direction.toFixed(3)),
        strength: localNumber(strength),
        height: localNumber(height),
        touched,
        rest,
      }),
    );
  });
  if (report.flicks.length > 0) lines.push('');
  for (const outcome of report.outcomes) lines.push(describeOutcome(outcome));
  return lines.join('\n');
}

async function readScenarioText(file: string, io: Parameters<CommandSpec['run']>[1]): Promise<string> {
  if (file === '-') {
    const lines: string[] = [];
    for await (const line of io.readLines()) lines.push(line);
    return lines.join('\n');
  }
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new UsageError(t('cannotRead', { file }));
  }
}

export const flickCommand: CommandSpec = {
  summary: () => t('flickSummary'),
  usage: () => t('flickUsage'),
  async run(args, io) {
    // `-` is a scenario, read from standard input.
    const { flags, words: files, unknown } = readOptions(args, { flags: ['json'], dashWords: 'lone-dash' });
    if (unknown[0] !== undefined) {
      const message = t('unknownOptionQuoted', { option: unknown[0] });
      throw new UsageError(t('withUsage', { message, usage: t('flickUsage') }));
    }
    if (files.length !== 1) {
      throw new UsageError(t('withUsage', { message: t('flickOneScenario'), usage: t('flickUsage') }));
    }
    const file = files[0]!;
    const parsed = parseScenario(await readScenarioText(file, io));
    if (!parsed.ok) throw new UsageError(`${file === '-' ? 'stdin' : file}: ${parsed.message}`);
    const world = await loadPhysicsWorld();
    const report = runScenario(world, parsed.scenario);
    io.stdout(flags.has('json') ? JSON.stringify(report, null, 2) : formatFlickReport(report));
    return 0;
  },
};
