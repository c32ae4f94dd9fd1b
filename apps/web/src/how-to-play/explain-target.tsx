// A category, column or square of a game screen: in "explain" mode a tap on it opens its rule. Outside
// that mode (and outside the game's screens, e.g. on a printed sheet) it is just its content.
import { type JSX, Show } from 'solid-js';
import { explaining, type HelpTopic, openHelp, type RulesGame, useHelpGame } from './help-context.ts';
import { t } from './messages.ts';

export function ExplainTarget(props: {
  game: RulesGame;
  topic: HelpTopic;
  name: string;
  /** False where nothing can be asked (a printed sheet). */
  enabled?: boolean;
  children: JSX.Element;
}) {
  const game = useHelpGame();
  const on = () => props.enabled !== false && explaining() && game() === props.game;
  return (
    <Show when={on()} fallback={props.children}>
      <button
        type="button"
        class="explain-target"
        aria-label={t('explainWhat', { name: props.name })}
        onClick={() => openHelp({ game: props.game, topic: props.topic })}
      >
        {props.children}
        <span class="explain-mark" aria-hidden="true">
          ?
        </span>
      </button>
    </Show>
  );
}
