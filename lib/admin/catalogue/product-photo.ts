import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { revalidateCatalogue } from '@/lib/site/settings';
import { recordAudit } from '@/lib/audit/log';
import {
  MAX_PRODUCT_PHOTO_BYTES,
  PhotoRejected,
  PRODUCT_PHOTOS_URL,
  removeProductPhoto,
  storeProductPhoto,
  uploadedPhotoBase,
} from '@/lib/catalogue/product-photos';
import { findProduct, type ProductResource } from './product-resource';

// A product's photo in the back office (issue 14, scope 2), through the
// catalogue's photo pipeline (lib/catalogue/product-photos.ts).

function invalidPhoto(message: string): never {
  throw new AppError('validation_failed', { errors: { image: [message] } });
}

/**
 * POST /api/admin/products/{id}/image: the product's photo, replacing the one
 * it had (its files go once the new one is saved). Customers see it on their
 * next request.
 */
export async function setProductPhoto(actor: { id: number }, id: number, file: File | null): Promise<ProductResource> {
  await findProduct(db, id);
  if (!file || typeof file.arrayBuffer !== 'function') invalidPhoto('Elige una foto JPEG, PNG o WebP.');
  if (file.size > MAX_PRODUCT_PHOTO_BYTES) invalidPhoto('La foto no puede superar 8 MB.');
  let stored: { base: string; color: string };
  try {
    stored = await storeProductPhoto(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof PhotoRejected) invalidPhoto('La foto debe ser una imagen JPEG, PNG o WebP.');
    throw error;
  }
  try {
    const { before, after } = await writePhoto(actor, id, `${PRODUCT_PHOTOS_URL}/${stored.base}`, stored.color);
    const previous = uploadedPhotoBase(before);
    if (previous) await removeProductPhoto(previous);
    return after;
  } catch (error) {
    await removeProductPhoto(stored.base);
    throw error;
  }
}

/** DELETE /api/admin/products/{id}/image: back to no photo (or the demo chain's illustration). */
export async function deleteProductPhoto(actor: { id: number }, id: number): Promise<void> {
  const { before } = await writePhoto(actor, id, null, null);
  const previous = uploadedPhotoBase(before);
  if (previous) await removeProductPhoto(previous);
}

async function writePhoto(actor: { id: number }, id: number, imageUrl: string | null, imageColor: string | null) {
  return db.$transaction(async (tx) => {
    const current = await findProduct(tx, id);
    await tx.product.update({ where: { id }, data: { imageUrl, imageColor } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      before: { image_url: current.image_url },
      after: { image_url: imageUrl },
    });
    return { before: current.image_url, after: await findProduct(tx, id) };
  });
}
