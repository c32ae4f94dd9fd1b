// Hands the player a file (an exported game log, the history, the statistics) through the browser's download.
export function downloadText(text: string, fileName: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The type of exported games (and of every JSON file the app hands out): the file manager's handler too. */
export const GAME_FILE = { type: 'application/json', extension: '.json' } as const;

/**
 * Hands the player a file through the system's share sheet where the browser shares files of its type
 * (Safari on iPad and iPhone: to AirDrop, Messages, Files), else through a download. Call it straight
 * from a tap: sharing needs the tap's activation.
 */
export async function shareOrDownload(text: string, fileName: string, type: string): Promise<void> {
  const file = new File([text], fileName, { type });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to hand over. Refused (a lapsed tap): download instead.
      if ((error as Error).name === 'AbortError') return;
    }
  }
  downloadText(text, fileName, type);
}

export function shareJson(data: unknown, fileName: string): Promise<void> {
  return shareOrDownload(`${JSON.stringify(data, null, 1)}\n`, fileName, GAME_FILE.type);
}
