/**
 * Frozen: the first saved shape, a plain link to the scheduling page, with the link style's
 * button described by block attributes (`submitButtonText`, its colours and classes). Migrating
 * moves those into an inner `jetpack/button`, as the current block keeps its button. Do not edit.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

type V1Attributes = Record< string, unknown > & { url?: string };

const BUTTON_ATTRIBUTES = [
	'submitButtonText',
	'submitButtonTextColor',
	'submitButtonBackgroundColor',
	'submitButtonClasses',
	'customTextButtonColor',
	'customBackgroundButtonColor',
	'backgroundButtonColor',
	'textButtonColor',
] as const;

const v1: BlockDeprecation< V1Attributes > = {
	apiVersion: 3,
	attributes: {
		backgroundColor: { type: 'string', default: 'ffffff' },
		submitButtonText: { type: 'string' },
		submitButtonTextColor: { type: 'string' },
		submitButtonBackgroundColor: { type: 'string' },
		submitButtonClasses: { type: 'string' },
		hideEventTypeDetails: { type: 'boolean', default: false },
		primaryColor: { type: 'string', default: '00A2FF' },
		textColor: { type: 'string', default: '4D5055' },
		style: { type: 'string', default: 'inline' },
		url: { type: 'string' },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
	},
	supports: { align: true, html: false },
	save( { attributes } ) {
		const { url } = attributes;
		return <a { ...useBlockProps.save( { href: url } ) }>{ url }</a>;
	},
	migrate( attributes ) {
		const kept: Record< string, unknown > = { ...attributes };
		for ( const name of BUTTON_ATTRIBUTES ) {
			delete kept[ name ];
		}
		const pick = ( name: string ) =>
			typeof attributes[ name ] === 'string' && attributes[ name ] !== ''
				? ( attributes[ name ] as string )
				: undefined;
		const button = createBlock( 'jetpack/button', {
			element: 'a',
			uniqueId: 'calendly-widget-id',
			text:
				pick( 'submitButtonText' ) ??
				__( 'Schedule time with me', 'jetpack' ),
			url: attributes.url,
			textColor:
				pick( 'submitButtonTextColor' ) ?? pick( 'textButtonColor' ),
			customTextColor: pick( 'customTextButtonColor' ),
			backgroundColor:
				pick( 'submitButtonBackgroundColor' ) ??
				pick( 'backgroundButtonColor' ),
			customBackgroundColor: pick( 'customBackgroundButtonColor' ),
			className: pick( 'submitButtonClasses' ),
		} );
		return [ kept, [ button ] ];
	},
};

export default v1;
