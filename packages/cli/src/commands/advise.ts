import { adviseNextAction } from '@dicetable/players';
import { type CommandSpec, UsageError } from '../cli-io.ts';

const USAGE = [
  'dicetable advise --stream   < one game log (JSON) per line',
  'For each log (any moment of a Jamb or Yam Master game, docs/game-log.md) prints one line: the action',
  'the expert would take next, as a log action object, with "expected" (the expected final score of the',
  'sheet) for Jamb. A throw of the dice not held is {"type": "roll"} for app and real dice alike.',
  'A line that is not a playable log gets {"error": {"code", "message"}} and the stream goes on.',
].join('\n');

export const adviseCommand: CommandSpec = {
  summary: "the expert's next action for each game log read from standard input",
  usage: USAGE,
  async run(args, io) {
    const unknown = args.find((arg) => arg !== '--stream');
    if (unknown !== undefined) throw new UsageError(`unknown argument ${unknown}`);
    if (!args.includes('--stream'))
      throw new UsageError('advise reads logs from standard input: add --stream');
    for await (const line of io.readLines()) {
      if (line.trim() === '') continue;
      let data: unknown;
      try {
        data = JSON.parse(line);
      } catch {
        io.stdout(
          JSON.stringify({ error: { code: 'log-not-json', message: 'This line is not valid JSON.' } }),
        );
        continue;
      }
      const advice = adviseNextAction(data);
      io.stdout(JSON.stringify(advice.ok ? advice.value : { error: advice.error }));
    }
    return 0;
  },
};
