/** The field width choice (spec §5, §9): 25, 50, 75 or 100 percent of the form. */
// The toggle group is exported under its experimental name only in this version of the
// package; Gutenberg's own sidebars use it for choices like this one.
import {
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalToggleGroupControl as ToggleGroupControl,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalToggleGroupControlOption as ToggleGroupControlOption,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FIELD_WIDTHS } from './field-attributes';

export default function FieldWidthControl( {
	width,
	onChange,
}: {
	width: number | undefined;
	onChange: ( width: number ) => void;
} ) {
	const current = FIELD_WIDTHS.find( ( choice ) => choice === width ) ?? 100;
	return (
		<ToggleGroupControl
			label={ __( 'Width', 'jetpack' ) }
			value={ current }
			isBlock
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			onChange={ ( value?: string | number ) => {
				const next = Number( value );
				if ( FIELD_WIDTHS.some( ( choice ) => choice === next ) ) {
					onChange( next );
				}
			} }
		>
			{ FIELD_WIDTHS.map( ( choice ) => (
				<ToggleGroupControlOption
					key={ choice }
					value={ choice }
					label={ sprintf(
						/* translators: %d: a width in percent, e.g. 50. */
						__( '%d%%', 'jetpack' ),
						choice
					) }
				/>
			) ) }
		</ToggleGroupControl>
	);
}
