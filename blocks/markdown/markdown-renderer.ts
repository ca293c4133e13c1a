/**
 * The one Markdown → HTML conversion of the block, shared by save (the markup stored in the
 * post), the editor preview and the server renderer (what visitors get).
 *
 * markdown-it keeps its default options, which is what Jetpack-saved posts were produced with
 * (so their saved markup validates): raw HTML is off (tags in the source come out as text),
 * no typographer, no linkify. On top of that, links and images are limited to the schemes of
 * the suite's URL policy (shared/url/policy.ts): a link whose target is refused stays as the literal Markdown text, an image
 * whose source is refused is replaced by its alternative text.
 */
import MarkdownIt, { type Token } from 'markdown-it';
import { isSafeUrl } from '../../shared/url/policy';

function keepOnlyAllowedImages( tokens: Token[] ): Token[] {
	const kept: Token[] = [];
	for ( const token of tokens ) {
		if ( token.children ) {
			token.children = keepOnlyAllowedImages( token.children );
		}
		const src = token.type === 'image' ? token.attrGet( 'src' ) : null;
		if (
			token.type === 'image' &&
			! isSafeUrl( String( src ?? '' ), 'image' )
		) {
			kept.push( ...( token.children ?? [] ) );
		} else {
			kept.push( token );
		}
	}
	return kept;
}

function createConverter() {
	const md = new MarkdownIt( { html: false } );
	// Called for link destinations, reference definitions and autolinks: a refused URL
	// means markdown-it does not make a link at all and leaves the source text.
	md.validateLink = ( url: string ) => isSafeUrl( url, 'link' );
	// Images passed the (wider) link check; hold them to the image allowlist.
	md.core.ruler.push( 'markdown_block_image_allowlist', ( state ) => {
		state.tokens = keepOnlyAllowedImages( state.tokens );
	} );
	return md;
}

const converter = createConverter();

/**
 * Converts Markdown source to HTML. Empty or missing source gives an empty string.
 * @param source
 */
export function renderMarkdown( source: unknown ): string {
	if ( typeof source !== 'string' || source.length === 0 ) {
		return '';
	}
	return converter.render( source );
}
