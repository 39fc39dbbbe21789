-- A processing claim of an Idempotency-Key holds a lease (issue 9, finding 3).
ALTER TABLE "IdempotencyRecord" ADD COLUMN "leaseExpiresAt" DATETIME;
