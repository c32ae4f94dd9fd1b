// Sound and vibration for game events, each respecting its toggle in the settings.
// Sounds are synthesised with Web Audio, so there are no audio files to download or precache.
import { settings } from '../store/settings.ts';

export type FeedbackEvent = 'tap' | 'roll' | 'place' | 'hit' | 'sink' | 'win' | 'error';

const vibrationPatterns: Record<FeedbackEvent, number | number[]> = {
  tap: 10,
  roll: [15, 30, 15],
  place: 25,
  hit: 35,
  sink: [20, 40, 60],
  win: [40, 60, 40, 60, 120],
  error: [60, 40, 60],
};

const tones: Record<FeedbackEvent, { frequency: number; duration: number; type: OscillatorType }> = {
  tap: { frequency: 880, duration: 0.03, type: 'triangle' },
  roll: { frequency: 220, duration: 0.12, type: 'square' },
  place: { frequency: 660, duration: 0.06, type: 'triangle' },
  hit: { frequency: 180, duration: 0.08, type: 'square' },
  sink: { frequency: 330, duration: 0.25, type: 'sine' },
  win: { frequency: 990, duration: 0.3, type: 'sine' },
  error: { frequency: 140, duration: 0.15, type: 'sawtooth' },
};

let audio: AudioContext | undefined;

function playTone(event: FeedbackEvent): void {
  const AudioCtor = globalThis.AudioContext;
  if (!AudioCtor) return;
  audio ??= new AudioCtor();
  const { frequency, duration, type } = tones[event];
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + duration);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + duration);
}

export function feedback(event: FeedbackEvent): void {
  if (settings.haptics) globalThis.navigator?.vibrate?.(vibrationPatterns[event]);
  if (settings.sound) {
    try {
      playTone(event);
    } catch {
      // Audio can be blocked until the first user gesture; silence is fine.
    }
  }
}
