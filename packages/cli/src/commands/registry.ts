import type { CommandSpec } from '../cli-io.ts';

/** Every `dicetable` subcommand, by name. Each game or engine adds its commands here. */
export const commands: Record<string, CommandSpec> = {};
