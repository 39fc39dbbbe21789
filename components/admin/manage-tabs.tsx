import { getTranslations } from 'next-intl/server';
import { manageTabsFor, MANAGE_TABS, type ManageTab } from '@/lib/site/manage-area';
import { AreaTabs } from './area-tabs';

/** The tabs of the chain's management area that `role` may open, `current` marked. */
export async function ManageTabs({ role, current }: { role: string; current: ManageTab }) {
  const t = await getTranslations('ManageArea');
  const tabs = manageTabsFor(role).map((tab) => ({ href: tab.href, label: t(`tabs.${tab.key}`) }));
  const href = MANAGE_TABS.find((tab) => tab.key === current)?.href ?? '';
  return <AreaTabs label={t('tabsLabel')} tabs={tabs} current={href} />;
}
