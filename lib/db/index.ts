import 'server-only';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { createPrismaClient } from './client';

// One client per process: the adapter holds the only connection, and the
// serialization in serialized-adapter.ts only works if everyone shares it.
// Kept on globalThis so hot reload in development does not open a second one.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export const db: PrismaClient = globalForDb.prisma ?? createPrismaClient();
globalForDb.prisma = db;

export type { PrismaClient };

/** The client or a transaction: queries that may run inside db.$transaction take one. */
export type DbClient = Prisma.TransactionClient;
