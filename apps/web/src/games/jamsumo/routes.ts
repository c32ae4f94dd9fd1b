import type { RouteDefinition } from '@solidjs/router';
import { lazy } from 'solid-js';

/** The game's screens, below its path. Each screen is its own lazily loaded chunk. */
export const routes: RouteDefinition[] = [
  { path: '/rules', component: lazy(() => import('./rules-page/rules-screen.tsx')) },
  { path: '/', component: lazy(() => import('./home-screen.tsx')) },
  {
    path: '/tutorial',
    component: lazy(() => import('./tutorial/jamsumo-tutorial-screen.tsx')),
  },
  {
    path: '/tutorial/sumo',
    component: lazy(() => import('./tutorial/sumo-tutorial-screen.tsx')),
  },
  { path: '/new/:table', component: lazy(() => import('./new-game-screen.tsx')) },
  { path: '/pad/:id', component: lazy(() => import('./pad-screen.tsx')) },
  { path: '/play/:id', component: lazy(() => import('./game-screen.tsx')) },
];
