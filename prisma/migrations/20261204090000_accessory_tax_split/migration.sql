-- Shipping and the minimum-order surcharge take the rates of the products they
-- go with (decision 038): each order keeps how they split, for its ticket.
-- Orders from before have none and were taxed at 10 %.
ALTER TABLE "Order" ADD COLUMN "surchargeTaxSplit" TEXT;
ALTER TABLE "Order" ADD COLUMN "shippingTaxSplit" TEXT;
