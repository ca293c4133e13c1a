/**
 * Frozen: the first saved shape. `useModal` (or `style: modal`) saved a link styled as a
 * button, whose text, colours and corner radius were block attributes; otherwise a direct link.
 * Migrating sets `style` from `useModal` and moves the button into an inner `jetpack/button`.
 * Do not edit.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import { _x } from '@wordpress/i18n';
import type { CSSProperties } from 'react';

type V2Attributes = {
	url?: string;
	eventId?: number;
	useModal?: boolean;
	style?: string;
	text?: string;
	backgroundColor?: string;
	textColor?: string;
	customBackgroundColor?: string;
	customTextColor?: string;
	borderRadius?: number;
	className?: string;
};

const BUTTON_ATTRIBUTES = [
	'text',
	'backgroundColor',
	'textColor',
	'customBackgroundColor',
	'customTextColor',
	'borderRadius',
] as const;

const registerText = () =>
	_x( 'Register', 'verb: e.g. register for an event.', 'jetpack' );

function buttonClasses( attributes: V2Attributes ): string {
	const { textColor, customTextColor, backgroundColor } = attributes;
	return [
		'wp-block-button__link',
		( textColor || customTextColor ) && 'has-text-color',
		textColor && `has-${ textColor }-color`,
		( backgroundColor || attributes.customBackgroundColor ) &&
			'has-background',
		backgroundColor && `has-${ backgroundColor }-background-color`,
		attributes.borderRadius === 0 && 'no-border-radius',
	]
		.filter( Boolean )
		.join( ' ' );
}

function buttonStyle( attributes: V2Attributes ): CSSProperties {
	const style: CSSProperties = {};
	if ( ! attributes.backgroundColor && attributes.customBackgroundColor ) {
		style.backgroundColor = attributes.customBackgroundColor;
	}
	if ( ! attributes.textColor && attributes.customTextColor ) {
		style.color = attributes.customTextColor;
	}
	if ( attributes.borderRadius ) {
		style.borderRadius = `${ attributes.borderRadius }px`;
	}
	return style;
}

const v2: BlockDeprecation< V2Attributes > = {
	apiVersion: 3,
	attributes: {
		url: { type: 'string' },
		eventId: { type: 'number' },
		useModal: { type: 'boolean' },
		style: { type: 'string' },
		text: { type: 'string', default: 'Register' },
		backgroundColor: { type: 'string' },
		textColor: { type: 'string' },
		customBackgroundColor: { type: 'string' },
		customTextColor: { type: 'string' },
		borderRadius: { type: 'number' },
	},
	supports: { align: true, html: false },
	save( { attributes: saved } ) {
		const attributes = saved as V2Attributes;
		const { eventId, useModal, style, url, text } = attributes;
		if ( ! eventId ) {
			return null;
		}
		if ( useModal || style === 'modal' ) {
			return (
				<div
					{ ...useBlockProps.save( {
						className: 'wp-block-button',
					} ) }
				>
					<a
						className={ buttonClasses( attributes ) }
						href={ url }
						id={ `eventbrite-widget-${ eventId }` }
						rel="noopener noreferrer"
						role="button"
						style={ buttonStyle( attributes ) }
						target="_blank"
						dangerouslySetInnerHTML={ { __html: text ?? '' } }
					/>
				</div>
			);
		}
		return url ? (
			<a
				{ ...useBlockProps.save( {
					className: 'eventbrite__direct-link',
					href: url,
				} ) }
			>
				{ url }
			</a>
		) : null;
	},
	isEligible( saved, innerBlocks ) {
		const attributes = saved as V2Attributes;
		const isModal = attributes.style === 'modal' || !! attributes.useModal;
		return (
			!! attributes.eventId &&
			isModal &&
			( ! innerBlocks?.length ||
				BUTTON_ATTRIBUTES.some( ( name ) => !! attributes[ name ] ) )
		);
	},
	migrate( saved ) {
		const attributes = saved as V2Attributes;
		const { className, useModal, style } = attributes;
		const kept: Record< string, unknown > = { ...attributes };
		delete kept.useModal;
		for ( const name of BUTTON_ATTRIBUTES ) {
			delete kept[ name ];
		}
		kept.style = style || ( useModal ? 'modal' : 'inline' );
		if ( className ) {
			kept.className =
				className.replace( 'is-style-outline', '' ).trim() || undefined;
		}
		const buttonAttributes: Record< string, unknown > = {};
		for ( const name of BUTTON_ATTRIBUTES ) {
			if ( attributes[ name ] !== undefined ) {
				buttonAttributes[ name ] = attributes[ name ];
			}
		}
		const button = createBlock( 'jetpack/button', {
			element: 'a',
			...buttonAttributes,
			text: attributes.text || registerText(),
			uniqueId: 'eventbrite-widget-id',
			className: className?.includes( 'is-style-outline' )
				? 'is-style-outline'
				: '',
		} );
		return [ kept as V2Attributes, [ button ] ];
	},
};

export default v2;
