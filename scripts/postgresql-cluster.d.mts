export function ensurePostgresql(): string | null;
export function freePort(): Promise<number>;
export function startCluster(dir: string): Promise<{ url: string; stop: () => void }>;
