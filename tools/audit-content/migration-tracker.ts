/**
 * Tells which deprecation of a suite block turned a block valid while content was parsed.
 *
 * The block parser runs a deprecation's `migrate` only after that deprecation's `save`
 * reproduced the stored markup, so a `migrate` call is the exact signal "this deprecation
 * matched". Each deprecation gets a `migrate` that calls the block's own one (or keeps the
 * attributes, as the parser does when there is none) and tags the attributes object it returns.
 * Behaviour is unchanged: same attributes, same inner blocks.
 */
import type { Block, BlockDeprecation } from '@wordpress/blocks';
import type { SuiteBlock } from '../../shared/register-block';

export type MigrationEvent = { blockName: string; deprecation: number };

type Attributes = Record< string, unknown >;
type Migrate = NonNullable< BlockDeprecation[ 'migrate' ] >;

const migratedBy = new WeakMap< object, number >();
let events: MigrationEvent[] = [];

/**
 * Index in `settings.deprecated` of the deprecation that produced these attributes, if any.
 * @param attributes
 */
export function deprecationThatProduced(
	attributes: object
): number | undefined {
	return migratedBy.get( attributes );
}

/** Starts a new log of matched deprecations and returns the previous one. */
export function takeMigrationEvents(): MigrationEvent[] {
	const taken = events;
	events = [];
	return taken;
}

function trackedMigrate(
	blockName: string,
	index: number,
	migrate?: Migrate
): Migrate {
	return ( attributes: Attributes, innerBlocks: Block[] ) => {
		events.push( { blockName, deprecation: index } );
		const result = migrate
			? migrate( attributes, innerBlocks )
			: [ attributes, innerBlocks ];
		const [ newAttributes, ...rest ] = Array.isArray( result )
			? result
			: [ result ];
		if ( ! newAttributes || typeof newAttributes !== 'object' ) {
			return result as ReturnType< Migrate >;
		}
		const tagged = { ...newAttributes };
		migratedBy.set( tagged, index );
		return [ tagged, ...rest ] as ReturnType< Migrate >;
	};
}

/**
 * The same block, with every deprecation reporting when it matches.
 * @param block
 */
export function withMigrationTracking( block: SuiteBlock ): SuiteBlock {
	const deprecated = block.settings.deprecated as
		BlockDeprecation[] | undefined;
	if ( ! deprecated?.length ) {
		return block;
	}
	return {
		metadata: block.metadata,
		settings: {
			...block.settings,
			deprecated: deprecated.map( ( deprecation, index ) => ( {
				...deprecation,
				migrate: trackedMigrate(
					block.metadata.name,
					index,
					deprecation.migrate
				),
			} ) ),
		},
	};
}
