import { defineMessages } from '../../i18n/i18n.ts';
import { en } from './messages.en.ts';

export const t = defineMessages('jamsumo', en);

/** The translated message for a rules error code. */
export function ruleErrorMessage(code: string): string {
  switch (code) {
    case 'not-your-die':
      return t('errNotYourDie');
    case 'die-out':
      return t('errDieOut');
    case 'placement-required':
    case 'not-in-supply':
    case 'no-placement-in-sumo':
    case 'bad-platform':
    case 'bad-placement':
      return t('errPlacement');
    case 'bad-flick':
    case 'bad-outcome':
    case 'unknown-die':
      return t('errBadFlick');
    case 'game-over':
      return t('errGameOver');
    case 'bad-pips':
      return t('errPips');
    case 'setup-player-name':
      return t('errNames');
    case 'setup-colour':
      return t('errColours');
    case 'setup-player-count':
      return t('errPlayerCount');
    default:
      return t('errOther');
  }
}
