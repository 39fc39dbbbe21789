-- People admin (issue 14, scope 6): a manager blocks an account; it cannot
-- sign in and its sessions end.
ALTER TABLE "User" ADD COLUMN "blockedAt" DATETIME;
