'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { catalogueHref } from '@/lib/ordering/context';
import { TableNumberModal } from './table-number-modal';

/** "Pedir en mesa": asks for the table number and opens the catalogue for fast service at that table. */
export function TableOrderButton({ restaurant, maxTable }: { restaurant: string; maxTable: number }) {
  const t = useTranslations('Ordering');
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-full border border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-soft"
      >
        {t('orderAtTable')}
      </button>
      <TableNumberModal
        isOpen={isOpen}
        max={maxTable}
        onClose={() => setOpen(false)}
        onConfirm={(table) => router.push(catalogueHref({ deliveryType: 'fast', restaurant, tableNumber: table }))}
      />
    </>
  );
}
