'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { CheckoutOptions } from '@/lib/orders/checkout';
import { computeTotals } from '@/lib/orders/totals';
import { MAX_TABLE_NUMBER } from '@/lib/ordering/context';
import type { AddressResource } from '@/lib/users/addresses';
import { apiFetch } from '@/lib/http/fetcher';
import { hardNavigate } from '@/lib/http/navigate';
import { revealFirstInvalid } from '@/lib/browser/reveal-invalid';
import type { useCart } from '@/lib/hooks/use-cart';
import { AddressSection } from './address-section';
import { CartLines } from './cart-lines';
import { DeliveryTimeSection, INLINE_TIME_QUERY, type TimeChoice } from './delivery-time-section';
import { LoyaltySection } from './loyalty-section';
import { OrderDetailsSection, type OrderProfile } from './order-details-section';
import { OrderSummary } from './order-summary';
import { PaymentSection, type PaymentChoice } from './payment-section';
import { InvoiceSection, NO_INVOICE, type InvoiceChoice } from './invoice-section';
import { postToGateway } from '@/components/payments/gateway-form';
import { PromotionCodeField } from './promotion-code-field';
import {
  LazyAddressModal,
  LazyDeliveryTimeModal,
  LazyDrinksTimeWarningModal,
  LazyOrderObservationModal,
  LazyOrderProfileModal,
  LazyPhoneErrorModal,
  LazyTableNumberModal,
} from './lazy-modals';
import { useCheckoutDiscounts, type CheckoutLoyalty } from './use-checkout-discounts';
import { useCheckoutSubmit, type CheckoutModal } from './use-checkout-submit';
import { useDeliveryCheck } from './use-delivery-check';

const ADDRESSES_KEY = '/api/user/addresses';
const fetchAddresses = (path: string) => apiFetch<{ data: AddressResource[] }>(path).then((body) => body.data);

type Props = {
  cart: ReturnType<typeof useCart>;
  options: NonNullable<CheckoutOptions>;
  onOptionsStale: () => void;
  initialAddresses: AddressResource[];
  /** `nif`: saved in the account, it fills «Quiero factura» (with the account's name) when ticked. */
  user: { name: string; phone: string | null; nif: string | null };
  today: string;
  maxTableNumber: number;
  loyalty: CheckoutLoyalty;
};

