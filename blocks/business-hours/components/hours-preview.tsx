/**
 * The read-only week shown when the block is not selected: the same definition list visitors
 * get from render.ts, so the editor shows what the page will show.
 */
import { __ } from '@wordpress/i18n';
import type { Day, DayKey } from '../days';
import { formatDayHours } from '../time-format';

type Props = {
	/** Already in the order of the site's week. */
	days: Day[];
	names: Record< DayKey, string >;
	timeFormat: string;
};

export default function HoursPreview( { days, names, timeFormat }: Props ) {
	return (
		<dl className="jetpack-business-hours__list">
			{ days.map( ( day ) => (
				<div className="jetpack-business-hours__item" key={ day.name }>
					<dt className={ day.name }>{ names[ day.name ] }</dt>
					<dd className={ day.name }>
						{ formatDayHours( day.hours, timeFormat ) ||
							__( 'Closed', 'jetpack' ) }
					</dd>
				</div>
			) ) }
		</dl>
	);
}
