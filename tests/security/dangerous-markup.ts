/**
 * Finds what would make a piece of HTML dangerous to show to a visitor, by parsing it with a
 * real HTML parser (DOMParser: jsdom in jest, the browser's own in end-to-end tests):
 * - elements that run code, load resources or change the page (script, iframe, svg, form, …);
 * - event-handler attributes (any attribute whose name starts with "on");
 * - URL attributes whose scheme, once whitespace and control characters are removed and the
 *   case folded, is javascript:, vbscript: or data:;
 * - style attributes that reach for script (`expression(`, `javascript:`).
 * Returns one line per finding; an empty array means nothing was found.
 */

export const FORBIDDEN_ELEMENTS = [
	'script',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'applet',
	'style',
	'link',
	'meta',
	'base',
	'form',
	'svg',
	'math',
] as const;

export const URL_ATTRIBUTES = [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'poster',
	'background',
	'cite',
	'srcset',
] as const;

const DANGEROUS_SCHEMES = [ 'javascript:', 'vbscript:', 'data:' ];

/**
 * True when a URL (as the parser decoded it) starts with a scheme that runs or embeds code.
 * @param value
 */
export function hasDangerousScheme( value: string ): boolean {
	const compact = value
		.replace( /[\s\u0000-\u001f\u007f-\u009f]+/g, '' )
		.toLowerCase();
	return DANGEROUS_SCHEMES.some( ( scheme ) => compact.startsWith( scheme ) );
}

function urlsOf( name: string, value: string ): string[] {
	// srcset holds "url descriptor, url descriptor".
	return name === 'srcset'
		? value.split( ',' ).map( ( part ) => part.trim().split( /\s+/ )[ 0 ] )
		: [ value ];
}

function describe( element: Element ): string {
	return `<${ element.tagName.toLowerCase() }>`;
}

function inspect( root: ParentNode, findings: string[] ) {
	for ( const element of Array.from( root.querySelectorAll( '*' ) ) ) {
		if (
			( FORBIDDEN_ELEMENTS as readonly string[] ).includes(
				element.localName
			)
		) {
			findings.push( `forbidden element ${ describe( element ) }` );
		}
		for ( const attribute of Array.from( element.attributes ) ) {
			const name = attribute.name.toLowerCase();
			if ( name.startsWith( 'on' ) ) {
				findings.push(
					`event handler ${ name } on ${ describe( element ) }`
				);
			}
			if (
				( URL_ATTRIBUTES as readonly string[] ).includes( name ) &&
				urlsOf( name, attribute.value ).some( hasDangerousScheme )
			) {
				findings.push(
					`dangerous URL in ${ name } on ${ describe( element ) }: ${ attribute.value }`
				);
			}
			if (
				name === 'style' &&
				/expression\s*\(|javascript:|vbscript:/i.test( attribute.value )
			) {
				findings.push( `scripted style on ${ describe( element ) }` );
			}
		}
		if ( element.localName === 'template' ) {
			inspect( ( element as HTMLTemplateElement ).content, findings );
		}
	}
}

export function findDangerousMarkup( html: string ): string[] {
	const document = new DOMParser().parseFromString( html, 'text/html' );
	const findings: string[] = [];
	inspect( document, findings );
	return findings;
}
