// The "import a game" button of every game's list: pick a file, import it through the one import path,
// and hand the outcome (the new game, or the translated reason it was refused) to the screen.
import type { AppGame } from './app-game.ts';
import { importGameFile, type Outcome } from './saved-games.ts';
import './session.css';

export function ImportGameButton<Setup, State, Action>(props: {
  game: AppGame<Setup, State, Action>;
  label: string;
  testId: string;
  onImported(outcome: Outcome<{ id: string; href: string }>): void;
}) {
  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    try {
      props.onImported(await importGameFile(props.game, file));
    } finally {
      // The same file can be picked again after a refusal.
      input.value = '';
    }
  };
  return (
    <label class="button import-game">
      {props.label}
      <input
        type="file"
        accept="application/json,.json"
        class="visually-hidden"
        data-testid={props.testId}
        onChange={(event) => void onChange(event.currentTarget)}
      />
    </label>
  );
}
