import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SIGNED_FIELD_NAMES, TEST_CARD_MASKED, type PaymentRequest } from '@/lib/payments/simulator';
import { SIMULATOR_CHOICE_PATH } from '@/lib/payments/simulator-http';

// The tester's side of the gateway: plain HTML forms, so that they work with
// no script. Each posts the merchant's signed fields again with the answer;
// the button pressed is the answer. "Pay" comes first in each form: Enter
// submits the first button.

type Labels = { title: string; pay: string; cancel: string };

function ChoiceForm({ request, labels, children }: { request: PaymentRequest; labels: Labels; children?: ReactNode }) {
  return (
    <form method="post" action={SIMULATOR_CHOICE_PATH} aria-labelledby="pasarela-forma" className="space-y-4">
      <h2 id="pasarela-forma" className="text-xl font-semibold">
        {labels.title}
      </h2>
      {SIGNED_FIELD_NAMES.map((name) => (
        <input key={name} type="hidden" name={name} value={request.fields[name]} />
      ))}
      {children}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse">
        <Button type="submit" name="action" value="pay" className="sm:min-w-40">
          {labels.pay}
        </Button>
        {/* Cancelling asks for nothing: the browser must not stop it for an empty field. */}
        <Button type="submit" name="action" value="cancel" variant="secondary" formNoValidate>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The card form; autocomplete is off so that no browser offers a real card here. */
async function CardForm({ request, tradeName }: { request: PaymentRequest; tradeName: string }) {
  const t = await getTranslations('PaymentSimulator');
  return (
    <ChoiceForm request={request} labels={{ title: t('cardTitle'), pay: t('pay'), cancel: t('cancel') }}>
      <TextField
        id="card_number"
        label={t('cardNumber')}
        isRequired
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9 ]{12,23}"
        maxLength={23}
        aria-describedby="pasarela-tarjeta-prueba"
      />
      <p id="pasarela-tarjeta-prueba" className="-mt-2 text-sm text-muted">
        {t('cardHint')}
      </p>
      <div className="grid grid-cols-2 items-end gap-4">
        <TextField
          id="expiry"
          label={t('expiry')}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/AA"
          pattern="(0[1-9]|1[0-2]) ?/? ?[0-9]{2}"
          maxLength={7}
        />
        <TextField
          id="cvv"
          label={t('cvv')}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{3}"
          maxLength={3}
        />
      </div>
      {request.isSavingCard ? <p className="text-sm">{t('saveCard', { merchant: tradeName })}</p> : null}
    </ChoiceForm>
  );
}

async function BizumForm({ request }: { request: PaymentRequest }) {
  const t = await getTranslations('PaymentSimulator');
  return (
    <ChoiceForm request={request} labels={{ title: t('bizumTitle'), pay: t('approve'), cancel: t('deny') }}>
      <p className="text-sm text-muted">{t('bizumLead')}</p>
      <TextField
        id="phone"
        label={t('phone')}
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="off"
        pattern="(\+34)? ?[67]( ?[0-9]){8}"
        maxLength={16}
      />
    </ChoiceForm>
  );
}

async function SavedCardForm({ request }: { request: PaymentRequest }) {
  const t = await getTranslations('PaymentSimulator');
  return (
    <ChoiceForm request={request} labels={{ title: t('savedTitle'), pay: t('paySaved'), cancel: t('cancel') }}>
      <p>{t('savedLead', { card: TEST_CARD_MASKED })}</p>
    </ChoiceForm>
  );
}

/** The form of the way of paying the merchant asked for. */
export function SimulatorPaymentForm({ request, tradeName }: { request: PaymentRequest; tradeName: string }) {
  if (request.kind === 'bizum') return <BizumForm request={request} />;
  if (request.kind === 'saved_card') return <SavedCardForm request={request} />;
  return <CardForm request={request} tradeName={tradeName} />;
}
