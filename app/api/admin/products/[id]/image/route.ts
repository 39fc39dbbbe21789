import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { readForm } from '@/lib/api/request-guards';
import { withUser } from '@/lib/api/with-user';
import { deleteProductPhoto, setProductPhoto } from '@/lib/admin/catalogue/product-photo';
import { MAX_PRODUCT_PHOTO_BYTES } from '@/lib/catalogue/product-photos';

const MULTIPART_ENVELOPE = 64 * 1024;

/** POST multipart/form-data with `image` (JPEG, PNG or WebP, ≤ 8 MB, checked by content) → {data: product}. */
export const POST = withUser<{ id: string }>({ permission: 'catalogue.manage' }, async (request, auth, { params }) => {
  const id = idParam((await params).id);
  const image = (await readForm(request, MAX_PRODUCT_PHOTO_BYTES + MULTIPART_ENVELOPE)).get('image');
  const data = await setProductPhoto(auth.user, id, image instanceof File ? image : null);
  return NextResponse.json({ data });
});

/** DELETE: the product has no uploaded photo any more → 204. */
export const DELETE = withUser<{ id: string }>(
  { permission: 'catalogue.manage' },
  async (_request, auth, { params }) => {
    await deleteProductPhoto(auth.user, idParam((await params).id));
    return new NextResponse(null, { status: 204 });
  },
);
