-- An issued ticket or invoice keeps the VeriFactu mode, the tax QR and the
-- complaint-sheet notice it was printed with (decision 042): before this, a
-- later change of the verifactu_mode or complaint_sheets setting added or
-- removed the QR and the legend, or rewrote the notice, on documents already
-- issued. Documents issued before this take the mode as it is set now, the
-- best there is; their QR and notice stay null and are built as before. The
-- trigger that refuses every change to an issued document is set aside for
-- this one backfill only.
ALTER TABLE "Invoice" ADD COLUMN "verifactuMode" TEXT NOT NULL DEFAULT 'verifactu' CHECK ("verifactuMode" IN ('verifactu', 'none'));
ALTER TABLE "Invoice" ADD COLUMN "qrUrl" TEXT;
ALTER TABLE "Invoice" ADD COLUMN "complaintsNotice" TEXT;
DROP TRIGGER "Invoice_never_updated";
UPDATE "Invoice" SET "verifactuMode" = 'none'
  WHERE EXISTS (SELECT 1 FROM "Setting" WHERE "key" = 'verifactu_mode' AND "value" = 'none');
CREATE TRIGGER "Invoice_never_updated" BEFORE UPDATE ON "Invoice"
BEGIN SELECT RAISE(ABORT, 'An issued invoice is never changed: issue a correction (R1 or R5).'); END;
