/**
 * Restaurant reservation in the editor (spec 001 §2, §4, §5, §8, §9): a placeholder with a
 * restaurant search (tokens are numeric ids or "Name (id)") or pasted embed code, sign-up and
 * learn-more links; then a preview with the style, language, new-tab and negative-margin
 * settings and the wide-style warning.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	ExternalLink,
	FormTokenField,
	Notice,
	Placeholder,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useSuiteSettings } from '../../shared/editor-data';
import { EmbedPreview } from '../../shared/embed/embed-edit-parts';
import {
	LANGUAGES,
	STYLE_SIZES,
	isEmbedCode,
	languageForLocale,
	parseEmbedCode,
	ridFromToken,
	styleFor,
} from './embed-code';
import { useRestaurantSearch } from './use-restaurant-search';
import type { OpenTableAttributes } from './types';

export const PARSE_ERROR = () =>
	__(
		'We ran into an issue. Please ensure this embed matches the one from your OpenTable account',
		'jetpack'
	);
export const WIDE_WARNING = () =>
	__(
		'With the Wide style, this block displays best with a Wide or Full width alignment.',
		'jetpack'
	);

const LANGUAGE_LABELS: Record< string, string > = {
	'en-US': 'English',
	'fr-CA': 'Français',
	'de-DE': 'Deutsch',
	'es-MX': 'Español',
	'ja-JP': '日本語',
	'nl-NL': 'Nederlands',
	'it-IT': 'Italiano',
};

function currentStyle( attributes: OpenTableAttributes ): string {
	const fromClass = ( attributes.className ?? '' )
		.split( /\s+/ )
		.find( ( name ) => name.startsWith( 'is-style-' ) );
	return fromClass ? fromClass.slice( 9 ) : attributes.style;
}

export default function OpenTableEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< OpenTableAttributes > ) {
	const blockProps = useBlockProps();
	const [ editing, setEditing ] = useState( attributes.rid.length === 0 );
	const [ tokens, setTokens ] = useState< string[] >( attributes.rid );
	const [ term, setTerm ] = useState( '' );
	const [ error, setError ] = useState< string | undefined >();
	const restaurants = useRestaurantSearch( term );
	const style = currentStyle( attributes );
	const previousStyle = useRef( style );
	const { siteLocale } = useSuiteSettings();

	// A new block (no restaurant yet, the default language) speaks the site's language.
	useEffect( () => {
		if ( attributes.rid.length === 0 && attributes.lang === 'en-US' ) {
			const lang = languageForLocale( siteLocale );
			if ( lang !== attributes.lang ) {
				setAttributes( { lang } );
			}
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ siteLocale ] );

	useEffect( () => {
		if ( style === 'wide' && previousStyle.current !== 'wide' ) {
			setAttributes( { align: 'wide' } );
		} else if ( style !== 'wide' && previousStyle.current === 'wide' ) {
			setAttributes( { align: undefined } );
		}
		if ( style !== previousStyle.current ) {
			setAttributes( { style } );
		}
		previousStyle.current = style;
	}, [ style, setAttributes ] );

	const onTokens = ( next: Array< string | { value: string } > ) => {
		const values = next.map( ( token ) =>
			typeof token === 'string' ? token : token.value
		);
		const pasted = values.find( isEmbedCode );
		if ( pasted ) {
			const parsed = parseEmbedCode( pasted );
			if ( ! parsed ) {
				setError( PARSE_ERROR() );
				return;
			}
			setError( undefined );
			setAttributes( {
				...parsed,
				style: styleFor(
					parsed.style ?? attributes.style,
					parsed.rid.length
				),
			} );
			setTokens( parsed.rid );
			setEditing( false );
			return;
		}
		setError( undefined );
		setTokens(
			values.filter( ( value ) => ridFromToken( value ) !== null )
		);
	};

	const submit = () => {
		const rid = tokens
			.map( ridFromToken )
			.filter( ( id ): id is string => !! id );
		if ( rid.length === 0 ) {
			return;
		}
		setAttributes( {
			rid,
			style: styleFor( attributes.style, rid.length ),
		} );
		setEditing( false );
	};

	if ( editing || attributes.rid.length === 0 ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					label={ __( 'OpenTable Reservation', 'jetpack' ) }
					instructions={ __(
						'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
						'jetpack'
					) }
				>
					<FormTokenField
						__experimentalExpandOnFocus
						__next40pxDefaultSize
						label={ __( 'Restaurants', 'jetpack' ) }
						value={ tokens }
						suggestions={ restaurants.map(
							( item ) => `${ item.name } (${ item.rid })`
						) }
						onInputChange={ setTerm }
						onChange={ onTokens }
						__experimentalValidateInput={ ( value: string ) =>
							isEmbedCode( value ) ||
							ridFromToken( value ) !== null
						}
					/>
					<Button variant="primary" onClick={ submit }>
						{ __( 'Embed', 'jetpack' ) }
					</Button>
					{ error && <p role="alert">{ error }</p> }
					<p>
						<ExternalLink href="https://restaurant.opentable.com/get-started/">
							{ __( 'Sign up for OpenTable', 'jetpack' ) }
						</ExternalLink>{ ' ' }
						<ExternalLink href="https://www.opentable.com/restaurant-solutions/">
							{ __( 'Learn more', 'jetpack' ) }
						</ExternalLink>
					</p>
				</Placeholder>
			</div>
		);
	}

	const size = STYLE_SIZES[ style ] ?? STYLE_SIZES.standard;
	const showWideWarning =
		style === 'wide' &&
		attributes.align !== 'wide' &&
		attributes.align !== 'full';
	return (
		<EmbedPreview
			blockProps={ blockProps }
			editLabel={ __( 'Edit', 'jetpack' ) }
			onEdit={ () => setEditing( true ) }
			settingsTitle={ __( 'Settings', 'jetpack' ) }
			settings={
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Language', 'jetpack' ) }
						value={ attributes.lang }
						options={ LANGUAGES.map( ( value: string ) => ( {
							value,
							label: LANGUAGE_LABELS[ value ],
						} ) ) }
						onChange={ ( lang ) => setAttributes( { lang } ) }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open in a new window', 'jetpack' ) }
						checked={ attributes.newtab }
						onChange={ ( newtab ) => setAttributes( { newtab } ) }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Remove bottom margin', 'jetpack' ) }
						checked={ attributes.negativeMargin }
						onChange={ ( negativeMargin ) =>
							setAttributes( { negativeMargin } )
						}
					/>
				</>
			}
		>
			{ showWideWarning && (
				<Notice status="warning" isDismissible={ false }>
					{ WIDE_WARNING() }
				</Notice>
			) }
			<div
				className="wp-block-jetpack-opentable__preview"
				style={ {
					width: size.width,
					maxWidth: '100%',
					minHeight: size.height,
				} }
			>
				{ attributes.rid.map( ( rid ) => (
					<p key={ rid }>
						{ __(
							'OpenTable reservation widget for restaurant',
							'jetpack'
						) }{ ' ' }
						{ rid }
					</p>
				) ) }
			</div>
		</EmbedPreview>
	);
}
