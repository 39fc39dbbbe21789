import { describe, expect, it } from 'vitest';
import { qrSvg } from '@/lib/tax/qr';
import { qrUrl } from '@/lib/tax/verifactu';
import { decodeQr, svgModules } from '../support/qr-reader';

// The reader in tests/support decodes the SVG by itself (ISO/IEC 18004), so
// these tests check what the printed code says, not just that it is an SVG.

const TICKET_URL = qrUrl({
  nif: 'B12345674',
  invoiceNumber: 'MAD-2026/000123',
  invoiceDate: '23-11-2026',
  totalAmount: '12.34',
  production: true,
});
// The AEAT's URL-encoding example (QR specification v0.4.7, §4).
const AEAT_EXAMPLE =
  'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4';

describe('qrSvg', () => {
  it('returns one square SVG document drawn with crisp edges', async () => {
    const svg = await qrSvg(TICKET_URL);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('shape-rendering="crispEdges"');
  });

  it('is deterministic: the same text gives the same SVG, another text another one', async () => {
    const [first, again, other] = await Promise.all([qrSvg(TICKET_URL), qrSvg(TICKET_URL), qrSvg(AEAT_EXAMPLE)]);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it.each([
    ['a ticket of ours', TICKET_URL],
    ['the AEAT example', AEAT_EXAMPLE],
  ])('encodes %s, with error correction level M', async (_, url) => {
    const decoded = decodeQr(svgModules(await qrSvg(url)));
    expect(decoded.text).toBe(url);
    expect(decoded.level).toBe('M');
  });

  it('leaves the standard quiet zone of 4 modules on every side', async () => {
    const svg = await qrSvg(TICKET_URL);
    const side = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    const modules = svgModules(svg);
    expect(side).toBe(modules.length + 8);
    expect(svg).toContain('d="M4 4.5h7');
  });
});
