import type { RouteDefinition } from '@solidjs/router';
import { lazy } from 'solid-js';

/** The game's screens, below its path. Each screen is its own lazily loaded chunk. */
export const routes: RouteDefinition[] = [
  { path: '/rules', component: lazy(() => import('./rules-page/rules-screen.tsx')) },
  { path: '/', component: lazy(() => import('./lobby-screen.tsx')) },
  { path: '/new', component: lazy(() => import('./new-game-screen.tsx')) },
  { path: '/play/:id', component: lazy(() => import('./play-screen.tsx')) },
  { path: '/tutorial', component: lazy(() => import('./tutorial/jamb-tutorial-screen.tsx')) },
  { path: '/print', component: lazy(() => import('./print-blank-screen.tsx')) },
];
