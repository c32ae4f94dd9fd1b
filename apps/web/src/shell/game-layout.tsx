import type { RouteSectionProps } from '@solidjs/router';
import { useWakeLock } from './wake-lock.ts';

/** Parent route of every game (and the lab): keeps the screen awake while it is open. */
export default function GameLayout(props: RouteSectionProps) {
  useWakeLock();
  return <>{props.children}</>;
}
