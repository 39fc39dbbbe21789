-- A full invoice (F1, F3) cancelled after issue is corrected by an R1 (LIVA
-- art. 80.Dos), not an R5, which is for simplified ones (decision 036).
ALTER TABLE "Invoice" DROP CONSTRAINT "Invoice_check_1";
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_check_1" CHECK ("type" IN ('F1', 'F2', 'F3', 'R1', 'R5'));
