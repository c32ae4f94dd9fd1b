// The runs whose outputs are recorded from the command as it was before `--lang`: every command's help and
// typical runs and refusals. Paths are relative to the package, where the tests run.
import { commands } from '../commands/registry.ts';

export interface TypicalRun {
  readonly argv: readonly string[];
  readonly stdin?: readonly string[];
}

const RULES = '../rules/src';
const JAMB_SOLO = `${RULES}/jamb/fixtures/solo-real-dice.log.json`;
const JAMB_THREE = `${RULES}/jamb/fixtures/three-players-house-rules.log.json`;
const JAMB_ILLEGAL = `${RULES}/jamb/fixtures/illegal-write.log.json`;
const YAM_LINE = `${RULES}/yam-master/fixtures/line-win-real-dice.json`;
const SCENE = '../engine/bench/scenes/sumo-break.json';
const PHOTO = '../vision/samples/images/00125_jpg.rf.b747f7ada605992670b1e8927bdd5773.jpg';

/** Commands added after the record was made: their help is new, and the command list gains their line. */
export const COMMANDS_SINCE_RECORD: readonly string[] = ['review'];

/** Benchmarks added after the record: the list of available ones gains their names. */
export const BENCHES_SINCE_RECORD: readonly string[] = ['review'];

const helps: TypicalRun[] = [
  { argv: [] },
  { argv: ['--help'] },
  { argv: ['-h'] },
  { argv: ['help'] },
  { argv: ['help', 'juggle'] },
  { argv: ['--version'] },
  { argv: ['juggle'] },
  ...Object.keys(commands)
    .filter((name) => !COMMANDS_SINCE_RECORD.includes(name))
    .flatMap((name) => [{ argv: ['help', name] }, { argv: [name, '--help'] }]),
];

