export const maxWorkers: number;
