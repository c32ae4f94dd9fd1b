/// <reference types="vite/client" />
// The rules pages in docs/rules/ must agree with this package: every worked example written in their
// checkable line form is scored here, every category, column, house rule and figure of the code has its
// section, and every link between the pages lands on a heading that exists. The app's How to play links
// to these headings, so their anchors are part of what is checked.
import { describe, expect, it } from 'vitest';
import jambPage from '../../../docs/rules/jamb.md?raw';
import jamSumoPage from '../../../docs/rules/jamsumo.md?raw';
import readme from '../../../docs/rules/README.md?raw';
import yamPage from '../../../docs/rules/yam-master.md?raw';
import {
  columnTotals,
  DEFAULT_JAMB_OPTIONS,
  isJambCategory,
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  JAMB_OPTION_IDS,
  type JambColumnCells,
  type JambOptions,
  scoreCategory,
} from './jamb/index.ts';
import {
  type DieState,
  dieScore,
  type JamSumoMode,
  type JamSumoSetup,
  MODES,
  markerOf,
  type RoundKind,
  type RoundResult,
  rankingAfter,
  roundPlan,
  totals,
} from './jamsumo/index.ts';
import {
  DEFAULT_LAYOUT,
  FIGURE_LABELS,
  type FigureContext,
  figuresOf,
  LABELS,
  type Owner,
  pointsOf,
} from './yam-master/index.ts';

const PAGES: Record<string, string> = {
  'README.md': readme,
  'jamb.md': jambPage,
  'yam-master.md': yamPage,
  'jamsumo.md': jamSumoPage,
};

interface Fence {
  readonly info: string;
  readonly body: string[];
  /** The first non-empty line after the closing fence. */
  readonly after: string;
}

/** The page split into its prose lines (outside fenced blocks) and its fenced blocks. */
function parsePage(page: string): { prose: string[]; fences: Fence[] } {
  const lines = page.split('\n');
  const prose: string[] = [];
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('```')) {
      prose.push(line);
      continue;
    }
    const body: string[] = [];
    let end = i + 1;
    while (end < lines.length && !lines[end]!.startsWith('```')) body.push(lines[end++]!);
    let next = end + 1;
    while (next < lines.length && lines[next]!.trim() === '') next++;
    fences.push({ info: line.slice(3).trim(), body, after: lines[next] ?? '' });
    i = end;
  }
  return { prose, fences };
}

/** The anchors a Markdown renderer gives the page's headings (GitHub's rule, duplicates numbered). */
function anchorsOf(page: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of parsePage(page).prose) {
    const heading = /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

const dice = (text: string) => text.split(' ').map(Number);
const matchesIn = (lines: string[], pattern: RegExp) =>
  lines.flatMap((line) => [...line.matchAll(new RegExp(pattern.source, 'g'))]);

// Jamb: `category` d d d d d [(`houseRule`, …, roll N)] → score
const JAMB_EXAMPLE = /`([a-z]+)` ([1-6](?: [1-6]){4})(?: \(([^)]*)\))? → (-?\d+)/;
const COLUMN_RESULT = /^→ upper (-?\d+) · bonus (\d+) · middle (-?\d+|—) · lower (\d+) · total (-?\d+)$/;
// Yam Master: `figures` d d d d d [(first roll|défi)] → `label` … | none
const FIGURES_EXAMPLE =
  /`figures` ([1-6](?: [1-6]){4})(?: \((first roll|défi)\))? → (none|`[^`]+`(?: `[^`]+`)*)/;
const POINTS = /^`points` X (\d+), O (\d+)$/;
// JamSumo
const DIE = '[a-z]+(?: (?:[1-6]|tilted))?';
const PIPS_EXAMPLE = new RegExp(`\`(jam|sumo)\` (${DIE}(?:, ${DIE}){4}) → (\\d+)`);
const TOTAL_EXAMPLE = /`total` (jam|sumo|jamsumo): ((?:jam|sumo) \d+(?:, (?:jam|sumo) \d+)*) → (-?\d+)/;
const WINNERS_EXAMPLE =
  /`winners` (jam|sumo|jamsumo): ([A-Za-z]+ -?\d+(?:, [A-Za-z]+ -?\d+)*) → ([A-Za-z, ]+)/;
const ROUNDS_EXAMPLE = /`rounds` (jam|sumo|jamsumo), (\d) players → ((?:jam|sumo)(?: (?:jam|sumo))*)/;
const MARKERS_EXAMPLE = /`markers` (jam|sumo|jamsumo), (\d) players, first (\d) → (\d(?: \d)*)/;

