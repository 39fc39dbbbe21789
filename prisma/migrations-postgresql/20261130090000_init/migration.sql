-- The whole schema as of the SQLite migrations up to 20261129110000_verifactu_submissions,
-- in PostgreSQL's words: SERIAL for autoincrement ids, TIMESTAMP(3) for DateTime,
-- DOUBLE PRECISION for Float, the same CHECK constraints, indexes and foreign keys.
-- From here on every schema change gets a migration in both folders
-- (docs/decisions/030-postgresql.md); tests/integration/schema-matches-migrations
-- checks each against prisma/schema.prisma.

CREATE TABLE "City" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE "Allergen" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE "Preference" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE "ProductPreference" (
    "productId" INTEGER NOT NULL,
    "preferenceId" INTEGER NOT NULL,
    PRIMARY KEY ("productId", "preferenceId")
);

CREATE TABLE "User" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerifiedAt" TIMESTAMP(3),
    "passwordHash" TEXT NOT NULL,
    "phone" TEXT,
    "birthDate" TIMESTAMP(3),
    "nif" TEXT,
    "receivePublicity" BOOLEAN NOT NULL DEFAULT false,
    "profilePhotoPath" TEXT,
    "role" TEXT NOT NULL DEFAULT 'customer',
    "locale" TEXT NOT NULL DEFAULT 'es',
    "twoFactorSecret" TEXT,
    "twoFactorRecoveryCodes" TEXT,
    "twoFactorConfirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "twoFactorLastStep" INTEGER,
    "blockedAt" TIMESTAMP(3)
);

CREATE TABLE "StaffRestaurant" (
    "userId" INTEGER NOT NULL,
    "restaurantId" INTEGER NOT NULL,
    PRIMARY KEY ("userId", "restaurantId")
);

CREATE TABLE "UserPreference" (
    "userId" INTEGER NOT NULL,
    "preferenceId" INTEGER NOT NULL,
    PRIMARY KEY ("userId", "preferenceId")
);

CREATE TABLE "UserSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "userAgent" TEXT,
    "ipAddress" TEXT,
    "passwordConfirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3)
);

CREATE TABLE "RefreshToken" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "familyId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "UserToken" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "Address" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "street" TEXT NOT NULL,
    "number" TEXT,
    "floor" TEXT,
    "door" TEXT,
    "postalCode" TEXT,
    "province" TEXT,
    "town" TEXT,
    "country" TEXT NOT NULL DEFAULT 'España',
    "notes" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL
);

CREATE TABLE "Child" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "birthDate" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "PaymentMethod" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "gateway" TEXT NOT NULL,
    "gatewayReference" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expMonth" INTEGER NOT NULL,
    "expYear" INTEGER NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "IdempotencyRecord" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'processing',
    "orderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "leaseExpiresAt" TIMESTAMP(3)
);

CREATE TABLE "Setting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL
);

CREATE TABLE "ContactSubmission" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "restaurantId" INTEGER,
    "userId" INTEGER,
    "subject" TEXT,
    "orderNumber" TEXT,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "handledAt" TIMESTAMP(3)
);

CREATE TABLE "Restaurant" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "commercialName" TEXT NOT NULL,
    "cityId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "timeZone" TEXT NOT NULL DEFAULT 'Europe/Madrid',
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "minimumOrderCents" INTEGER NOT NULL DEFAULT 1200,
    "minimumOrderSurchargeCents" INTEGER NOT NULL DEFAULT 150,
    "shippingCostCents" INTEGER NOT NULL DEFAULT 250,
    "closedKitchen" BOOLEAN NOT NULL DEFAULT false,
    "alcoholSaleFrom" TEXT,
    "alcoholSaleTo" TEXT,
    "maxTableNumber" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deliveryPausedUntil" TIMESTAMP(3),
    "extraLeadMinutes" INTEGER NOT NULL DEFAULT 0 CHECK ("extraLeadMinutes" >= 0 AND "extraLeadMinutes" <= 240),
    "extraLeadUntil" TIMESTAMP(3),
    CONSTRAINT "Restaurant_check_1" CHECK ("minimumOrderCents" >= 0),
    CONSTRAINT "Restaurant_check_2" CHECK ("minimumOrderSurchargeCents" >= 0),
    CONSTRAINT "Restaurant_check_3" CHECK ("shippingCostCents" >= 0)
);

