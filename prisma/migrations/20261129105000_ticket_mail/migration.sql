-- The e-mail of an issued ticket or invoice (issue 16): a new kind of mail
-- outbox row, payload {invoice_id}. SQLite cannot alter a CHECK, so the
-- table is rebuilt with its rows.
CREATE TABLE "new_MailOutbox" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL CHECK ("kind" IN ('message', 'order_confirmation', 'ticket')),
    "payload" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0 CHECK ("attempts" >= 0),
    "nextAttemptAt" DATETIME NOT NULL,
    "lockedUntil" DATETIME,
    "sentAt" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_MailOutbox" ("id", "kind", "payload", "attempts", "nextAttemptAt", "lockedUntil", "sentAt", "lastError", "createdAt")
    SELECT "id", "kind", "payload", "attempts", "nextAttemptAt", "lockedUntil", "sentAt", "lastError", "createdAt" FROM "MailOutbox";
DROP TABLE "MailOutbox";
ALTER TABLE "new_MailOutbox" RENAME TO "MailOutbox";
CREATE INDEX "MailOutbox_sentAt_nextAttemptAt_idx" ON "MailOutbox"("sentAt", "nextAttemptAt");
