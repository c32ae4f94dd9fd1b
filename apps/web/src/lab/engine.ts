// The lab's access to the physics engine (WASM, fetched when the lab opens).
import type { BoardConfig, PhysicsWorld } from '@dicetable/engine';
import { defaultBoard, loadPhysicsWorld } from '@dicetable/engine/browser';

export function openPhysicsWorld(): Promise<PhysicsWorld> {
  return loadPhysicsWorld();
}

export function boardFor(players: number): BoardConfig {
  return defaultBoard(players);
}
