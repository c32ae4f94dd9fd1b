// `dicetable review FILE [--json] [--player NAME]`: what each person's decisions cost against the
// advisor's best choice, read from the same replay as `dicetable replay` (same refusals, same exit codes).
import { canReview, type GameReview, reviewReplayed } from '@dicetable/players/review';
import { type CommandSpec, UsageError } from '../cli-io.ts';
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

function optionValue(args: readonly string[], option: string): string | undefined {
  const at = args.indexOf(option);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(t('reviewNeedsName'));
  return value;
}

export const reviewCommand: CommandSpec = {
  summary: () => t('reviewSummary'),
  usage: () => t('reviewUsage'),
  async run(args, io) {
    const name = optionValue(args, '--player');
    const rest = args.filter((arg, i) => arg !== '--player' && args[i - 1] !== '--player');
    const unknown = rest.find((arg) => arg.startsWith('-') && arg !== '--json');
    if (unknown !== undefined) throw new UsageError(t('reviewUnknownArgument', { argument: unknown }));
    const file = rest.find((arg) => !arg.startsWith('-'));
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
      args.includes('--json') ? JSON.stringify(reviewJson(review, seats)) : formatReview(review, seats),
    );
    return 0;
  },
};
