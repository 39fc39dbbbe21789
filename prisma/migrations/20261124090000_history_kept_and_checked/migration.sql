-- History is kept and money, quantities and states are checked by the database
-- itself (docs/decisions/007-history-and-integrity.md). SQLite cannot alter a
-- constraint, so each table is rebuilt: the runner applies this migration with
-- foreign keys off and runs PRAGMA foreign_key_check before committing.

-- Restaurant
CREATE TABLE "new_Restaurant" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "commercialName" TEXT NOT NULL,
    "cityId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "timeZone" TEXT NOT NULL DEFAULT 'Europe/Madrid',
    "latitude" REAL,
    "longitude" REAL,
    "minimumOrderCents" INTEGER NOT NULL DEFAULT 1200,
    "minimumOrderSurchargeCents" INTEGER NOT NULL DEFAULT 150,
    "shippingCostCents" INTEGER NOT NULL DEFAULT 250,
    "closedKitchen" BOOLEAN NOT NULL DEFAULT false,
    "alcoholSaleFrom" TEXT,
    "alcoholSaleTo" TEXT,
    "maxTableNumber" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Restaurant_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Restaurant_check_1" CHECK ("minimumOrderCents" >= 0),
    CONSTRAINT "Restaurant_check_2" CHECK ("minimumOrderSurchargeCents" >= 0),
    CONSTRAINT "Restaurant_check_3" CHECK ("shippingCostCents" >= 0)
);
INSERT INTO "new_Restaurant" ("id", "slug", "name", "commercialName", "cityId", "address", "postalCode", "phone", "email", "timeZone", "latitude", "longitude", "minimumOrderCents", "minimumOrderSurchargeCents", "shippingCostCents", "closedKitchen", "alcoholSaleFrom", "alcoholSaleTo", "maxTableNumber", "active", "sortOrder", "createdAt", "updatedAt") SELECT "id", "slug", "name", "commercialName", "cityId", "address", "postalCode", "phone", "email", "timeZone", "latitude", "longitude", "minimumOrderCents", "minimumOrderSurchargeCents", "shippingCostCents", "closedKitchen", "alcoholSaleFrom", "alcoholSaleTo", "maxTableNumber", "active", "sortOrder", "createdAt", "updatedAt" FROM "Restaurant";
DROP TABLE "Restaurant";
ALTER TABLE "new_Restaurant" RENAME TO "Restaurant";
CREATE UNIQUE INDEX "Restaurant_slug_key" ON "Restaurant"("slug");
CREATE INDEX "Restaurant_cityId_idx" ON "Restaurant"("cityId");

-- RestaurantPostalCode
CREATE TABLE "new_RestaurantPostalCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "restaurantId" INTEGER NOT NULL,
    "postalCode" TEXT NOT NULL,
    "shippingCostCents" INTEGER,
    CONSTRAINT "RestaurantPostalCode_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestaurantPostalCode_check_1" CHECK (("shippingCostCents" IS NULL OR "shippingCostCents" >= 0))
);
INSERT INTO "new_RestaurantPostalCode" ("id", "restaurantId", "postalCode", "shippingCostCents") SELECT "id", "restaurantId", "postalCode", "shippingCostCents" FROM "RestaurantPostalCode";
DROP TABLE "RestaurantPostalCode";
ALTER TABLE "new_RestaurantPostalCode" RENAME TO "RestaurantPostalCode";
CREATE INDEX "RestaurantPostalCode_postalCode_idx" ON "RestaurantPostalCode"("postalCode");
CREATE UNIQUE INDEX "RestaurantPostalCode_restaurantId_postalCode_key" ON "RestaurantPostalCode"("restaurantId", "postalCode");

-- Product
CREATE TABLE "new_Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_check_1" CHECK ("basePriceCents" >= 0)
);
INSERT INTO "new_Product" ("id", "slug", "name", "description", "category", "basePriceCents", "imageUrl", "brandLine", "spiciness", "isAlcoholic", "isChildrensMenu", "onlyOneIngredient", "allowsCoffeeAlcohol", "active", "sortOrder", "createdAt", "updatedAt") SELECT "id", "slug", "name", "description", "category", "basePriceCents", "imageUrl", "brandLine", "spiciness", "isAlcoholic", "isChildrensMenu", "onlyOneIngredient", "allowsCoffeeAlcohol", "active", "sortOrder", "createdAt", "updatedAt" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
CREATE INDEX "Product_category_active_idx" ON "Product"("category", "active");

