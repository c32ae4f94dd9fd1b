import type { RouteDefinition } from '@solidjs/router';
import { lazy } from 'solid-js';
import { routes as jambRoutes } from './games/jamb/routes.ts';
import { routes as jamsumoRoutes } from './games/jamsumo/routes.ts';
import { routes as yamMasterRoutes } from './games/yam-master/routes.ts';
import { routes as historyRoutes } from './history/routes.ts';
import { routes as labRoutes } from './lab/routes.ts';
import Home from './shell/home.tsx';

const GameLayout = lazy(() => import('./shell/game-layout.tsx'));

/** Home is in the first chunk; every other screen loads when it is first opened. */
export const appRoutes: RouteDefinition[] = [
  { path: '/', component: Home },
  { path: '/settings', component: lazy(() => import('./shell/settings-screen.tsx')) },
  { path: '/about', component: lazy(() => import('./shell/about-screen.tsx')) },
  { path: '/install', component: lazy(() => import('./shell/install/ios-guide-screen.tsx')) },
  { path: '/open', component: lazy(() => import('./shell/open-file/open-file-screen.tsx')) },
  { path: '/jamb', component: GameLayout, children: jambRoutes },
  { path: '/yam-master', component: GameLayout, children: yamMasterRoutes },
  { path: '/jamsumo', component: GameLayout, children: jamsumoRoutes },
  { path: '/lab', component: GameLayout, children: labRoutes },
  { path: '/history', children: historyRoutes },
  { path: '/review/:id', component: lazy(() => import('./review/review-screen.tsx')) },
  { path: '*404', component: lazy(() => import('./shell/not-found.tsx')) },
];
