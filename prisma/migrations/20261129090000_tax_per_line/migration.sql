-- IVA per line and the packaging line (issue 16, decision 028). Each product
-- has an IVA category and the single-use containers it needs; each order line
-- keeps its total split by rate, each order its base and quota per rate and
-- its packaging. Existing products get a cautious category: alcohol when
-- alcoholic; water and natural juice 10 %; other soft drinks "sweetened" (21 %
-- taken away): a manager reviews them in the back office.
ALTER TABLE "Product" ADD COLUMN "taxCategory" TEXT NOT NULL DEFAULT 'food' CHECK ("taxCategory" IN ('food', 'alcohol', 'sweetened_drink', 'drink'));
ALTER TABLE "Product" ADD COLUMN "packagingUnits" INTEGER NOT NULL DEFAULT 0 CHECK ("packagingUnits" BETWEEN 0 AND 20);
UPDATE "Product" SET "taxCategory" = 'alcohol' WHERE "isAlcoholic" = 1 AND "category" IN ('drink', 'coffee');
UPDATE "Product" SET "taxCategory" = 'drink' WHERE "isAlcoholic" = 0 AND "category" = 'coffee';
UPDATE "Product" SET "taxCategory" = CASE
    WHEN lower("name") LIKE 'agua%' OR lower("name") LIKE 'zumo%natural%' OR lower("name") LIKE 'batido%' THEN 'drink'
    ELSE 'sweetened_drink' END
  WHERE "isAlcoholic" = 0 AND "category" = 'drink';
UPDATE "Product" SET "packagingUnits" = 1 WHERE "category" <> 'extra';

ALTER TABLE "Order" ADD COLUMN "packagingUnits" INTEGER NOT NULL DEFAULT 0 CHECK ("packagingUnits" >= 0);
ALTER TABLE "Order" ADD COLUMN "packagingCents" INTEGER NOT NULL DEFAULT 0 CHECK ("packagingCents" >= 0);
ALTER TABLE "OrderLine" ADD COLUMN "taxSplit" TEXT;

CREATE TABLE "OrderTax" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "rate" INTEGER NOT NULL,
    "baseCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    CONSTRAINT "OrderTax_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OrderTax_check_1" CHECK ("rate" IN (0, 4, 5, 10, 21)),
    CONSTRAINT "OrderTax_check_2" CHECK ("baseCents" >= 0 AND "taxCents" >= 0)
);
CREATE UNIQUE INDEX "OrderTax_orderId_rate_key" ON "OrderTax"("orderId", "rate");
