-- The stored selection of cart lines and order lines becomes the API's
-- SelectionJson (lib/pricing/selection-schema.ts): snake_case keys, a `kind`
-- from the product's category, and only the keys of that kind. Only rows in
-- the earlier shape (no `kind`) change; the values themselves are kept.

-- 1. The kind, and the camelCase keys renamed.
UPDATE "CartItem" SET "selection" = json_remove(
  json_set("selection",
    '$.kind', (SELECT CASE p."category"
                 WHEN 'daily_menu' THEN 'menu'
                 WHEN 'burger' THEN 'burger' WHEN 'menu' THEN 'menu' WHEN 'combo' THEN 'combo'
                 WHEN 'repertoire' THEN 'repertoire' WHEN 'drink' THEN 'drink' WHEN 'coffee' THEN 'coffee'
                 WHEN 'extra' THEN 'extra' ELSE 'dish' END
               FROM "Product" p WHERE p."id" = "CartItem"."productId"),
    '$.no_ingredients', coalesce("selection" -> '$.noIngredients', json('false')),
    '$.no_sauces', coalesce("selection" -> '$.noSauces', json('false')),
    '$.pending_drinks', coalesce("selection" -> '$.pendingDrinks', json('[]')),
    '$.pending_desserts', coalesce("selection" -> '$.pendingDesserts', json('[]')),
    '$.extra_options', coalesce("selection" -> '$.extraOptions', json('{}'))),
  '$.noIngredients', '$.noSauces', '$.pendingDrinks', '$.pendingDesserts', '$.extraOptions')
WHERE json_valid("selection") AND json_type("selection", '$.kind') IS NULL;

UPDATE "OrderLine" SET "selection" = json_remove(
  json_set("selection",
    '$.kind', CASE "category"
                 WHEN 'daily_menu' THEN 'menu'
                 WHEN 'burger' THEN 'burger' WHEN 'menu' THEN 'menu' WHEN 'combo' THEN 'combo'
                 WHEN 'repertoire' THEN 'repertoire' WHEN 'drink' THEN 'drink' WHEN 'coffee' THEN 'coffee'
                 WHEN 'extra' THEN 'extra' ELSE 'dish' END,
    '$.no_ingredients', coalesce("selection" -> '$.noIngredients', json('false')),
    '$.no_sauces', coalesce("selection" -> '$.noSauces', json('false')),
    '$.pending_drinks', coalesce("selection" -> '$.pendingDrinks', json('[]')),
    '$.pending_desserts', coalesce("selection" -> '$.pendingDesserts', json('[]')),
    '$.extra_options', coalesce("selection" -> '$.extraOptions', json('{}'))),
  '$.noIngredients', '$.noSauces', '$.pendingDrinks', '$.pendingDesserts', '$.extraOptions')
WHERE json_valid("selection") AND json_type("selection", '$.kind') IS NULL AND "selection" <> '{}';

-- 2. Only the keys of the kind.
UPDATE "CartItem" SET "selection" = json_remove("selection", '$.ingredients', '$.sauces', '$.no_ingredients', '$.no_sauces')
WHERE json_valid("selection") AND "selection" ->> '$.kind' IN ('drink', 'coffee');
UPDATE "CartItem" SET "selection" = json_remove("selection", '$.starter', '$.dish', '$.drink', '$.dessert', '$.coffee', '$.gift')
WHERE json_valid("selection") AND "selection" ->> '$.kind' <> 'menu';
UPDATE "CartItem" SET "selection" = json_remove("selection", '$.pending_drinks', '$.pending_desserts')
WHERE json_valid("selection") AND "selection" ->> '$.kind' <> 'repertoire';

UPDATE "OrderLine" SET "selection" = json_remove("selection", '$.ingredients', '$.sauces', '$.no_ingredients', '$.no_sauces')
WHERE json_valid("selection") AND "selection" ->> '$.kind' IN ('drink', 'coffee');
UPDATE "OrderLine" SET "selection" = json_remove("selection", '$.starter', '$.dish', '$.drink', '$.dessert', '$.coffee', '$.gift')
WHERE json_valid("selection") AND "selection" ->> '$.kind' <> 'menu';
UPDATE "OrderLine" SET "selection" = json_remove("selection", '$.pending_drinks', '$.pending_desserts')
WHERE json_valid("selection") AND "selection" ->> '$.kind' <> 'repertoire';
