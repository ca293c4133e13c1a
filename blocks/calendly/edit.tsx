/**
 * Scheduling embed in the editor (spec 000 §2, §4, §5): the placeholder for an address or
 * embed code, "Embedding…" while the page is verified by loading it, the inline frame or the
 * link style's inner button, an Edit toolbar button, and the Calendar settings sidebar.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { RadioControl, Spinner, ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	EmbedAddressStep,
	EmbedPreview,
} from '../../shared/embed/embed-edit-parts';
import { useInnerButton } from '../../shared/embed/use-inner-button';
import {
	DEFAULT_BUTTON_TEXT,
	calendlyEmbedUrl,
	parseCalendlyInput,
	type PastedCalendly,
} from './calendly-url';

type Attributes = {
	url?: string;
	style: 'inline' | 'link';
	hideEventTypeDetails: boolean;
	backgroundColor: string;
	primaryColor: string;
	textColor: string;
};

export const EMBED_ERROR = () =>
	__(
		"Your calendar couldn't be embedded. Please double check your URL or code.",
		'jetpack'
	);

/** Loads the page once to check it exists; resolves false when it cannot be loaded. */
async function verifyByLoading( url: string ): Promise< boolean > {
	try {
		await fetch( url, { mode: 'no-cors', credentials: 'omit' } );
		return true;
	} catch {
		return false;
	}
}

export default function CalendlyEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< Attributes > & { clientId: string } ) {
	const blockProps = useBlockProps();
	const [ editing, setEditing ] = useState( ! attributes.url );
	const [ embedding, setEmbedding ] = useState( false );
	const [ error, setError ] = useState< string | undefined >();
	const [ pasted, setPasted ] = useState< PastedCalendly | null >( null );

	useInnerButton(
		clientId,
		attributes.style === 'link' && !! attributes.url && ! editing,
		{
			element: 'a',
			uniqueId: 'calendly-widget-id',
			passthroughAttributes: { url: 'url' },
			text: pasted?.buttonText || DEFAULT_BUTTON_TEXT,
			url: attributes.url,
			...( pasted?.buttonTextColor
				? { customTextColor: `#${ pasted.buttonTextColor }` }
				: {} ),
			...( pasted?.buttonBackgroundColor
				? {
						customBackgroundColor: `#${ pasted.buttonBackgroundColor }`,
					}
				: {} ),
		}
	);

	const submit = async ( value: string ) => {
		const parsed = parseCalendlyInput( value );
		if ( ! parsed ) {
			setError( EMBED_ERROR() );
			return;
		}
		setError( undefined );
		setEmbedding( true );
		const ok = await verifyByLoading( parsed.url );
		setEmbedding( false );
		if ( ! ok ) {
			setAttributes( { url: undefined } );
			setError( EMBED_ERROR() );
			return;
		}
		setPasted( parsed );
		setAttributes( {
			url: parsed.url,
			...( parsed.style ? { style: parsed.style } : {} ),
			...( parsed.hideEventTypeDetails
				? { hideEventTypeDetails: true }
				: {} ),
			...( parsed.backgroundColor
				? { backgroundColor: parsed.backgroundColor }
				: {} ),
			...( parsed.primaryColor
				? { primaryColor: parsed.primaryColor }
				: {} ),
			...( parsed.textColor ? { textColor: parsed.textColor } : {} ),
		} );
		setEditing( false );
	};

	if ( embedding ) {
		return (
			<div { ...blockProps }>
				<div className="wp-block-embed is-loading" role="status">
					<Spinner />
					<p>{ __( 'Embedding…', 'jetpack' ) }</p>
				</div>
			</div>
		);
	}

	if ( editing || ! attributes.url ) {
		return (
			<EmbedAddressStep
				blockProps={ blockProps }
				label={ __( 'Calendly', 'jetpack' ) }
				instructions={ __(
					'Enter your Calendly web address or embed code below.',
					'jetpack'
				) }
				inputLabel={ __(
					'Calendly web address or embed code',
					'jetpack'
				) }
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
				<>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Hide event type details', 'jetpack' ) }
						checked={ attributes.hideEventTypeDetails }
						onChange={ ( hideEventTypeDetails ) =>
							setAttributes( { hideEventTypeDetails } )
						}
					/>
					<RadioControl
						label={ __( 'Style', 'jetpack' ) }
						selected={ attributes.style }
						options={ [
							{
								label: __( 'Inline', 'jetpack' ),
								value: 'inline',
							},
							{ label: __( 'Link', 'jetpack' ), value: 'link' },
						] }
						onChange={ ( style ) =>
							setAttributes( {
								style: style as Attributes[ 'style' ],
							} )
						}
					/>
				</>
			}
		>
			{ attributes.style === 'link' ? (
				<InnerBlocks
					templateLock="all"
					allowedBlocks={ [ 'jetpack/button' ] }
				/>
			) : (
				<iframe
					className="wp-block-jetpack-calendly__frame"
					title={ __( 'Calendly scheduling calendar', 'jetpack' ) }
					src={ calendlyEmbedUrl( {
						...attributes,
						url: attributes.url,
						embedDomain: window.location.host,
					} ) }
					height={ 630 }
					width="100%"
				/>
			) }
		</EmbedPreview>
	);
}
