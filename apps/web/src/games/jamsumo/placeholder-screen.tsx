import { ComingSoon } from '../../shell/coming-soon.tsx';
import { t } from '../../shell/messages.ts';

export default function PlaceholderScreen() {
  return <ComingSoon title={t('jamsumoName')} />;
}
