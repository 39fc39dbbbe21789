'use client';

import { useTranslations } from 'next-intl';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { AppLink } from '@/components/ui/app-link';

/** The spec's no-repeat-order modal: none of the order's products can be ordered now. */
export function NoRepeatOrderModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useTranslations('NoRepeatOrderModal');
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      footer={
        <DialogActions>
          <Button variant="quiet" onClick={onClose}>
            {t('close')}
          </Button>
          <AppLink href="/pedido-online" className={buttonClass('primary')}>
            {t('seeMenu')}
          </AppLink>
        </DialogActions>
      }
    >
      <p>{t('text')}</p>
    </Dialog>
  );
}