-- Ingredient
CREATE TABLE "new_Ingredient" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "extraPriceCents" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "Ingredient_check_1" CHECK ("extraPriceCents" >= 0)
);
INSERT INTO "new_Ingredient" ("id", "slug", "name", "extraPriceCents", "active") SELECT "id", "slug", "name", "extraPriceCents", "active" FROM "Ingredient";
DROP TABLE "Ingredient";
ALTER TABLE "new_Ingredient" RENAME TO "Ingredient";
CREATE UNIQUE INDEX "Ingredient_slug_key" ON "Ingredient"("slug");

-- Sauce
CREATE TABLE "new_Sauce" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "extraPriceCents" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "Sauce_check_1" CHECK ("extraPriceCents" >= 0)
);
INSERT INTO "new_Sauce" ("id", "slug", "name", "extraPriceCents", "active") SELECT "id", "slug", "name", "extraPriceCents", "active" FROM "Sauce";
DROP TABLE "Sauce";
ALTER TABLE "new_Sauce" RENAME TO "Sauce";
CREATE UNIQUE INDEX "Sauce_slug_key" ON "Sauce"("slug");

-- ProductAllergen
CREATE TABLE "new_ProductAllergen" (
    "productId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    "level" TEXT NOT NULL DEFAULT 'contains',
    PRIMARY KEY ("productId", "allergenId"),
    CONSTRAINT "ProductAllergen_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_ProductAllergen" ("productId", "allergenId", "level") SELECT "productId", "allergenId", "level" FROM "ProductAllergen";
DROP TABLE "ProductAllergen";
ALTER TABLE "new_ProductAllergen" RENAME TO "ProductAllergen";
CREATE INDEX "ProductAllergen_allergenId_idx" ON "ProductAllergen"("allergenId");

-- IngredientAllergen
CREATE TABLE "new_IngredientAllergen" (
    "ingredientId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    PRIMARY KEY ("ingredientId", "allergenId"),
    CONSTRAINT "IngredientAllergen_ingredientId_fkey" FOREIGN KEY ("ingredientId") REFERENCES "Ingredient" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "IngredientAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_IngredientAllergen" ("ingredientId", "allergenId") SELECT "ingredientId", "allergenId" FROM "IngredientAllergen";
DROP TABLE "IngredientAllergen";
ALTER TABLE "new_IngredientAllergen" RENAME TO "IngredientAllergen";
CREATE INDEX "IngredientAllergen_allergenId_idx" ON "IngredientAllergen"("allergenId");

-- SauceAllergen
CREATE TABLE "new_SauceAllergen" (
    "sauceId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    PRIMARY KEY ("sauceId", "allergenId"),
    CONSTRAINT "SauceAllergen_sauceId_fkey" FOREIGN KEY ("sauceId") REFERENCES "Sauce" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SauceAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_SauceAllergen" ("sauceId", "allergenId") SELECT "sauceId", "allergenId" FROM "SauceAllergen";
DROP TABLE "SauceAllergen";
ALTER TABLE "new_SauceAllergen" RENAME TO "SauceAllergen";
CREATE INDEX "SauceAllergen_allergenId_idx" ON "SauceAllergen"("allergenId");

-- UserAllergen
CREATE TABLE "new_UserAllergen" (
    "userId" INTEGER NOT NULL,
    "allergenId" INTEGER NOT NULL,
    PRIMARY KEY ("userId", "allergenId"),
    CONSTRAINT "UserAllergen_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserAllergen_allergenId_fkey" FOREIGN KEY ("allergenId") REFERENCES "Allergen" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_UserAllergen" ("userId", "allergenId") SELECT "userId", "allergenId" FROM "UserAllergen";
DROP TABLE "UserAllergen";
ALTER TABLE "new_UserAllergen" RENAME TO "UserAllergen";

-- ProductIngredient
CREATE TABLE "new_ProductIngredient" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "ingredientId" INTEGER NOT NULL,
    "defaultQuantity" INTEGER NOT NULL DEFAULT 1,
    "maxQuantity" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductIngredient_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductIngredient_ingredientId_fkey" FOREIGN KEY ("ingredientId") REFERENCES "Ingredient" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductIngredient_check_1" CHECK ("defaultQuantity" >= 0),
    CONSTRAINT "ProductIngredient_check_2" CHECK ("maxQuantity" >= "defaultQuantity")
);
INSERT INTO "new_ProductIngredient" ("id", "productId", "ingredientId", "defaultQuantity", "maxQuantity", "sortOrder") SELECT "id", "productId", "ingredientId", "defaultQuantity", "maxQuantity", "sortOrder" FROM "ProductIngredient";
DROP TABLE "ProductIngredient";
ALTER TABLE "new_ProductIngredient" RENAME TO "ProductIngredient";
CREATE INDEX "ProductIngredient_ingredientId_idx" ON "ProductIngredient"("ingredientId");
CREATE UNIQUE INDEX "ProductIngredient_productId_ingredientId_key" ON "ProductIngredient"("productId", "ingredientId");

-- ProductSauce
CREATE TABLE "new_ProductSauce" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "sauceId" INTEGER NOT NULL,
    "defaultQuantity" INTEGER NOT NULL DEFAULT 0,
    "maxQuantity" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductSauce_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductSauce_sauceId_fkey" FOREIGN KEY ("sauceId") REFERENCES "Sauce" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductSauce_check_1" CHECK ("defaultQuantity" >= 0),
    CONSTRAINT "ProductSauce_check_2" CHECK ("maxQuantity" >= "defaultQuantity")
);
INSERT INTO "new_ProductSauce" ("id", "productId", "sauceId", "defaultQuantity", "maxQuantity", "sortOrder") SELECT "id", "productId", "sauceId", "defaultQuantity", "maxQuantity", "sortOrder" FROM "ProductSauce";
DROP TABLE "ProductSauce";
ALTER TABLE "new_ProductSauce" RENAME TO "ProductSauce";
CREATE INDEX "ProductSauce_sauceId_idx" ON "ProductSauce"("sauceId");
CREATE UNIQUE INDEX "ProductSauce_productId_sauceId_key" ON "ProductSauce"("productId", "sauceId");

-- ProductExtraOption
CREATE TABLE "new_ProductExtraOption" (
    "productId" INTEGER NOT NULL,
    "option" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY ("productId", "option"),
    CONSTRAINT "ProductExtraOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductExtraOption_check_1" CHECK ("priceCents" >= 0)
);
INSERT INTO "new_ProductExtraOption" ("productId", "option", "priceCents") SELECT "productId", "option", "priceCents" FROM "ProductExtraOption";
DROP TABLE "ProductExtraOption";
ALTER TABLE "new_ProductExtraOption" RENAME TO "ProductExtraOption";

-- ProductComponent
CREATE TABLE "new_ProductComponent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "parentProductId" INTEGER NOT NULL,
    "componentProductId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "maxQuantity" INTEGER NOT NULL DEFAULT 1,
    "extraPriceCents" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductComponent_parentProductId_fkey" FOREIGN KEY ("parentProductId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductComponent_componentProductId_fkey" FOREIGN KEY ("componentProductId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductComponent_check_1" CHECK ("extraPriceCents" >= 0),
    CONSTRAINT "ProductComponent_check_2" CHECK ("quantity" >= 0),
    CONSTRAINT "ProductComponent_check_3" CHECK ("maxQuantity" >= 0),
    CONSTRAINT "ProductComponent_check_4" CHECK ("kind" IN ('dish', 'starter', 'drink', 'dessert', 'coffee'))
);
INSERT INTO "new_ProductComponent" ("id", "parentProductId", "componentProductId", "kind", "quantity", "maxQuantity", "extraPriceCents", "isDefault", "sortOrder") SELECT "id", "parentProductId", "componentProductId", "kind", "quantity", "maxQuantity", "extraPriceCents", "isDefault", "sortOrder" FROM "ProductComponent";
DROP TABLE "ProductComponent";
ALTER TABLE "new_ProductComponent" RENAME TO "ProductComponent";
CREATE INDEX "ProductComponent_componentProductId_idx" ON "ProductComponent"("componentProductId");
CREATE UNIQUE INDEX "ProductComponent_parentProductId_componentProductId_kind_key" ON "ProductComponent"("parentProductId", "componentProductId", "kind");

-- ProductDeliveryType
CREATE TABLE "new_ProductDeliveryType" (
    "productId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    PRIMARY KEY ("productId", "deliveryType"),
    CONSTRAINT "ProductDeliveryType_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductDeliveryType_check_1" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);
INSERT INTO "new_ProductDeliveryType" ("productId", "deliveryType") SELECT "productId", "deliveryType" FROM "ProductDeliveryType";
DROP TABLE "ProductDeliveryType";
ALTER TABLE "new_ProductDeliveryType" RENAME TO "ProductDeliveryType";

-- RestaurantProduct
CREATE TABLE "new_RestaurantProduct" (
    "restaurantId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "isAvailable" BOOLEAN NOT NULL DEFAULT true,
    "priceCents" INTEGER,
    PRIMARY KEY ("restaurantId", "productId"),
    CONSTRAINT "RestaurantProduct_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestaurantProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestaurantProduct_check_1" CHECK (("priceCents" IS NULL OR "priceCents" >= 0))
);
INSERT INTO "new_RestaurantProduct" ("restaurantId", "productId", "isAvailable", "priceCents") SELECT "restaurantId", "productId", "isAvailable", "priceCents" FROM "RestaurantProduct";
DROP TABLE "RestaurantProduct";
ALTER TABLE "new_RestaurantProduct" RENAME TO "RestaurantProduct";
CREATE INDEX "RestaurantProduct_productId_idx" ON "RestaurantProduct"("productId");

-- CartItem
CREATE TABLE "new_CartItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    "tableNumber" INTEGER,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "selection" TEXT NOT NULL DEFAULT '{}',
    "selectionKey" TEXT NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CartItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CartItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CartItem_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CartItem_check_1" CHECK ("quantity" BETWEEN 1 AND 99),
    CONSTRAINT "CartItem_check_2" CHECK ("unitPriceCents" >= 0),
    CONSTRAINT "CartItem_check_3" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);