CREATE TABLE "RestaurantPostalCode" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "restaurantId" INTEGER NOT NULL,
    "postalCode" TEXT NOT NULL,
    "shippingCostCents" INTEGER,
    CONSTRAINT "RestaurantPostalCode_check_1" CHECK (("shippingCostCents" IS NULL OR "shippingCostCents" >= 0))
);

CREATE TABLE "Product" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "basePriceCents" INTEGER NOT NULL,
    "imageUrl" TEXT,
    "brandLine" TEXT,
    "spiciness" INTEGER NOT NULL DEFAULT 0,
    "isAlcoholic" BOOLEAN NOT NULL DEFAULT false,
    "isChildrensMenu" BOOLEAN NOT NULL DEFAULT false,
    "onlyOneIngredient" BOOLEAN NOT NULL DEFAULT false,
    "allowsCoffeeAlcohol" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "archivedAt" TIMESTAMP(3),
    "imageColor" TEXT,
    "taxCategory" TEXT NOT NULL DEFAULT 'food' CHECK ("taxCategory" IN ('food', 'alcohol', 'sweetened_drink', 'drink')),
    "packagingUnits" INTEGER NOT NULL DEFAULT 0 CHECK ("packagingUnits" BETWEEN 0 AND 20),
    CONSTRAINT "Product_check_1" CHECK ("basePriceCents" >= 0)
);

CREATE TABLE "Ingredient" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "extraPriceCents" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "Ingredient_check_1" CHECK ("extraPriceCents" >= 0)
);

CREATE TABLE "Sauce" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "extraPriceCents" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "Sauce_check_1" CHECK ("extraPriceCents" >= 0)
);

CREATE TABLE "ProductAllergen" (
    "productId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    "level" TEXT NOT NULL DEFAULT 'contains',
    PRIMARY KEY ("productId", "allergenId")
);

CREATE TABLE "IngredientAllergen" (
    "ingredientId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    PRIMARY KEY ("ingredientId", "allergenId")
);

CREATE TABLE "SauceAllergen" (
    "sauceId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    PRIMARY KEY ("sauceId", "allergenId")
);

CREATE TABLE "UserAllergen" (
    "userId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    PRIMARY KEY ("userId", "allergenId")
);

CREATE TABLE "ProductIngredient" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "productId" INTEGER NOT NULL,
    "ingredientId" INTEGER NOT NULL,
    "defaultQuantity" INTEGER NOT NULL DEFAULT 1,
    "maxQuantity" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductIngredient_check_1" CHECK ("defaultQuantity" >= 0),
    CONSTRAINT "ProductIngredient_check_2" CHECK ("maxQuantity" >= "defaultQuantity")
);

CREATE TABLE "ProductSauce" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "productId" INTEGER NOT NULL,
    "sauceId" INTEGER NOT NULL,
    "defaultQuantity" INTEGER NOT NULL DEFAULT 0,
    "maxQuantity" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductSauce_check_1" CHECK ("defaultQuantity" >= 0),
    CONSTRAINT "ProductSauce_check_2" CHECK ("maxQuantity" >= "defaultQuantity")
);

CREATE TABLE "ProductExtraOption" (
    "productId" INTEGER NOT NULL,
    "option" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY ("productId", "option"),
    CONSTRAINT "ProductExtraOption_check_1" CHECK ("priceCents" >= 0)
);

