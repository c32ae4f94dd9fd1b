import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterAll } from 'vitest';
import { closeDatabase } from './store/db.ts';

// Files without a page share their worker's modules (vitest.config.ts), so each starts with an empty
// database and leaves none open, as a page of its own would.
globalThis.indexedDB = new IDBFactory();
afterAll(closeDatabase);
