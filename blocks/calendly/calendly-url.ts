/**
 * Scheduling-service rules (spec 000 §5, §9): which addresses are accepted, what pasted embed
 * code says (URL, inline or link style, button text and colours), and the embed address.
 */
export const CALENDLY_ORIGIN = 'https://calendly.com/';

export const DEFAULT_BUTTON_TEXT = 'Schedule time with me';

export type CalendlyColours = {
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
};

export type PastedCalendly = CalendlyColours & {
	url: string;
	style?: 'inline' | 'link';
	hideEventTypeDetails?: boolean;
	buttonText?: string;
	buttonTextColor?: string;
	buttonBackgroundColor?: string;
};

/** The url attribute must be empty or start with the service's public https address. */
export function isCalendlyUrl( url: unknown ): url is string {
	return (
		typeof url === 'string' &&
		url.startsWith( CALENDLY_ORIGIN ) &&
		url.length > CALENDLY_ORIGIN.length &&
		! /[\s"'<>`\\]/.test( url )
	);
}

const COLOUR = /^[a-z0-9]{6}$/i;

/** Colours taken from the embed URL must be six alphanumeric characters. */
export function isColour( value: unknown ): value is string {
	return typeof value === 'string' && COLOUR.test( value );
}

function colourParam( params: URLSearchParams, name: string ) {
	const value = params.get( name );
	return isColour( value ) ? value : undefined;
}

/**
 * Reads pasted text: a bare address, or embed code. Returns null when it holds no address of
 * the service.
 * @param text
 */
export function parseCalendlyInput( text: string ): PastedCalendly | null {
	const trimmed = text.trim();
	const found = trimmed.match( /https:\/\/calendly\.com\/[^\s"'<>`\\)]+/ );
	if ( ! found ) {
		return null;
	}
	let address: URL;
	try {
		address = new URL( found[ 0 ].replace( /&amp;/g, '&' ) );
	} catch {
		return null;
	}
	const params = address.searchParams;
	const url = `${ address.origin }${ address.pathname }`.replace(
		/\/+$/,
		''
	);
	if ( ! isCalendlyUrl( url ) ) {
		return null;
	}
	const result: PastedCalendly = {
		url,
		backgroundColor: colourParam( params, 'background_color' ),
		primaryColor: colourParam( params, 'primary_color' ),
		textColor: colourParam( params, 'text_color' ),
	};
	if ( params.get( 'hide_event_type_details' ) === '1' ) {
		result.hideEventTypeDetails = true;
	}
	if ( /data-url=/.test( trimmed ) ) {
		result.style = 'inline';
	} else if ( /initPopupWidget|initBadgeWidget/.test( trimmed ) ) {
		result.style = 'link';
		const label = trimmed.match( /text:\s*'([^']*)'/ );
		const colour = trimmed.match( /color:\s*'#?([a-z0-9]{6})'/i );
		const textColour = trimmed.match( /textColor:\s*'#?([a-z0-9]{6})'/i );
		result.buttonText = label?.[ 1 ];
		result.buttonBackgroundColor = colour?.[ 1 ];
		result.buttonTextColor = textColour?.[ 1 ];
	}
	return result;
}

export type EmbedOptions = CalendlyColours & {
	url: string;
	hideEventTypeDetails?: boolean;
	/** The host name of the page the calendar is shown on. */
	embedDomain: string;
};

/** The inline embed address: the page with the embed and colour parameters. */
export function calendlyEmbedUrl( options: EmbedOptions ): string {
	const params = new URLSearchParams( {
		embed_domain: options.embedDomain,
		embed_type: 'Inline',
	} );
	if ( options.hideEventTypeDetails ) {
		params.set( 'hide_event_type_details', '1' );
	}
	if ( isColour( options.backgroundColor ) ) {
		params.set( 'background_color', options.backgroundColor );
	}
	if ( isColour( options.primaryColor ) ) {
		params.set( 'primary_color', options.primaryColor );
	}
	if ( isColour( options.textColor ) ) {
		params.set( 'text_color', options.textColor );
	}
	return `${ options.url }?${ params.toString() }`;
}