CREATE TABLE "ProductComponent" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "parentProductId" INTEGER NOT NULL,
    "componentProductId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "maxQuantity" INTEGER NOT NULL DEFAULT 1,
    "extraPriceCents" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductComponent_check_1" CHECK ("extraPriceCents" >= 0),
    CONSTRAINT "ProductComponent_check_2" CHECK ("quantity" >= 0),
    CONSTRAINT "ProductComponent_check_3" CHECK ("maxQuantity" >= 0),
    CONSTRAINT "ProductComponent_check_4" CHECK ("kind" IN ('dish', 'starter', 'drink', 'dessert', 'coffee'))
);

CREATE TABLE "ProductDeliveryType" (
    "productId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    PRIMARY KEY ("productId", "deliveryType"),
    CONSTRAINT "ProductDeliveryType_check_1" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);

CREATE TABLE "RestaurantProduct" (
    "restaurantId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "isAvailable" BOOLEAN NOT NULL DEFAULT true,
    "priceCents" INTEGER,
    "unavailableUntil" TIMESTAMP(3),
    PRIMARY KEY ("restaurantId", "productId"),
    CONSTRAINT "RestaurantProduct_check_1" CHECK (("priceCents" IS NULL OR "priceCents" >= 0))
);

CREATE TABLE "CartItem" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    "tableNumber" INTEGER,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "selection" TEXT NOT NULL DEFAULT '{}',
    "selectionKey" TEXT NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "CartItem_check_1" CHECK ("quantity" BETWEEN 1 AND 99),
    CONSTRAINT "CartItem_check_2" CHECK ("unitPriceCents" >= 0),
    CONSTRAINT "CartItem_check_3" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);

CREATE TABLE "OrderLine" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productName" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "selection" TEXT NOT NULL DEFAULT '{}',
    "preparedAt" TIMESTAMP(3),
    "details" TEXT,
    "taxSplit" TEXT,
    CONSTRAINT "OrderLine_check_1" CHECK ("quantity" BETWEEN 1 AND 99),
    CONSTRAINT "OrderLine_check_2" CHECK ("unitPriceCents" >= 0),
    CONSTRAINT "OrderLine_check_3" CHECK ("totalCents" >= 0)
);

CREATE TABLE "OrderDiscount" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "promotionId" INTEGER,
    "orderLineId" INTEGER,
    CONSTRAINT "OrderDiscount_check_1" CHECK ("kind" IN ('promotion', 'loyalty')),
    CONSTRAINT "OrderDiscount_check_2" CHECK ("amountCents" >= 0)
);

CREATE TABLE "OrderStatusChange" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "changedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrderStatusChange_check_1" CHECK ("status" IN ('received', 'pending_payment', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'collected', 'cancelled'))
);

CREATE TABLE "PromotionRedemption" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "promotionId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "useNumber" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PromotionRedemption_check_1" CHECK ("useNumber" >= 1)
);

CREATE TABLE "Promotion" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "code" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isAutomatic" BOOLEAN NOT NULL DEFAULT false,
    "kind" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    "minSubtotalCents" INTEGER NOT NULL DEFAULT 0,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "maxUses" INTEGER,
    "maxUsesPerUser" INTEGER,
    "usesCount" INTEGER NOT NULL DEFAULT 0,
    "firstOrderOnly" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Promotion_check_1" CHECK ("kind" IN ('percentage', 'fixed')),
    CONSTRAINT "Promotion_check_2" CHECK ("value" >= 0),
    CONSTRAINT "Promotion_check_3" CHECK ("minSubtotalCents" >= 0),
    CONSTRAINT "Promotion_check_4" CHECK ("usesCount" >= 0)
);

CREATE TABLE "PromotionDeliveryType" (
    "promotionId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    PRIMARY KEY ("promotionId", "deliveryType"),
    CONSTRAINT "PromotionDeliveryType_check_1" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);

CREATE TABLE "RestaurantHours" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "opensAt" TEXT NOT NULL,
    "closesAt" TEXT NOT NULL,
    CONSTRAINT "RestaurantHours_check_1" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);

