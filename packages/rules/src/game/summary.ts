// The parts of a game's summary and result that read the same for every game.

import type { GameId } from '../log/game-log.ts';
import type { GameResult, GameSummary, Placing } from './game-rules.ts';

/** Places from scores: equal scores share a place (1, 1, 3 …); seat order breaks display ties. */
export function rankByScore(
  names: readonly string[],
  scores: readonly number[],
  lowestWins = false,
): GameResult {
  const better = (a: number, b: number) => (lowestWins ? a < b : a > b);
  const ranking: Placing[] = scores
    .map((score, player) => ({
      player,
      name: names[player]!,
      place: 1 + scores.filter((other) => better(other, score)).length,
      score,
    }))
    .sort((a, b) => a.place - b.place || a.player - b.player);
  return { ranking, winners: ranking.filter((p) => p.place === 1).map((p) => p.player) };
}

export function summarize(
  game: GameId,
  name: string,
  players: readonly string[],
  scores: readonly number[],
  moves: number,
  toPlay: number | null,
): GameSummary {
  const standing = players.map((player, seat) => `${player} ${scores[seat]}`).join(', ');
  const finished = toPlay === null;
  const status = finished ? 'finished' : `${players[toPlay]} to play`;
  const plural = moves === 1 ? 'move' : 'moves';
  return {
    game,
    players,
    moves,
    finished,
    scores,
    text: `${name}: ${standing} · ${moves} ${plural} · ${status}`,
  };
}
