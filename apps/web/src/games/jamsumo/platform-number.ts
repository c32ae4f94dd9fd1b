import { seatOfPlatform } from '@dicetable/engine/jamsumo-table';

/**
 * The number a platform shows and is called by: its player's seat (player 2 plays from platform 2).
 * The engine counts platforms the other way round the table; that count stays inside the physics.
 */
export const platformNumber = (platform: number, players: number): number =>
  seatOfPlatform(platform, players) + 1;
