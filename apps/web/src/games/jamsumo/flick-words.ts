// What a flick did, in words for the screen and for screen readers (aria-live), and which sound fits.
import {
  currentKind,
  type FlickEvent,
  type JamSumoState,
  ownerOf,
  type RoundKind,
} from '@dicetable/rules/jamsumo';
import type { FeedbackEvent } from '../../ui/feedback.ts';
import { t } from './messages.ts';

export interface FlickReport {
  readonly lines: readonly { readonly kind: FlickEvent['kind'] | 'hit' | 'rest'; readonly text: string }[];
  readonly sound: FeedbackEvent;
}

/** The kind of round the last flick was made in: the round it closed, or the one still going on. */
function kindOfLastFlick(state: JamSumoState): RoundKind {
  const closed = state.flicks === 0 ? state.results.at(-1) : undefined;
  return closed?.kind ?? currentKind(state);
}

/** What the last flick did, read from the state after it; null before the first flick or after a pad round. */
export function flickReport(after: JamSumoState): FlickReport | null {
  if (!after.lastFlick) return null;
  const name = (die: number) => after.setup.players[ownerOf(die)]?.name ?? '';
  const lines: { kind: FlickEvent['kind'] | 'hit' | 'rest'; text: string }[] = [];
  if (kindOfLastFlick(after) === 'sumo' && after.lastFlick.hit)
    lines.push({ kind: 'hit', text: t('eventHit', { name: name(after.lastFlick.die) }) });
  for (const event of after.lastEvents) {
    const who = { name: name(event.die) };
    if (event.kind === 'sunk') lines.push({ kind: event.kind, text: t('eventSunk', who) });
    else if (event.kind === 'returned') lines.push({ kind: event.kind, text: t('eventReturned', who) });
    else if (event.kind === 'out-off') lines.push({ kind: event.kind, text: t('eventOutOff', who) });
    else if (event.kind === 'out-hole') lines.push({ kind: event.kind, text: t('eventOutHole', who) });
    else if (event.kind === 'out-platform')
      lines.push({ kind: event.kind, text: t('eventOutPlatform', who) });
    else if (event.kind === 'miss') lines.push({ kind: event.kind, text: t('eventMiss', who) });
  }
  if (lines.length === 0) lines.push({ kind: 'rest', text: t('eventRest') });
  const kinds = new Set(lines.map((line) => line.kind));
  const sound: FeedbackEvent = kinds.has('sunk')
    ? 'sink'
    : kinds.has('miss')
      ? 'error'
      : kinds.has('hit') || kinds.has('out-off') || kinds.has('out-hole') || kinds.has('out-platform')
        ? 'hit'
        : 'place';
  return { lines, sound };
}
