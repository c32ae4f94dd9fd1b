// @vitest-environment jsdom
// Handing out a file: the share sheet where the browser shares files of its type, a download otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareJson } from './download-file.ts';

let downloads: string[];

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = () => 'blob:game';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(navigator, { canShare: undefined, share: undefined });
});

function shareSheet(canShare: boolean, answer: () => Promise<void>) {
  const share = vi.fn((_data: ShareData) => answer());
  Object.assign(navigator, {
    canShare: (data: ShareData) => canShare && (data.files?.length ?? 0) > 0,
    share,
  });
  return share;
}

describe('exporting a game file', () => {
  it('shares the file itself where the browser can share it', async () => {
    const share = shareSheet(true, async () => {});
    await shareJson({ game: 'jamb' }, 'jamb-2026-12-01.json');
    const [file] = share.mock.calls[0]![0].files!;
    expect([file!.name, file!.type]).toEqual(['jamb-2026-12-01.json', 'application/json']);
    expect(downloads).toEqual([]);
  });

  it('downloads where the browser does not share such files', async () => {
    const share = shareSheet(false, async () => {});
    await shareJson({ game: 'jamb' }, 'jamb.json');
    expect(share).not.toHaveBeenCalled();
    expect(downloads).toEqual(['jamb.json']);
  });

  it('downloads where the browser has no share sheet at all', async () => {
    await shareJson({ game: 'jamb' }, 'jamb.json');
    expect(downloads).toEqual(['jamb.json']);
  });

  it('does nothing more when the player closes the sheet, and downloads when sharing is refused', async () => {
    shareSheet(true, () => Promise.reject(new DOMException('closed', 'AbortError')));
    await shareJson({}, 'closed.json');
    expect(downloads).toEqual([]);
    shareSheet(true, () => Promise.reject(new DOMException('no tap', 'NotAllowedError')));
    await shareJson({}, 'refused.json');
    expect(downloads).toEqual(['refused.json']);
  });
});
