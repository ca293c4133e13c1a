/**
 * The one way every block of the suite is registered: its block.json is the single source of
 * name, attributes, supports and styles; `settings` adds only what JSON cannot hold (edit, save,
 * deprecations, transforms, icon).
 */
import {
	getBlockType,
	registerBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';

export type BlockMetadata = {
	name: string;
	title: string;
	attributes?: Record< string, Record< string, unknown > >;
	[ key: string ]: unknown;
};

export type SuiteBlock = {
	metadata: BlockMetadata;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	settings: Partial< BlockConfiguration< any > >;
};

export function registerSuiteBlock( { metadata, settings }: SuiteBlock ) {
	if ( getBlockType( metadata.name ) ) {
		return getBlockType( metadata.name );
	}
	// block.json carries the metadata; registerBlockType merges the two the way
	// WordPress merges a block.json with the settings passed from JavaScript.
	return registerBlockType(
		metadata as unknown as BlockConfiguration,
		settings as BlockConfiguration
	);
}
