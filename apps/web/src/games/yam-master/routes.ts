import type { RouteDefinition } from '@solidjs/router';
import { lazy } from 'solid-js';

/** The game's screens, below its path. Each screen is its own lazily loaded chunk. */
export const routes: RouteDefinition[] = [
  { path: '/rules', component: lazy(() => import('./rules-page/rules-screen.tsx')) },
  { path: '/', component: lazy(() => import('./lobby-screen.tsx')) },
  {
    path: '/tutorial',
    component: lazy(() => import('./tutorial/yam-master-tutorial-screen.tsx')),
  },
  { path: '/:id', component: lazy(() => import('./game-screen.tsx')) },
];