CREATE TABLE "LoyaltyLedgerEntry" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "points" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LoyaltyLedgerEntry_check_1" CHECK ("reason" IN ('earned', 'redeemed', 'reversed', 'refunded', 'adjustment'))
);

CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3)
);

CREATE TABLE "RestaurantSlotCapacity" (
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast')),
    "maxOrders" INTEGER NOT NULL CHECK ("maxOrders" >= 1),
    PRIMARY KEY ("restaurantId", "deliveryType")
);

CREATE TABLE "RestaurantIngredientOff" (
    "restaurantId" INTEGER NOT NULL,
    "ingredientId" INTEGER NOT NULL,
    "until" TIMESTAMP(3),
    PRIMARY KEY ("restaurantId", "ingredientId")
);

CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "action" TEXT NOT NULL CHECK ("action" IN ('create', 'update', 'delete')),
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "CartNotice" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "PromotionCode" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "promotionId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "orderId" INTEGER,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "Order" (
    "id" SERIAL NOT NULL PRIMARY KEY,
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
    "scheduledFor" TIMESTAMP(3),
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
    "estimatedAt" TIMESTAMP(3),
    "enteredById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "packagingUnits" INTEGER NOT NULL DEFAULT 0 CHECK ("packagingUnits" >= 0),
    "packagingCents" INTEGER NOT NULL DEFAULT 0 CHECK ("packagingCents" >= 0),
    "packagingTaxRate" INTEGER NOT NULL DEFAULT 10,
    "invoiceNif" TEXT,
    "invoiceName" TEXT,
    "invoiceAddress" TEXT,
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

CREATE TABLE "PaymentAttempt" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "merchantOrder" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "saveCard" BOOLEAN NOT NULL DEFAULT false,
    "paymentMethodId" INTEGER,
    "responseCode" TEXT,
    "authorisationCode" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "refundTries" INTEGER NOT NULL DEFAULT 0,
    "refundDueAt" TIMESTAMP(3),
    "refundError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "PaymentAttempt_check_1" CHECK ("method" IN ('card', 'bizum')),
    CONSTRAINT "PaymentAttempt_check_2" CHECK ("state" IN ('pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded', 'refund_failed')),
    CONSTRAINT "PaymentAttempt_check_3" CHECK ("amountCents" > 0)
);

CREATE TABLE "PaymentNotification" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "attemptId" INTEGER,
    "merchantOrder" TEXT,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "responseCode" TEXT,
    "parameters" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "PaymentRefund" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "attemptId" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "responseCode" TEXT,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaymentRefund_check_1" CHECK ("outcome" IN ('refunded', 'refused', 'error'))
);

CREATE TABLE "OrderTax" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "rate" INTEGER NOT NULL,
    "baseCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    CONSTRAINT "OrderTax_check_1" CHECK ("rate" IN (0, 4, 5, 10, 21)),
    CONSTRAINT "OrderTax_check_2" CHECK ("baseCents" >= 0 AND "taxCents" >= 0)
);

CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "fullNumber" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "issueDate" TEXT NOT NULL,
    "issuerName" TEXT NOT NULL,
    "issuerNif" TEXT NOT NULL,
    "issuerAddress" TEXT NOT NULL,
    "recipientNif" TEXT,
    "recipientName" TEXT,
    "recipientAddress" TEXT,
    "lines" TEXT NOT NULL,
    "taxes" TEXT NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "correctsId" INTEGER,
    CONSTRAINT "Invoice_check_1" CHECK ("type" IN ('F1', 'F2', 'F3', 'R5')),
    CONSTRAINT "Invoice_check_2" CHECK ("number" >= 1)
);

CREATE TABLE "InvoiceCounter" (
    "series" TEXT NOT NULL PRIMARY KEY,
    "lastNumber" INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE "BillingRecord" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "invoiceId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "issuerNif" TEXT NOT NULL,
    "invoiceNumber" TEXT NOT NULL,
    "invoiceDate" TEXT NOT NULL,
    "invoiceType" TEXT,
    "totalTax" TEXT,
    "totalAmount" TEXT,
    "previousHash" TEXT NOT NULL DEFAULT '',
    "hash" TEXT NOT NULL,
    "generatedAt" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BillingRecord_check_1" CHECK ("kind" IN ('alta', 'anulacion'))
);

