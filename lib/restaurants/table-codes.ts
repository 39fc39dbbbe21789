import 'server-only';
import QRCode from 'qrcode';
import { catalogueHref } from '@/lib/ordering/context';

// The QR code on each table (issue 14, scope 4): it opens the restaurant's
// counter-and-table catalogue with that table already chosen, the same link
// /pedido?restaurante=…&tipo=fast&mesa=N that the site itself builds.

export type TableCode = { table: number; url: string; svg: string };

/** The link printed on table `table` of `restaurant`, absolute on `siteUrl`. */
export function tableUrl(siteUrl: string, restaurant: string, table: number): string {
  return new URL(catalogueHref({ deliveryType: 'fast', restaurant, tableNumber: table }), siteUrl).toString();
}

/** One code per table, 1 to `tables` (none for a restaurant without table service). */
export async function tableCodes(siteUrl: string, restaurant: string, tables: number): Promise<TableCode[]> {
  return Promise.all(
    Array.from({ length: tables }, async (_, index) => {
      const url = tableUrl(siteUrl, restaurant, index + 1);
      // M: still readable with a stain or a crease on a table card.
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { table: index + 1, url, svg };
    }),
  );
}
