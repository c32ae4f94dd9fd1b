// The rear camera: asked for only after the player chose "Use the camera", with the wording of what
// went wrong when it cannot start. `facingMode` and the sizes are preferences, not demands, so a laptop's
// front camera or a smaller sensor still works; iPad and iPhone need the video inline and muted.

export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unsupported';

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: 'environment',
    width: { ideal: 1280 },
    height: { ideal: 720 },
  },
};

/** What went wrong, from the error `getUserMedia` rejected with. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'busy';
  }
}

export type CameraStart = { stream: MediaStream } | { problem: CameraProblem };

export async function startCamera(
  devices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<CameraStart> {
  if (!devices?.getUserMedia) return { problem: 'unsupported' };
  try {
    return { stream: await devices.getUserMedia(CAMERA_CONSTRAINTS) };
  } catch (error) {
    return { problem: cameraProblem(error) };
  }
}

export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Whether the camera has a light the page may switch (Chrome on Android; not Safari). */
export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.() as { torch?: boolean } | undefined;
  return capabilities?.torch === true;
}

export async function setTorch(track: MediaStreamTrack, on: boolean): Promise<boolean> {
  try {
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    return true;
  } catch {
    return false;
  }
}