INSERT INTO "new_CartItem" ("id", "userId", "productId", "restaurantId", "deliveryType", "tableNumber", "quantity", "selection", "selectionKey", "unitPriceCents", "createdAt", "updatedAt") SELECT "id", "userId", "productId", "restaurantId", "deliveryType", "tableNumber", "quantity", "selection", "selectionKey", "unitPriceCents", "createdAt", "updatedAt" FROM "CartItem";
DROP TABLE "CartItem";
ALTER TABLE "new_CartItem" RENAME TO "CartItem";
CREATE INDEX "CartItem_restaurantId_idx" ON "CartItem"("restaurantId");
CREATE INDEX "CartItem_productId_idx" ON "CartItem"("productId");
CREATE UNIQUE INDEX "CartItem_userId_productId_selectionKey_key" ON "CartItem"("userId", "productId", "selectionKey");

-- Order
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
    "cancelReason" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_check_1" CHECK ("status" IN ('received', 'pending_payment', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'collected', 'cancelled')),
    CONSTRAINT "Order_check_2" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast')),
    CONSTRAINT "Order_check_3" CHECK ("paymentMethod" IN ('cash', 'card_on_delivery', 'card_online')),
    CONSTRAINT "Order_check_4" CHECK ("paymentStatus" IN ('pending', 'paid', 'failed', 'refunded', 'not_applicable')),
    CONSTRAINT "Order_check_5" CHECK (("tableNumber" IS NULL OR "tableNumber" >= 1)),
    CONSTRAINT "Order_check_6" CHECK ("subtotalCents" >= 0),
    CONSTRAINT "Order_check_7" CHECK ("discountCents" >= 0),
    CONSTRAINT "Order_check_8" CHECK ("shippingCents" >= 0),
    CONSTRAINT "Order_check_9" CHECK ("surchargeCents" >= 0),
    CONSTRAINT "Order_check_10" CHECK ("totalCents" >= 0),
    CONSTRAINT "Order_check_11" CHECK ("taxCents" >= 0)
);
INSERT INTO "new_Order" ("id", "publicId", "number", "userId", "restaurantId", "deliveryType", "tableNumber", "status", "customerName", "customerPhone", "addressSnapshot", "scheduledFor", "observation", "subtotalCents", "discountCents", "shippingCents", "surchargeCents", "totalCents", "taxCents", "paymentMethod", "paymentStatus", "paymentReference", "promotionCode", "cancelReason", "createdAt", "updatedAt") SELECT "id", "publicId", "number", "userId", "restaurantId", "deliveryType", "tableNumber", "status", "customerName", "customerPhone", "addressSnapshot", "scheduledFor", "observation", "subtotalCents", "discountCents", "shippingCents", "surchargeCents", "totalCents", "taxCents", "paymentMethod", "paymentStatus", "paymentReference", "promotionCode", "cancelReason", "createdAt", "updatedAt" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_publicId_key" ON "Order"("publicId");
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");

