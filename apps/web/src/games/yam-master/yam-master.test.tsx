import { initialState, newYamLog, type YamSetup } from '@dicetable/rules/yam-master';
import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { loadGame, saveGame } from '../../store/games.ts';
import { Board } from './board.tsx';
import { readGameFile } from './game-file.ts';
import { parseLayout } from './layout-file.ts';
import { openSession, savedGameFor } from './session.ts';

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
    const result = readGameFile(JSON.stringify(good));
    expect(result.ok && result.state.turn.dice).toEqual([1, 1, 1, 2, 3]);
  });

  it('refuses bad files with a translated reason', () => {
    const reason = (text: string) => {
      const result = readGameFile(text);
      return result.ok ? 'accepted' : result.reason;
    };
    expect(reason('not json')).toContain('not JSON');
    expect(reason('{"format":"other"}')).toContain('not a Dicetable game log');
    expect(reason(JSON.stringify({ ...good, version: 7 }))).toContain('newer Dicetable');
    expect(reason(JSON.stringify({ ...good, game: 'jamb' }))).toContain('another game');
    expect(reason(JSON.stringify({ ...good, setup: { players: [] } }))).toContain('not valid');
    const illegal = { ...good, actions: [...good.actions, { type: 'place', row: 1, column: 3 }] };
    expect(reason(JSON.stringify(illegal))).toBe(
      'move 2 breaks the rules (The dice do not make that square’s figure.)',
    );
    setLanguage('de');
    expect(reason(JSON.stringify(illegal))).toBe(
      'Zug 2 verstößt gegen die Regeln (Die Würfel ergeben die Figur dieses Feldes nicht.)',
    );
  });
});

describe('a Yam Master session', () => {
  it('saves after every action, refuses illegal ones and undoes by replay', async () => {
    const log = newYamLog(setup);
    const saved = savedGameFor('yam-test', log, initialState(setup), log.createdAt);
    await saveGame(saved);
    const session = createRoot(() => openSession(saved))!;
    expect(session.act({ type: 'dice', values: [1, 1, 1, 2, 3] })).toBe(true);
    expect(session.act({ type: 'place', row: 0, column: 1 })).toBe(false);
    expect(session.error()).toBe('label-not-made');
    expect(session.act({ type: 'place', row: 0, column: 0 })).toBe(true);
    expect(session.state().current).toBe(1);
    await vi.waitFor(async () => expect((await loadGame('yam-test'))?.log.actions).toHaveLength(2));
    session.undo();
    expect(session.state().board[0]).toBeNull();
    expect(session.state().turn.dice).toEqual([1, 1, 1, 2, 3]);
    await vi.waitFor(async () => expect((await loadGame('yam-test'))?.log.actions).toHaveLength(1));
  });
});

describe('the board', () => {
  it('labels every square, lets only lit squares be tapped and moves focus with the arrows', () => {
    const state = initialState(setup);
    const onSquare = vi.fn();
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
      />
    ));
    const cells = screen.getAllByRole('button');
    expect(cells).toHaveLength(25);
    expect(cells[0]?.getAttribute('aria-label')).toBe('Row 1, column 1: Three 1s, free, you can place here');
    expect(cells[1]?.getAttribute('aria-label')).toBe('Row 1, column 2: Three 3s, Ben’s token');
    expect(cells[12]?.getAttribute('aria-label')).toBe('Row 3, column 3: Yam, free');
    fireEvent.click(cells[1]!);
    fireEvent.click(cells[0]!);
    expect(onSquare).toHaveBeenCalledExactlyOnceWith(0);
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells[5]);
    fireEvent.keyDown(cells[5]!, { key: 'End' });
    expect(document.activeElement).toBe(cells[9]);
  });
});

describe('a board layout from a file', () => {
  it('reads RULES.md-style lines or JSON, and refuses anything else', () => {
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
