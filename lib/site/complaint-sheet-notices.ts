import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { getSetting } from '@/lib/settings/store';
import {
  COMMUNITY_CODES,
  COMMUNITY_NAMES,
  communityComplaintSheetNotice,
  communityOfPostalCode,
  complaintSheetNotice,
  type CommunityCode,
} from './complaint-sheets';

// The complaint-sheet notices with the manager's texts (the `complaint_sheets`
// setting, read per call): one restaurant's for its ticket, and one per
// community where the chain has restaurants for the complaints page.

/** The notice of one restaurant, with the manager's texts. */
export async function restaurantComplaintSheetNotice(
  restaurant: { postalCode: string },
  client: DbClient = db,
): Promise<string> {
  return complaintSheetNotice(restaurant, await getSetting('complaint_sheets', client));
}

export type CommunityNotice = {
  /** null: restaurants whose postal code names no province. */
  community: CommunityCode | null;
  name: string | null;
  restaurants: string[];
  notice: string;
};

/** The active restaurants grouped by community, in the order of the chain's cities (no province last), each with its notice. */
export async function complaintSheetNoticesByCommunity(): Promise<CommunityNotice[]> {
  const [restaurants, setting] = await Promise.all([
    db.restaurant.findMany({
      where: { active: true },
      select: { commercialName: true, postalCode: true, city: { select: { name: true } } },
      orderBy: [{ city: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
    }),
    getSetting('complaint_sheets'),
  ]);
  const groups = new Map<CommunityCode | null, string[]>();
  for (const restaurant of restaurants) {
    const community = communityOfPostalCode(restaurant.postalCode);
    groups.set(community, [...(groups.get(community) ?? []), `${restaurant.city.name} · ${restaurant.commercialName}`]);
  }
  return [...groups]
    .sort(([a], [b]) => Number(a === null) - Number(b === null))
    .map(([community, names]) => ({
      community,
      name: community ? COMMUNITY_NAMES[community] : null,
      restaurants: names,
      notice: communityComplaintSheetNotice(community, setting),
    }));
}

/** The communities where the chain has active restaurants (the settings form offers a text for each). */
export async function communitiesWithRestaurants(): Promise<CommunityCode[]> {
  const restaurants = await db.restaurant.findMany({ where: { active: true }, select: { postalCode: true } });
  const found = new Set(restaurants.map((restaurant) => communityOfPostalCode(restaurant.postalCode)));
  return COMMUNITY_CODES.filter((code) => found.has(code));
}
