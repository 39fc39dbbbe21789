import 'server-only';
import { cookies } from 'next/headers';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { ORDER_CONTEXT_COOKIE, parseOrderContext } from './context';

/** The order context of this request (delivery type, restaurant, table), from its cookie. */
export async function getOrderContext(): Promise<OrderContext | null> {
  return parseOrderContext((await cookies()).get(ORDER_CONTEXT_COOKIE.name)?.value);
}
