-- A product deleted in the back office after it was ordered stays for its
-- order lines (they reference it), archived: never sold or listed again.
ALTER TABLE "Product" ADD COLUMN "archivedAt" DATETIME;
