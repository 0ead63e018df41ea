CREATE TABLE "crypto_addresses" (
	"user_id" bigint NOT NULL,
	"network" text NOT NULL,
	"index" serial NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_user_id_network_pk" PRIMARY KEY("user_id","network"),
	CONSTRAINT "crypto_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;