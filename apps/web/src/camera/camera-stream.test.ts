import { describe, expect, it, vi } from 'vitest';
import { CAMERA_CONSTRAINTS, cameraProblem, hasTorch, startCamera } from './camera-stream.ts';

const refusal = (name: string) => Object.assign(new Error(name), { name });

describe('starting the camera', () => {
  it('asks for the rear camera at an ideal size, without sound', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi.fn(async () => stream);
    expect(await startCamera({ getUserMedia })).toEqual({ stream });
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS).toEqual({
      audio: false,
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  });

  it('names what went wrong, for the words the player reads', async () => {
    const failing = (name: string) => ({ getUserMedia: vi.fn(async () => Promise.reject(refusal(name))) });
    expect(await startCamera(failing('NotAllowedError'))).toEqual({ problem: 'denied' });
    expect(await startCamera(failing('NotFoundError'))).toEqual({ problem: 'missing' });
    expect(await startCamera(failing('NotReadableError'))).toEqual({ problem: 'busy' });
    expect(await startCamera(undefined)).toEqual({ problem: 'unsupported' });
    expect(cameraProblem(refusal('OverconstrainedError'))).toBe('missing');
    expect(cameraProblem(refusal('SecurityError'))).toBe('denied');
    expect(cameraProblem('something else')).toBe('busy');
  });

  it('offers the torch only where the camera says it has one', () => {
    const track = (capabilities: object | undefined) =>
      ({ getCapabilities: capabilities === undefined ? undefined : () => capabilities }) as MediaStreamTrack;
    expect(hasTorch(track({ torch: true }))).toBe(true);
    expect(hasTorch(track({ torch: false }))).toBe(false);
    expect(hasTorch(track({}))).toBe(false);
    expect(hasTorch(track(undefined))).toBe(false);
    expect(hasTorch(undefined)).toBe(false);
  });
});
