import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { isSimulatorAllowed } from '@/lib/payments/config';
import { isAuthorised } from '@/lib/payments/redsys';
import { checkPaymentRequest, notificationFields, paymentOutcome, signedFields } from '@/lib/payments/simulator';
import {
  deliverNotification,
  readPostedForm,
  seeOther,
  simulatorMerchant,
  testerChoice,
} from '@/lib/payments/simulator-http';
import { simulatorErrorResponse } from '@/lib/payments/simulator-html';

/**
 * POST: the tester's answer on the payment page. The request is checked
 * again (the page is only a GET away from being edited), the merchant is
 * notified from the server, and the browser goes back to URLOK or URLKO.
 */
export const POST = withRoute(async (request) => {
  if (!isSimulatorAllowed()) throw new AppError('not_found');
  const form = await readPostedForm(request);
  const merchant = simulatorMerchant();
  const checked = checkPaymentRequest(
    merchant,
    signedFields((name) => form.get(name)),
  );
  if (!checked.ok) return simulatorErrorResponse(checked.error);
  const payment = checked.value;
  const outcome = paymentOutcome(payment, testerChoice(form));
  await deliverNotification(payment.merchantUrl, notificationFields(merchant.secretKey, payment, outcome));
  return seeOther(isAuthorised(outcome.response) ? payment.okUrl : payment.koUrl);
});