CREATE TABLE "BillingChainHead" (
    "issuerNif" TEXT NOT NULL PRIMARY KEY,
    "lastRecordId" INTEGER NOT NULL,
    "lastHash" TEXT NOT NULL
);

CREATE TABLE "MailOutbox" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL CHECK ("kind" IN ('message', 'order_confirmation', 'ticket')),
    "payload" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0 CHECK ("attempts" >= 0),
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "BillingSubmission" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "recordId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "nextBatchAt" TIMESTAMP(3),
    "csv" TEXT,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "BillingSubmission_check_1" CHECK ("status" IN ('pending', 'sent', 'accepted', 'accepted_with_errors', 'rejected')),
    CONSTRAINT "BillingSubmission_check_2" CHECK ("attempts" >= 0)
);



CREATE UNIQUE INDEX "City_slug_key" ON "City"("slug");

CREATE UNIQUE INDEX "Allergen_code_key" ON "Allergen"("code");

CREATE UNIQUE INDEX "Preference_code_key" ON "Preference"("code");

CREATE INDEX "ProductPreference_preferenceId_idx" ON "ProductPreference"("preferenceId");

CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

CREATE INDEX "StaffRestaurant_restaurantId_idx" ON "StaffRestaurant"("restaurantId");

CREATE INDEX "UserSession_userId_idx" ON "UserSession"("userId");

CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

CREATE INDEX "RefreshToken_userId_idx" ON "RefreshToken"("userId");

CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

CREATE UNIQUE INDEX "UserToken_tokenHash_key" ON "UserToken"("tokenHash");

CREATE INDEX "UserToken_userId_purpose_idx" ON "UserToken"("userId", "purpose");

CREATE INDEX "Address_userId_idx" ON "Address"("userId");

CREATE INDEX "Child_userId_idx" ON "Child"("userId");

CREATE INDEX "PaymentMethod_userId_idx" ON "PaymentMethod"("userId");

CREATE UNIQUE INDEX "PaymentMethod_gateway_gatewayReference_key" ON "PaymentMethod"("gateway", "gatewayReference");

CREATE INDEX "IdempotencyRecord_expiresAt_idx" ON "IdempotencyRecord"("expiresAt");

CREATE UNIQUE INDEX "IdempotencyRecord_userId_key_key" ON "IdempotencyRecord"("userId", "key");

CREATE INDEX "ContactSubmission_kind_createdAt_idx" ON "ContactSubmission"("kind", "createdAt");

CREATE UNIQUE INDEX "Restaurant_slug_key" ON "Restaurant"("slug");

CREATE INDEX "Restaurant_cityId_idx" ON "Restaurant"("cityId");

CREATE INDEX "RestaurantPostalCode_postalCode_idx" ON "RestaurantPostalCode"("postalCode");

CREATE UNIQUE INDEX "RestaurantPostalCode_restaurantId_postalCode_key" ON "RestaurantPostalCode"("restaurantId", "postalCode");

CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");

CREATE INDEX "Product_category_active_idx" ON "Product"("category", "active");

CREATE UNIQUE INDEX "Ingredient_slug_key" ON "Ingredient"("slug");

CREATE UNIQUE INDEX "Sauce_slug_key" ON "Sauce"("slug");

CREATE INDEX "ProductAllergen_allergenId_idx" ON "ProductAllergen"("allergenId");

CREATE INDEX "IngredientAllergen_allergenId_idx" ON "IngredientAllergen"("allergenId");

CREATE INDEX "SauceAllergen_allergenId_idx" ON "SauceAllergen"("allergenId");

CREATE INDEX "ProductIngredient_ingredientId_idx" ON "ProductIngredient"("ingredientId");