const runs: TypicalRun[] = [
  { argv: ['score', 'jamb', 'twos', '2', '2', '2', '4', '6'] },
  { argv: ['score', 'jamb', 'straight', '1', '2', '3', '4', '5', '--straight-by-roll', '--roll', '1'] },
  { argv: ['score', 'jamb'], stdin: ['full 3 3 3 5 5', '', 'jamb 6 6 6 6 6'] },
  { argv: ['score', 'jamb'], stdin: ['full 3 3 3 5 5', 'fulll 1 1 1 2 2'] },
  { argv: ['score', 'jamb', 'twos', '2', '2', '2', '4'] },
  { argv: ['score', 'jamb', 'sevens', '1', '2', '3', '4', '5'] },
  { argv: ['score', 'yahtzee', 'twos', '1', '2', '3', '4', '5'] },
  { argv: ['score', 'jamb', '--roll', '4'] },
  { argv: ['score', 'jamb', '--fast'] },
  { argv: ['figures', '3', '3', '3', '3', '3'] },
  { argv: ['figures', '1', '2', '3', '4', '5', '--first-roll'] },
  { argv: ['figures', '1', '1', '2', '4', '6', '--defi'] },
  { argv: ['figures'], stdin: ['2 2 2 5 5', '6 6 6 6 6 defi', '1 2 3 4 5 first-roll'] },
  { argv: ['figures'], stdin: ['2 2 2 5 5', '1 2 3'] },
  { argv: ['figures', '1', '2', '3', '4'] },
  { argv: ['figures', '1', '2', '3', '4', '9'] },
  { argv: ['figures', '1', '2', '3', '4', '5', '--first-roll', '--defi'] },
  { argv: ['figures', '1', '2', '3', '4', '5', '--fast'] },
  { argv: ['odds', 'jamb', '--dice', '2,2,2,4,6', '--rolls-left', '2', '--hold', '2,2,2'] },
  { argv: ['odds', 'jamb', '--dice', '1,2,3,4,6', '--rolls-left', '1', '--straight-by-roll'] },
  { argv: ['odds', 'jamb', '--dice', '1,2,3,4,6', '--rolls-left', '0'] },
  { argv: ['odds', 'yam'] },
  { argv: ['odds', 'yam', '--dice', '5,5,1,2,3', '--rolls-left', '1', '--defi', '--hold', '5,5'] },
  { argv: ['odds', 'yam', '--dice', '6,6,6,2,1', '--json'] },
  { argv: ['odds'] },
  { argv: ['odds', 'poker'] },
  { argv: ['odds', 'jamb', 'yam'] },
  { argv: ['odds', 'jamb', '--dice', '2,2,9,4,6'] },
  { argv: ['odds', 'jamb', '--dice'] },
  { argv: ['odds', 'jamb', '--rolls-left', 'two'] },
  { argv: ['odds', 'jamb', '--dice', '2,2,2,4,6', '--rolls-left', '5'] },
  { argv: ['odds', 'jamb', '--fast'] },
  { argv: ['dice-check', JAMB_SOLO, JAMB_THREE, YAM_LINE] },
  { argv: ['dice-check', JAMB_SOLO, '--json'] },
  { argv: ['dice-check', JAMB_SOLO, '--dice-set', 'red'] },
  { argv: ['dice-check'] },
  { argv: ['dice-check', JAMB_SOLO, '--dice-set'] },
  { argv: ['dice-check', JAMB_SOLO, '--fast'] },
  { argv: ['dice-check', 'missing.json'] },
  { argv: ['dice-check', 'package.json'] },
  { argv: ['stats', JAMB_SOLO, YAM_LINE] },
  { argv: ['stats'] },
  { argv: ['replay', JAMB_SOLO] },
  { argv: ['replay', JAMB_ILLEGAL] },
  { argv: ['replay'] },
  { argv: ['replay', 'missing.json'] },
  { argv: ['advise'] },
  { argv: ['advise', '--fast'] },
  { argv: ['advise', '--stream'], stdin: ['not json', '{}'] },
  { argv: ['simulate'] },
  { argv: ['simulate', 'jamb', '--player', 'greedy', '--games', '2', '--seed', '3'] },
  { argv: ['simulate', 'jamb', '--player', 'greedy', '--games', '2', '--json'] },
  { argv: ['simulate', 'yam-master', '--players', 'greedy,random', '--games', '2', '--seed', '1'] },
  { argv: ['simulate', 'jamb', '--player', 'genius'] },
  { argv: ['simulate', 'jamb', '--player', 'greedy', '--games', '0'] },
  { argv: ['simulate', 'jamb', '--player'] },
  { argv: ['simulate', 'jamb', 'extra'] },
  { argv: ['simulate', 'jamb', '--fast'] },
  { argv: ['simulate', 'yam-master', '--players', 'hard'] },
  { argv: ['simulate', 'jamsumo', '--mode', 'golf'] },
  { argv: ['simulate', 'jamsumo', '--players', 'expert'] },
  { argv: ['simulate', 'jamsumo', '--players', 'expert,wizard'] },
  { argv: ['simulate', 'jamsumo', '--games', '0'] },
  { argv: ['simulate', 'jamsumo', '--games'] },
  { argv: ['flick', SCENE] },
  { argv: ['flick'] },
  { argv: ['flick', SCENE, '--fast'] },
  { argv: ['flick', 'missing.json'] },
  { argv: ['flick', 'package.json'] },
  { argv: ['read-dice', PHOTO] },
  { argv: ['read-dice'] },
  { argv: ['read-dice', '--fast'] },
  { argv: ['read-dice', 'missing.jpg', 'package.json'] },
  { argv: ['bench', 'juggling'] },
];

export const TYPICAL_RUNS: readonly TypicalRun[] = [...helps, ...runs];

/** Times measured during a run differ from run to run: only they are masked before comparing. */
export function maskTimes(text: string): string {
  return text
    .replace(/\d+(?:[.,]\d+)?(?=\s?(?:ms|мс)(?!\p{L}))/gu, '#')
    .replace(/("(?:ms|msPerDecision)":)[\d.e-]+/g, '$1#');
}
