// `dicetable flick SCENARIO.json [--json]`: runs a physics scenario (docs/physics-scenario.md) to rest
// and prints every die's outcome and the dice each flick touched.
import { readFile } from 'node:fs/promises';
import type { DieOutcome } from '@dicetable/engine';
import { parseScenario, runScenario, type ScenarioReport } from '@dicetable/engine';
import { loadPhysicsWorld } from '@dicetable/engine/node';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const USAGE = [
  'dicetable flick SCENARIO.json [--json]',
  '',
  '  SCENARIO.json  a board, dice and flicks (format: docs/physics-scenario.md; "-" reads stdin)',
  '  --json         print {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}',
  '',
  'The dice are placed and left to come to rest, then each flick is made in turn and simulated until',
  'everything rests. Prints where each die ended (board, platform N, hole, off), whether it lies flat',
  'and its top face, and for each flick the pairs of dice that touched.',
].join('\n');

function describeOutcome(outcome: DieOutcome): string {
  const where = outcome.location === 'platform' ? `platform ${outcome.platform}` : outcome.location;
  const lie =
    outcome.location === 'hole' || outcome.location === 'off'
      ? ''
      : outcome.flat
        ? `, flat, ${outcome.topFace} up`
        : ', not flat';
  const [x, y, z] = outcome.position.map((v) => v.toFixed(4));
  return `die ${outcome.die}: ${where}${lie} at (${x}, ${y}, ${z}) m`;
}

export function formatFlickReport(report: ScenarioReport): string {
  const lines: string[] = [];
  report.flicks.forEach((entry, i) => {
    const { die, direction, strength, height } = entry.flick;
    const touched =
      entry.contacts.length === 0
        ? 'touched no other die'
        : `touched ${entry.contacts.map(([a, b]) => `${a}-${b}`).join(', ')}`;
    const rest = entry.rested
      ? `rested after ${entry.seconds.toFixed(2)} s`
      : `still moving after ${entry.seconds.toFixed(2)} s`;
    lines.push(
      `flick ${i + 1}: die ${die}, direction ${direction.toFixed(3)} rad, strength ${strength}, height ${height}: ${touched}; ${rest}`,
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
    throw new UsageError(`cannot read ${file}`);
  }
}

export const flickCommand: CommandSpec = {
  summary: 'simulate a dice physics scenario (board, dice, flicks) to rest and print the outcome',
  usage: USAGE,
  async run(args, io) {
    const json = args.includes('--json');
    for (const arg of args) {
      if (arg.startsWith('-') && arg !== '-' && arg !== '--json')
        throw new UsageError(`unknown option '${arg}'\n\nUsage: ${USAGE}`);
    }
    const files = args.filter((arg) => arg !== '--json');
    if (files.length !== 1) throw new UsageError(`give exactly one scenario file\n\nUsage: ${USAGE}`);
    const file = files[0]!;
    const parsed = parseScenario(await readScenarioText(file, io));
    if (!parsed.ok) throw new UsageError(`${file === '-' ? 'stdin' : file}: ${parsed.message}`);
    const world = await loadPhysicsWorld();
    const report = runScenario(world, parsed.scenario);
    io.stdout(json ? JSON.stringify(report, null, 2) : formatFlickReport(report));
    return 0;
  },
};
