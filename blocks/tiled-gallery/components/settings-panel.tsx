/** The sidebar panel 'Tiled Gallery settings': columns, rounded corners and link-to. */
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	MAX_COLUMNS,
	MAX_ROUNDED_CORNERS,
	type LayoutStyle,
} from '../constants';
import { showsColumns, showsRoundedCorners } from '../gallery-state';
import { effectiveColumns } from '../layout';

type Props = {
	layoutStyle: LayoutStyle;
	count: number;
	columns?: number;
	roundedCorners: number;
	linkTo: string;
	onColumns: ( columns: number ) => void;
	onRoundedCorners: ( value: number ) => void;
	onLinkTo: ( value: string ) => void;
};

export default function SettingsPanel( {
	layoutStyle,
	count,
	columns,
	roundedCorners,
	linkTo,
	onColumns,
	onRoundedCorners,
	onLinkTo,
}: Props ) {
	return (
		<PanelBody title={ __( 'Tiled Gallery settings', 'jetpack' ) }>
			{ showsColumns( layoutStyle, count ) && (
				<RangeControl
					__next40pxDefaultSize
					label={ __( 'Columns', 'jetpack' ) }
					value={ effectiveColumns( columns, count ) }
					min={ 1 }
					max={ Math.min( MAX_COLUMNS, count ) }
					onChange={ ( value ) =>
						value !== undefined && onColumns( value )
					}
				/>
			) }
			{ showsRoundedCorners( layoutStyle ) && (
				<RangeControl
					__next40pxDefaultSize
					label={ __( 'Rounded corners', 'jetpack' ) }
					value={ roundedCorners }
					min={ 0 }
					max={ MAX_ROUNDED_CORNERS }
					onChange={ ( value ) => onRoundedCorners( value ?? 0 ) }
				/>
			) }
			<SelectControl
				__next40pxDefaultSize
				label={ __( 'Link to', 'jetpack' ) }
				value={ linkTo as 'attachment' | 'media' | 'none' }
				options={ [
					{
						value: 'attachment',
						label: __( 'Attachment Page', 'jetpack' ),
					},
					{ value: 'media', label: __( 'Media File', 'jetpack' ) },
					{ value: 'none', label: __( 'None', 'jetpack' ) },
				] }
				onChange={ onLinkTo }
			/>
		</PanelBody>
	);
}
