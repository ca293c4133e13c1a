/**
 * Calendar embed in the editor (spec 001 §2, §4, §5, §8): instructions and a textarea for the
 * public URL, the iframe code or a cid link; the embedded calendar under an interaction overlay
 * that a click removes and deselecting restores; the 'Calendar settings' sidebar.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	EmbedAddressStep,
	EmbedPreview,
} from '../../shared/embed/embed-edit-parts';
import { parseCalendarInput } from './calendar-url';

type Attributes = { url?: string; height: number };

export const CALENDAR_ERROR = () =>
	__(
		"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
		'jetpack'
	);

export default function GoogleCalendarEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< Attributes > ) {
	const blockProps = useBlockProps();
	const [ editing, setEditing ] = useState( ! attributes.url );
	const [ error, setError ] = useState< string | undefined >();
	const [ interactive, setInteractive ] = useState( false );

	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );

	const submit = ( value: string ) => {
		const parsed = parseCalendarInput( value );
		if ( ! parsed ) {
			setError( CALENDAR_ERROR() );
			return;
		}
		setError( undefined );
		setAttributes( {
			url: parsed.url,
			height: parsed.height ?? attributes.height,
		} );
		setEditing( false );
	};

	if ( editing || ! attributes.url ) {
		return (
			<EmbedAddressStep
				blockProps={ blockProps }
				label={ __( 'Google Calendar', 'jetpack' ) }
				instructions={ __(
					'Paste the public URL or the embed code of a Google Calendar (Settings → Integrate calendar).',
					'jetpack'
				) }
				inputLabel={ __( 'Calendar URL or embed code', 'jetpack' ) }
				initialValue={ attributes.url }
				error={ error }
				onSubmit={ submit }
			/>
		);
	}

	return (
		<EmbedPreview
			blockProps={ blockProps }
			editLabel={ __( 'Edit', 'jetpack' ) }
			onEdit={ () => setEditing( true ) }
			settingsTitle={ __( 'Calendar settings', 'jetpack' ) }
			settings={
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 1 }
					label={ __( 'Height', 'jetpack' ) }
					value={ String( attributes.height ) }
					onChange={ ( value ) => {
						const height = parseInt( value, 10 );
						if ( Number.isInteger( height ) && height > 0 ) {
							setAttributes( { height } );
						}
					} }
				/>
			}
		>
			<div style={ { position: 'relative' } }>
				<iframe
					title={ __( 'Google Calendar', 'jetpack' ) }
					src={ attributes.url }
					height={ attributes.height }
					width="100%"
					style={ { border: 0 } }
				/>
				{ ! interactive && (
					// eslint-disable-next-line jsx-a11y/no-static-element-interactions
					<div
						className="wp-block-jetpack-google-calendar__overlay"
						data-testid="calendar-overlay"
						style={ { position: 'absolute', inset: 0 } }
						onMouseUp={ () => setInteractive( true ) }
					/>
				) }
			</div>
		</EmbedPreview>
	);
}
