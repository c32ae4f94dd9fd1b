// The JamSumo board as the game controller has it: the 3D view follows the controller's dice, turns to
// the player whose turn it is, hides dice out of play and rings the die in flight or being placed.
import { deterministicMath } from '@dicetable/engine';
import {
  engineLayout,
  platformOfSeat,
  seatOfPlatform,
  type TableBoard,
} from '@dicetable/engine/jamsumo-table';
import { ownerOf } from '@dicetable/rules/jamsumo';
import { createEffect, createMemo, For, on, Show } from 'solid-js';
import {
  BoardStage,
  type BoardView,
  type FlickPlan,
  type PlatformStyle,
  playerColour,
} from '../../board-view/index.ts';
import { colourStyle } from './colours.tsx';
import type { ComputerPlayer } from './computer-player.ts';
import { refusedSwipe, refusedSwipeText } from './flick-blocked.ts';
import type { JamSumoGame } from './game-controller.ts';

export interface BoardPaneProps {
  game: JamSumoGame;
  view: BoardView | null;
  reducedMotion: boolean;
  onView: (view: BoardView | null) => void;
  onTurn: (angle: number) => void;
  /** A computer is playing: nobody at the tablet may flick, and its aim shows on the board. */
  computer?: ComputerPlayer;
  /** Why no die may be flicked now, said when a finger touches one anyway. */
  closedWhy?: () => string;
  /** The planned flick the board shows (the flick panel says its words from it). */
  onPlan?: (plan: FlickPlan | null) => void;
}

/** The platform a die dropped at a screen point goes to (the nearest), and where along its ledge. */
export function platformUnder(
  view: BoardView | null,
  board: TableBoard,
  clientX: number,
  clientY: number,
): { platform: number; offset: number } | null {
  if (!view) return null;
  const rect = view.canvas.getBoundingClientRect();
  const point = view.boardPointAt(clientX - rect.left, clientY - rect.top);
  if (!point) return null;
  // Our own trigonometry: the offset is recorded with the flick and feeds the simulation.
  const { atan2, sin, cos } = deterministicMath;
  const angleOf = atan2(point.x, point.z);
  let platform = 0;
  let nearest = Number.POSITIVE_INFINITY;
  for (let k = 0; k < board.platforms; k++) {
    const a = engineLayout.platformAngle(board, k);
    const apart = Math.abs(atan2(sin(angleOf - a), cos(angleOf - a)));
    if (apart < nearest) {
      nearest = apart;
      platform = k;
    }
  }
  const a = engineLayout.platformAngle(board, platform);
  const along = point.x * cos(a) - point.z * sin(a);
  const reach = Math.max(1e-6, board.platformWidth / 2 - board.dieSize * 0.75);
  return { platform, offset: Math.max(-1, Math.min(1, along / reach)) };
}

export function BoardPane(props: BoardPaneProps) {
  const game = props.game;
  const players = () => game.state()?.setup.players ?? [];
  const dieStyles = createMemo(() =>
    (game.state()?.dice ?? []).map((_, die) => colourStyle(players()[ownerOf(die)]?.colour ?? 0)),
  );
  const platformStyles = createMemo((): PlatformStyle[] =>
    players().map((_, platform) => {
      const seat = seatOfPlatform(platform, players().length);
      return { colour: playerColour(players()[seat]?.colour ?? 0), label: String(seat + 1) };
    }),
  );
  const selectable = (die: number) => {
    const s = game.state();
    if (!s || game.phase() !== 'ready' || props.computer?.playing()) return false;
    const placed = game.pending();
    if (placed) return die === placed.die;
    return ownerOf(die) === s.current && s.dice[die]?.status === 'play';
  };
  /** Only dice in play are drawn: the others wait in a supply beside the board or are out. */
  const hidden = createMemo(() => {
    const s = game.state();
    const shown = game.pending()?.die ?? game.flying();
    return (s?.dice ?? []).flatMap((d, die) => (d.status === 'play' || die === shown ? [] : [die]));
  });
  const highlighted = createMemo(() => {
    const die = game.pending()?.die ?? game.flying();
    return die === null || die === undefined ? [] : [die];
  });
  /** Whose turn the board faces: the player to flick, or the one whose flick is playing back. */
  const facing = createMemo(() => {
    const s = game.state();
    return s && !s.finished ? platformOfSeat(s.current, s.setup.players.length) : null;
  });

  createEffect(
    on([() => props.view, game.drawnVersion], ([view]) => {
      view?.sync();
    }),
  );
  createEffect(() => props.view?.setHidden(hidden()));
  createEffect(() => props.view?.setHighlight(highlighted()));
  createEffect(
    on([() => props.view, () => props.computer?.aim() ?? null], ([view, aim], previous) => {
      if (aim) view?.setAim(aim);
      else if (previous?.[1]) view?.setAim(null);
    }),
  );
  createEffect(
    on([() => props.view, facing], ([view, platform], previous) => {
      if (!view || platform === null) return;
      const animate = !props.reducedMotion && previous !== undefined && previous[0] === view;
      view.setTurn(-engineLayout.platformAngle(game.drawn.board, platform), { animate });
    }),
  );

  return (
    <div class="js-board">
      <BoardStage
        world={game.drawn}
        dieStyles={dieStyles()}
        platformStyles={platformStyles()}
        selectable={selectable}
        onFlick={(f) => void game.flick(f)}
        closedWhy={props.closedWhy}
        missedWhy={(die) => refusedSwipeText(refusedSwipe(game.state(), die, game.pending()))}
        predictLanding={game.landing}
        onPlan={props.onPlan}
        onTurn={props.onTurn}
        onReady={props.onView}
        news={
          <Show when={game.lastFlick()}>
            {(n) => (
              <ul class="js-news" data-testid="news">
                <For each={n().lines}>{(line) => <li class={`js-news-${line.kind}`}>{line.text}</li>}</For>
              </ul>
            )}
          </Show>
        }
      />
    </div>
  );
}
