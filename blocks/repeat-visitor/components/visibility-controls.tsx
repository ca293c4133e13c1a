/**
 * The criteria choice and the threshold field, shown in the placeholder and in the sidebar.
 * The threshold is stored only when it is a positive whole number; otherwise the field keeps
 * what was typed and says 'Please enter a valid number.'
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { parseThreshold } from '../threshold';
import type { RepeatVisitorAttributes, RepeatVisitorCriteria } from '../types';

type Props = {
	attributes: RepeatVisitorAttributes;
	setAttributes: ( changes: Partial< RepeatVisitorAttributes > ) => void;
};

export default function VisibilityControls( {
	attributes,
	setAttributes,
}: Props ) {
	const [ text, setText ] = useState( String( attributes.threshold ) );
	const errorId = `jetpack-repeat-visitor-threshold-error-${ useInstanceId(
		VisibilityControls
	) }`;
	const invalid = parseThreshold( text ) === null;

	const onThresholdChange = ( next: string ) => {
		setText( next );
		const threshold = parseThreshold( next );
		if ( threshold !== null ) {
			setAttributes( { threshold } );
		}
	};

	return (
		<div className="wp-block-jetpack-repeat-visitor__controls">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Visibility', 'jetpack' ) }
				value={ attributes.criteria }
				options={ [
					{
						label: __( 'Show after the threshold', 'jetpack' ),
						value: 'after-visits',
					},
					{
						label: __( 'Show before the threshold', 'jetpack' ),
						value: 'before-visits',
					},
				] }
				onChange={ ( criteria: string ) =>
					setAttributes( {
						criteria: criteria as RepeatVisitorCriteria,
					} )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Visit count threshold', 'jetpack' ) }
				inputMode="numeric"
				value={ text }
				onChange={ onThresholdChange }
				aria-invalid={ invalid || undefined }
				aria-describedby={ invalid ? errorId : undefined }
			/>
			{ invalid && (
				<p
					id={ errorId }
					className="wp-block-jetpack-repeat-visitor__error"
					role="alert"
				>
					{ __( 'Please enter a valid number.', 'jetpack' ) }
				</p>
			) }
		</div>
	);
}
