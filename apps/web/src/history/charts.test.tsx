// @vitest-environment jsdom
// The charts draw real SVG (their shapes come from one frame, outside its <svg> literal) and read out
// their figures to screen readers.
import { render, screen } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart, ShareChart } from './charts.tsx';

describe('charts', () => {
  it('draw SVG shapes inside a captioned image that reads out the figures', () => {
    const { container } = render(() => (
      <div>
        <BarChart title="Faces" bars={[{ label: '1', value: 2 }]} reference={1} testId="bars" />
        <LineChart
          title="Totals"
          points={[
            { label: 'May', value: 700 },
            { label: 'June', value: 950 },
          ]}
        />
        <ShareChart title="Bonus" shares={[{ label: 'Down', value: 0.5 }]} />
      </div>
    ));
    const shapes = container.querySelectorAll('svg *');
    expect(shapes.length).toBeGreaterThan(8);
    for (const shape of shapes) expect(shape.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(screen.getByTestId('bars').querySelector('figcaption')?.textContent).toBe('Faces');
    expect(screen.getByRole('img', { name: /Totals.*May: 700, June: 950/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Bonus.*Down: 50/ })).toBeTruthy();
  });
});
