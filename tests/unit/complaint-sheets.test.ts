import { describe, expect, it } from 'vitest';
import { RESTAURANTS } from '@/prisma/seed-data/places';
import {
  COMMUNITY_CODES,
  COMMUNITY_NAMES,
  communityOfPostalCode,
  complaintSheetNotice,
  DEFAULT_COMPLAINT_SHEET_NOTICES,
  GENERIC_COMPLAINT_SHEET_NOTICE,
  parseComplaintSheets,
  PROVINCES,
} from '@/lib/site/complaint-sheets';

describe('the province table', () => {
  it('has the 50 provinces and Ceuta and Melilla under their INE codes, each in a known community', () => {
    const codes = Object.keys(PROVINCES).sort();
    expect(codes).toEqual(Array.from({ length: 52 }, (_, index) => String(index + 1).padStart(2, '0')));
    for (const [code, province] of Object.entries(PROVINCES)) {
      expect(COMMUNITY_CODES, `${code} ${province.name}`).toContain(province.community);
    }
    // Every community and autonomous city has at least one province.
    expect(new Set(Object.values(PROVINCES).map((province) => province.community))).toEqual(new Set(COMMUNITY_CODES));
    expect(Object.keys(COMMUNITY_NAMES).sort()).toEqual([...COMMUNITY_CODES].sort());
  });

  it('finds the community of a postal code by its first two digits', () => {
    expect(communityOfPostalCode('46006')).toBe('VC');
    expect(communityOfPostalCode('03001')).toBe('VC');
    expect(communityOfPostalCode('28004')).toBe('MD');
    expect(communityOfPostalCode('08012')).toBe('CT');
    expect(communityOfPostalCode('41010')).toBe('AN');
    expect(communityOfPostalCode('35001')).toBe('CN');
    expect(communityOfPostalCode('51001')).toBe('CE');
    expect(communityOfPostalCode('52001')).toBe('ML');
    expect(communityOfPostalCode(' 50001 ')).toBe('AR');
    for (const invalid of ['', '00000', '53001', '99999', '4600', '460061', 'abcde']) {
      expect(communityOfPostalCode(invalid), invalid).toBeNull();
    }
  });

  it('has a notice of its own for every community where the demo chain has restaurants', () => {
    const communities = new Set(RESTAURANTS.map((restaurant) => communityOfPostalCode(restaurant.postalCode)));
    expect(communities).toEqual(new Set(['VC', 'MD', 'CT', 'AN']));
    for (const community of communities) expect(DEFAULT_COMPLAINT_SHEET_NOTICES[community!]).toBeTruthy();
  });
});

describe('complaintSheetNotice', () => {
  const madrid = { postalCode: '28004' };

  it('gives the built-in notice of the restaurant’s community when the setting is empty', () => {
    expect(complaintSheetNotice(madrid, '')).toBe(DEFAULT_COMPLAINT_SHEET_NOTICES.MD);
    expect(complaintSheetNotice(madrid, '')).toContain('Existen hojas de reclamaciones a disposición del consumidor');
    expect(complaintSheetNotice({ postalCode: '41005' }, '')).toContain('Junta de Andalucía');
    expect(complaintSheetNotice({ postalCode: '08007' }, '')).toContain('Generalitat de Catalunya');
    expect(complaintSheetNotice({ postalCode: '46015' }, '')).toContain('Generalitat');
  });

  it('falls back to the generic notice for a community without one and a postal code without a province', () => {
    expect(complaintSheetNotice({ postalCode: '50001' }, '')).toBe(GENERIC_COMPLAINT_SHEET_NOTICE);
    expect(complaintSheetNotice({ postalCode: '' }, '')).toBe(GENERIC_COMPLAINT_SHEET_NOTICE);
    expect(GENERIC_COMPLAINT_SHEET_NOTICE).toContain('Hay hojas de reclamaciones a disposición de los consumidores');
  });

  it('takes the manager’s text for that community, and only that one', () => {
    const setting = JSON.stringify({ MD: '  Aviso de Madrid.  ', AR: 'Aviso de Aragón.' });
    expect(complaintSheetNotice(madrid, setting)).toBe('Aviso de Madrid.');
    expect(complaintSheetNotice({ postalCode: '50001' }, setting)).toBe('Aviso de Aragón.');
    expect(complaintSheetNotice({ postalCode: '08012' }, setting)).toBe(DEFAULT_COMPLAINT_SHEET_NOTICES.CT);
  });

  it('ignores empty texts, unknown codes, inherited keys and a value that is not a JSON object', () => {
    expect(complaintSheetNotice(madrid, JSON.stringify({ MD: '   ' }))).toBe(DEFAULT_COMPLAINT_SHEET_NOTICES.MD);
    for (const value of ['no es JSON', '[]', 'null', '"MD"', '{"MD": 3}', '{"__proto__": {"MD": "x"}}']) {
      expect(complaintSheetNotice(madrid, value), value).toBe(DEFAULT_COMPLAINT_SHEET_NOTICES.MD);
    }
    expect(parseComplaintSheets(JSON.stringify({ XX: 'x', constructor: 'y', MD: 'Vale.' }))).toEqual({ MD: 'Vale.' });
  });

  it('points only at official https pages or domains of the public administrations, never at the closed ODR platform', () => {
    const texts = [GENERIC_COMPLAINT_SHEET_NOTICE, ...Object.values(DEFAULT_COMPLAINT_SHEET_NOTICES)];
    const urls = texts.flatMap((text) => text.match(/https?:\/\/\S+[^.\s]/g) ?? []);
    expect(urls).toEqual([
      'https://sede.comunidad.madrid/denuncias-reclamaciones-recursos/reclamaciones-denuncias-consumo',
      'https://www.gva.es/es/inicio/procedimientos?id_proc=1915',
    ]);
    expect(texts.join(' ')).not.toContain('europa.eu');
  });
});
