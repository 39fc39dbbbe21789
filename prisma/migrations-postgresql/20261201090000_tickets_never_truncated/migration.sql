-- Issued tickets and billing records are never emptied either (decision 029):
-- TRUNCATE skips the row triggers of the first migration, so it gets its own.
CREATE TRIGGER "Invoice_never_truncated" BEFORE TRUNCATE ON "Invoice"
FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change"('Issued invoices are never deleted: issue a correction (R5).');

CREATE TRIGGER "BillingRecord_never_truncated" BEFORE TRUNCATE ON "BillingRecord"
FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change"('Billing records are never deleted.');
