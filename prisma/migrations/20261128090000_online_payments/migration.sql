-- Online payment through Redsys (issue 15): the cart an order sets aside
-- while it waits for payment, each payment attempt, every notification
-- received and every refund requested. SQLite cannot
-- alter a CHECK, so Order is rebuilt for its new payment methods and states
-- (the runner migrates with foreign keys off and checks them before committing).
CREATE TABLE "new_Order" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "publicId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    "tableNumber" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'received',
    "customerName" TEXT NOT NULL,
    "customerPhone" TEXT,
    "addressSnapshot" TEXT,
    "scheduledFor" DATETIME,
    "observation" TEXT,
    "subtotalCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "shippingCents" INTEGER NOT NULL DEFAULT 0,
    "surchargeCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "paymentMethod" TEXT NOT NULL,
    "paymentStatus" TEXT NOT NULL DEFAULT 'pending',
    "paymentReference" TEXT,
    "promotionCode" TEXT,
    "heldCart" TEXT,
    "cancelReason" TEXT,
    "estimatedAt" DATETIME,
    "enteredById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_enteredById_fkey" FOREIGN KEY ("enteredById") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_check_1" CHECK ("status" IN ('received', 'pending_payment', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'collected', 'cancelled')),
    CONSTRAINT "Order_check_2" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast')),
    CONSTRAINT "Order_check_3" CHECK ("paymentMethod" IN ('cash', 'card_on_delivery', 'card', 'bizum')),
    CONSTRAINT "Order_check_4" CHECK ("paymentStatus" IN ('pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded', 'refund_failed')),
    CONSTRAINT "Order_check_5" CHECK (("tableNumber" IS NULL OR "tableNumber" >= 1)),
    CONSTRAINT "Order_check_6" CHECK ("subtotalCents" >= 0),
    CONSTRAINT "Order_check_7" CHECK ("discountCents" >= 0),
    CONSTRAINT "Order_check_8" CHECK ("shippingCents" >= 0),
    CONSTRAINT "Order_check_9" CHECK ("surchargeCents" >= 0),
    CONSTRAINT "Order_check_10" CHECK ("totalCents" >= 0),
    CONSTRAINT "Order_check_11" CHECK ("taxCents" >= 0)
);
INSERT INTO "new_Order" ("id", "publicId", "number", "userId", "restaurantId", "deliveryType", "tableNumber", "status", "customerName", "customerPhone", "addressSnapshot", "scheduledFor", "observation", "subtotalCents", "discountCents", "shippingCents", "surchargeCents", "totalCents", "taxCents", "paymentMethod", "paymentStatus", "paymentReference", "promotionCode", "cancelReason", "createdAt", "updatedAt", "estimatedAt", "enteredById") SELECT "id", "publicId", "number", "userId", "restaurantId", "deliveryType", "tableNumber", "status", "customerName", "customerPhone", "addressSnapshot", "scheduledFor", "observation", "subtotalCents", "discountCents", "shippingCents", "surchargeCents", "totalCents", "taxCents", "paymentMethod", "paymentStatus", "paymentReference", "promotionCode", "cancelReason", "createdAt", "updatedAt", "estimatedAt", "enteredById" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_publicId_key" ON "Order"("publicId");
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");
CREATE INDEX "Order_restaurantId_status_createdAt_idx" ON "Order"("restaurantId", "status", "createdAt");
CREATE INDEX "Order_restaurantId_createdAt_idx" ON "Order"("restaurantId", "createdAt");

CREATE TABLE "PaymentAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "merchantOrder" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "saveCard" BOOLEAN NOT NULL DEFAULT false,
    "paymentMethodId" INTEGER,
    "responseCode" TEXT,
    "authorisationCode" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "refundTries" INTEGER NOT NULL DEFAULT 0,
    "refundDueAt" DATETIME,
    "refundError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PaymentAttempt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PaymentAttempt_paymentMethodId_fkey" FOREIGN KEY ("paymentMethodId") REFERENCES "PaymentMethod" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "PaymentAttempt_check_1" CHECK ("method" IN ('card', 'bizum')),
    CONSTRAINT "PaymentAttempt_check_2" CHECK ("state" IN ('pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded', 'refund_failed')),
    CONSTRAINT "PaymentAttempt_check_3" CHECK ("amountCents" > 0)
);
CREATE UNIQUE INDEX "PaymentAttempt_merchantOrder_key" ON "PaymentAttempt"("merchantOrder");
CREATE INDEX "PaymentAttempt_orderId_idx" ON "PaymentAttempt"("orderId");
CREATE INDEX "PaymentAttempt_state_expiresAt_idx" ON "PaymentAttempt"("state", "expiresAt");
CREATE INDEX "PaymentAttempt_paymentMethodId_idx" ON "PaymentAttempt"("paymentMethodId");

CREATE TABLE "PaymentNotification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "attemptId" INTEGER,
    "merchantOrder" TEXT,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "responseCode" TEXT,
    "parameters" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaymentNotification_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "PaymentAttempt" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "PaymentNotification_attemptId_idx" ON "PaymentNotification"("attemptId");
CREATE INDEX "PaymentNotification_createdAt_idx" ON "PaymentNotification"("createdAt");

CREATE TABLE "PaymentRefund" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "attemptId" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "responseCode" TEXT,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaymentRefund_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "PaymentAttempt" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PaymentRefund_check_1" CHECK ("outcome" IN ('refunded', 'refused', 'error'))
);
CREATE INDEX "PaymentRefund_attemptId_idx" ON "PaymentRefund"("attemptId");
