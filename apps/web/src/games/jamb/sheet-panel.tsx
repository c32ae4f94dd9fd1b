// The score sheet beside the turn: the current player's, where a tap writes a score (or says why the
// cell is closed), or another player's, read-only, with the way back to the current one.
import { Show } from 'solid-js';
import { closedCellReason } from './closed-cell.ts';
import { t } from './messages.ts';
import type { JambPlay } from './play-controller.ts';
import { ScoreSheet } from './score-sheet.tsx';

export function SheetPanel(props: { game: JambPlay }) {
  const game = props.game;
  const state = game.state;
  const sheetPlayer = game.sheetPlayer;
  return (
    <div class="jamb-sheet-wrap">
      <Show when={game.viewing() !== null && game.viewing() !== game.current()}>
        <button type="button" class="button jamb-back-to-current" onClick={() => game.setViewing(null)}>
          {t('backToSheet', { name: game.currentName() })}
        </button>
      </Show>
      <Show
        when={sheetPlayer() === game.current()}
        fallback={
          <ScoreSheet
            sheet={state().sheets[sheetPlayer()]!}
            options={state().setup.options}
            caption={t('sheetOf', { name: game.players()[sheetPlayer()]!.name })}
            playerIndex={sheetPlayer()}
          />
        }
      >
        <ScoreSheet
          sheet={state().sheets[game.current()]!}
          options={state().setup.options}
          caption={t('sheetOf', { name: game.currentName() })}
          writable={game.computerTurn() ? undefined : game.writable()}
          reachable={game.reachable}
          ifAnnounced={game.ifAnnounced}
          hint={game.hintsOn() ? game.hints.hint : undefined}
          chosenHint={game.chosenHint()}
          onChooseHint={
            game.hintsOn() && state().turn.dice && !game.computerTurn() ? game.chooseHint : undefined
          }
          onWrite={game.requestWrite}
          closedReason={(column, category) => closedCellReason(state(), column, category)}
          onClosedTap={(column, category) => game.setWhy(closedCellReason(state(), column, category))}
          playerIndex={game.current()}
        />
      </Show>
    </div>
  );
}
