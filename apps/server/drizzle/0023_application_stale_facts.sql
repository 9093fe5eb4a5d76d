CREATE TABLE "application_stale_facts" (
	"application_id" integer NOT NULL,
	"fact" text NOT NULL,
	"stale_since" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	CONSTRAINT "application_stale_facts_application_id_fact_pk" PRIMARY KEY("application_id","fact")
);
--> statement-breakpoint
ALTER TABLE "application_stale_facts" ADD CONSTRAINT "application_stale_facts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
