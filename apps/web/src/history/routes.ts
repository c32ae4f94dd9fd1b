import type { RouteDefinition } from '@solidjs/router';
import { lazy } from 'solid-js';

/** History, players, statistics and the fair-dice check: each screen is its own lazily loaded chunk. */
export const routes: RouteDefinition[] = [
  { path: '/', component: lazy(() => import('./history-screen.tsx')) },
  { path: '/players', component: lazy(() => import('./players-screen.tsx')) },
  { path: '/statistics', component: lazy(() => import('./statistics-screen.tsx')) },
  { path: '/dice-check', component: lazy(() => import('./dice-check-screen.tsx')) },
];
