// `dicetable review FILE [--json] [--player NAME]`: what each person's decisions cost against the
// advisor's best choice, read from the same replay as `dicetable replay` (same refusals, same exit codes).
import { canReview, type GameReview, reviewReplayed } from '@dicetable/players/review';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { replayFile } from '../replay/replay-file.ts';
import { decisionCode, formatReview } from '../review/format.ts';
import { t } from '../review/messages.ts';

/** Figures in JSON: two decimals are more than the estimates carry. */
const rounded = (value: number) => Math.round(value * 100) / 100;

export function reviewJson(review: GameReview, seats: readonly number[]) {
  return {
    game: review.game,
    unit: review.unit,
    players: seats.map((seat) => {
      const player = review.players[seat]!;
      return {
        name: player.name,
        totalCost: rounded(player.totalCost),
        decisions: player.decisions,
        reviewed: player.reviewed,
      };
    }),
    decisions: review.decisions
      .filter((decision) => seats.includes(decision.player))
      .map((decision) => ({
        action: decision.action,
        player: decision.player,
        kind: decision.kind,
        chosen: decisionCode(decision.chosen.decision),
        best: decisionCode(decision.best.decision),
        cost: rounded(decision.cost),
        expected: { chosen: rounded(decision.chosen.expected), best: rounded(decision.best.expected) },
      })),
  };
}

export const reviewCommand: CommandSpec = {
  summary: () => t('reviewSummary'),
  usage: () => t('reviewUsage'),
  async run(args, io) {
    // A name never starts with `--`: `--player --json` names nobody.
    const options = readOptions(args, { flags: ['json'], values: ['player'], dashedValueIsOption: true });
    const name = options.values.get('player');
    if (options.values.has('player') && name === undefined) throw new UsageError(t('reviewNeedsName'));
    const unknown = options.unknown[0];
    if (unknown !== undefined) throw new UsageError(t('reviewUnknownArgument', { argument: unknown }));
    const file = options.words[0];
    if (!file) throw new UsageError(t('reviewGiveFile'));
    const replayed = await replayFile(file, io);
    if (!replayed.ok) return replayed.exitCode;
    const { log, states } = replayed.replayed;
    if (!canReview(log.game)) throw new UsageError(t('reviewNotReviewed', { game: log.game }));
    const names = (log.setup as { players: readonly { name: string }[] }).players.map(
      (player) => player.name,
    );
    let seats = names.map((_, seat) => seat);
    if (name !== undefined) {
      seats = seats.filter((seat) => names[seat] === name);
      if (seats.length === 0) {
        throw new UsageError(t('reviewUnknownPlayer', { name, players: names.join(', ') }));
      }
    }
    const review = reviewReplayed({
      log: log as Parameters<typeof reviewReplayed>[0]['log'],
      states: states!,
    })!;
    io.stdout(
      options.flags.has('json') ? JSON.stringify(reviewJson(review, seats)) : formatReview(review, seats),
    );
    return 0;
  },
};
