/**
 * 0008: the step of a multi-step form (`jetpack/form-step`) each answer was given in: the
 * step's label as the visitor saw it ("Your details", else "Step 2"); null outside steps.
 * Frozen once released: change the schema with a new numbered migration, never by editing this one.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely< any >;

export const formFieldSteps: Migration = {
	async up( db: AnyDb ) {
		await db.schema
			.alterTable( 'feedback_fields' )
			.addColumn( 'step', 'text' )
			.execute();
	},

	async down( db: AnyDb ) {
		await db.schema
			.alterTable( 'feedback_fields' )
			.dropColumn( 'step' )
			.execute();
	},
};
