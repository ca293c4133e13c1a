/**
 * Business Hours in the editor. Selected: a row per weekday to open or close it and set its
 * intervals. Not selected: the week as visitors will read it. Both wait for the site's localized
 * week ("Loading business hours") and list the days from the site's first day of the week.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';
import DayEdit from './components/day-edit';
import HoursPreview from './components/hours-preview';
import {
	normalizeDays,
	orderByStartOfWeek,
	replaceDay,
	type BusinessHoursAttributes,
	type Day,
} from './days';
import { useLocalizedWeek } from './hooks/use-localized-week';
import { DEFAULT_TIME_FORMAT } from './time-format';

/** The site's `time_format`, as WordPress hands it to the editor through @wordpress/date. */
function siteTimeFormat(): string {
	return getSettings().formats?.time || DEFAULT_TIME_FORMAT;
}

export default function BusinessHoursEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< BusinessHoursAttributes > ) {
	const week = useLocalizedWeek();
	const blockProps = useBlockProps( {
		className: isSelected
			? 'jetpack-business-hours is-edit'
			: 'jetpack-business-hours',
	} );

	if ( ! week ) {
		return (
			<div { ...blockProps }>
				<p className="jetpack-business-hours__loading">
					<Spinner />
					{ __( 'Loading business hours', 'jetpack' ) }
				</p>
			</div>
		);
	}

	const days = normalizeDays( attributes.days );
	const ordered = orderByStartOfWeek( days, week.startOfWeek );

	if ( ! isSelected ) {
		return (
			<div { ...blockProps }>
				<HoursPreview
					days={ ordered }
					names={ week.days }
					timeFormat={ siteTimeFormat() }
				/>
			</div>
		);
	}

	const updateDay = ( day: Day ) =>
		setAttributes( { days: replaceDay( days, day ) } );

	return (
		<div { ...blockProps }>
			{ ordered.map( ( day ) => (
				<DayEdit
					key={ day.name }
					day={ day }
					label={ week.days[ day.name ] }
					onChange={ updateDay }
				/>
			) ) }
		</div>
	);
}
