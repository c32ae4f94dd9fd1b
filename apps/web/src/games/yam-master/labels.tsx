// How square labels read on the board and in lists: a big number or name, and a small glyph.
import type { Label } from '@dicetable/rules/yam-master';
import { DieIcon } from '../../ui/die-icon.tsx';
import { t } from './messages.ts';

const isBrelan = (label: Label) => /^[1-6]$/.test(label);

/** The label's full name for lists and screen readers, e.g. "Three 4s", "Carré". */
export function labelName(label: Label): string {
  return isBrelan(label) ? t('brelan', { n: Number(label) }) : t(label as 'full');
}

/** The French words that English explains (the other languages' entries repeat their own word). */
const GLOSSED = { carre: 'carreGlossed', sec: 'secGlossed', defi: 'defiGlossed' } as const;

/** The label's name for the figures and odds lists, with what it means where the language needs it:
 * "Carré — four of a kind" in English, "Carré" in Dutch. */
export function labelGlossed(label: Label): string {
  return label in GLOSSED ? t(GLOSSED[label as keyof typeof GLOSSED]) : labelName(label);
}

/** The short text on the square: the digit, or the figure's name. */
export function labelShort(label: Label): string {
  return isBrelan(label) ? label : t(label as 'full');
}

/** Language-neutral glyphs under the name, so each figure is recognisable at a glance. */
const GLYPHS: Partial<Record<Label, string>> = {
  full: '3 + 2',
  carre: '4 ×',
  yam: '5 ×',
  suite: '1‒5 · 2‒6',
  le8: 'Σ',
  sec: '⚡',
  defi: '⚔',
};

export function SquareLabel(props: { label: Label }) {
  return (
    <span class="ym-label" aria-hidden="true" data-label={props.label}>
      {isBrelan(props.label) ? (
        <>
          <span class="ym-label-number">{props.label}</span>
          <DieIcon face={Number(props.label)} size={22} class="ym-label-die" />
        </>
      ) : (
        <>
          <span class="ym-label-name">{labelShort(props.label)}</span>
          <span class="ym-label-glyph">{GLYPHS[props.label]}</span>
        </>
      )}
    </span>
  );
}

/** A player's token: their colour and a shape of their own (circle or diamond). */
export function Token(props: { player: 0 | 1; colour: number; class?: string }) {
  return (
    <svg
      class={`ym-token ${props.class ?? ''}`}
      viewBox="0 0 100 100"
      aria-hidden="true"
      style={{ '--token': `var(--player-${props.colour})` }}
    >
      {props.player === 0 ? (
        <circle cx="50" cy="50" r="40" class="ym-token-body" />
      ) : (
        <rect x="21" y="21" width="58" height="58" transform="rotate(45 50 50)" class="ym-token-body" />
      )}
    </svg>
  );
}
