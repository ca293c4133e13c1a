/**
 * Frozen: how Jetpack saved choice fields (checkbox-multiple, radio) before their markup gained
 * a wrapper element. Two shapes of content match it, since both save nothing around their
 * inner blocks:
 * - the oldest, a self-closing comment whose `options` array holds the option labels;
 * - option blocks directly inside the field's comment, with no wrapper.
 * Migration turns non-blank `options` into option blocks (when there are none yet) and empties
 * the array. Used by deprecated/v1 of both choice blocks. Do not edit.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import {
	createBlock,
	type Block,
	type BlockDeprecation,
} from '@wordpress/blocks';

type V1Attributes = Record< string, unknown > & { options?: unknown };

const v1CommonAttributes = {
	required: { type: 'boolean', default: false },
	requiredText: { type: 'string', default: '(required)' },
	options: { type: 'array', default: [] },
	defaultValue: { type: 'string', default: '' },
	placeholder: { type: 'string', default: '' },
	id: { type: 'string', default: '' },
	width: { type: 'number', default: 100 },
	borderRadius: { type: 'number' },
	borderWidth: { type: 'number' },
	labelFontSize: { type: 'string' },
	fieldFontSize: { type: 'string' },
	lineHeight: { type: 'number' },
	labelLineHeight: { type: 'number' },
	inputColor: { type: 'string' },
	labelColor: { type: 'string' },
	fieldBackgroundColor: { type: 'string' },
	borderColor: { type: 'string' },
	shareFieldAttributes: { type: 'boolean', default: true },
} as const;

function labelsOf( options: unknown ): string[] {
	return Array.isArray( options )
		? options
				.filter(
					( option ): option is string => typeof option === 'string'
				)
				.map( ( option ) => option.trim() )
				.filter( ( option ) => option !== '' )
		: [];
}

export function choiceFieldV1( {
	defaultLabel,
	optionBlock,
}: {
	defaultLabel: string;
	optionBlock: string;
} ): BlockDeprecation< V1Attributes > {
	return {
		apiVersion: 3,
		attributes: {
			label: { type: 'string', default: defaultLabel },
			...v1CommonAttributes,
		},
		supports: { reusable: false, html: false },
		save: () => <InnerBlocks.Content />,
		migrate( attributes: V1Attributes, innerBlocks: Block[] ) {
			const labels = labelsOf( attributes.options );
			if ( innerBlocks.length || ! labels.length ) {
				return [ attributes, innerBlocks ];
			}
			return [
				{ ...attributes, options: [] },
				labels.map( ( label ) =>
					createBlock( optionBlock, { label } )
				),
			];
		},
	} as BlockDeprecation< V1Attributes >;
}
