export const maxWorkers: number;
export const sharedModules: { pool: 'threads'; isolate: false };
