// The 5×5 board: a grid of labelled squares. Lit squares can take the current player's token; in
// removal mode the opponent's tokens can be taken away; scoring runs and the winning line are marked.
import { BOARD_SIZE, type Label, type Owner, type Run, SQUARES } from '@dicetable/rules/yam-master';
import { createSignal, createUniqueId, For, Show } from 'solid-js';
import { explaining, openHelp, useHelpGame } from '../../how-to-play/help-context.ts';
import { t as th } from '../../how-to-play/messages.ts';
import { labelName, SquareLabel, Token } from './labels.tsx';
import { t } from './messages.ts';

export interface BoardProps {
  labels: readonly Label[];
  board: readonly Owner[];
  names: readonly [string, string];
  colours: readonly [number, number];
  /** Squares the current player may place on. */
  lit: ReadonlySet<number>;
  /** Squares whose token may be removed (Yam predator mode). */
  removable: ReadonlySet<number>;
  runs: readonly Run[];
  winningLine: readonly number[];
  /** Free squares marked by the odds hints. */
  hinted: ReadonlySet<number>;
  /** The square the last turn placed on or emptied, marked until the next throw. */
  lastMove?: number;
  onSquare(square: number): void;
  /** A tap on a square that cannot be taken now: the screen says why. */
  onClosedSquare?(square: number): void;
  /** Why a square cannot be taken now ('' when it can), said with the square to a screen reader. */
  closedReason?(square: number): string;
}

export function Board(props: BoardProps) {
  const rows = [...Array(BOARD_SIZE).keys()];
  // One tab stop for the whole board; the arrow keys move between squares (roving tab index).
  const [focused, setFocused] = createSignal(0);
  let table: HTMLTableElement | undefined;
  const moveFocus = (event: KeyboardEvent, square: number) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -BOARD_SIZE,
      ArrowDown: BOARD_SIZE,
    };
    let next = square;
    if (event.key in steps) {
      const step = steps[event.key]!;
      const sameRow = Math.abs(step) === 1;
      const target = square + step;
      if (target < 0 || target >= SQUARES) return;
      if (sameRow && Math.floor(target / BOARD_SIZE) !== Math.floor(square / BOARD_SIZE)) return;
      next = target;
    } else if (event.key === 'Home') next = square - (square % BOARD_SIZE);
    else if (event.key === 'End') next = square - (square % BOARD_SIZE) + BOARD_SIZE - 1;
    else return;
    event.preventDefault();
    setFocused(next);
    table?.querySelector<HTMLButtonElement>(`[data-square="${next}"]`)?.focus();
  };
  const runOf = (square: number) => props.runs.find((run) => run.squares.includes(square));
  // In "explain" mode (a game screen's ?), a tap on a square opens the rule of its figure instead.
  const helpGame = useHelpGame();
  const explain = () => explaining() && helpGame() === 'yam-master';
  const whyPrefix = createUniqueId();

  const describeSquare = (square: number) => {
    const owner = props.board[square] ?? null;
    const parts: string[] = [];
    if (props.lit.has(square)) parts.push(t('canPlace'));
    else if (props.removable.has(square) && owner !== null)
      parts.push(t('canRemove', { name: props.names[owner] }));
    else parts.push(owner === null ? t('free') : t('tokenOf', { name: props.names[owner] }));
    if (props.lastMove === square) parts.push(t('lastMove'));
    if (props.winningLine.includes(square)) parts.push(t('inWinningLine'));
    else if (runOf(square)) parts.push(t('inRun'));
    return t('cell', {
      row: Math.floor(square / BOARD_SIZE) + 1,
      column: (square % BOARD_SIZE) + 1,
      label: labelName(props.labels[square]!),
      content: parts.join(', '),
    });
  };

  return (
    <table class="ym-board" aria-label={t('board')} ref={table}>
      <tbody>
        <For each={rows}>
          {(row) => (
            <tr class="ym-row">
              <For each={rows}>
                {(column) => {
                  const square = row * BOARD_SIZE + column;
                  const owner = () => props.board[square] ?? null;
                  const active = () => props.lit.has(square) || props.removable.has(square);
                  const why = () => (explain() ? '' : (props.closedReason?.(square) ?? ''));
                  const whyId = `${whyPrefix}-why-${square}`;
                  return (
                    <td class="ym-cell-wrap">
                      <button
                        type="button"
                        class="ym-cell"
                        classList={{
                          lit: props.lit.has(square),
                          removable: props.removable.has(square),
                          'in-run': !!runOf(square),
                          winning: props.winningLine.includes(square),
                          hinted: props.hinted.has(square),
                          'last-move': props.lastMove === square,
                          explain: explain(),
                        }}
                        style={{
                          '--run': runOf(square)
                            ? `var(--player-${props.colours[runOf(square)!.player]})`
                            : undefined,
                        }}
                        data-square={square}
                        data-label={props.labels[square]}
                        data-owner={owner() ?? ''}
                        aria-label={
                          explain()
                            ? th('explainWhat', { name: labelName(props.labels[square]!) })
                            : describeSquare(square)
                        }
                        aria-disabled={!active() && !explain()}
                        aria-describedby={why() ? whyId : undefined}
                        tabIndex={focused() === square ? 0 : -1}
                        onFocus={() => setFocused(square)}
                        onKeyDown={(event) => moveFocus(event, square)}
                        onClick={() => {
                          if (explain())
                            openHelp({
                              game: 'yam-master',
                              topic: { kind: 'yam-square', label: props.labels[square]! },
                            });
                          else if (active()) props.onSquare(square);
                          else props.onClosedSquare?.(square);
                        }}
                      >
                        <SquareLabel label={props.labels[square]!} />
                        {owner() !== null && (
                          <Token player={owner()!} colour={props.colours[owner()!]} class="ym-cell-token" />
                        )}
                      </button>
                      <Show when={why()}>
                        <span id={whyId} class="visually-hidden">
                          {why()}
                        </span>
                      </Show>
                    </td>
                  );
                }}
              </For>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
