import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { isSimulatorAllowed } from '@/lib/payments/config';
import { checkPaymentRequest, signedFields } from '@/lib/payments/simulator';
import { readPostedForm, seeOther, simulatorMerchant, simulatorPageHref } from '@/lib/payments/simulator-http';
import { simulatorErrorResponse } from '@/lib/payments/simulator-html';

/** POST: the merchant's payment form, as Redsys's realizarPago receives it; a good one goes on to the payment page. */
export const POST = withRoute(async (request) => {
  if (!isSimulatorAllowed()) throw new AppError('not_found');
  const form = await readPostedForm(request);
  const checked = checkPaymentRequest(
    simulatorMerchant(),
    signedFields((name) => form.get(name)),
  );
  if (!checked.ok) return simulatorErrorResponse(checked.error);
  return seeOther(simulatorPageHref(checked.value.fields));
});