-- OrderLine
CREATE TABLE "new_OrderLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productName" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "selection" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OrderLine_check_1" CHECK ("quantity" BETWEEN 1 AND 99),
    CONSTRAINT "OrderLine_check_2" CHECK ("unitPriceCents" >= 0),
    CONSTRAINT "OrderLine_check_3" CHECK ("totalCents" >= 0)
);
INSERT INTO "new_OrderLine" ("id", "orderId", "productId", "productName", "category", "quantity", "unitPriceCents", "totalCents", "selection") SELECT "id", "orderId", "productId", "productName", "category", "quantity", "unitPriceCents", "totalCents", "selection" FROM "OrderLine";
DROP TABLE "OrderLine";
ALTER TABLE "new_OrderLine" RENAME TO "OrderLine";
CREATE INDEX "OrderLine_orderId_idx" ON "OrderLine"("orderId");
CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");

-- OrderDiscount
CREATE TABLE "new_OrderDiscount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "promotionId" INTEGER,
    "orderLineId" INTEGER,
    CONSTRAINT "OrderDiscount_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OrderDiscount_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OrderDiscount_orderLineId_fkey" FOREIGN KEY ("orderLineId") REFERENCES "OrderLine" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OrderDiscount_check_1" CHECK ("kind" IN ('promotion', 'loyalty')),
    CONSTRAINT "OrderDiscount_check_2" CHECK ("amountCents" >= 0)
);
INSERT INTO "new_OrderDiscount" ("id", "orderId", "kind", "label", "amountCents", "promotionId", "orderLineId") SELECT "id", "orderId", "kind", "label", "amountCents", "promotionId", "orderLineId" FROM "OrderDiscount";
DROP TABLE "OrderDiscount";
ALTER TABLE "new_OrderDiscount" RENAME TO "OrderDiscount";
CREATE INDEX "OrderDiscount_orderId_idx" ON "OrderDiscount"("orderId");
CREATE INDEX "OrderDiscount_promotionId_idx" ON "OrderDiscount"("promotionId");

