import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { companyData, env, isNextBuild, type CompanyData } from '@/lib/env';
import type { DbClient } from '@/lib/db';
import { getSetting } from './store';
import { COMPANY_FIELDS, SOCIAL_IDS, type CompanySettings, type SocialSettings } from './company-fields';

export { COMPANY_FIELDS, SOCIAL_IDS, type CompanySettings, type SocialSettings };

// The company data of the legal pages (LSSI-CE art. 10) and the social links
// of the header and footer: the deployment's environment gives the defaults,
// a manager overrides them in /admin/ajustes (issue 14, scope 5). Read once
// per render; a change re-renders the cached pages (revalidateCatalogue).

const stored = <T extends z.ZodRawShape>(shape: T) => z.object(shape).partial();
const storedCompany = stored(Object.fromEntries(COMPANY_FIELDS.map((field) => [field, z.string()])));
const storedSocial = stored(Object.fromEntries(SOCIAL_IDS.map((id) => [id, z.string()])));

function parseStored<T>(schema: z.ZodType<T>, raw: string): Partial<T> {
  try {
    const parsed = schema.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function companyDefaults(): CompanySettings {
  return {
    name: env.COMPANY_NAME,
    nif: env.COMPANY_NIF,
    address: env.COMPANY_ADDRESS,
    email: env.COMPANY_EMAIL,
    phone: env.COMPANY_PHONE,
    registry: env.COMPANY_REGISTRY,
    dpo_email: env.DPO_EMAIL,
  };
}

export function socialDefaults(): SocialSettings {
  return { instagram: env.SOCIAL_INSTAGRAM_URL, facebook: env.SOCIAL_FACEBOOK_URL, tiktok: env.SOCIAL_TIKTOK_URL };
}

/**
 * The stored changes; none while `next build` prerenders the pages, which has
 * no database: the layout's `revalidate` renders them again with the changes
 * within a minute of the server starting.
 */
const storedSetting = (key: 'company' | 'social_links', client?: DbClient) =>
  isNextBuild() ? Promise.resolve('') : getSetting(key, client);

/** `client`: inside a transaction, its client (the connection is the transaction's until it ends). */
export async function companySettings(client?: DbClient): Promise<CompanySettings> {
  return {
    ...companyDefaults(),
    ...parseStored(storedCompany, await storedSetting('company', client)),
  } as CompanySettings;
}

export async function socialSettings(): Promise<SocialSettings> {
  return { ...socialDefaults(), ...parseStored(storedSocial, await storedSetting('social_links')) } as SocialSettings;
}

/** The placeholders of the legal pages' text ({companyName}, {companyNif}…), with the manager's changes. */
export const currentCompanyData = cache(async (): Promise<CompanyData> => {
  const company = await companySettings();
  return {
    ...companyData(),
    companyName: company.name,
    companyNif: company.nif,
    companyAddress: company.address,
    companyEmail: company.email,
    companyPhone: company.phone,
    companyRegistry: company.registry,
    dpoEmail: company.dpo_email,
  };
});

/** The social links to show: an empty address hides that network. */
export const currentSocialLinks = cache(async () => {
  const social = await socialSettings();
  return SOCIAL_IDS.filter((id) => social[id]).map((id) => ({ id, href: social[id] }));
});
