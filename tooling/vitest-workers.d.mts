import type { TestProjectInlineConfiguration } from 'vitest/config';

export const maxWorkers: number;
export function testFiles(dirs: readonly string[]): string[];
export function ownModuleTests(dirs: readonly string[]): string[];
export function moduleSharingProjects(dirs: readonly string[]): TestProjectInlineConfiguration[];
