-- Mail written in the same transaction as what it tells, sent after the commit.
CREATE TABLE "MailOutbox" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL CHECK ("kind" IN ('message', 'order_confirmation')),
    "payload" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0 CHECK ("attempts" >= 0),
    "nextAttemptAt" DATETIME NOT NULL,
    "lockedUntil" DATETIME,
    "sentAt" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "MailOutbox_sentAt_nextAttemptAt_idx" ON "MailOutbox"("sentAt", "nextAttemptAt");
