-- Product photos uploaded in the back office (issue 14, scope 2): their
-- placeholder colour, shown in the photo's box until the picture arrives.
ALTER TABLE "Product" ADD COLUMN "imageColor" TEXT;
