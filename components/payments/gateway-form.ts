'use client';

/** For card and Bizum: the signed form the browser posts to the payment gateway. */
export type GatewayForm = { url: string; params: Record<string, string> };

/**
 * Sends the browser to the payment gateway as Redsys expects: a POST of the
 * signed fields from a form (a redirect cannot carry a body). The card is
 * typed only on the gateway's page (decision 026).
 */
export function postToGateway(gateway: GatewayForm): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = gateway.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(gateway.params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
