/**
 * What visitors get for the restaurant reservation: OpenTable's reservation widget in a frame
 * sized for the style, behind the consent button; with `iframe` off, or for visitors without
 * JavaScript, links to each restaurant's reservation page.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import { customClassNames } from '../../shared/render/class-names';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { LANGUAGES, STYLE_SIZES, ridFromToken, styleFor } from './embed-code';
import { reservationUrl } from './reservation-link';

function ridsOf( value: unknown ): string[] {
	return Array.isArray( value )
		? value
				.map( ( item ) => ridFromToken( String( item ) ) )
				.filter( ( rid ): rid is string => !! rid )
		: [];
}

function styleOf( attributes: Record< string, unknown >, count: number ) {
	const fromClass = customClassNames( attributes.className )
		.find( ( name ) => name.startsWith( 'is-style-' ) )
		?.slice( 'is-style-'.length );
	const chosen = fromClass ?? String( attributes.style ?? 'standard' );
	const style = styleFor( chosen, count );
	return style === 'multi' || STYLE_SIZES[ style ] ? style : 'standard';
}

const renderOpenTable: BlockRenderer = ( attributes, _inner, context ) => {
	const rids = ridsOf( attributes.rid );
	if ( rids.length === 0 ) {
		return '';
	}
	const style = styleOf( attributes, rids.length );
	const lang = ( LANGUAGES as readonly string[] ).includes(
		String( attributes.lang )
	)
		? String( attributes.lang )
		: 'en-US';
	const domain = /^[a-z]{2,3}(?:\.[a-z]{2})?$/.test(
		String( attributes.domain )
	)
		? String( attributes.domain )
		: 'com';
	const wrapper = wrapperAttributes( attributes, {
		name: metadata.name,
		align: [ 'left', 'center', 'right', 'wide', 'full' ],
	} );
	const classes = [
		wrapper.class,
		`is-style-${ style }`,
		attributes.negativeMargin === true ? 'has-no-margin' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	const links = markup`<ul class="wp-block-jetpack-opentable__links">${ rids.map(
		( rid ) =>
			markup`<li><a href="${ reservationUrl( rid ) }"${
				attributes.newtab === true
					? markup` target="_blank" rel="noopener noreferrer"`
					: ''
			}>${ __( 'Make a reservation on OpenTable', 'jetpack' ) } (${ rid })</a></li>`
	) }</ul>`;
	if ( attributes.iframe === false ) {
		return markup`<div class="${ classes }">${ links }</div>`.toString();
	}
	const size = STYLE_SIZES[ style === 'multi' ? 'standard' : style ];
	const params = new URLSearchParams( {
		rid: rids.join( ',' ),
		type: style === 'multi' ? 'multi' : 'standard',
		theme: style === 'multi' ? 'standard' : style,
		iframe: 'true',
		domain,
		lang,
		newtab: attributes.newtab === true ? 'true' : 'false',
	} );
	return markup`<div class="${ classes }">${ consentEmbed(
		{
			service: 'OpenTable',
			src: `https://www.opentable.com/widget/reservation/canvas?${ params.toString() }`,
			title: __( 'OpenTable reservation', 'jetpack' ),
			width: size.width,
			height: size.height,
			className: 'wp-block-jetpack-opentable__frame',
			link: reservationUrl( rids[ 0 ] ),
			linkText: __( 'Make a reservation on OpenTable', 'jetpack' ),
		},
		context
	) }</div>`.toString();
};

export default renderOpenTable;
