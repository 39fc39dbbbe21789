-- An ingredient run out at a restaurant, until a time (null: until put back).
CREATE TABLE "RestaurantIngredientOff" (
    "restaurantId" INTEGER NOT NULL,
    "ingredientId" INTEGER NOT NULL,
    "until" DATETIME,

    PRIMARY KEY ("restaurantId", "ingredientId"),
    CONSTRAINT "RestaurantIngredientOff_restaurantId_fkey" FOREIGN KEY ("restaurantId") REFERENCES "Restaurant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RestaurantIngredientOff_ingredientId_fkey" FOREIGN KEY ("ingredientId") REFERENCES "Ingredient" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "RestaurantIngredientOff_ingredientId_idx" ON "RestaurantIngredientOff"("ingredientId");
