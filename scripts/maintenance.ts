// npm run maintenance -- on|off: flips the maintenance switch of DATABASE_URL.
import { createPrismaClient } from '../lib/db/client';

const state = process.argv[2];
if (state !== 'on' && state !== 'off') {
  console.error('Usage: npm run maintenance -- on|off');
  process.exit(1);
}
const db = createPrismaClient();
const value = state === 'on' ? 'true' : 'false';
await db.setting.upsert({ where: { key: 'maintenance' }, create: { key: 'maintenance', value }, update: { value } });
await db.$disconnect();
console.log(`Maintenance is ${state}.`);
