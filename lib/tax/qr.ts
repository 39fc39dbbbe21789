import 'server-only';
import QRCode from 'qrcode';

// The tax QR code of an invoice (Orden HAC/1177/2024 art. 21): ISO/IEC 18004
// with error correction level M, printed 30×30 to 40×40 mm. The SVG keeps the
// standard quiet zone of 4 modules: for a ticket URL (version 8, 57 modules
// with that zone) it is 2.1 mm at 30 mm and 2.8 mm at 40 mm. The AEAT asks for
// at least 2 mm of blank space around the code and recommends 6 mm, so the
// page should leave some margin of its own around the image.

/** The QR code of `text` (an invoice's qrUrl) as an SVG document string. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
