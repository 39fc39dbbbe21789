import { NextResponse } from 'next/server';
import { readForm } from '@/lib/api/request-guards';
import { withUser } from '@/lib/api/with-user';
import { deleteProfilePhoto, profilePhotoUrl, saveProfilePhoto } from '@/lib/users/profile-photo';

/** POST multipart/form-data with `photo`: PNG or SVG, at most 1 MB, checked by content. */
export const POST = withUser({}, async (request, auth) => {
  const photo = (await readForm(request)).get('photo');
  const name = await saveProfilePhoto(auth.user.id, photo instanceof File ? photo : null);
  return NextResponse.json({ profile_photo_url: profilePhotoUrl(name) });
});

export const DELETE = withUser({}, async (_request, auth) => {
  await deleteProfilePhoto(auth.user.id);
  return new NextResponse(null, { status: 204 });
});
