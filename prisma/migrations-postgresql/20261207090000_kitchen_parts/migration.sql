-- A menu's courses go to their own stations on the kitchen display (decision 046):
-- the parts of a split line crossed off so far, as JSON {part: ISO time}.
-- Null for none; lines that are not split keep using "preparedAt" alone.
ALTER TABLE "OrderLine" ADD COLUMN "preparedParts" TEXT;
