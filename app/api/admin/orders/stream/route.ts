import { withUser } from '@/lib/api/with-user';
import { authenticate } from '@/lib/auth/authenticate';
import { accessibleRestaurant, stillRunsRestaurant } from '@/lib/staff/access';
import { orderEventStream } from '@/lib/live/order-stream';
import { ordersQuerySchema } from '@/lib/validations/admin';

/**
 * GET /api/admin/orders/stream?restaurant={slug} → text/event-stream of
 * `order.created` and `order.updated` ({id, number, status}). Reconnecting
 * with Last-Event-ID replays what was missed. The reader's session and access
 * to the restaurant are checked again while it is open: blocked, signed out or
 * unbound, the stream ends.
 */
export const GET = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const { restaurant: slug } = ordersQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const restaurant = await accessibleRestaurant(auth.user, slug);
  const lastEventId = Number(request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after'));
  return new Response(
    orderEventStream(
      restaurant.id,
      Number.isSafeInteger(lastEventId) && lastEventId > 0 ? lastEventId : null,
      request.signal,
      async () => {
        // Not the user's doing: it must not keep an unattended session alive (idle limit).
        const again = await authenticate(request, { touch: false });
        return again?.user.id === auth.user.id && stillRunsRestaurant(again.user, restaurant.id);
      },
    ),
    {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    },
  );
});
