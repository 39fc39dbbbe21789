import { describe, expect, it } from 'vitest';
import { detectImageType, sanitiseSvg } from '@/lib/users/image-check';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);

describe('detectImageType', () => {
  it('recognises PNG and SVG by their content', () => {
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(detectImageType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"/>\n</svg>'))).toBe('svg');
  });

  it.each([
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['an HTML page', Buffer.from('<html><body><svg></svg></body></html>')],
    ['text calling itself svg', Buffer.from('not an image </svg>')],
    ['a GIF', Buffer.from('GIF89a........')],
  ])('refuses %s', (_, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('sanitiseSvg', () => {
  it('removes scripts, event handlers, foreignObject and javascript: links', () => {
    const clean = sanitiseSvg(
      '<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><circle onclick=\'x()\' r="1"/></a><foreignObject><div>x</div></foreignObject></svg>',
    );
    expect(clean).not.toMatch(/script|onload|onclick|javascript:|foreignObject/i);
    expect(clean).toContain('<circle');
  });
});
