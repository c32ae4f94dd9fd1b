// The session layer: one way for every game to open, play, undo, save, import and export a game.
export type { AnyAppGame, AppGame, LogOf } from './app-game.ts';
export { damageMessage, damageReason, refusalText } from './explain.ts';
export {
  createGameSession,
  type GameSession,
  type OpenedGame,
  type Refusal,
  savedGameOf,
} from './game-session.ts';
export { ImportGameButton } from './import-button.tsx';
export { SavedGameScreen, savedGameRoute } from './saved-game-screen.tsx';
export {
  exportGame,
  importGameFile,
  type Outcome,
  openSavedGame,
  readGameFile,
  startGame,
} from './saved-games.ts';
