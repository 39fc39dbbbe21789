-- Cash and the card terminal are paid when the order is handed over: from now
-- on the hand-over sets payment_status to 'paid' (lib/orders/staff-orders.ts).
-- The orders handed over before kept 'pending'; they were paid too.
UPDATE "Order"
SET "paymentStatus" = 'paid'
WHERE "paymentMethod" IN ('cash', 'card_on_delivery')
  AND "paymentStatus" = 'pending'
  AND "status" IN ('delivered', 'collected');
