-- A full invoice (F1, F3) cancelled after issue is corrected by an R1 (LIVA
-- art. 80.Dos), not an R5, which is for simplified ones (decision 036).
-- SQLite cannot alter a CHECK: the table is rebuilt with its rows, and its
-- triggers, which refuse every change to an issued document, come back with
-- it (dropping the table fires no trigger and, foreign keys being off while
-- migrating, deletes nothing in BillingRecord).
CREATE TABLE "new_Invoice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "fullNumber" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL,
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
    CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Invoice_correctsId_fkey" FOREIGN KEY ("correctsId") REFERENCES "Invoice" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Invoice_check_1" CHECK ("type" IN ('F1', 'F2', 'F3', 'R1', 'R5')),
    CONSTRAINT "Invoice_check_2" CHECK ("number" >= 1)
);
INSERT INTO "new_Invoice" ("id", "orderId", "type", "series", "number", "fullNumber", "issuedAt", "issueDate", "issuerName", "issuerNif", "issuerAddress", "recipientNif", "recipientName", "recipientAddress", "lines", "taxes", "totalCents", "taxCents", "correctsId")
    SELECT "id", "orderId", "type", "series", "number", "fullNumber", "issuedAt", "issueDate", "issuerName", "issuerNif", "issuerAddress", "recipientNif", "recipientName", "recipientAddress", "lines", "taxes", "totalCents", "taxCents", "correctsId" FROM "Invoice";
DROP TABLE "Invoice";
ALTER TABLE "new_Invoice" RENAME TO "Invoice";
CREATE UNIQUE INDEX "Invoice_fullNumber_key" ON "Invoice"("fullNumber");
CREATE UNIQUE INDEX "Invoice_series_number_key" ON "Invoice"("series", "number");
CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");
CREATE TRIGGER "Invoice_never_updated" BEFORE UPDATE ON "Invoice"
BEGIN SELECT RAISE(ABORT, 'An issued invoice is never changed: issue a correction (R1 or R5).'); END;
CREATE TRIGGER "Invoice_never_deleted" BEFORE DELETE ON "Invoice"
BEGIN SELECT RAISE(ABORT, 'An issued invoice is never deleted: issue a correction (R1 or R5).'); END;
