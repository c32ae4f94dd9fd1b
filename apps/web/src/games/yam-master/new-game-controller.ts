// The state and actions of Yam Master's new-game form: two players with names and colours, the dice,
// the computer seats, an optional board layout from a file, and starting the game.
import { randomSeed } from '@dicetable/rules';
import type { Layout, YamPlayer, YamSetup } from '@dicetable/rules/yam-master';
import { createSignal } from 'solid-js';
import { t as tc } from '../../computer/messages.ts';
import { saveComputerSeats } from '../../computer/seats.ts';
import { diceSetEntry } from '../../history/dice-set-field.tsx';
import { startGame } from '../../session/saved-games.ts';
import { rememberPlayers } from '../../store/players.ts';
import { lastPlayers, type Seats } from './last-players.ts';
import { parseLayout } from './layout-file.ts';
import { t } from './messages.ts';
import { yamGame } from './yam-game.ts';

export type NewYamGame = ReturnType<typeof createNewYamGame>;

export function createNewYamGame(navigate: (href: string) => void) {
  const [players, setPlayers] = createSignal<[YamPlayer, YamPlayer]>([
    { name: t('playerN', { n: 1 }), colour: 1 },
    { name: t('playerN', { n: 2 }), colour: 2 },
  ]);
  const [dice, setDice] = createSignal<'app' | 'real'>('app');
  /** Per seat: null for a person, else the computer opponent's level (app dice only). */
  const [seats, setSeats] = createSignal<Seats>([null, null]);
  const [diceSet, setDiceSet] = createSignal('');
  const [layout, setLayout] = createSignal<Layout>();
  const [layoutProblem, setLayoutProblem] = createSignal(false);
  const [problem, setProblem] = createSignal<string>();

  void lastPlayers.load().then((saved) => {
    if (saved) {
      setPlayers(saved.players);
      setDice(saved.dice);
      setSeats(saved.seats);
    }
  });

  /** Why the chosen players cannot start, if they cannot. */
  const refusal = (chosen: [YamPlayer, YamPlayer]): string | undefined => {
    if (chosen.some((player) => player.name.length === 0)) return t('needNames');
    if (chosen[0].colour === chosen[1].colour) return t('needColours');
    // A computer seat is never turned into a person behind the player's back.
    if (dice() === 'real' && seats().some((level) => level !== null)) return tc('computerSeatNeedsAppDice');
    return undefined;
  };

  return {
    players,
    dice,
    setDice,
    seats,
    diceSet,
    setDiceSet,
    layout,
    layoutProblem,
    problem,
    updatePlayer(index: 0 | 1, change: Partial<YamPlayer>): void {
      const next: [YamPlayer, YamPlayer] = [...players()];
      next[index] = { ...next[index], ...change };
      setPlayers(next);
    },
    setSeat(index: 0 | 1, level: Seats[number]): void {
      const next: Seats = [...seats()];
      next[index] = level;
      setSeats(next);
    },
    useStandardLayout(): void {
      setLayout(undefined);
      setLayoutProblem(false);
    },
    async loadLayout(file: File): Promise<void> {
      const loaded = parseLayout(await file.text());
      setLayoutProblem(!loaded);
      if (loaded) setLayout(loaded);
    },
    async start(): Promise<void> {
      const chosen = players().map((player) => ({ ...player, name: player.name.trim() })) as [
        YamPlayer,
        YamPlayer,
      ];
      const refused = refusal(chosen);
      setProblem(refused);
      if (refused) return;
      const setup: YamSetup = {
        players: chosen,
        dice: dice(),
        ...(dice() === 'app' ? { seed: randomSeed() } : {}),
        ...(layout() ? { layout: layout() } : {}),
        ...diceSetEntry(dice() === 'real', diceSet()),
      };
      void lastPlayers.save({ players: chosen, dice: dice(), seats: seats() });
      await rememberPlayers(chosen.filter((_, seat) => seats()[seat] == null).map((player) => player.name));
      const id = await startGame(yamGame, setup);
      if (!id) return;
      await saveComputerSeats('yam-master', id, seats());
      navigate(yamGame.href(id, setup));
    },
  };
}
