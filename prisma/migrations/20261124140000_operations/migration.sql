-- Restaurant operations: the estimated time an accepted order is ready, and a
-- product taken off until a chosen time comes back by itself.
ALTER TABLE "Order" ADD COLUMN "estimatedAt" DATETIME;
ALTER TABLE "RestaurantProduct" ADD COLUMN "unavailableUntil" DATETIME;
-- A line crossed off on the kitchen display.
ALTER TABLE "OrderLine" ADD COLUMN "preparedAt" DATETIME;

-- Most orders per 15-minute slot, by restaurant and delivery type.
CREATE TABLE "RestaurantSlotCapacity" (
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast')),
    "maxOrders" INTEGER NOT NULL CHECK ("maxOrders" >= 1),

    PRIMARY KEY ("restaurantId", "deliveryType"),
    CONSTRAINT "RestaurantSlotCapacity_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Staff pause delivery, or add lead time while the kitchen is busy, for a while.
ALTER TABLE "Restaurant" ADD COLUMN "deliveryPausedUntil" DATETIME;
ALTER TABLE "Restaurant" ADD COLUMN "extraLeadMinutes" INTEGER NOT NULL DEFAULT 0 CHECK ("extraLeadMinutes" >= 0 AND "extraLeadMinutes" <= 240);
ALTER TABLE "Restaurant" ADD COLUMN "extraLeadUntil" DATETIME;

-- An order staff took by phone names who took it.
ALTER TABLE "Order" ADD COLUMN "enteredById" INTEGER REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;
