-- An issued ticket or invoice keeps the restaurant as it was (a QA pass saw
-- «Establecimiento:» follow a later rename of the restaurant). Documents
-- issued before this take the restaurant as it is now, the best there is;
-- the trigger that refuses every change to an issued document is set aside
-- for this one backfill only.
ALTER TABLE "Invoice" ADD COLUMN "establishmentName" TEXT;
ALTER TABLE "Invoice" ADD COLUMN "establishmentAddress" TEXT;
ALTER TABLE "Invoice" ADD COLUMN "establishmentPostalCode" TEXT;
ALTER TABLE "Invoice" DISABLE TRIGGER "Invoice_never_updated";
UPDATE "Invoice" SET
  "establishmentName" = (SELECT r."commercialName" FROM "Order" o JOIN "Restaurant" r ON r."id" = o."restaurantId" WHERE o."id" = "Invoice"."orderId"),
  "establishmentAddress" = (SELECT r."address" FROM "Order" o JOIN "Restaurant" r ON r."id" = o."restaurantId" WHERE o."id" = "Invoice"."orderId"),
  "establishmentPostalCode" = (SELECT r."postalCode" FROM "Order" o JOIN "Restaurant" r ON r."id" = o."restaurantId" WHERE o."id" = "Invoice"."orderId");
ALTER TABLE "Invoice" ENABLE TRIGGER "Invoice_never_updated";