const EXAMPLE_FORMS: Record<string, RegExp[]> = {
  'README.md': [JAMB_EXAMPLE, FIGURES_EXAMPLE],
  'jamb.md': [JAMB_EXAMPLE, COLUMN_RESULT],
  'yam-master.md': [FIGURES_EXAMPLE],
  'jamsumo.md': [PIPS_EXAMPLE, TOTAL_EXAMPLE, WINNERS_EXAMPLE, ROUNDS_EXAMPLE, MARKERS_EXAMPLE],
};

function jambOptionsOf(list: string | undefined): { options: JambOptions; roll: number } {
  const options: Record<string, boolean> = { ...DEFAULT_JAMB_OPTIONS };
  let roll = 3;
  for (const item of list ? list.split(', ') : []) {
    const option = /^`(\w+)`$/.exec(item)?.[1];
    const rollNumber = /^roll ([1-3])$/.exec(item)?.[1];
    if (option && (JAMB_OPTION_IDS as readonly string[]).includes(option)) options[option] = true;
    else if (rollNumber) roll = Number(rollNumber);
    else throw new Error(`Not a Jamb house rule or roll: ${item}`);
  }
  return { options: options as unknown as JambOptions, roll };
}

function dieStateOf(kind: RoundKind, text: string): DieState {
  const [where, value] = text.split(' ');
  const flat = value !== 'tilted';
  const top = flat ? (Number(value) as DieState['top']) : undefined;
  if (where === 'hole') return { status: 'out', out: 'hole', flat: false };
  if (where === 'supply' && kind === 'jam') return { status: 'supply', flat: true, top: 4 };
  if (where === 'board') return { status: 'play', at: 'board', flat, ...(top ? { top } : {}) };
  if (where === 'platform' && kind === 'jam') {
    return { status: 'play', at: 'platform', platform: 0, flat, ...(top ? { top } : {}) };
  }
  if (kind === 'sumo' && (where === 'platform' || where === 'off' || where === 'miss')) {
    return { status: 'out', out: where, flat: false };
  }
  throw new Error(`A ${kind} die cannot end as "${text}"`);
}

const setupOf = (mode: JamSumoMode, players: number): JamSumoSetup => ({
  players: Array.from({ length: players }, (_, colour) => ({ name: `P${colour}`, colour })),
  mode,
  table: 'pad',
  firstMarker: 0,
});

