// A board layout loaded from a file (house rule): either the JSON of a log's `layout` (5 arrays of 5
// labels) or five lines of five labels separated by spaces, as printed in docs/rules/yam-master.md#board.
import { type Layout, validateLayout } from '@dicetable/rules/yam-master';

export function parseLayout(text: string): Layout | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .map((line) => line.split(/\s+/));
  }
  const layout = validateLayout(data);
  return layout.ok ? layout.value : undefined;
}
