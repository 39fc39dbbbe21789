import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { readJson } from '@/lib/api/request-guards';
import { isSimulatorAllowed } from '@/lib/payments/config';
import { refundAnswer } from '@/lib/payments/simulator-rest';
import { simulatorMerchant } from '@/lib/payments/simulator-http';

/** POST: Redsys's REST interface, refunds only; a refused one is still a 200 with its SIS code, as Redsys answers. */
export const POST = withRoute(async (request) => {
  if (!isSimulatorAllowed()) throw new AppError('not_found');
  const body = await readJson(request).catch(() => null);
  return NextResponse.json(refundAnswer(simulatorMerchant(), body));
});
