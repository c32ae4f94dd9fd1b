// A Jamb log. Logs are replayed through the one game interface (`replayWith(jambRules, log)`,
// game/replay.ts), like every game's; game/report.ts builds what `dicetable replay` prints of them.
import type { LogAction } from '../game/burn.ts';
import type { GameLog } from '../log/game-log.ts';
import type { JambAction } from './actions.ts';
import type { JambSetup } from './setup.ts';

export type JambLog = GameLog<JambSetup, LogAction<JambAction>>;
