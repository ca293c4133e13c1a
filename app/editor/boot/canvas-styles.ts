/**
 * The stylesheets of the canvas iframe. `node scripts/build.mjs` copies the @wordpress package CSS
 * to build/vendor/ and lists it, with each suite block's style.css and editor.css, in
 * build/vendor/canvas-styles.json; the canvas gets them as `<link>` tags through the block
 * editor's `__unstableResolvedAssets` (the way WordPress hands block styles to the iframe).
 */
import { escapeAttribute } from '../../../shared/render/escape';

/** `styles`: stylesheet URLs (in the JSON file, relative to the file itself). */
export type CanvasStyleManifest = { styles: string[] };

/** Where the build wrote the manifest, relative to this bundle (build/app/editor.js). */
function manifestUrl() {
	return new URL( '../vendor/canvas-styles.json', import.meta.url ).href;
}

export async function loadCanvasStyleManifest(): Promise< CanvasStyleManifest > {
	try {
		const response = await window.fetch( manifestUrl(), {
			credentials: 'same-origin',
		} );
		if ( ! response.ok ) {
			return { styles: [] };
		}
		const manifest =
			( await response.json() ) as Partial< CanvasStyleManifest >;
		const entries = Array.isArray( manifest.styles ) ? manifest.styles : [];
		// Entries are relative to the manifest, so the site can serve build/ under any path.
		return {
			styles: entries.map(
				( entry ) => new URL( entry, response.url ).href
			),
		};
	} catch {
		return { styles: [] };
	}
}

/**
 * The HTML string `__unstableResolvedAssets.styles` expects.
 */
export function styleLinks( hrefs: string[] ) {
	return hrefs
		.map(
			( href ) =>
				`<link rel="stylesheet" href="${ escapeAttribute( href ) }" media="all">`
		)
		.join( '\n' );
}
