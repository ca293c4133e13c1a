/**
 * Hostile content for the embed blocks (Calendly, Eventbrite, Google Calendar, Pinterest,
 * OpenTable, GIF): each block's attributes with every hostile URL of xss-urls.ts, and values that
 * try to leave their attribute or add an event handler — written into every attribute a
 * renderer reads. A plain data module, shared by the render test and the published-page test.
 */
import { hostileUrls } from './xss-urls';

const BREAKOUTS = [
	'"><script>alert(1)</script>',
	"' onmouseover='alert(1)",
	'" onload="alert(1)',
	'javascript:alert(1)',
	'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'</template><img src=x onerror=alert(1)>',
	'https://calendly.com/a" onload="alert(1)',
	'https://calendly.com/a?x="><svg onload=alert(1)>',
	'https://calendar.google.com/calendar/embed?src=x"onload="alert(1)',
	'https://www.eventbrite.com/e/x-1"onfocus="alert(1)"autofocus="',
	'https://www.pinterest.com/pin/1"onload="alert(1)/',
	'https://media.giphy.com/media/x/giphy.gif" onerror="alert(1)',
	'https://giphy.com/embed/abc"onload="alert(1)',
	'56%;background:url(javascript:alert(1))',
];

export type HostileEmbed = {
	name: string;
	block: string;
	attributes: Record< string, unknown >;
};

const values = [
	...hostileUrls.map( ( hostile ) => hostile.url ),
	...BREAKOUTS,
];

export const hostileEmbeds: HostileEmbed[] = values.flatMap(
	( value, index ) => [
		{
			name: `calendly #${ index }`,
			block: 'jetpack/calendly',
			attributes: {
				url: value,
				backgroundColor: value,
				primaryColor: value,
				textColor: value,
				style: index % 2 ? 'inline' : value,
				className: value,
				align: value,
			},
		},
		{
			name: `eventbrite #${ index }`,
			block: 'jetpack/eventbrite',
			attributes: {
				url: value,
				eventId: value,
				style: index % 2 ? 'modal' : value,
				className: value,
			},
		},
		{
			name: `google-calendar #${ index }`,
			block: 'jetpack/google-calendar',
			attributes: {
				url: value,
				height: value,
				className: value,
				align: value,
			},
		},
		{
			name: `pinterest #${ index }`,
			block: 'jetpack/pinterest',
			attributes: { url: value, className: value },
		},
		{
			name: `opentable #${ index }`,
			block: 'jetpack/opentable',
			attributes: {
				rid: [ value, `1${ value }` ],
				style: value,
				lang: value,
				domain: value,
				className: value,
				align: value,
				newtab: value,
			},
		},
		{
			name: `gif #${ index }`,
			block: 'jetpack/gif',
			attributes: {
				gifUrl: value,
				giphyUrl: value,
				caption: value,
				searchText: value,
				paddingTop: value,
				className: value,
				align: value,
			},
		},
		{
			name: `gif with a good address #${ index }`,
			block: 'jetpack/gif',
			attributes: {
				gifUrl: 'https://media.giphy.com/media/abc/giphy.gif',
				caption: value,
				searchText: value,
				paddingTop: value,
				className: value,
			},
		},
	]
);

/**
 * What must never appear in an embed block's output, template contents included: an event
 * handler attribute, a script, an href or src outside http(s), a frame or an image that is
 * not https, or a style attribute that loads or runs anything (url(), expression()).
 * @param root
 */
export function embedOutputProblems( root: ParentNode ): string[] {
	const problems: string[] = [];
	const visit = ( node: ParentNode ) => {
		node.querySelectorAll( '*' ).forEach( ( element ) => {
			for ( const attribute of Array.from( element.attributes ) ) {
				if ( attribute.name.toLowerCase().startsWith( 'on' ) ) {
					problems.push( `${ element.tagName } ${ attribute.name }` );
				}
				if (
					[
						'href',
						'src',
						'action',
						'formaction',
						'srcdoc',
					].includes( attribute.name.toLowerCase() ) &&
					! /^https?:\/\/[^\s"'<>]+$/i.test( attribute.value )
				) {
					problems.push(
						`${ element.tagName } ${ attribute.name }=${ attribute.value }`
					);
				}
			}
			const tag = element.tagName.toLowerCase();
			if (
				[
					'script',
					'object',
					'embed',
					'svg',
					'style',
					'link',
					'meta',
					'base',
					'form',
				].includes( tag )
			) {
				problems.push( `element ${ tag }` );
			}
			if (
				/(url\(|expression\(|javascript:)/i.test(
					` ${ element.getAttribute( 'style' ) ?? '' }`
				)
			) {
				problems.push(
					`${ element.tagName } style=${ element.getAttribute(
						'style'
					) }`
				);
			}
			if (
				( tag === 'iframe' || tag === 'img' ) &&
				! /^https:\/\//.test( element.getAttribute( 'src' ) ?? '' )
			) {
				problems.push(
					`${ tag } src=${ element.getAttribute( 'src' ) }`
				);
			}
			if ( tag === 'template' ) {
				visit( ( element as HTMLTemplateElement ).content );
			}
		} );
	};
	visit( root );
	return problems;
}
