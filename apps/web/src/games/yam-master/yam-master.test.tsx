// @vitest-environment jsdom
import { initialState, newYamLog, type YamSetup } from '@dicetable/rules/yam-master';
import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import '../../i18n/languages/de.ts';
import { openSavedGame, readGameFile, startGame } from '../../session/saved-games.ts';
import { loadGame } from '../../store/games.ts';
import { Board } from './board.tsx';
import { parseLayout } from './layout-file.ts';
import { yamGame } from './yam-game.ts';

const setup: YamSetup = {
  players: [
    { name: 'Ana', colour: 1 },
    { name: 'Ben', colour: 3 },
  ],
  dice: 'real',
};

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('importing a Yam Master file', () => {
  const good = { ...newYamLog(setup), actions: [{ type: 'dice', values: [1, 1, 1, 2, 3] }] };

  it('accepts a log that replays', () => {
    const result = readGameFile(yamGame, JSON.stringify(good));
    expect(result.ok && result.value.state.turn.dice).toEqual([1, 1, 1, 2, 3]);
  });

  it('refuses bad files with a translated reason', () => {
    const reason = (text: string) => {
      const result = readGameFile(yamGame, text);
      return result.ok ? 'accepted' : result.message;
    };
    expect(reason('not json')).toBe('Import refused: the file is not valid JSON. Nothing was changed.');
    expect(reason('{"format":"other"}')).toContain('not a Dicetable game file');
    expect(reason(JSON.stringify({ ...good, version: 7 }))).toContain('newer Dicetable');
    expect(reason(JSON.stringify({ ...good, game: 'jamb' }))).toContain(
      'the file is a Jamb game, not Yam Master',
    );
    expect(reason(JSON.stringify({ ...good, setup: { players: [] } }))).toContain(
      'the file has no valid game setup',
    );
    const illegal = { ...good, actions: [...good.actions, { type: 'place', row: 1, column: 3 }] };
    expect(reason(JSON.stringify(illegal))).toBe(
      'Import refused: action 2 in the file breaks the rules (The dice do not make that square’s figure). Nothing was changed.',
    );
    setLanguage('de');
    expect(reason(JSON.stringify(illegal))).toBe(
      'Import abgelehnt: Die Datei verstößt bei Zug 2 gegen die Regeln (Die Würfel ergeben die Figur dieses Feldes nicht). Es wurde nichts geändert.',
    );
  });
});

describe('a Yam Master session', () => {
  it('saves after every action, refuses illegal ones and undoes by replay', async () => {
    const id = (await startGame(yamGame, setup))!;
    const opened = await openSavedGame(yamGame, id);
    const session = opened.ok ? opened.value : expect.unreachable();
    expect(session.dispatch({ type: 'dice', values: [1, 1, 1, 2, 3] })).toBe(true);
    expect(session.dispatch({ type: 'place', row: 0, column: 1 })).toBe(false);
    expect(session.refusal()).toEqual({
      code: 'label-not-made',
      text: 'The dice do not make that square’s figure.',
    });
    expect(session.dispatch({ type: 'place', row: 0, column: 0 })).toBe(true);
    expect(session.refusal()).toBeUndefined();
    expect(session.state().current).toBe(1);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(2));
    session.undo();
    expect(session.state().board[0]).toBeNull();
    expect(session.state().turn.dice).toEqual([1, 1, 1, 2, 3]);
    await vi.waitFor(async () => expect((await loadGame(id))?.log.actions).toHaveLength(1));
  });
});

describe('the board', () => {
  it('labels every square, lets only lit squares be tapped and moves focus with the arrows', () => {
    const state = initialState(setup);
    const onSquare = vi.fn();
    const onClosedSquare = vi.fn();
    render(() => (
      <Board
        labels={state.labels}
        board={state.board.map((_, square) => (square === 1 ? 1 : null))}
        names={['Ana', 'Ben']}
        colours={[1, 3]}
        lit={new Set([0])}
        removable={new Set()}
        runs={[]}
        winningLine={[]}
        hinted={new Set()}
        onSquare={onSquare}
        onClosedSquare={onClosedSquare}
        closedReason={(square) => (square === 1 ? 'Taken by Ben.' : '')}
      />
    ));
    const cells = screen.getAllByRole('button');
    expect(cells).toHaveLength(25);
    expect(cells[0]?.getAttribute('aria-label')).toBe('Row 1, column 1: Three 1s, free, you can place here');
    expect(cells[1]?.getAttribute('aria-label')).toBe('Row 1, column 2: Three 3s, Ben’s token');
    expect(cells[12]?.getAttribute('aria-label')).toBe('Row 3, column 3: Yam, free');
    // A closed square's reason is its description; an open one has none.
    const described = cells[1]!.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Taken by Ben.');
    expect(cells[0]?.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(cells[1]!);
    fireEvent.click(cells[0]!);
    expect(onSquare).toHaveBeenCalledExactlyOnceWith(0);
    // The taken square is not played; its tap goes where the screen says why.
    expect(onClosedSquare).toHaveBeenCalledExactlyOnceWith(1);
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells[5]);
    fireEvent.keyDown(cells[5]!, { key: 'End' });
    expect(document.activeElement).toBe(cells[9]);
  });
});

describe('a board layout from a file', () => {
  it('reads the board as printed in docs/rules/yam-master.md or as JSON, and refuses anything else', () => {
    const lines = [
      'full 1 2 3 4',
      '5 6 yam carre suite',
      'le8 sec defi 1 2',
      '3 4 5 6 full',
      'yam yam yam yam yam',
    ];
    const layout = parseLayout(lines.join('\n'));
    expect(layout?.[1]).toEqual(['5', '6', 'yam', 'carre', 'suite']);
    expect(parseLayout(JSON.stringify(layout))).toEqual(layout);
    expect(parseLayout(lines.slice(0, 4).join('\n'))).toBeUndefined();
    expect(parseLayout(lines.join('\n').replace('le8', 'le9'))).toBeUndefined();
  });
});
