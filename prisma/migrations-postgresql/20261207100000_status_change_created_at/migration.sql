-- The audit log pages the staff's changes to orders newest first, with the back
-- office's changes (decision 045): without this, every page view sorted the
-- whole status history.
CREATE INDEX "OrderStatusChange_createdAt_idx" ON "OrderStatusChange"("createdAt");
