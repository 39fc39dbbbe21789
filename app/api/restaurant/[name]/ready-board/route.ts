import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { getReadyBoard } from '@/lib/orders/ready-board';

/** GET /api/restaurant/{name}/ready-board → {data: {restaurant, name, preparing: [number], ready: [number]}} (public). */
export const GET = withRoute<{ name: string }>(async (_request, { params }) => {
  const board = await getReadyBoard((await params).name);
  if (!board) throw new AppError('restaurant_not_found');
  return NextResponse.json({ data: board });
});