describe('docs/rules', () => {
  it('gives every example line a form this test checks', () => {
    for (const [file, page] of Object.entries(PAGES)) {
      for (const line of parsePage(page).prose) {
        const arrows = line.split('→').length - 1;
        if (arrows === 0) continue;
        const checked = EXAMPLE_FORMS[file]!.reduce(
          (count, form) => count + matchesIn([line], form).length,
          0,
        );
        expect(checked, `${file}: an example the test cannot read: ${line}`).toBe(arrows);
      }
    }
  });

  describe('Jamb', () => {
    const { prose, fences } = parsePage(jambPage);
    const examples = matchesIn([...prose, ...parsePage(readme).prose], JAMB_EXAMPLE);
    const columns = fences.filter((fence) => fence.info === 'jamb-column');

    it('scores every worked example as the rules do', () => {
      for (const [line, category, values, list, score] of examples) {
        expect(isJambCategory(category), line).toBe(true);
        const { options, roll } = jambOptionsOf(list);
        expect(scoreCategory(category as never, dice(values!), options, roll), line).toBe(Number(score));
      }
    });

    it('adds up every worked column as the sheet does', () => {
      expect(columns.length).toBeGreaterThan(0);
      for (const { body, after } of columns) {
        const options: Record<string, boolean> = { ...DEFAULT_JAMB_OPTIONS };
        const cells: Record<string, number> = {};
        for (const line of body) {
          const rules = /^house rules: (.+)$/.exec(line)?.[1];
          if (rules) for (const id of rules.split(', ')) options[id] = true;
          else {
            const [category, score] = line.split(' ');
            expect(isJambCategory(category), line).toBe(true);
            cells[category!] = Number(score);
          }
        }
        const expected = COLUMN_RESULT.exec(after);
        expect(expected, `a column's result line: ${after}`).not.toBeNull();
        const [, upper, bonus, middle, lower, total] = expected!;
        const totalsNow = columnTotals(cells as JambColumnCells, options as unknown as JambOptions);
        expect(totalsNow).toEqual({
          upper: Number(upper),
          bonus: Number(bonus),
          middle: middle === '—' ? null : Number(middle),
          lower: Number(lower),
          total: Number(total),
        });
      }
    });

    it('documents every category, column and house rule, with examples of each', () => {
      const anchors = anchorsOf(jambPage);
      for (const id of [...JAMB_CATEGORIES, ...JAMB_COLUMNS]) expect(anchors, id).toContain(id);
      for (const id of JAMB_OPTION_IDS) expect(anchors, id).toContain(id.toLowerCase());
      const scored = new Set(examples.map((match) => match[1]));
      for (const id of JAMB_CATEGORIES) expect(scored, `an example of ${id}`).toContain(id);
      const used = examples.map((match) => match[3] ?? '').join() + columns.map((c) => c.body[0]).join();
      for (const id of JAMB_OPTION_IDS) expect(used, `an example with ${id}`).toContain(id);
    });
  });

  describe('Yam Master', () => {
    const { prose, fences } = parsePage(yamPage);
    const examples = matchesIn([...prose, ...parsePage(readme).prose], FIGURES_EXAMPLE);

    it('lists for every worked example the labels the rules allow', () => {
      for (const [line, values, when, labels] of examples) {
        const context: FigureContext =
          when === 'first roll' ? { firstRoll: true } : { defi: when === 'défi' };
        const listed = labels === 'none' ? [] : labels!.split(' ').map((label) => label.slice(1, -1));
        expect(figuresOf(dice(values!), context), line).toEqual(listed);
      }
    });

    it('shows the default board', () => {
      const layout = fences.find((fence) => fence.info === 'yam-layout');
      expect(layout?.body.map((row) => row.trim().split(/\s+/))).toEqual(DEFAULT_LAYOUT);
    });

    it('counts the points of every worked board as the rules do', () => {
      const boards = fences.filter((fence) => fence.info === 'yam-board');
      expect(boards.length).toBeGreaterThan(0);
      for (const { body, after } of boards) {
        const board: Owner[] = body.flatMap((row) =>
          row.split(' ').map((mark): Owner => (mark === 'X' ? 0 : mark === 'O' ? 1 : null)),
        );
        expect(board).toHaveLength(25);
        const points = POINTS.exec(after);
        expect(points, `a board's points line: ${after}`).not.toBeNull();
        expect(pointsOf(board), body.join(' / ')).toEqual([Number(points![1]), Number(points![2])]);
      }
    });

    it('documents every label, with an example that makes it', () => {
      const anchors = anchorsOf(yamPage);
      for (const id of [...FIGURE_LABELS, 'sec', 'defi', 'brelan']) expect(anchors, id).toContain(id);
      const made = new Set(examples.flatMap((match) => match[3]!.split(' ').map((l) => l.slice(1, -1))));
      for (const id of LABELS) expect(made, `an example that makes ${id}`).toContain(id);
      expect(examples.some((match) => match[3] === 'none')).toBe(true);
    });
  });

  describe('JamSumo', () => {
    const { prose } = parsePage(jamSumoPage);

    it('counts every worked round end as the rules do', () => {
      const examples = matchesIn(prose, PIPS_EXAMPLE);
      expect(new Set(examples.map((match) => match[1]))).toEqual(new Set(['jam', 'sumo']));
      for (const [line, kind, list, pips] of examples) {
        const states = list!.split(', ').map((die) => dieStateOf(kind as RoundKind, die));
        const counted = states.reduce((sum, die) => sum + dieScore(kind as RoundKind, die), 0);
        expect(counted, line).toBe(Number(pips));
      }
    });

    it('adds up every worked game total and names the winners as the rules do', () => {
      const totalExamples = matchesIn(prose, TOTAL_EXAMPLE);
      expect(new Set(totalExamples.map((match) => match[1]))).toEqual(new Set(MODES));
      for (const [line, mode, rounds, total] of totalExamples) {
        const results: RoundResult[] = rounds!.split(', ').map((round, index) => {
          const [kind, pips] = round.split(' ');
          return { kind: kind as RoundKind, marker: index, pips: [Number(pips)] };
        });
        expect(totals(setupOf(mode as JamSumoMode, 1), results), line).toEqual([Number(total)]);
      }
      const winnerExamples = matchesIn(prose, WINNERS_EXAMPLE);
      expect(new Set(winnerExamples.map((match) => match[1]))).toEqual(new Set(MODES));
      for (const [line, mode, scores, winners] of winnerExamples) {
        const entries = scores!.split(', ').map((entry) => entry.split(' '));
        const setup = setupOf(mode as JamSumoMode, entries.length);
        // One Sumo round for what a player gained and one Jam round for what they lost, as pips.
        const score = entries.map(([, value]) => Number(value));
        const results: RoundResult[] =
          mode === 'jam'
            ? [{ kind: 'jam', marker: 0, pips: score }]
            : [
                { kind: 'jam', marker: 0, pips: score.map((s) => Math.max(0, -s)) },
                { kind: 'sumo', marker: 0, pips: score.map((s) => Math.max(0, s)) },
              ];
        expect(totals(setup, results)).toEqual(score);
        const names = entries.map(([name]) => name!);
        const { winners: first } = rankingAfter(setup, results);
        expect(first.map((seat) => names[seat]).join(', '), line).toBe(winners!.trim());
      }
    });

    it('plays the rounds and passes the marker as the worked examples say', () => {
      const roundExamples = matchesIn(prose, ROUNDS_EXAMPLE);
      const markerExamples = matchesIn(prose, MARKERS_EXAMPLE);
      expect(roundExamples.length).toBeGreaterThan(0);
      expect(markerExamples.length).toBeGreaterThan(0);
      for (const [line, mode, players, kinds] of roundExamples) {
        expect(roundPlan(setupOf(mode as JamSumoMode, Number(players))).join(' '), line).toBe(kinds);
      }
      for (const [line, mode, players, first, seats] of markerExamples) {
        const setup = { ...setupOf(mode as JamSumoMode, Number(players)), firstMarker: Number(first) };
        const markers = roundPlan(setup).map((_, round) => markerOf(setup, round));
        expect(markers.join(' '), line).toBe(seats);
      }
    });

    it('has a section for every mode and every part of the board', () => {
      const anchors = anchorsOf(jamSumoPage);
      for (const id of ['jam', 'sumo', 'jam-sumo', 'board', 'platforms', 'hole', 'sumo-line', 'supply']) {
        expect(anchors, id).toContain(id);
      }
      for (const id of ['flick', 'miss', 'rounds', 'winner', 'score-pad']) expect(anchors, id).toContain(id);
      for (const mode of MODES) expect(jamSumoPage).toContain(`\`${mode}\``);
    });
  });

  it('links only to headings that exist', () => {
    const anchors = Object.fromEntries(Object.entries(PAGES).map(([file, page]) => [file, anchorsOf(page)]));
    for (const [file, page] of Object.entries(PAGES)) {
      for (const [link, target, anchor] of matchesIn(parsePage(page).prose, /\]\(([\w.-]*)#([^)]+)\)/)) {
        const targetFile = target === '' ? file : target!;
        expect(anchors[targetFile], `${file}: ${link}`).toBeDefined();
        expect(anchors[targetFile], `${file}: ${link}`).toContain(anchor);
      }
    }
  });

  it('is cited by the code and the other docs only at pages and headings that exist', () => {
    const files = import.meta.glob(
      [
        '../../*/src/**/*.{ts,tsx}',
        '../../../apps/web/src/**/*.{ts,tsx}',
        '../../../docs/*.md',
        '../../../README.md',
      ],
      { query: '?raw', import: 'default', eager: true },
    ) as Record<string, string>;
    const anchors = Object.fromEntries(Object.entries(PAGES).map(([file, page]) => [file, anchorsOf(page)]));
    let citations = 0;
    for (const [path, text] of Object.entries(files)) {
      for (const [citation, page, anchor] of text.matchAll(/rules\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        citations++;
        expect(anchors[page!], `${path}: ${citation}`).toBeDefined();
        if (anchor) expect(anchors[page!], `${path}: ${citation}`).toContain(anchor);
      }
      expect(text, `${path} cites a rules file that is not in the repository`).not.toContain('RULES.md');
    }
    expect(citations).toBeGreaterThan(10);
  });

  // How to play deep-links to these sections; renaming a heading must be a deliberate change here too.
  const LINKED_SECTIONS: Record<string, string[]> = {
    'README.md': ['rolling', 'dice-modes'],
    'jamb.md': [
      'goal',
      'what-you-need',
      'a-turn',
      'categories',
      'columns',
      'mandatory-announcement',
      'upper-subtotal-and-bonus',
      'middle-subtotal',
      'end-of-the-game-and-the-winner',
      'house-rules',
      'decided-points',
      'ids',
    ],
    'yam-master.md': [
      'goal',
      'what-you-need',
      'board',
      'a-turn',
      'figures',
      'yam-removes-a-token',
      'end-of-the-game',
      'a-line-of-five',
      'the-twelfth-token',
      'lines-and-points',
      'house-rules',
      'decided-points',
      'ids',
    ],
    'jamsumo.md': [
      'goal',
      'what-you-need',
      'off-the-edge',
      'where-a-die-ends',
      'lying-flat',
      'fair-play',
      'a-jam-turn',
      'a-sumo-turn',
      'decided-points',
      'ids',
    ],
  };

  it('keeps the sections that the app links to', () => {
    for (const [file, sections] of Object.entries(LINKED_SECTIONS)) {
      const anchors = anchorsOf(PAGES[file]!);
      for (const section of sections) expect(anchors, `${file}#${section}`).toContain(section);
    }
  });
});
