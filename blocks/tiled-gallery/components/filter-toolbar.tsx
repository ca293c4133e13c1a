/** The toolbar dropdown 'Pick an image filter': original plus Jetpack's five filters. */
import { ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { color } from '@wordpress/icons';

export function filterOptions(): Array< { value?: string; title: string } > {
	return [
		{ value: undefined, title: __( 'Original', 'jetpack' ) },
		{ value: 'black-and-white', title: __( 'Black and White', 'jetpack' ) },
		{ value: 'sepia', title: __( 'Sepia', 'jetpack' ) },
		{ value: '1977', title: __( '1977', 'jetpack' ) },
		{ value: 'clarendon', title: __( 'Clarendon', 'jetpack' ) },
		{ value: 'gingham', title: __( 'Gingham', 'jetpack' ) },
	];
}

export default function FilterToolbar( {
	value,
	onChange,
}: {
	value?: string;
	onChange: ( filter: string | undefined ) => void;
} ) {
	return (
		<ToolbarDropdownMenu
			icon={ color }
			label={ __( 'Pick an image filter', 'jetpack' ) }
			controls={ filterOptions().map( ( option ) => ( {
				title: option.title,
				isActive: ( value || undefined ) === option.value,
				role: 'menuitemradio',
				onClick: () => onChange( option.value ),
			} ) ) }
		/>
	);
}