CREATE UNIQUE INDEX "ProductIngredient_productId_ingredientId_key" ON "ProductIngredient"("productId", "ingredientId");

CREATE INDEX "ProductSauce_sauceId_idx" ON "ProductSauce"("sauceId");

CREATE UNIQUE INDEX "ProductSauce_productId_sauceId_key" ON "ProductSauce"("productId", "sauceId");

CREATE INDEX "ProductComponent_componentProductId_idx" ON "ProductComponent"("componentProductId");

CREATE UNIQUE INDEX "ProductComponent_parentProductId_componentProductId_kind_key" ON "ProductComponent"("parentProductId", "componentProductId", "kind");

CREATE INDEX "RestaurantProduct_productId_idx" ON "RestaurantProduct"("productId");

CREATE INDEX "CartItem_restaurantId_idx" ON "CartItem"("restaurantId");

CREATE INDEX "CartItem_productId_idx" ON "CartItem"("productId");

CREATE UNIQUE INDEX "CartItem_userId_productId_selectionKey_key" ON "CartItem"("userId", "productId", "selectionKey");

CREATE INDEX "OrderLine_orderId_idx" ON "OrderLine"("orderId");

CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");

CREATE INDEX "OrderDiscount_orderId_idx" ON "OrderDiscount"("orderId");

CREATE INDEX "OrderDiscount_promotionId_idx" ON "OrderDiscount"("promotionId");

CREATE INDEX "OrderStatusChange_orderId_createdAt_idx" ON "OrderStatusChange"("orderId", "createdAt");

CREATE UNIQUE INDEX "PromotionRedemption_orderId_key" ON "PromotionRedemption"("orderId");

CREATE INDEX "PromotionRedemption_userId_idx" ON "PromotionRedemption"("userId");

CREATE UNIQUE INDEX "PromotionRedemption_promotionId_useNumber_key" ON "PromotionRedemption"("promotionId", "useNumber");

CREATE UNIQUE INDEX "Promotion_code_key" ON "Promotion"("code");

CREATE UNIQUE INDEX "RestaurantHours_restaurantId_deliveryType_weekday_opensAt_key" ON "RestaurantHours"("restaurantId", "deliveryType", "weekday", "opensAt");

CREATE INDEX "LoyaltyLedgerEntry_userId_createdAt_idx" ON "LoyaltyLedgerEntry"("userId", "createdAt");

CREATE UNIQUE INDEX "LoyaltyLedgerEntry_orderId_reason_key" ON "LoyaltyLedgerEntry"("orderId", "reason");

CREATE INDEX "RateLimit_expire_idx" ON "RateLimit"("expire");

CREATE INDEX "RestaurantIngredientOff_ingredientId_idx" ON "RestaurantIngredientOff"("ingredientId");

CREATE INDEX "AuditEntry_entity_entityId_idx" ON "AuditEntry"("entity", "entityId");

CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

CREATE INDEX "CartNotice_userId_idx" ON "CartNotice"("userId");

CREATE UNIQUE INDEX "PromotionCode_code_key" ON "PromotionCode"("code");

CREATE UNIQUE INDEX "PromotionCode_orderId_key" ON "PromotionCode"("orderId");

CREATE INDEX "PromotionCode_promotionId_idx" ON "PromotionCode"("promotionId");

CREATE UNIQUE INDEX "Order_publicId_key" ON "Order"("publicId");

CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");

CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");

CREATE INDEX "Order_restaurantId_status_createdAt_idx" ON "Order"("restaurantId", "status", "createdAt");

CREATE INDEX "Order_restaurantId_createdAt_idx" ON "Order"("restaurantId", "createdAt");

CREATE UNIQUE INDEX "PaymentAttempt_merchantOrder_key" ON "PaymentAttempt"("merchantOrder");

CREATE INDEX "PaymentAttempt_orderId_idx" ON "PaymentAttempt"("orderId");

CREATE INDEX "PaymentAttempt_state_expiresAt_idx" ON "PaymentAttempt"("state", "expiresAt");

