/**
 * One opening interval of a day: its opening and closing time, and a remove button when the
 * day has other intervals to keep.
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { Interval } from '../days';

type Props = {
	interval: Interval;
	onChange: ( interval: Interval ) => void;
	/** Absent when the interval is the day's only one. */
	onRemove?: () => void;
};

export default function IntervalEdit( {
	interval,
	onChange,
	onRemove,
}: Props ) {
	const timeControl = ( edge: 'opening' | 'closing', label: string ) => (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="time"
			label={ label }
			value={ interval[ edge ] }
			onChange={ ( value: string ) =>
				onChange( { ...interval, [ edge ]: value } )
			}
		/>
	);
	return (
		<div className="jetpack-business-hours__interval">
			{ timeControl( 'opening', __( 'Opening', 'jetpack' ) ) }
			{ timeControl( 'closing', __( 'Closing', 'jetpack' ) ) }
			{ onRemove && (
				<Button
					className="jetpack-business-hours__remove"
					icon={ closeSmall }
					label={ __( 'Remove Hours', 'jetpack' ) }
					onClick={ onRemove }
					size="compact"
				/>
			) }
		</div>
	);
}
