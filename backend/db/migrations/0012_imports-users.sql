ALTER TYPE "public"."import_kind" ADD VALUE 'users';--> statement-breakpoint
ALTER TYPE "public"."import_status" ADD VALUE 'reading';--> statement-breakpoint
ALTER TYPE "public"."import_status" ADD VALUE 'applying';