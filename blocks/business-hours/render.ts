/**
 * What visitors get for a Business Hours block: a definition list of the week, starting on the
 * site's first day of the week, each day with its opening hours or "Closed". The markup is the
 * one Jetpack's server gives, so themes styled for it keep working.
 *
 * Pure function of the raw attributes and the render context; never throws on bad attributes.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer, RenderContext } from '../../shared/render-context';
import { normalizeDays, orderByStartOfWeek } from './days';
import { escapeAttribute, escapeHtml } from './escape';
import { formatDayHours } from './time-format';
import { weekdayNames } from './weekday-names';

const SUPPORTED_ALIGNMENTS = [ 'wide', 'full' ];

function wrapperClasses( attributes: Record< string, unknown > ): string {
	const classes = [
		'jetpack-business-hours',
		'wp-block-jetpack-business-hours',
	];
	if (
		typeof attributes.align === 'string' &&
		SUPPORTED_ALIGNMENTS.includes( attributes.align )
	) {
		classes.push( `align${ attributes.align }` );
	}
	if ( typeof attributes.className === 'string' ) {
		classes.push(
			...attributes.className.split( /\s+/ ).filter( Boolean )
		);
	}
	return classes.join( ' ' );
}

function siteOf(
	context: RenderContext | undefined
): Partial< RenderContext[ 'site' ] > {
	return context && typeof context.site === 'object' && context.site !== null
		? context.site
		: {};
}

const renderBusinessHours: BlockRenderer = (
	attributes,
	_innerHTML,
	context
) => {
	const attrs =
		typeof attributes === 'object' &&
		attributes !== null &&
		! Array.isArray( attributes )
			? attributes
			: {};
	const site = siteOf( context );
	const names = weekdayNames( site.locale );
	const closed = __( 'Closed', 'jetpack' );
	const days = orderByStartOfWeek(
		normalizeDays( attrs.days ),
		site.startOfWeek
	);

	const items = days.map( ( day ) => {
		const hours = formatDayHours( day.hours, site.timeFormat ) || closed;
		const key = escapeAttribute( day.name );
		return (
			'<div class="jetpack-business-hours__item">' +
			`<dt class="${ key }">${ escapeHtml( names[ day.name ] ) }</dt>` +
			`<dd class="${ key }">${ escapeHtml( hours ) }</dd>` +
			'</div>'
		);
	} );

	return `<dl class="${ escapeAttribute( wrapperClasses( attrs ) ) }">${ items.join( '' ) }</dl>`;
};

export default renderBusinessHours;
