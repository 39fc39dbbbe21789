// Runs once when the server starts (Next.js instrumentation hook): the mail
// outbox worker sends what a previous process left and what each commit queues;
// the payment worker expires unpaid orders and sends due refunds.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startMailWorker } = await import('./lib/jobs/mail-worker');
  startMailWorker();
  const { startPaymentWorker } = await import('./lib/jobs/payment-worker');
  startPaymentWorker();
}
