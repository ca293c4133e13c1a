/**
 * What visitors get for the calendar embed: the calendar in a frame behind the consent button,
 * at the block's height (default 600; 300 on small screens, by the block's style).
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer } from '../../shared/render-context';
import { consentEmbed } from '../../shared/embed/consent';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { DEFAULT_HEIGHT, isCalendarUrl } from './calendar-url';

function heightOf( value: unknown ): number {
	return typeof value === 'number' &&
		Number.isInteger( value ) &&
		value > 0 &&
		value <= 5000
		? value
		: DEFAULT_HEIGHT;
}

const renderGoogleCalendar: BlockRenderer = ( attributes, _inner, context ) => {
	const { url } = attributes;
	if ( ! isCalendarUrl( url ) ) {
		return '';
	}
	const height = heightOf( attributes.height );
	const wrapper = wrapperAttributes( attributes, {
		name: metadata.name,
		align: [ 'wide', 'full' ],
	} );
	const sizeClass = height === DEFAULT_HEIGHT ? ' is-default-height' : '';
	return markup`<div class="${ wrapper.class }${ sizeClass }">${ consentEmbed(
		{
			service: 'Google Calendar',
			src: url.replace( /^http:/, 'https:' ),
			title: __( 'Google Calendar', 'jetpack' ),
			width: '100%',
			height,
			className: 'wp-block-jetpack-google-calendar__frame',
			link: url,
			linkText: __( 'View the calendar', 'jetpack' ),
		},
		context
	) }</div>`.toString();
};

export default renderGoogleCalendar;
