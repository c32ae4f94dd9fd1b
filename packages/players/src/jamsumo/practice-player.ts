// A deterministic practice player for JamSumo tests: aims its die nearest the hole (Jam) or at the
// nearest rival die (Sumo), with a little seeded scatter, so recorded games look like real play.
import { POSE_STRIDE } from '@dicetable/engine';
import { type FlickMove, platformOfSeat, type Table } from '@dicetable/engine/jamsumo-table';
import { nextBelow, type RngState } from '@dicetable/rules';
import { currentKind, type JamSumoState, legalActions, ownerOf } from '@dicetable/rules/jamsumo';

/** Board distance a flick of strength 1 slides on open board, roughly (measured). */
const FULL_STRENGTH_METRES = 0.6;

export function botMove(
  table: Table,
  state: JamSumoState,
  rng: RngState,
): { move: FlickMove; rng: RngState } {
  const poses = table.world.poses;
  const at = (die: number) => [poses[die * POSE_STRIDE]!, poses[die * POSE_STRIDE + 2]!] as const;
  const players = state.setup.players.length;
  const scatter = nextBelow(rng, 1000);
  const jitter = (scatter.value / 1000 - 0.5) * 0.3;
  const kind = currentKind(state);
  const choices = legalActions(state);
  if (kind === 'jam') {
    const inPlay = choices.filter((c) => c.type === 'flick');
    const supply = choices.find((c) => c.type === 'place-and-flick');
    const nearest = inPlay
      .map((c) => ({ die: c.die, distance: Math.hypot(...at(c.die)) }))
      .sort((a, b) => a.distance - b.distance)[0];
    if (nearest && (nearest.distance < 0.2 || !supply)) {
      const [x, z] = at(nearest.die);
      return {
        move: {
          die: nearest.die,
          direction: Math.atan2(-z, -x) + jitter,
          strength: Math.min(1, nearest.distance / FULL_STRENGTH_METRES + 0.03),
          height: 0.15,
        },
        rng: scatter.state,
      };
    }
    const platform = platformOfSeat(state.current, players);
    const [px, , pz] = table.layout.diePositionOnPlatform(table.board, platform);
    return {
      move: {
        die: supply!.die,
        place: { platform, offset: 0, yaw: 0 },
        direction: Math.atan2(-pz, -px) + jitter,
        strength: Math.min(1, Math.hypot(px, pz) / FULL_STRENGTH_METRES + 0.03),
        height: 0.15,
      },
      rng: scatter.state,
    };
  }
  const own = choices.map((c) => c.die);
  const rivals = state.dice.flatMap((d, i) =>
    d.status === 'play' && ownerOf(i) !== state.current ? [i] : [],
  );
  let best = { die: own[0]!, target: rivals[0]!, distance: Number.POSITIVE_INFINITY };
  for (const die of own) {
    for (const target of rivals) {
      const [ax, az] = at(die);
      const [bx, bz] = at(target);
      const distance = Math.hypot(bx - ax, bz - az);
      if (distance < best.distance) best = { die, target, distance };
    }
  }
  const [ax, az] = at(best.die);
  const [bx, bz] = at(best.target);
  return {
    move: {
      die: best.die,
      direction: Math.atan2(bz - az, bx - ax) + jitter,
      strength: Math.min(1, best.distance / FULL_STRENGTH_METRES + 0.25),
      height: 0.3,
    },
    rng: scatter.state,
  };
}
