-- Submission of the VeriFactu records to the tax agency (issue 16, decision
-- 029): one row per BillingRecord, written in the record's transaction (the
-- outbox), moved by lib/jobs/verifactu-worker.ts. The record itself is never
-- changed (its triggers refuse it), so what the AEAT answered lives here.
CREATE TABLE "BillingSubmission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "recordId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "lockedUntil" DATETIME,
    "sentAt" DATETIME,
    "nextBatchAt" DATETIME,
    "csv" TEXT,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "BillingSubmission_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "BillingRecord" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "BillingSubmission_check_1" CHECK ("status" IN ('pending', 'sent', 'accepted', 'accepted_with_errors', 'rejected')),
    CONSTRAINT "BillingSubmission_check_2" CHECK ("attempts" >= 0)
);
CREATE UNIQUE INDEX "BillingSubmission_recordId_key" ON "BillingSubmission"("recordId");
CREATE INDEX "BillingSubmission_status_nextAttemptAt_idx" ON "BillingSubmission"("status", "nextAttemptAt");

-- The records kept before submission existed are sent too, in their order.
INSERT INTO "BillingSubmission" ("recordId", "nextAttemptAt", "createdAt", "updatedAt")
SELECT "id",
       strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'),
       strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'),
       strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "BillingRecord" ORDER BY "id";
