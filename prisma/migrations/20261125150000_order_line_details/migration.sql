-- The words the customer read for each line (issue 13): "Sin lechuga · Salsa: kétchup",
-- kept with the order so that renaming an ingredient later never changes what was ordered.
-- A JSON array of strings; null for lines ordered before it was kept (described on reading).
ALTER TABLE "OrderLine" ADD COLUMN "details" TEXT;