CREATE INDEX "PaymentAttempt_paymentMethodId_idx" ON "PaymentAttempt"("paymentMethodId");

CREATE INDEX "PaymentNotification_attemptId_idx" ON "PaymentNotification"("attemptId");

CREATE INDEX "PaymentNotification_createdAt_idx" ON "PaymentNotification"("createdAt");

CREATE INDEX "PaymentRefund_attemptId_idx" ON "PaymentRefund"("attemptId");

CREATE UNIQUE INDEX "OrderTax_orderId_rate_key" ON "OrderTax"("orderId", "rate");

CREATE UNIQUE INDEX "Invoice_fullNumber_key" ON "Invoice"("fullNumber");

CREATE UNIQUE INDEX "Invoice_series_number_key" ON "Invoice"("series", "number");

CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");

CREATE UNIQUE INDEX "BillingRecord_hash_key" ON "BillingRecord"("hash");

CREATE INDEX "BillingRecord_issuerNif_id_idx" ON "BillingRecord"("issuerNif", "id");

CREATE INDEX "MailOutbox_sentAt_nextAttemptAt_idx" ON "MailOutbox"("sentAt", "nextAttemptAt");

CREATE UNIQUE INDEX "BillingSubmission_recordId_key" ON "BillingSubmission"("recordId");

CREATE INDEX "BillingSubmission_status_nextAttemptAt_idx" ON "BillingSubmission"("status", "nextAttemptAt");



