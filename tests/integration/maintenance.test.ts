import { afterEach, describe, expect, it } from 'vitest';
import { GET as unknownApi } from '@/app/api/[...path]/route';
import { POST as contact } from '@/app/api/contact/route';
import { db } from '@/lib/db';
import { setSetting } from '@/lib/site/settings';

const apiContext = { params: Promise.resolve({ path: ['no-existe'] }) };

afterEach(() => setSetting('maintenance', 'false'));

describe('the maintenance switch', () => {
  it('makes every API call answer 503, and the site comes back when it is off', async () => {
    await setSetting('maintenance', 'true');
    const during = await unknownApi(new Request('http://localhost/api/no-existe'), apiContext);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ code: 'maintenance' });

    await setSetting('maintenance', 'false');
    const after = await unknownApi(new Request('http://localhost/api/no-existe'), apiContext);
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ code: 'not_found', message: 'No se ha encontrado lo que buscas.' });
  });

  it("tells whom to phone: every active restaurant's phone, by city, and no inactive one", async () => {
    const inactive = await db.restaurant.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'desc' } });
    await db.restaurant.update({ where: { id: inactive.id }, data: { active: false } });
    try {
      await setSetting('maintenance', 'true');
      const body = (await (await unknownApi(new Request('http://localhost/api/no-existe'), apiContext)).json()) as {
        cities: { city: string; restaurants: { name: string; phone: string }[] }[];
      };
      const active = await db.restaurant.findMany({ where: { active: true }, include: { city: true } });
      const listed = body.cities.flatMap(({ city, restaurants }) =>
        restaurants.map((r) => `${city}|${r.name}|${r.phone}`),
      );
      expect(listed.sort()).toEqual(active.map((r) => `${r.city.name}|${r.commercialName}|${r.phone}`).sort());
      expect(listed.some((line) => line.includes(inactive.commercialName))).toBe(false);
    } finally {
      await db.restaurant.update({ where: { id: inactive.id }, data: { active: true } });
    }
  });

  it('changes nothing while on: a form sent during maintenance is refused, not stored', async () => {
    await setSetting('maintenance', 'true');
    const before = await db.contactSubmission.count();
    const response = await contact(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        body: JSON.stringify({
          kind: 'suggestion',
          name: 'Luis',
          email: 'luis@example.com',
          message: 'Un mensaje suficientemente largo.',
          privacyAccepted: true,
        }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(503);
    expect(await db.contactSubmission.count()).toBe(before);
  });
});
