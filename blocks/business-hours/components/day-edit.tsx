/**
 * The editing row of one weekday: an open/closed toggle and, when open, its intervals with
 * "Add Hours". Opening a day gives it 09:00-17:00; closing it empties its hours (spec §4).
 */
import { Button, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';
import {
	DEFAULT_CLOSING,
	DEFAULT_OPENING,
	type Day,
	type Interval,
} from '../days';
import IntervalEdit from './interval-edit';

type Props = {
	day: Day;
	/** The day's name in the site's language. */
	label: string;
	onChange: ( day: Day ) => void;
};

export default function DayEdit( { day, label, onChange }: Props ) {
	const isOpen = day.hours.length > 0;
	const setHours = ( hours: Interval[] ) => onChange( { ...day, hours } );

	const toggle = ( open: boolean ) =>
		setHours(
			open
				? [ { opening: DEFAULT_OPENING, closing: DEFAULT_CLOSING } ]
				: []
		);
	const updateInterval = ( index: number, interval: Interval ) =>
		setHours(
			day.hours.map( ( current, i ) =>
				i === index ? interval : current
			)
		);
	const removeInterval = ( index: number ) =>
		setHours( day.hours.filter( ( _, i ) => i !== index ) );
	const addInterval = () =>
		setHours( [ ...day.hours, { opening: '', closing: '' } ] );

	return (
		<fieldset className={ `jetpack-business-hours__day ${ day.name }` }>
			<legend className="jetpack-business-hours__day-name">
				{ label }
			</legend>
			<ToggleControl
				__nextHasNoMarginBottom
				className="jetpack-business-hours__toggle"
				label={
					isOpen ? __( 'Open', 'jetpack' ) : __( 'Closed', 'jetpack' )
				}
				checked={ isOpen }
				onChange={ toggle }
			/>
			{ isOpen && (
				<div className="jetpack-business-hours__intervals">
					{ day.hours.map( ( interval, index ) => (
						<IntervalEdit
							key={ index }
							interval={ interval }
							onChange={ ( changed ) =>
								updateInterval( index, changed )
							}
							onRemove={
								day.hours.length > 1
									? () => removeInterval( index )
									: undefined
							}
						/>
					) ) }
					<Button
						className="jetpack-business-hours__add"
						variant="link"
						icon={ plus }
						onClick={ addInterval }
					>
						{ __( 'Add Hours', 'jetpack' ) }
					</Button>
				</div>
			) }
		</fieldset>
	);
}
