// Files the installed app is launched with (opened from the file manager: the manifest's
// file_handlers), read through `window.launchQueue` and imported one by one.
import type { Outcome } from '../../session/saved-games.ts';
import { importAnyGameFile } from './import-any-game.ts';

interface LaunchParams {
  readonly files?: readonly { getFile(): Promise<File> }[];
}

export interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** The browser's launch queue where it has one (Chromium's installed apps). */
export function launchQueueOf(target: object = globalThis): LaunchQueue | undefined {
  return (target as { launchQueue?: LaunchQueue }).launchQueue;
}

export interface OpenedFile {
  readonly name: string;
  readonly outcome: Outcome<{ id: string; href: string }>;
}

/** Imports each file in turn; one file's refusal does not keep the others out. */
export async function importFiles(files: readonly File[]): Promise<OpenedFile[]> {
  const opened: OpenedFile[] = [];
  for (const file of files) opened.push({ name: file.name, outcome: await importAnyGameFile(file) });
  return opened;
}

/** A file that could not be got hold of (moved, no permission): the import refuses it as unreadable. */
const unreadable = (error: unknown): File =>
  Object.assign(new File([], ''), { text: () => Promise.reject(error) });

/** Hands every launch that carries files to `onOpened`, with what became of each file. */
export function consumeLaunchedFiles(
  queue: LaunchQueue,
  onOpened: (opened: OpenedFile[]) => void,
  /** Files arrived and are being read. */
  onOpening?: () => void,
): void {
  queue.setConsumer((params) => {
    const handles = params.files ?? [];
    if (handles.length === 0) return;
    onOpening?.();
    void Promise.all(handles.map((handle) => handle.getFile().catch(unreadable)))
      .then(importFiles)
      .then(onOpened);
  });
}
