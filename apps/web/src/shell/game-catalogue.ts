import { t } from './messages.ts';

/** The three games on the home screen, in the order the product presents them. */
export const GAMES = [
  {
    id: 'jamsumo',
    path: '/jamsumo',
    name: () => t('jamsumoName'),
    blurb: () => t('jamsumoBlurb'),
    min: 2,
    max: 5,
  },
  { id: 'jamb', path: '/jamb', name: () => t('jambName'), blurb: () => t('jambBlurb'), min: 1, max: 8 },
  {
    id: 'yam-master',
    path: '/yam-master',
    name: () => t('yamMasterName'),
    blurb: () => t('yamMasterBlurb'),
    min: 2,
    max: 2,
  },
] as const;