ALTER TABLE "ProductPreference" ADD CONSTRAINT "ProductPreference_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductPreference" ADD CONSTRAINT "ProductPreference_preferenceId_fkey" FOREIGN KEY ("preferenceId") REFERENCES "Preference" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "StaffRestaurant" ADD CONSTRAINT "StaffRestaurant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "StaffRestaurant" ADD CONSTRAINT "StaffRestaurant_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "UserPreference" ADD CONSTRAINT "UserPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "UserPreference" ADD CONSTRAINT "UserPreference_preferenceId_fkey" FOREIGN KEY ("preferenceId") REFERENCES "Preference" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "UserSession" ADD CONSTRAINT "UserSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Address" ADD CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Child" ADD CONSTRAINT "Child_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PaymentMethod" ADD CONSTRAINT "PaymentMethod_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "IdempotencyRecord" ADD CONSTRAINT "IdempotencyRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "IdempotencyRecord" ADD CONSTRAINT "IdempotencyRecord_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "ContactSubmission" ADD CONSTRAINT "ContactSubmission_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "ContactSubmission" ADD CONSTRAINT "ContactSubmission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Restaurant" ADD CONSTRAINT "Restaurant_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "RestaurantPostalCode" ADD CONSTRAINT "RestaurantPostalCode_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductAllergen" ADD CONSTRAINT "ProductAllergen_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductAllergen" ADD CONSTRAINT "ProductAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "IngredientAllergen" ADD CONSTRAINT "IngredientAllergen_ingredientId_fkey" FOREIGN KEY ("ingredientId") REFERENCES "Ingredient" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "IngredientAllergen" ADD CONSTRAINT "IngredientAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "SauceAllergen" ADD CONSTRAINT "SauceAllergen_sauceId_fkey" FOREIGN KEY ("sauceId") REFERENCES "Sauce" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "SauceAllergen" ADD CONSTRAINT "SauceAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "UserAllergen" ADD CONSTRAINT "UserAllergen_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "UserAllergen" ADD CONSTRAINT "UserAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "ProductIngredient" ADD CONSTRAINT "ProductIngredient_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductIngredient" ADD CONSTRAINT "ProductIngredient_ingredientId_fkey" FOREIGN KEY ("ingredientId") REFERENCES "Ingredient" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductSauce" ADD CONSTRAINT "ProductSauce_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductSauce" ADD CONSTRAINT "ProductSauce_sauceId_fkey" FOREIGN KEY ("sauceId") REFERENCES "Sauce" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductExtraOption" ADD CONSTRAINT "ProductExtraOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductComponent" ADD CONSTRAINT "ProductComponent_parentProductId_fkey" FOREIGN KEY ("parentProductId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductComponent" ADD CONSTRAINT "ProductComponent_componentProductId_fkey" FOREIGN KEY ("componentProductId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ProductDeliveryType" ADD CONSTRAINT "ProductDeliveryType_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RestaurantProduct" ADD CONSTRAINT "RestaurantProduct_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RestaurantProduct" ADD CONSTRAINT "RestaurantProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "OrderDiscount" ADD CONSTRAINT "OrderDiscount_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "OrderDiscount" ADD CONSTRAINT "OrderDiscount_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "OrderDiscount" ADD CONSTRAINT "OrderDiscount_orderLineId_fkey" FOREIGN KEY ("orderLineId") REFERENCES "OrderLine" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "PromotionRedemption" ADD CONSTRAINT "PromotionRedemption_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PromotionRedemption" ADD CONSTRAINT "PromotionRedemption_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PromotionRedemption" ADD CONSTRAINT "PromotionRedemption_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PromotionDeliveryType" ADD CONSTRAINT "PromotionDeliveryType_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RestaurantHours" ADD CONSTRAINT "RestaurantHours_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "LoyaltyLedgerEntry" ADD CONSTRAINT "LoyaltyLedgerEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "LoyaltyLedgerEntry" ADD CONSTRAINT "LoyaltyLedgerEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "RestaurantSlotCapacity" ADD CONSTRAINT "RestaurantSlotCapacity_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RestaurantIngredientOff" ADD CONSTRAINT "RestaurantIngredientOff_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RestaurantIngredientOff" ADD CONSTRAINT "RestaurantIngredientOff_ingredientId_fkey" FOREIGN KEY ("ingredientId") REFERENCES "Ingredient" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "CartNotice" ADD CONSTRAINT "CartNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Order" ADD CONSTRAINT "Order_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Order" ADD CONSTRAINT "Order_enteredById_fkey" FOREIGN KEY ("enteredById") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PaymentAttempt" ADD CONSTRAINT "PaymentAttempt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PaymentAttempt" ADD CONSTRAINT "PaymentAttempt_paymentMethodId_fkey" FOREIGN KEY ("paymentMethodId") REFERENCES "PaymentMethod" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "PaymentNotification" ADD CONSTRAINT "PaymentNotification_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "PaymentAttempt" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PaymentRefund" ADD CONSTRAINT "PaymentRefund_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES "PaymentAttempt" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "OrderTax" ADD CONSTRAINT "OrderTax_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_correctsId_fkey" FOREIGN KEY ("correctsId") REFERENCES "Invoice" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "BillingRecord" ADD CONSTRAINT "BillingRecord_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "BillingSubmission" ADD CONSTRAINT "BillingSubmission_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "BillingRecord" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Issued tickets and billing records are never changed (decision 029): the database refuses.
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '%', TG_ARGV[0];
END;
$$;

CREATE TRIGGER "Invoice_never_updated" BEFORE UPDATE ON "Invoice"
FOR EACH ROW EXECUTE FUNCTION "refuse_change"('An issued invoice is never changed: issue a correction (R5).');

CREATE TRIGGER "Invoice_never_deleted" BEFORE DELETE ON "Invoice"
FOR EACH ROW EXECUTE FUNCTION "refuse_change"('An issued invoice is never deleted: issue a correction (R5).');

CREATE TRIGGER "BillingRecord_never_updated" BEFORE UPDATE ON "BillingRecord"
FOR EACH ROW EXECUTE FUNCTION "refuse_change"('A billing record is never changed.');

CREATE TRIGGER "BillingRecord_never_deleted" BEFORE DELETE ON "BillingRecord"
FOR EACH ROW EXECUTE FUNCTION "refuse_change"('A billing record is never deleted.');
