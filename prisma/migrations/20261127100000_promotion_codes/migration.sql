-- Promotions admin (issue 14, scope 5): batches of single-use codes.
CREATE TABLE "PromotionCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "promotionId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "orderId" INTEGER,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PromotionCode_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PromotionCode_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "PromotionCode_code_key" ON "PromotionCode"("code");
CREATE UNIQUE INDEX "PromotionCode_orderId_key" ON "PromotionCode"("orderId");
CREATE INDEX "PromotionCode_promotionId_idx" ON "PromotionCode"("promotionId");
