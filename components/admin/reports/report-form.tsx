import { getTranslations } from 'next-intl/server';
import { GROUP_BY } from '@/lib/admin/reports/query';
import { SelectField, TextField } from '@/components/ui/field';
import { buttonClass } from '@/components/ui/button';

type Props = {
  values: { from: string; to: string; restaurant: string; groupBy: string };
  restaurants: { slug: string; name: string }[];
  /** Managers: "Toda la cadena"; staff: "Todos mis restaurantes". */
  isWholeChain: boolean;
  /** Field errors by the API's names (from, to, restaurant, group_by). */
  errors: Record<string, string[]>;
};

/** The report's dates and filters: a GET form (the page's address is the report), usable without JavaScript. */
export async function ReportForm({ values, restaurants, isWholeChain, errors }: Props) {
  const t = await getTranslations('Reports');
  const error = (field: string) => errors[field]?.join(' ');
  return (
    <form
      method="get"
      aria-label={t('form.label')}
      className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <TextField id="desde" type="date" label={t('form.from')} defaultValue={values.from} error={error('from')} />
      <TextField id="hasta" type="date" label={t('form.to')} defaultValue={values.to} error={error('to')} />
      <SelectField
        id="restaurante"
        label={t('form.restaurant')}
        defaultValue={values.restaurant}
        error={error('restaurant')}
      >
        <option value="">{isWholeChain ? t('form.wholeChain') : t('form.allMine')}</option>
        {restaurants.map((restaurant) => (
          <option key={restaurant.slug} value={restaurant.slug}>
            {restaurant.name}
          </option>
        ))}
      </SelectField>
      <SelectField id="agrupar" label={t('form.groupBy')} defaultValue={values.groupBy} error={error('group_by')}>
        {GROUP_BY.map((group) => (
          <option key={group} value={group}>
            {t(`groupBy.${group}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass('primary', { className: 'w-full lg:w-auto' })}>
        {t('form.submit')}
      </button>
    </form>
  );
}