-- OrderStatusChange
CREATE TABLE "new_OrderStatusChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "changedById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrderStatusChange_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "OrderStatusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OrderStatusChange_check_1" CHECK ("status" IN ('received', 'pending_payment', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'collected', 'cancelled'))
);
INSERT INTO "new_OrderStatusChange" ("id", "orderId", "status", "note", "changedById", "createdAt") SELECT "id", "orderId", "status", "note", "changedById", "createdAt" FROM "OrderStatusChange";
DROP TABLE "OrderStatusChange";
ALTER TABLE "new_OrderStatusChange" RENAME TO "OrderStatusChange";
CREATE INDEX "OrderStatusChange_orderId_createdAt_idx" ON "OrderStatusChange"("orderId", "createdAt");

-- PromotionRedemption
CREATE TABLE "new_PromotionRedemption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "promotionId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "useNumber" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PromotionRedemption_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PromotionRedemption_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PromotionRedemption_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PromotionRedemption_check_1" CHECK ("useNumber" >= 1)
);
INSERT INTO "new_PromotionRedemption" ("id", "promotionId", "userId", "orderId", "useNumber", "createdAt") SELECT "id", "promotionId", "userId", "orderId", "useNumber", "createdAt" FROM "PromotionRedemption";
DROP TABLE "PromotionRedemption";
ALTER TABLE "new_PromotionRedemption" RENAME TO "PromotionRedemption";
CREATE UNIQUE INDEX "PromotionRedemption_orderId_key" ON "PromotionRedemption"("orderId");
CREATE INDEX "PromotionRedemption_userId_idx" ON "PromotionRedemption"("userId");
CREATE UNIQUE INDEX "PromotionRedemption_promotionId_useNumber_key" ON "PromotionRedemption"("promotionId", "useNumber");

