/**
 * Classic content to a Form: the `[contact-form]` shortcode (with its `[contact-field]`
 * shortcodes) becomes a Form block with the same recipient, subject and fields, and a
 * submit button.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import {
	DEFAULT_FORM_STYLE,
	createTemplateBlocks,
	submitButton,
	type TemplateBlock,
} from '../../shared/forms/form-template-parts';

const FIELD_BLOCKS = [
	'text',
	'name',
	'email',
	'url',
	'date',
	'telephone',
	'textarea',
	'checkbox',
	'checkbox-multiple',
	'radio',
	'select',
	'consent',
];

const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]'"]+))/g;
const FIELD = /\[contact-field\b([^\]]*?)\/?\]/g;

function shortcodeAttributes( text: string ): Record< string, string > {
	const attributes: Record< string, string > = {};
	for ( const match of text.matchAll( ATTRIBUTE ) ) {
		attributes[ match[ 1 ].toLowerCase() ] =
			match[ 2 ] ?? match[ 3 ] ?? match[ 4 ] ?? '';
	}
	return attributes;
}

const splitOptions = ( value = '' ) =>
	value
		.split( ',' )
		.map( ( option ) => option.trim() )
		.filter( Boolean );

function fieldBlock( attributes: Record< string, string > ): TemplateBlock {
	const type = FIELD_BLOCKS.includes( attributes.type )
		? attributes.type
		: 'text';
	const common: Record< string, unknown > = {
		required: [ '1', 'true', 'yes' ].includes(
			( attributes.required ?? '' ).toLowerCase()
		),
	};
	if ( attributes.label !== undefined ) {
		common.label = attributes.label;
	}
	if ( attributes.placeholder ) {
		common.placeholder = attributes.placeholder;
	}
	const options = splitOptions( attributes.options );
	if ( type === 'select' ) {
		return [ 'jetpack/field-select', { ...common, options } ];
	}
	if ( type === 'radio' || type === 'checkbox-multiple' ) {
		const optionType = type === 'radio' ? 'radio' : 'checkbox';
		return [
			`jetpack/field-${ type }`,
			common,
			options.map( ( label ): TemplateBlock => [
				`jetpack/field-option-${ optionType }`,
				{ label, fieldType: optionType },
			] ),
		];
	}
	return [ `jetpack/field-${ type }`, common ];
}

/**
 * The form of a `[contact-form]` shortcode.
 * @param named   the shortcode's named attributes
 * @param content what the shortcode encloses
 */
export function formFromShortcode(
	named: Record< string, string | undefined >,
	content = ''
): Block {
	// Fields are created in Jetpack's current shape (createTemplateBlocks).
	const fields = createTemplateBlocks(
		Array.from( content.matchAll( FIELD ), ( match ) =>
			fieldBlock( shortcodeAttributes( match[ 1 ] ) )
		)
	);
	const attributes: Record< string, unknown > = { style: DEFAULT_FORM_STYLE };
	if ( named.to ) {
		attributes.to = named.to;
	}
	if ( named.subject ) {
		attributes.subject = named.subject;
	}
	return createBlock( 'jetpack/contact-form', attributes, [
		...fields,
		...createTemplateBlocks( [
			submitButton( __( 'Submit', 'jetpack' ) ),
		] ),
	] );
}

const transforms = {
	from: [
		{
			type: 'shortcode' as const,
			tag: 'contact-form',
			transform: (
				attributes: { named?: Record< string, string | undefined > },
				match: { shortcode?: { content?: string } }
			) =>
				formFromShortcode(
					attributes.named ?? {},
					match.shortcode?.content
				),
		},
	],
};

export default transforms;
