-- Tickets, invoices and VeriFactu records (issue 16, decision 029). Issued
-- documents and their records are never changed or deleted: the triggers
-- below refuse it, for the application and for anyone with a SQL prompt. A
-- correction is a new document (R5) with its own record.
ALTER TABLE "Order" ADD COLUMN "packagingTaxRate" INTEGER NOT NULL DEFAULT 10;
ALTER TABLE "Order" ADD COLUMN "invoiceNif" TEXT;
ALTER TABLE "Order" ADD COLUMN "invoiceName" TEXT;
ALTER TABLE "Order" ADD COLUMN "invoiceAddress" TEXT;

CREATE TABLE "Invoice" (
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
    CONSTRAINT "Invoice_check_1" CHECK ("type" IN ('F1', 'F2', 'F3', 'R5')),
    CONSTRAINT "Invoice_check_2" CHECK ("number" >= 1)
);
CREATE UNIQUE INDEX "Invoice_fullNumber_key" ON "Invoice"("fullNumber");
CREATE UNIQUE INDEX "Invoice_series_number_key" ON "Invoice"("series", "number");
CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");

CREATE TABLE "InvoiceCounter" (
    "series" TEXT NOT NULL PRIMARY KEY,
    "lastNumber" INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE "BillingRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BillingRecord_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "BillingRecord_check_1" CHECK ("kind" IN ('alta', 'anulacion'))
);
CREATE UNIQUE INDEX "BillingRecord_hash_key" ON "BillingRecord"("hash");
CREATE INDEX "BillingRecord_issuerNif_id_idx" ON "BillingRecord"("issuerNif", "id");

CREATE TABLE "BillingChainHead" (
    "issuerNif" TEXT NOT NULL PRIMARY KEY,
    "lastRecordId" INTEGER NOT NULL,
    "lastHash" TEXT NOT NULL
);

CREATE TRIGGER "Invoice_never_updated" BEFORE UPDATE ON "Invoice"
BEGIN SELECT RAISE(ABORT, 'An issued invoice is never changed: issue a correction (R5).'); END;
CREATE TRIGGER "Invoice_never_deleted" BEFORE DELETE ON "Invoice"
BEGIN SELECT RAISE(ABORT, 'An issued invoice is never deleted: issue a correction (R5).'); END;
CREATE TRIGGER "BillingRecord_never_updated" BEFORE UPDATE ON "BillingRecord"
BEGIN SELECT RAISE(ABORT, 'A billing record is never changed.'); END;
CREATE TRIGGER "BillingRecord_never_deleted" BEFORE DELETE ON "BillingRecord"
BEGIN SELECT RAISE(ABORT, 'A billing record is never deleted.'); END;