/** Checkout: address (delivery), time, who it is for, payment; the totals and the confirm button beside. */
export function CheckoutForm({
  cart,
  options,
  onOptionsStale,
  initialAddresses,
  user,
  today,
  maxTableNumber,
  loyalty,
}: Props) {
  const t = useTranslations('Checkout');
  const formId = useId();
  const isDelivery = options.delivery_type === 'delivery';
  const { data: addresses = initialAddresses, mutate: mutateAddresses } = useSWR<AddressResource[]>(
    isDelivery ? ADDRESSES_KEY : null,
    fetchAddresses,
    {
      fallbackData: initialAddresses,
    },
  );
  const [addressId, setAddressId] = useState<number | null>(
    () => (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null,
  );
  const [time, setTime] = useState<TimeChoice>(() => ({
    mode: options.is_open ? 'asap' : 'slot',
    slot: options.slots[0]?.value ?? '',
  }));
  const [observation, setObservation] = useState('');
  const [profile, setProfile] = useState<OrderProfile>({ name: user.name, phone: user.phone ?? '' });
  const [tableNumber, setTableNumber] = useState<number | null>(cart.context?.tableNumber ?? null);
  const [payment, setPayment] = useState<PaymentChoice>({
    method: 'card_on_delivery',
    savedCardId: null,
    saveCard: false,
  });
  const [invoice, setInvoice] = useState<InvoiceChoice>(() =>
    user.nif ? { ...NO_INVOICE, nif: user.nif, name: user.name } : NO_INVOICE,
  );
  const [modal, setModal] = useState<CheckoutModal | null>(null);
  // A fresh key per opening resets the modal's own form state.
  const [modalKey, setModalKey] = useState(0);
  const [editingAddress, setEditingAddress] = useState<AddressResource | null>(null);
  const [isRemovingDrinks, setRemovingDrinks] = useState(false);
  const discounts = useCheckoutDiscounts(cart.items, loyalty, options.automatic_promotions);

  const selected = addresses.find((address) => address.id === addressId) ?? null;
  const check = useDeliveryCheck(isDelivery ? selected : null, cart.context?.restaurant ?? null);
  // What is really chosen, whatever the slots became since: a time still offered, ASAP only while open.
  const slot = options.slots.some((candidate) => candidate.value === time.slot)
    ? time.slot
    : (options.slots[0]?.value ?? '');
  // At a table the order is served as soon as it is ready: no time to choose (issue 13).
  const table = options.delivery_type === 'fast' ? tableNumber : null;
  const when: TimeChoice =
    table !== null
      ? { mode: 'asap', slot: '' }
      : { mode: time.mode === 'asap' && options.is_open ? 'asap' : 'slot', slot };

  const open = (next: CheckoutModal) => {
    setModalKey((key) => key + 1);
    setModal(next);
  };
  // Closes only if still the one open: a dialog's native close event arrives after the next modal has opened.
  const closeModal = (which: CheckoutModal) => () => setModal((current) => (current === which ? null : current));
  const close = () => setModal(null);

  const submit = useCheckoutSubmit({
    cart,
    options,
    onOptionsStale,
    onTotalsStale: () => {
      onOptionsStale();
      check.refresh();
    },
    onOpenModal: open,
    // Card and Bizum: on to the bank's page; the confirmation waits for its word.
    onSuccess: ({ order, payment: gateway }) =>
      gateway ? postToGateway(gateway) : hardNavigate(`/pedido-confirmado/${order.id}`),
    onDiscountRefused: discounts.onRefused,
  });
  const { errors, invalidAttempt } = submit;
  // A refused «Confirmar pedido»: the keyboard and the screen go to the first field to fix (the
  // address far above the button, a QA pass found), not only the alert beside the button.
  useEffect(() => {
    if (invalidAttempt > 0) revealFirstInvalid(document.getElementById(formId));
  }, [invalidAttempt, formId]);
  const addressError =
    errors.address_id ??
    (isDelivery && selected && !selected.is_complete ? t('addressIncomplete') : undefined) ??
    check.noDelivery ??
    (check.servedByOther ? t('addressServedByOther', { restaurant: check.servedByOther }) : undefined) ??
    undefined;

  const totals = computeTotals({
    lines: cart.items.map((item) => ({
      totalCents: item.total_price,
      taxSplit: item.tax_split.map((share) => ({ rate: share.rate, grossCents: share.amount })),
      packagingUnits: item.packaging_units,
    })),
    packaging: { unitCents: options.packaging.unit_price, rate: options.packaging.tax_rate },
    deliveryType: options.delivery_type,
    minimumOrderCents: options.minimum_order,
    minimumOrderSurchargeCents: options.minimum_order_surcharge,
    shippingCents: check.shippingCents ?? options.shipping,
    discounts: discounts.discounts,
  });
  const alcoholic = cart.items.filter((item) => item.is_alcoholic);
  const hasUnavailable = cart.items.some((item) => !item.available);
  const hasTime = table !== null ? options.is_open : when.mode === 'asap' || when.slot !== '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit.run({
      address: isDelivery ? selected : null,
      // Served by another restaurant: refused here, in its words, not after a round trip.
      noDelivery: isDelivery
        ? (check.noDelivery ??
          (check.servedByOther ? t('addressServedByOther', { restaurant: check.servedByOther }) : null))
        : null,
      when,
      profile,
      observation,
      tableNumber: table,
      payment,
      promotionCode: discounts.body.promotion_code,
      loyaltyCartItemId: discounts.body.loyalty_cart_item_id,
      invoice: invoice.wanted ? { nif: invoice.nif, name: invoice.name, address: invoice.address } : null,
      total: totals.totalCents,
    });
  }

  async function removeDrinks() {
    setRemovingDrinks(true);
    for (const item of alcoholic) await cart.remove(item);
    setRemovingDrinks(false);
    close();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <CartLines cart={cart} />
        <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
          {isDelivery ? (
            <AddressSection
              addresses={addresses}
              selectedId={addressId}
              error={addressError}
              isChecking={check.isChecking}
              onSelect={(id) => {
                setAddressId(id);
                submit.clearError('address_id');
              }}
              onEdit={(address) => {
                setEditingAddress(address);
                open('address');
              }}
              onAdd={() => {
                setEditingAddress(null);
                open('address');
              }}
            />
          ) : null}
          <DeliveryTimeSection
            options={options}
            today={today}
            value={when}
            table={table}
            error={errors.scheduled_for}
            onChange={(value) => {
              setTime(value);
              submit.clearError('scheduled_for');
            }}
            onOpenModal={() => open('time')}
          />
          <OrderDetailsSection
            profile={profile}
            observation={observation}
            tableNumber={tableNumber}
            showTable={options.delivery_type === 'fast'}
            errors={{
              profile: errors.customer_name ?? errors.customer_phone,
              observation: errors.observation,
              table: errors.table_number,
            }}
            onEditProfile={() => open('profile')}
            onEditObservation={() => open('observation')}
            onEditTable={() => open('table')}
          />
          <PaymentSection
            service={table !== null ? 'table' : options.delivery_type}
            value={payment}
            error={errors.payment_method}
            onChange={setPayment}
          />
          <LoyaltySection {...discounts.loyalty} />
          <InvoiceSection
            value={invoice}
            errors={{ nif: errors['invoice.nif'], name: errors['invoice.name'], address: errors['invoice.address'] }}
            onChange={(next, field) => {
              setInvoice(next);
              if (field) submit.clearError(`invoice.${field}`);
            }}
          />
        </form>
      </div>
      <OrderSummary
        totals={totals}
        discounts={discounts.discounts}
        promotionField={<PromotionCodeField promotion={discounts.promotion} />}
        isDelivery={isDelivery}
        minimumOrderCents={options.minimum_order}
        surchargeCents={options.minimum_order_surcharge}
        alert={submit.alert}
        isSending={submit.isSending}
        // While the address's shipping is asked, the total shown is not the one to confirm yet.
        isDisabled={hasUnavailable || !hasTime || check.isChecking}
        formId={formId}
      />

      <LazyAddressModal
        key={`address-${modalKey}`}
        isOpen={modal === 'address'}
        address={editingAddress}
        onClose={closeModal('address')}
        onSaved={(saved) => {
          void mutateAddresses(
            (list = []) =>
              list.some((address) => address.id === saved.id)
                ? list.map((address) => (address.id === saved.id ? saved : address))
                : [...list, saved],
            { revalidate: true },
          );
          setAddressId(saved.id);
          submit.clearError('address_id');
          close();
        }}
      />
      <LazyDeliveryTimeModal
        key={`time-${modalKey}`}
        isOpen={modal === 'time'}
        options={options}
        today={today}
        value={when}
        error={errors.scheduled_for}
        onClose={closeModal('time')}
        onSave={(value) => {
          setTime(value);
          submit.clearError('scheduled_for');
          close();
        }}
      />
      <LazyOrderProfileModal
        key={`profile-${modalKey}`}
        isOpen={modal === 'profile'}
        value={profile}
        onClose={closeModal('profile')}
        onSave={(value) => {
          setProfile(value);
          submit.clearError('customer_name');
          submit.clearError('customer_phone');
          close();
        }}
      />
      <LazyOrderObservationModal
        key={`observation-${modalKey}`}
        isOpen={modal === 'observation'}
        value={observation}
        onClose={closeModal('observation')}
        onSave={(value) => {
          setObservation(value);
          submit.clearError('observation');
          close();
        }}
      />
      <LazyTableNumberModal
        key={`table-${modalKey}`}
        isOpen={modal === 'table'}
        max={maxTableNumber > 0 ? maxTableNumber : MAX_TABLE_NUMBER}
        onClose={closeModal('table')}
        onConfirm={(table) => {
          setTableNumber(table);
          submit.clearError('table_number');
          close();
        }}
      />
      <LazyPhoneErrorModal
        isOpen={modal === 'phone'}
        phone={profile.phone}
        onClose={closeModal('phone')}
        onFix={() => open('profile')}
      />
      <LazyDrinksTimeWarningModal
        isOpen={modal === 'drinks'}
        from={options.alcohol_sale.from}
        to={options.alcohol_sale.to}
        products={alcoholic.map((item) => item.product.name)}
        isRemoving={isRemovingDrinks}
        onClose={closeModal('drinks')}
        onChooseTime={() => {
          // On a phone the time is chosen in its modal.
          if (!window.matchMedia(INLINE_TIME_QUERY).matches) {
            open('time');
            return;
          }
          close();
          // After the dialog has closed and handed focus back: then move it to the time.
          setTimeout(
            () => document.getElementById(when.mode === 'slot' ? 'checkout-slot' : 'checkout-when-slot')?.focus(),
            0,
          );
        }}
        onRemoveDrinks={() => void removeDrinks()}
      />
    </div>
  );
}
