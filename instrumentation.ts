// Runs once when the server starts (Next.js instrumentation hook): it refuses
// a tax configuration that would make every ticket wrong; then the mail
// outbox worker sends what a previous process left and what each commit queues;
// the payment worker expires unpaid orders and sends due refunds; with a
// certificate configured, the VeriFactu worker sends the billing records to
// the tax agency; on PostgreSQL, the other processes' changes re-render the
// pages this one keeps. scripts/server.mjs finishes the process on SIGTERM with
// what lib/ops/shutdown.ts leaves for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before anything is served: a wrong NIF or mixed AEAT environments would be on every ticket (decision 037).
  // Tickets are signed with the company's NIF as the back office keeps it (the environment's unless a manager changed it).
  const [{ exitOnTaxConfigurationRefusal }, { env }, { companySettings }] = await Promise.all([
    import('./lib/tax/deployment'),
    import('./lib/env'),
    import('./lib/settings/company'),
  ]);
  const issuerNif = await companySettings().then(
    (company) => company.nif,
    () => env.COMPANY_NIF, // no database yet (a first start migrates after): the environment's
  );
  exitOnTaxConfigurationRefusal({ ...env, COMPANY_NIF: issuerNif });
  const { startMailWorker } = await import('./lib/jobs/mail-worker');
  startMailWorker();
  const { startPaymentWorker } = await import('./lib/jobs/payment-worker');
  startPaymentWorker();
  const { startVerifactuWorker } = await import('./lib/jobs/verifactu-worker');
  startVerifactuWorker();
  const { listenForPageChanges } = await import('./lib/site/cached-pages');
  listenForPageChanges();
  const { exposeFinishProcess } = await import('./lib/ops/shutdown');
  exposeFinishProcess();
}
