/**
 * What visitors get for a Business Hours block: a definition list of the week, starting on the
 * site's first day of the week, each day with its opening hours or "Closed". The markup is the
 * one Jetpack's server gives, so themes styled for it keep working.
 *
 * Pure function of the raw attributes and the render context; never throws on bad attributes.
 */
import { __ } from '@wordpress/i18n';
import type { BlockRenderer, RenderContext } from '../../shared/render-context';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import { normalizeDays, orderByStartOfWeek } from './days';
import { formatDayHours } from './time-format';
import { weekdayNames } from './weekday-names';

const SUPPORTED_ALIGNMENTS = [ 'wide', 'full' ];

function wrapperClasses( attributes: Record< string, unknown > ): string {
	const { classes } = wrapperAttributes( attributes, {
		name: metadata.name,
		align: SUPPORTED_ALIGNMENTS,
	} );
	return [ 'jetpack-business-hours', ...classes ].join( ' ' );
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
		return markup`<div class="jetpack-business-hours__item"><dt class="${ day.name }">${ names[ day.name ] }</dt><dd class="${ day.name }">${ hours }</dd></div>`;
	} );

	return markup`<dl class="${ wrapperClasses( attrs ) }">${ items }</dl>`.toString();
};

export default renderBusinessHours;
