import 'server-only';
import type { AdminResource } from '@/lib/admin/resource-routes';
import {
  createPart,
  deletePart,
  getPart,
  listParts,
  partCreateSchema,
  partUpdateSchema,
  updatePart,
  type PartKind,
} from './parts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products';
import { productCreateSchema, productUpdateSchema } from './product-schema';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  personCreateSchema,
  personUpdateSchema,
  updatePerson,
} from '@/lib/admin/people';
import {
  cityCreateSchema,
  cityUpdateSchema,
  restaurantCreateSchema,
  restaurantUpdateSchema,
} from '@/lib/admin/places/place-schema';
import { createCity, deleteCity, getCity, listCities, updateCity } from '@/lib/admin/places/cities';
import { getRestaurant, listRestaurants } from '@/lib/admin/places/restaurants';
import { createRestaurant, deleteRestaurant, updateRestaurant } from '@/lib/admin/places/restaurant-writes';
import {
  createTag,
  deleteTag,
  getTag,
  listTags,
  tagCreateSchema,
  tagUpdateSchema,
  updateTag,
  type TagKind,
} from './tags';
import {
  createPromotion,
  deletePromotion,
  getPromotion,
  listPromotions,
  updatePromotion,
} from '@/lib/admin/promotions/promotions';
import { promotionCreateSchema, promotionUpdateSchema } from '@/lib/admin/promotions/promotion-schema';

// The resources of /api/admin (issue 14): the catalogue's under catalogue.manage, places under restaurants.manage.

const part = (kind: PartKind) =>
  ({
    permission: 'catalogue.manage',
    list: (url) => listParts(kind, url),
    get: (id) => getPart(kind, id),
    createSchema: partCreateSchema,
    create: (actor, input) => createPart(actor, kind, input),
    updateSchema: partUpdateSchema,
    update: (actor, id, input) => updatePart(actor, kind, id, input),
    remove: (actor, id, force) => deletePart(actor, kind, id, force),
  }) satisfies AdminResource<unknown, unknown, typeof partCreateSchema, typeof partUpdateSchema>;

const tag = (kind: TagKind) =>
  ({
    permission: 'catalogue.manage',
    list: (url) => listTags(kind, url),
    get: (id) => getTag(kind, id),
    createSchema: tagCreateSchema,
    create: (actor, input) => createTag(actor, kind, input.code),
    updateSchema: tagUpdateSchema,
    update: (_actor, id, input) => updateTag(kind, id, input),
    remove: (actor, id, force) => deleteTag(actor, kind, id, force),
  }) satisfies AdminResource<unknown, unknown, typeof tagCreateSchema, typeof tagUpdateSchema>;

export const products = {
  permission: 'catalogue.manage',
  list: listProducts,
  get: getProduct,
  createSchema: productCreateSchema,
  create: createProduct,
  updateSchema: productUpdateSchema,
  update: updateProduct,
  remove: deleteProduct,
} satisfies AdminResource<unknown, unknown, typeof productCreateSchema, typeof productUpdateSchema>;

export const ingredients = part('ingredient');
export const sauces = part('sauce');
export const allergens = tag('allergen');
export const preferences = tag('preference');

export const cities = {
  permission: 'restaurants.manage',
  list: listCities,
  get: getCity,
  createSchema: cityCreateSchema,
  create: createCity,
  updateSchema: cityUpdateSchema,
  update: updateCity,
  remove: (actor, id) => deleteCity(actor, id),
} satisfies AdminResource<unknown, unknown, typeof cityCreateSchema, typeof cityUpdateSchema>;

export const restaurants = {
  permission: 'restaurants.manage',
  list: listRestaurants,
  get: getRestaurant,
  createSchema: restaurantCreateSchema,
  create: createRestaurant,
  updateSchema: restaurantUpdateSchema,
  update: updateRestaurant,
  remove: deleteRestaurant,
} satisfies AdminResource<unknown, unknown, typeof restaurantCreateSchema, typeof restaurantUpdateSchema>;

export const users = {
  permission: 'users.manage',
  list: listPeople,
  get: getPerson,
  createSchema: personCreateSchema,
  create: createPerson,
  updateSchema: personUpdateSchema,
  update: updatePerson,
  remove: (actor, id) => deletePerson(actor, id),
} satisfies AdminResource<unknown, unknown, typeof personCreateSchema, typeof personUpdateSchema>;

export const promotions = {
  permission: 'promotions.manage',
  list: listPromotions,
  get: getPromotion,
  createSchema: promotionCreateSchema,
  create: createPromotion,
  updateSchema: promotionUpdateSchema,
  update: updatePromotion,
  remove: (actor, id) => deletePromotion(actor, id),
} satisfies AdminResource<unknown, unknown, typeof promotionCreateSchema, typeof promotionUpdateSchema>;
