-- Restaurant operations: the estimated time an accepted order is ready, and a
-- product taken off until a chosen time comes back by itself.
ALTER TABLE "Order" ADD COLUMN "estimatedAt" DATETIME;
ALTER TABLE "RestaurantProduct" ADD COLUMN "unavailableUntil" DATETIME;
-- A line crossed off on the kitchen display.
ALTER TABLE "OrderLine" ADD COLUMN "preparedAt" DATETIME;
