import { t as sessionT } from '../session/messages.ts';

/** A game screen's "Export game file": the whole words on a tablet, one word where the header is narrow. */
export function ExportButton(props: { onClick: () => void }) {
  return (
    <button type="button" class="button" onClick={() => props.onClick()} aria-label={sessionT('exportGame')}>
      <span class="label-long">{sessionT('exportGame')}</span>
      <span class="label-short">{sessionT('exportGameShort')}</span>
    </button>
  );
}
