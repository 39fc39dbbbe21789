import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/auth/page-guards';
import { AppError } from '@/lib/errors';
import type { Actor } from '@/lib/staff/access';
import { getRestaurant, runsWholeChain, type RestaurantResource } from '@/lib/admin/places/restaurants';
import { cityOptions } from '@/lib/admin/places/cities';
import { RestaurantEditor } from '@/components/admin/places/restaurant-editor';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The restaurant being edited; null for /nuevo; notFound for anything else, or one the actor does not run. */
async function restaurantOf(id: string, actor: Actor): Promise<RestaurantResource | null> {
  if (id === 'nuevo') return null;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  try {
    return await getRestaurant(Number(id), actor);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PlacesAdmin');
  return { title: t('restaurantsTitle'), robots: { index: false } };
}

/** A restaurant's own page (issue 14, scope 4): every field of the API; /nuevo for managers. */
export default async function RestaurantEditorPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff(`/admin/restaurantes/${id}`, 'restaurants.manage');
  const wholeChain = runsWholeChain(auth.user);
  // A new restaurant concerns the whole chain: staff go back to the list of theirs.
  if (id === 'nuevo' && !wholeChain) redirect('/admin/restaurantes');
  const restaurant = await restaurantOf(id, auth.user);
  const [t, cities] = await Promise.all([getTranslations('PlacesAdmin'), cityOptions()]);
  return (
    <div className="mx-auto max-w-4xl">
      <Link href="/admin/restaurantes" className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
        ← {t('backToRestaurants')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold">
        {restaurant ? t('editor.editTitle', { name: restaurant.commercial_name }) : t('editor.newTitle')}
      </h1>
      <RestaurantEditor
        key={restaurant?.id ?? 'new'}
        restaurant={restaurant}
        cities={cities}
        runsWholeChain={wholeChain}
      />
    </div>
  );
}
