/**
 * The one way every block of the suite is registered: its block.json is the single source of
 * name, attributes, supports and styles; `settings` adds only what JSON cannot hold (edit, save,
 * deprecations, transforms, icon).
 */
import {
	getBlockType,
	getCategories,
	registerBlockCollection,
	registerBlockType,
	setCategories,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

export type BlockMetadata = {
	name: string;
	title: string;
	attributes?: Record< string, Record< string, unknown > >;
	[ key: string ]: unknown;
};

/** What a block's index.ts exports: only what block.json cannot hold. */
export type BlockSettings = Partial< BlockConfiguration< any > >;

export type SuiteBlock = {
	metadata: BlockMetadata;
	settings: BlockSettings;
};

/**
 * Jetpack's own block categories, which Jetpack adds to WordPress on the server; added here
 * when a block needs one so its block.json can keep Jetpack's category.
 */
function suiteCategories(): Record< string, string > {
	return {
		'contact-form': __( 'Forms', 'jetpack' ),
		earn: __( 'Earn', 'jetpack' ),
		grow: __( 'Grow', 'jetpack' ),
	};
}

function ensureCategory( slug: unknown ) {
	const title =
		typeof slug === 'string' ? suiteCategories()[ slug ] : undefined;
	const categories = getCategories();
	if (
		title &&
		! categories.some( ( category ) => category.slug === slug )
	) {
		setCategories( [ ...categories, { slug: slug as string, title } ] );
	}
}

/** The inserter groups the suite's blocks (the `jetpack/` namespace) under the provider's name. */
function ensureCollection() {
	registerBlockCollection( 'jetpack', {
		title: __( 'Jetpack', 'jetpack' ),
	} as Parameters< typeof registerBlockCollection >[ 1 ] );
}

let collectionRegistered = false;

function prepareRegistration( category: unknown ) {
	if ( ! collectionRegistered ) {
		ensureCollection();
		collectionRegistered = true;
	}
	ensureCategory( category );
}

/**
 * Inside WordPress: block.json is registered on the server (plugin/block-suite.php), which
 * hands its metadata to the editor, so the script carries only the settings.
 * @param name     the block's name, as in its block.json
 * @param settings edit, save, deprecations, transforms, icon
 */
export function registerSuiteBlockByName(
	name: string,
	settings: BlockSettings
) {
	if ( getBlockType( name ) ) {
		return getBlockType( name );
	}
	prepareRegistration( undefined );
	return registerBlockType( name, settings as BlockConfiguration );
}

export function registerSuiteBlock( { metadata, settings }: SuiteBlock ) {
	if ( getBlockType( metadata.name ) ) {
		return getBlockType( metadata.name );
	}
	prepareRegistration( metadata.category );
	// block.json carries the metadata; registerBlockType merges the two the way
	// WordPress merges a block.json with the settings passed from JavaScript.
	return registerBlockType(
		metadata as unknown as BlockConfiguration,
		settings as BlockConfiguration
	);
}
