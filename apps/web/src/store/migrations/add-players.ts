// Database version 2: a store of remembered players (one player, one name, across all games), filled at
// once with everyone who played a game saved before the update, so no name is lost.
import type { Migration } from '../db.ts';

export const addPlayers: Migration = (db, transaction) => {
  const players = db.createObjectStore('players', { keyPath: 'name' });
  void transaction
    .objectStore('games')
    .getAll()
    .then((games) => {
      for (const game of games) {
        for (const name of game.players) {
          const trimmed = name.trim();
          if (trimmed) void players.put({ name: trimmed, addedAt: game.createdAt });
        }
      }
    });
};
