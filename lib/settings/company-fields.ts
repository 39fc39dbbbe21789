// The company data and social networks a manager can change (issue 14,
// scope 5); pure, so the settings form can list them too.

export const COMPANY_FIELDS = ['name', 'nif', 'address', 'email', 'phone', 'registry', 'dpo_email'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanySettings = Record<CompanyField, string>;

export const SOCIAL_IDS = ['instagram', 'facebook', 'tiktok'] as const;
export type SocialSettings = Record<(typeof SOCIAL_IDS)[number], string>;
