import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { API_CATEGORIES, isApiCategory, listProducts } from '@/lib/catalogue/catalogue';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { productJson } from '@/lib/catalogue/product-json';

export const GET = withRoute<{ name: string; category: string }>(async (request, { params }) => {
  const { name, category } = await params;
  const restaurant = await getOrderingRestaurant(name);
  if (!restaurant) throw new AppError('restaurant_not_found');
  if (!isApiCategory(category)) throw new AppError('unknown_category');
  const deliveryType = deliveryTypeFromParam(new URL(request.url).searchParams.get('type'));
  const products = await listProducts(restaurant, deliveryType, [API_CATEGORIES[category]]);
  return NextResponse.json({ data: products.map(productJson) });
});
