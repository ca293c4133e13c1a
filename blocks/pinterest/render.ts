/**
 * What visitors get for Pinterest: a pin in Pinterest's embed frame behind the consent button;
 * a board or a profile as a link (Pinterest embeds those only through its script, which the
 * site's Content-Security-Policy does not load). Not a Pinterest URL: nothing.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { pinId, pinterestKind } from './pinterest-url';

const renderPinterest: BlockRenderer = ( attributes, _inner, context ) => {
	const url = attributes.url as string | undefined;
	const kind = pinterestKind( url );
	if ( ! kind || ! url ) {
		return '';
	}
	const wrapper = wrapperAttributes( attributes, { name: metadata.name } );
	const id = pinId( url );
	const linkText = {
		pin: __( 'View this pin on Pinterest', 'jetpack' ),
		board: __( 'View this board on Pinterest', 'jetpack' ),
		user: __( 'View this profile on Pinterest', 'jetpack' ),
	}[ kind ];
	if ( ! id ) {
		return markup`<div class="${ wrapper.class }"><a href="${ url }">${ linkText }</a></div>`.toString();
	}
	return markup`<div class="${ wrapper.class }">${ consentEmbed(
		{
			service: 'Pinterest',
			src: `https://assets.pinterest.com/ext/embed.html?id=${ encodeURIComponent( id ) }`,
			title: __( 'Pinterest pin', 'jetpack' ),
			width: 345,
			height: 620,
			className: 'wp-block-jetpack-pinterest__frame',
			link: url,
			linkText,
		},
		context
	) }</div>`.toString();
};

export default renderPinterest;
