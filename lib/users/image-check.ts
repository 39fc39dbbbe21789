// Content checks for uploaded images: the bytes decide, never the file name.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectImageType(bytes: Buffer): 'png' | 'svg' | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.includes(0)) return null;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Optional XML declaration, comments and doctype, then the <svg> root element.
  const prologue = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prologue.test(text) && /<\/svg>\s*$/i.test(text) ? 'svg' : null;
}

/**
 * Removes what can run code from an SVG: script and foreignObject elements,
 * event handler attributes and javascript: links. The file is also served
 * with a sandboxing Content-Security-Policy, so this is the second lock.
 */
export function sanitiseSvg(svg: string): string {
  return svg
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script[^>]*\/>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href\s*=\s*)("\s*javascript:[^"]*"|'\s*javascript:[^']*')/gi, '$1"#"');
}
