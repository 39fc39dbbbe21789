-- Promotions (issue 14): a cancelled order used to leave a hole in its
-- promotion's use numbers, after which the next order with that promotion
-- clashed with a number still held. Number each promotion's uses 1..n again
-- (oldest first) and make its count n. Moved out of the way first (above
-- any real number; useNumber >= 1 is checked), so no two rows of a promotion
-- ever share a number on the way.
UPDATE "PromotionRedemption" SET "useNumber" = 1000000000 + "id";
UPDATE "PromotionRedemption" SET "useNumber" = (
    SELECT COUNT(*) FROM "PromotionRedemption" AS "earlier"
    WHERE "earlier"."promotionId" = "PromotionRedemption"."promotionId" AND "earlier"."id" <= "PromotionRedemption"."id"
);
UPDATE "Promotion" SET "usesCount" = (
    SELECT COUNT(*) FROM "PromotionRedemption" WHERE "PromotionRedemption"."promotionId" = "Promotion"."id"
);
