import type { CliIo } from '../cli-io.ts';

/** A benchmark prints human-readable figures, or one JSON document with `json`. */
export type Bench = (options: { json: boolean; args: string[] }, io: CliIo) => Promise<void>;

/** `dicetable bench NAME`: each engine registers its benchmark here. */
export const benches: Record<string, { summary: string; run: Bench }> = {};
