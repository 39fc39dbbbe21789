'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { revealFirstInvalid } from '@/lib/browser/reveal-invalid';
import { formatEuros } from '@/lib/pricing/money';
import type { PhoneOrderForm } from '@/lib/orders/phone-order-form';
import { toSelectionJson } from '@/lib/pricing/selection-json';
import { LazyBuilderModal } from '@/components/catalogue/builder/lazy-builder-modal';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import { Button } from '@/components/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { RestaurantPicker } from './restaurant-picker';
import { PhoneOrderProducts, type BuiltLine } from './phone-order-products';
import { InvoiceSection, NO_INVOICE, type InvoiceChoice } from '@/components/checkout/invoice-section';

type Customer = { email: string; name: string; phone: string | null; addresses: { id: number; label: string }[] };

/**
 * An order taken by phone (issue 10): products as they come, or built as the caller asks (the
 * catalogue's builder), for a customer found by e-mail or phone, or a caller by name and phone.
 */
export function PhoneOrderFormView({
  restaurants,
  restaurant,
  deliveryType,
  form,
}: {
  restaurants: { slug: string; name: string }[];
  restaurant: { slug: string; name: string };
  deliveryType: 'delivery' | 'takeaway';
  form: PhoneOrderForm;
}) {
  const t = useTranslations('PhoneOrder');
  const router = useRouter();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [built, setBuilt] = useState<BuiltLine[]>([]);
  const [building, setBuilding] = useState<CatalogueProduct | null>(null);
  const [email, setEmail] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [addressId, setAddressId] = useState<number | null>(null);
  // "As soon as possible" only while the restaurant takes it; else the first slot.
  const [when, setWhen] = useState(form.is_open ? 'asap' : (form.slots[0]?.value ?? ''));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal is seen where staff are (the button is at the bottom of a long form): the first bad
  // field, or the alert when the error is not a field's.
  useEffect(() => {
    if (Object.keys(errors).length === 0 || revealFirstInvalid(formRef.current)) return;
    formRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [errors]);
  const [invoice, setInvoice] = useState<InvoiceChoice>(NO_INVOICE);
  const [isSending, setIsSending] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  // Staff often learn the type after the products: switching keeps the caller and the quantities
  // (a product the new type does not sell is left out, and back if they switch again); the time
  // is chosen again among the new type's slots.
  const [typeShown, setTypeShown] = useState(deliveryType);
  if (typeShown !== deliveryType) {
    setTypeShown(deliveryType);
    setWhen(form.is_open ? 'asap' : (form.slots[0]?.value ?? ''));
    setErrors({});
  }
  const chosen = form.products.filter((product) => !product.needs_choices && (quantities[product.id] ?? 0) > 0);
  // A built line of a product the type does not sell is left out, as a quantity is, and back on switching again.
  const builtShown = built.filter((line) => form.products.some((product) => product.id === line.product.id));
  const total =
    chosen.reduce((sum, product) => sum + product.price_cents * quantities[product.id]!, 0) +
    builtShown.reduce((sum, line) => sum + line.totalCents, 0);
  const typeParam = deliveryType === 'delivery' ? 'domicilio' : 'recoger';

  async function lookUp() {
    setErrors({});
    try {
      // An e-mail or a phone number: whichever the caller gives.
      const by = email.includes('@') ? 'email' : 'phone';
      const { data } = await apiFetch<{ data: Customer }>(
        `/api/admin/customers?restaurant=${restaurant.slug}&${by}=${encodeURIComponent(email)}`,
      );
      setCustomer(data);
      setEmail(data.email);
      setName(data.name);
      setPhone(data.phone ?? '');
      setAddressId(data.addresses[0]?.id ?? null);
    } catch (error) {
      setCustomer(null);
      const message =
        error instanceof ApiError ? (error.body.errors?.customer_email?.[0] ?? error.message) : t('failed');
      setErrors({ customer_email: [message] });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSending(true);
    setErrors({});
    try {
      const { data } = await apiFetch<{ data: { number: string; total: number } }>('/api/admin/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        json: {
          restaurant: restaurant.slug,
          delivery_type: typeParam,
          customer_email: customer?.email ?? null,
          customer_name: name,
          customer_phone: phone,
          address_id: deliveryType === 'delivery' ? addressId : null,
          asap: when === 'asap',
          scheduled_for: when === 'asap' ? null : when,
          payment_method: String(new FormData(event.currentTarget).get('payment') ?? 'cash'),
          observation: String(new FormData(event.currentTarget).get('observation') ?? ''),
          invoice: invoice.wanted ? { nif: invoice.nif, name: invoice.name, address: invoice.address } : null,
          lines: [
            ...chosen.map((product) => ({
              kind: product.kind,
              product_id: product.id,
              quantity: quantities[product.id],
            })),
            ...builtShown.map((line) => toSelectionJson(line.selection)),
          ],
        },
      });
      // The total the server charged (shipping, surcharge, promotions): what to tell the caller.
      toast.success(t('placed', { number: data.number, total: formatEuros(data.total) }));
      router.push(`/admin/pedidos?restaurante=${restaurant.slug}`);
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) setErrors(error.body.errors);
      else if (error instanceof ApiError && error.body.code === 'invoice_required') {
        setInvoice((current) => ({ ...current, wanted: true }));
        toast.error(error.message);
      } else if (error instanceof ApiError && error.body.code === 'slot_unavailable')
        setErrors({ scheduled_for: [error.message] });
      else toast.error(error instanceof ApiError ? error.message : t('failed'));
    } finally {
      setIsSending(false);
    }
  }

  const errorOf = (field: string) => errors[field]?.[0];
  const clock = (value: string) =>
    new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: form.time_zone }).format(new Date(value));
  const time = (value: string) =>
    new Intl.DateTimeFormat('es-ES', {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: form.time_zone,
    }).format(new Date(value));

  return (
    <>
      <form ref={formRef} onSubmit={submit} className="space-y-6" noValidate>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
            <p className="text-muted">{restaurant.name}</p>
          </div>
          <RestaurantPicker restaurants={restaurants} current={restaurant.slug} path="/admin/pedidos" />
        </div>
        {Object.keys(errors).length > 0 ? <FormAlert>{t('check')}</FormAlert> : null}

        <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-line">
          <legend className="px-1 font-display text-xl font-bold">{t('type')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['takeaway', 'delivery'] as const).map((type) => (
              <Button
                key={type}
                variant={type === deliveryType ? 'primary' : 'secondary'}
                aria-pressed={type === deliveryType}
                onClick={() =>
                  router.push(
                    `/admin/pedidos/nuevo?restaurante=${restaurant.slug}&tipo=${type === 'delivery' ? 'domicilio' : 'recoger'}`,
                  )
                }
              >
                {t(`types.${type}`)}
              </Button>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-line">
          <legend className="px-1 font-display text-xl font-bold">{t('customer')}</legend>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-64 flex-1">
              <TextField
                id="customer_email"
                label={deliveryType === 'delivery' ? t('emailRequired') : t('email')}
                autoComplete="off"
                value={email}
                error={errorOf('customer_email')}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setCustomer(null);
                }}
              />
            </div>
            <Button variant="secondary" onClick={() => void lookUp()} disabled={!email}>
              {t('find')}
            </Button>
          </div>
          {customer && deliveryType === 'delivery' ? (
            customer.addresses.length > 0 ? (
              <SelectField
                id="address_id"
                label={t('address')}
                value={addressId ?? ''}
                onChange={(event) => setAddressId(Number(event.target.value))}
                error={errorOf('address_id')}
              >
                {customer.addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {address.label}
                  </option>
                ))}
              </SelectField>
            ) : (
              <p className="text-red-800">{t('noAddresses')}</p>
            )
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="customer_name"
              label={t('name')}
              value={name}
              isRequired
              error={errorOf('customer_name')}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              id="customer_phone"
              label={t('phone')}
              type="tel"
              value={phone}
              isRequired
              error={errorOf('customer_phone')}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
        </fieldset>

        <PhoneOrderProducts
          products={form.products}
          quantities={quantities}
          onQuantities={setQuantities}
          built={builtShown}
          onRemove={(key) => setBuilt(built.filter((line) => line.key !== key))}
          onBuild={(id) => setBuilding(form.builder.find((product) => product.id === id) ?? null)}
          error={errorOf('lines')}
        />

        <fieldset className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:grid-cols-2">
          <legend className="px-1 font-display text-xl font-bold">{t('details')}</legend>
          <SelectField
            id="when"
            label={t('when')}
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            error={errorOf('scheduled_for')}
          >
            {form.is_open ? (
              <option value="asap">
                {form.asap_estimate ? t('asapAt', { time: clock(form.asap_estimate) }) : t('asap')}
              </option>
            ) : null}
            {!form.is_open && form.slots.length === 0 ? <option value="">{t('noTimes')}</option> : null}
            {form.slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {time(slot.value)}
              </option>
            ))}
          </SelectField>
          <SelectField id="payment" label={t('payment')} defaultValue="cash">
            <option value="cash">{t('cash')}</option>
            <option value="card_on_delivery">{t('card')}</option>
          </SelectField>
          <div className="sm:col-span-2">
            <TextAreaField id="observation" label={t('observation')} rows={2} maxLength={500} />
          </div>
        </fieldset>

        <InvoiceSection
          forCaller
          value={invoice}
          errors={{ nif: errorOf('invoice.nif'), name: errorOf('invoice.name'), address: errorOf('invoice.address') }}
          onChange={setInvoice}
        />

        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-right">
            <span className="block font-semibold">{t('subtotal', { total: formatEuros(total) })}</span>
            <span className="block text-sm text-muted">{t('subtotalHint')}</span>
          </p>
          <Button type="submit" isBusy={isSending} disabled={chosen.length === 0 && builtShown.length === 0}>
            {t('submit')}
          </Button>
        </div>
      </form>
      {/* Outside the form: none of the builder's buttons may submit the order. */}
      <LazyBuilderModal
        product={building}
        withChild={false}
        onClose={() => setBuilding(null)}
        onConfirm={(product) => {
          setBuilt([...built, { ...product, key: Date.now() }]);
          setBuilding(null);
        }}
      />
    </>
  );
}
