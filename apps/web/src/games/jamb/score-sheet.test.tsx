// @vitest-environment jsdom
import { DEFAULT_JAMB_OPTIONS, emptySheet, type JambSheet } from '@dicetable/rules/jamb';
import { fireEvent, render, screen, within } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { ScoreSheet } from './score-sheet.tsx';

describe('the score sheet', () => {
  it('is a table: categories are row headers, open cells are labelled buttons, sums follow the rules', () => {
    const sheet: JambSheet = {
      ...emptySheet(),
      down: { ones: 3, twos: 8, threes: 12, fours: 16, fives: 20, sixes: 24, max: 28, min: 7 },
    };
    const onWrite = vi.fn();
    render(() => (
      <ScoreSheet
        sheet={sheet}
        options={DEFAULT_JAMB_OPTIONS}
        caption="Score sheet of Ana"
        writable={new Map([['down:trips', 22]])}
        onWrite={onWrite}
      />
    ));
    const table = screen.getByRole('table', { name: 'Score sheet of Ana' });
    const headers = within(table).getAllByRole('columnheader');
    // The corner also holds a copy of the caption, shown there on short screens and hidden from readers.
    expect(within(table).getByRole('columnheader', { name: 'Category' })).toBe(headers[0]);
    expect(headers.slice(1).map((th) => th.textContent?.trim())).toEqual([
      '↓ Down',
      '↑ Up',
      '↕ Free',
      '! Announced',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Three of a kind' })).toBeTruthy();
    const buttons = within(table).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Write 22 in Three of a kind, Down' }));
    expect(onWrite).toHaveBeenCalledWith('down', 'trips', 22);
    const cell = (id: string) => table.querySelector(`[data-cell="${id}"]`)?.textContent;
    expect(cell('down-upper')).toBe('83');
    expect(cell('down-bonus')).toBe('30');
    expect(cell('down-middle')).toBe('63');
    expect(cell('down-lower')).toBe('');
    expect(cell('down-total')).toBe('176');
    expect(cell('up-total')).toBe('');
    expect(screen.getByTestId('jamb-grand-total').textContent).toBe('176');
    expect(table.querySelector('[data-cell="down-straight"]')?.classList.contains('closed')).toBe(true);
  });
});
