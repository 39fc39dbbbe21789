// The notice of official complaint sheets (hojas de reclamaciones, issue 16):
// each autonomous community regulates its own sheets and the sign that
// announces them, so a restaurant's notice follows the community of its
// province. Pure: the complaints page, the ticket and the settings form use it.
//
// Restaurants carry no province, but a Spanish postal code starts with the
// two-digit INE code of its province (01 Araba/Álava … 50 Zaragoza, 51 Ceuta,
// 52 Melilla), and the community follows from the province.

export const COMMUNITY_CODES = [
  'AN',
  'AR',
  'AS',
  'IB',
  'CN',
  'CB',
  'CL',
  'CM',
  'CT',
  'VC',
  'EX',
  'GA',
  'MD',
  'MC',
  'NC',
  'PV',
  'RI',
  'CE',
  'ML',
] as const;

/** ISO 3166-2:ES code of an autonomous community or city. */
export type CommunityCode = (typeof COMMUNITY_CODES)[number];

export const COMMUNITY_NAMES: Record<CommunityCode, string> = {
  AN: 'Andalucía',
  AR: 'Aragón',
  AS: 'Principado de Asturias',
  IB: 'Illes Balears',
  CN: 'Canarias',
  CB: 'Cantabria',
  CL: 'Castilla y León',
  CM: 'Castilla-La Mancha',
  CT: 'Cataluña',
  VC: 'Comunitat Valenciana',
  EX: 'Extremadura',
  GA: 'Galicia',
  MD: 'Comunidad de Madrid',
  MC: 'Región de Murcia',
  NC: 'Comunidad Foral de Navarra',
  PV: 'País Vasco',
  RI: 'La Rioja',
  CE: 'Ciudad Autónoma de Ceuta',
  ML: 'Ciudad Autónoma de Melilla',
};

/** INE province code (the postal code's first two digits) → province and community. */
export const PROVINCES: Record<string, { name: string; community: CommunityCode }> = {
  '01': { name: 'Araba/Álava', community: 'PV' },
  '02': { name: 'Albacete', community: 'CM' },
  '03': { name: 'Alicante/Alacant', community: 'VC' },
  '04': { name: 'Almería', community: 'AN' },
  '05': { name: 'Ávila', community: 'CL' },
  '06': { name: 'Badajoz', community: 'EX' },
  '07': { name: 'Illes Balears', community: 'IB' },
  '08': { name: 'Barcelona', community: 'CT' },
  '09': { name: 'Burgos', community: 'CL' },
  '10': { name: 'Cáceres', community: 'EX' },
  '11': { name: 'Cádiz', community: 'AN' },
  '12': { name: 'Castellón/Castelló', community: 'VC' },
  '13': { name: 'Ciudad Real', community: 'CM' },
  '14': { name: 'Córdoba', community: 'AN' },
  '15': { name: 'A Coruña', community: 'GA' },
  '16': { name: 'Cuenca', community: 'CM' },
  '17': { name: 'Girona', community: 'CT' },
  '18': { name: 'Granada', community: 'AN' },
  '19': { name: 'Guadalajara', community: 'CM' },
  '20': { name: 'Gipuzkoa', community: 'PV' },
  '21': { name: 'Huelva', community: 'AN' },
  '22': { name: 'Huesca', community: 'AR' },
  '23': { name: 'Jaén', community: 'AN' },
  '24': { name: 'León', community: 'CL' },
  '25': { name: 'Lleida', community: 'CT' },
  '26': { name: 'La Rioja', community: 'RI' },
  '27': { name: 'Lugo', community: 'GA' },
  '28': { name: 'Madrid', community: 'MD' },
  '29': { name: 'Málaga', community: 'AN' },
  '30': { name: 'Murcia', community: 'MC' },
  '31': { name: 'Navarra', community: 'NC' },
  '32': { name: 'Ourense', community: 'GA' },
  '33': { name: 'Asturias', community: 'AS' },
  '34': { name: 'Palencia', community: 'CL' },
  '35': { name: 'Las Palmas', community: 'CN' },
  '36': { name: 'Pontevedra', community: 'GA' },
  '37': { name: 'Salamanca', community: 'CL' },
  '38': { name: 'Santa Cruz de Tenerife', community: 'CN' },
  '39': { name: 'Cantabria', community: 'CB' },
  '40': { name: 'Segovia', community: 'CL' },
  '41': { name: 'Sevilla', community: 'AN' },
  '42': { name: 'Soria', community: 'CL' },
  '43': { name: 'Tarragona', community: 'CT' },
  '44': { name: 'Teruel', community: 'AR' },
  '45': { name: 'Toledo', community: 'CM' },
  '46': { name: 'Valencia/València', community: 'VC' },
  '47': { name: 'Valladolid', community: 'CL' },
  '48': { name: 'Bizkaia', community: 'PV' },
  '49': { name: 'Zamora', community: 'CL' },
  '50': { name: 'Zaragoza', community: 'AR' },
  '51': { name: 'Ceuta', community: 'CE' },
  '52': { name: 'Melilla', community: 'ML' },
};

