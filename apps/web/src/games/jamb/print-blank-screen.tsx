import { DEFAULT_JAMB_OPTIONS, emptySheet } from '@dicetable/rules/jamb';
import { Page } from '../../ui/page.tsx';
import { t } from './messages.ts';
import { ScoreSheet } from './score-sheet.tsx';
import './jamb.css';

/** A blank sheet to print for a game on paper: fits one A4 landscape page. */
export default function PrintBlankScreen() {
  return (
    <Page
      title={t('blankSheet')}
      back="/jamb"
      actions={
        <button type="button" class="button primary" onClick={() => window.print()}>
          {t('print')}
        </button>
      }
    >
      <div class="jamb-print-page jamb-blank">
        <p class="jamb-print-fields">
          <span>{t('name')}: ____________________</span>
          <span>{t('date')}: ____________</span>
        </p>
        <ScoreSheet
          sheet={emptySheet()}
          options={DEFAULT_JAMB_OPTIONS}
          caption={t('blankSheet')}
          class="print"
        />
      </div>
    </Page>
  );
}
