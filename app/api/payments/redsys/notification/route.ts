import { AppError } from '@/lib/errors';
import { errorResponse } from '@/lib/api/route';
import { readBody } from '@/lib/api/request-guards';
import { afterPayment } from '@/lib/payments/aftermath';
import { receiveNotification } from '@/lib/payments/notification';

/** Far more than Redsys's three fields ever take. */
const MAX_NOTIFICATION_BYTES = 16 * 1024;

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * POST /api/payments/redsys/notification: the gateway's server-to-server
 * notification (form-encoded Ds_SignatureVersion, Ds_MerchantParameters,
 * Ds_Signature). 200 when it was taken (or already known), 400 when it is
 * refused. Not behind the maintenance switch: money does not wait for it.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded'))
      throw new AppError('unsupported_media_type');
    const form = new URLSearchParams(new TextDecoder().decode(await readBody(request, MAX_NOTIFICATION_BYTES)));
    const result = await receiveNotification({
      version: form.get('Ds_SignatureVersion') ?? '',
      parameters: form.get('Ds_MerchantParameters') ?? '',
      signature: form.get('Ds_Signature') ?? '',
    });
    if (!result.ok) return text('KO', 400);
    afterPayment(result.aftermath);
    return text('OK', 200);
  } catch (error) {
    return errorResponse(error, { request });
  }
}