/** For a restaurant whose postal code names no province (or none yet): true everywhere in Spain. */
export const GENERIC_COMPLAINT_SHEET_NOTICE =
  'Hay hojas de reclamaciones a disposición de los consumidores en este establecimiento: pídelas al personal. ' +
  'También puedes dirigirte a la oficina municipal de información al consumidor (OMIC) o a los servicios de ' +
  'consumo de tu comunidad autónoma.';

/**
 * The built-in notices of the communities where the demo chain has
 * restaurants; the others get the generic one until a manager writes theirs
 * in /admin/ajustes. Each names the community's own sheets and, where the
 * community offers one, its official page (checked November 2026).
 */
export const DEFAULT_COMPLAINT_SHEET_NOTICES: Partial<Record<CommunityCode, string>> = {
  AN:
    'Este establecimiento tiene a disposición de las personas consumidoras y usuarias hojas de quejas y ' +
    'reclamaciones oficiales de la Junta de Andalucía (Decreto 82/2022): pídelas al personal. Cómo presentarlas ' +
    'y tramitarlas, también en línea: www.consumoresponde.es.',
  CT:
    'Este establecimiento dispone de hojas oficiales de queja, reclamación y denuncia de la Generalitat de ' +
    'Catalunya (Decreto 121/2013) a disposición de las personas consumidoras que las soliciten. Para consultas ' +
    'de consumo: teléfono 012 o consum.gencat.cat (Agència Catalana del Consum).',
  MD:
    'Existen hojas de reclamaciones a disposición del consumidor: pídelas al personal. También puedes presentar ' +
    'tu reclamación en línea ante la Comunidad de Madrid: ' +
    'https://sede.comunidad.madrid/denuncias-reclamaciones-recursos/reclamaciones-denuncias-consumo.',
  VC:
    'Este establecimiento tiene hojas de reclamaciones oficiales de la Generalitat a disposición de las personas ' +
    'consumidoras y usuarias que las soliciten. Las reclamaciones sobre restaurantes las tramita la ' +
    'administración turística, ante la que también puedes presentarla en línea: ' +
    'https://www.gva.es/es/inicio/procedimientos?id_proc=1915.',
};

/** The community of a Spanish postal code, or null when its first two digits name no province. */
export function communityOfPostalCode(postalCode: string): CommunityCode | null {
  const match = /^\s*(\d{2})\d{3}\s*$/.exec(postalCode);
  return match ? (PROVINCES[match[1]!]?.community ?? null) : null;
}

/**
 * The `complaint_sheets` setting: JSON {community code: text} of the notices a
 * manager wrote. "" (the default), invalid JSON, unknown codes and empty texts
 * all fall back to the built-in notices.
 */
export function parseComplaintSheets(settingsValue: string): Partial<Record<CommunityCode, string>> {
  let parsed: unknown;
  try {
    parsed = settingsValue.trim() ? JSON.parse(settingsValue) : {};
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const notices: Partial<Record<CommunityCode, string>> = {};
  for (const code of COMMUNITY_CODES) {
    const text = Object.hasOwn(parsed, code) ? (parsed as Record<string, unknown>)[code] : undefined;
    if (typeof text === 'string' && text.trim()) notices[code] = text.trim();
  }
  return notices;
}

/** The notice a community gets when no manager wrote one: its own, else the generic one. */
export function builtInComplaintSheetNotice(community: CommunityCode | null): string {
  return (community && DEFAULT_COMPLAINT_SHEET_NOTICES[community]) || GENERIC_COMPLAINT_SHEET_NOTICE;
}

/** The notice of one community: the manager's text, else the built-in one. */
export function communityComplaintSheetNotice(community: CommunityCode | null, settingsValue: string): string {
  return (community && parseComplaintSheets(settingsValue)[community]) || builtInComplaintSheetNotice(community);
}

/**
 * The complaint-sheet notice of a restaurant (the complaints page, the
 * ticket): by the community of its postal code, from the `complaint_sheets`
 * setting's value (getSetting('complaint_sheets'); "" for the built-in texts).
 */
export function complaintSheetNotice(restaurant: { postalCode: string }, settingsValue: string): string {
  return communityComplaintSheetNotice(communityOfPostalCode(restaurant.postalCode), settingsValue);
}
