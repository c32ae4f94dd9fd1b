import type { GameId } from '@dicetable/rules';
import type { Command, CommandSpec } from '../cli-io.ts';
import { jambSimulation } from './jamb.ts';
import { jamSumoSimulation } from './jamsumo.ts';
import { simulationCommand } from './simulation.ts';
import { yamMasterSimulation } from './yam-master.ts';

type SimulationCommand = CommandSpec & { run: Command };

/** `dicetable simulate GAME`: each game with computer players registers its simulation here, by game id. */
export const simulations: Record<string, SimulationCommand> = {
  jamb: simulationCommand(jambSimulation),
  'yam-master': simulationCommand(yamMasterSimulation),
  jamsumo: simulationCommand(jamSumoSimulation),
} satisfies Record<GameId, SimulationCommand>;