-- Promotion
CREATE TABLE "new_Promotion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isAutomatic" BOOLEAN NOT NULL DEFAULT false,
    "kind" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    "minSubtotalCents" INTEGER NOT NULL DEFAULT 0,
    "startsAt" DATETIME,
    "endsAt" DATETIME,
    "maxUses" INTEGER,
    "maxUsesPerUser" INTEGER,
    "usesCount" INTEGER NOT NULL DEFAULT 0,
    "firstOrderOnly" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Promotion_check_1" CHECK ("kind" IN ('percentage', 'fixed')),
    CONSTRAINT "Promotion_check_2" CHECK ("value" >= 0),
    CONSTRAINT "Promotion_check_3" CHECK ("minSubtotalCents" >= 0),
    CONSTRAINT "Promotion_check_4" CHECK ("usesCount" >= 0)
);
INSERT INTO "new_Promotion" ("id", "code", "name", "description", "isAutomatic", "kind", "value", "minSubtotalCents", "startsAt", "endsAt", "maxUses", "maxUsesPerUser", "usesCount", "firstOrderOnly", "active", "createdAt", "updatedAt") SELECT "id", "code", "name", "description", "isAutomatic", "kind", "value", "minSubtotalCents", "startsAt", "endsAt", "maxUses", "maxUsesPerUser", "usesCount", "firstOrderOnly", "active", "createdAt", "updatedAt" FROM "Promotion";
DROP TABLE "Promotion";
ALTER TABLE "new_Promotion" RENAME TO "Promotion";
CREATE UNIQUE INDEX "Promotion_code_key" ON "Promotion"("code");

-- PromotionDeliveryType
CREATE TABLE "new_PromotionDeliveryType" (
    "promotionId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    PRIMARY KEY ("promotionId", "deliveryType"),
    CONSTRAINT "PromotionDeliveryType_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PromotionDeliveryType_check_1" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);
INSERT INTO "new_PromotionDeliveryType" ("promotionId", "deliveryType") SELECT "promotionId", "deliveryType" FROM "PromotionDeliveryType";
DROP TABLE "PromotionDeliveryType";
ALTER TABLE "new_PromotionDeliveryType" RENAME TO "PromotionDeliveryType";

-- RestaurantHours
CREATE TABLE "new_RestaurantHours" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "restaurantId" INTEGER NOT NULL,
    "deliveryType" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "opensAt" TEXT NOT NULL,
    "closesAt" TEXT NOT NULL,
    CONSTRAINT "RestaurantHours_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestaurantHours_check_1" CHECK ("deliveryType" IN ('delivery', 'takeaway', 'fast'))
);
INSERT INTO "new_RestaurantHours" ("id", "restaurantId", "deliveryType", "weekday", "opensAt", "closesAt") SELECT "id", "restaurantId", "deliveryType", "weekday", "opensAt", "closesAt" FROM "RestaurantHours";
DROP TABLE "RestaurantHours";
ALTER TABLE "new_RestaurantHours" RENAME TO "RestaurantHours";
CREATE UNIQUE INDEX "RestaurantHours_restaurantId_deliveryType_weekday_opensAt_key" ON "RestaurantHours"("restaurantId", "deliveryType", "weekday", "opensAt");

-- LoyaltyLedgerEntry
CREATE TABLE "new_LoyaltyLedgerEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "points" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LoyaltyLedgerEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "LoyaltyLedgerEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "LoyaltyLedgerEntry_check_1" CHECK ("reason" IN ('earned', 'redeemed', 'reversed', 'refunded', 'adjustment'))
);
INSERT INTO "new_LoyaltyLedgerEntry" ("id", "userId", "orderId", "points", "reason", "note", "createdAt") SELECT "id", "userId", "orderId", "points", "reason", "note", "createdAt" FROM "LoyaltyLedgerEntry";
DROP TABLE "LoyaltyLedgerEntry";
ALTER TABLE "new_LoyaltyLedgerEntry" RENAME TO "LoyaltyLedgerEntry";
CREATE INDEX "LoyaltyLedgerEntry_userId_createdAt_idx" ON "LoyaltyLedgerEntry"("userId", "createdAt");
CREATE UNIQUE INDEX "LoyaltyLedgerEntry_orderId_reason_key" ON "LoyaltyLedgerEntry"("orderId", "reason");

-- The order board: one restaurant's orders by status, newest first; and by day.
CREATE INDEX "Order_restaurantId_status_createdAt_idx" ON "Order"("restaurantId", "status", "createdAt");
CREATE INDEX "Order_restaurantId_createdAt_idx" ON "Order"("restaurantId", "createdAt");
