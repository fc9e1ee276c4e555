export function findRedisServer(path?: string): string | undefined;
export const REDIS_SERVER_MISSING: string;
export function ensureRedisServer(need?: { purpose?: string; otherwise?: string }): boolean;
export function redisServerArgs(port: number, dir: string): string[];
