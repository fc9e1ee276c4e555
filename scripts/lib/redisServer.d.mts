export function findRedisServer(path?: string): string | undefined;
export const REDIS_SERVER_MISSING: string;
export function ensureRedisServer(): boolean;
