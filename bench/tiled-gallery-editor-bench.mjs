/**
 * The tiled gallery in the editor with 200 images, in real Chromium against the built site on a
 * temporary database: 200 small JPEGs (made with sharp) are uploaded through wp/v2/media, then,
 * in a new post each time, the time
 * - to insert a `jetpack/tiled-gallery` holding them (`insertBlocks`) until all 200 images are
 *   in the canvas and the next frame has been drawn, and
 * - to select the 150th image with a real click, from the pointer going down until the image
 *   shows its selected state (`is-selected`) and the next frame has been drawn.
 * Medians of RUNS repetitions. `node bench/tiled-gallery-editor-bench.mjs` prints the figures
 * (it builds the site first unless given `--no-build`); bench/run.mjs calls
 * `runTiledGalleryEditorBench`.
 */
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, siteServer, signInAdmin } from './site-server.mjs';

const IMAGES = 200;
const RUNS = 5;
/** The image clicked (1-based, as its 'image N of M in gallery' label counts). */
const CLICKED = 150;
/** Debian's Chromium and its flags, as the browser tests launch it. */
const CHROMIUM = JSON.parse(
	readFileSync(
		new URL( '../tests/support/e2e/chromium.json', import.meta.url ),
		'utf8'
	)
);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || CHROMIUM.defaultPath;

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * Uploads `count` small JPEGs of varied shapes, a few at a time, as the gallery's image attributes.
 * @param {string} base
 * @param {number} count
 */
async function uploadImages( base, count ) {
	const { cookie, nonce } = await signInAdmin( base );
	const images = new Array( count );
	let next = 0;
	async function worker() {
		while ( next < count ) {
			const index = next++;
			const width = 120 + ( index % 5 ) * 40;
			const height = 120 + ( ( index * 7 ) % 4 ) * 40;
			const body = await sharp( {
				create: {
					width,
					height,
					channels: 3,
					background: {
						r: ( 37 * index ) % 256,
						g: ( 91 * index ) % 256,
						b: 160,
					},
				},
			} )
				.jpeg()
				.toBuffer();
			const response = await fetch( `${ base }/wp-json/wp/v2/media`, {
				method: 'POST',
				headers: {
					Cookie: cookie,
					'X-WP-Nonce': nonce,
					'Content-Type': 'image/jpeg',
					'Content-Disposition': `attachment; filename="bench-${ index }.jpg"`,
				},
				body,
			} );
			if ( response.status !== 201 ) {
				throw new Error(
					`Uploading image ${ index } failed: ${
						response.status
					} ${ await response.text() }`
				);
			}
			const media = await response.json();
			images[ index ] = {
				id: media.id,
				url: media.source_url,
				width: media.media_details?.width ?? width,
				height: media.media_details?.height ?? height,
				alt: `Bench image ${ index + 1 }`,
			};
		}
	}
	await Promise.all( Array.from( { length: 4 }, worker ) );
	return images;
}

/**
 * One repetition in a fresh editor page: insert the gallery, then click the CLICKED image.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string}                                   base
 * @param {object[]}                                 images
 * @return {Promise<{insertMs: number, selectMs: number}>} the two timings
 */
async function measureOnce( context, base, images ) {
	const page = await context.newPage();
	try {
		await page.goto( `${ base }/wp-admin/post-new.php` );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.waitFor( { timeout: 60000 } );
		const insertMs = await page.evaluate(
			( { galleryImages, expected } ) =>
				new Promise( ( resolve, reject ) => {
					const { wp } = window;
					const frame = document.querySelector(
						'iframe[name="editor-canvas"]'
					);
					const block = wp.blocks.createBlock(
						'jetpack/tiled-gallery',
						{ images: galleryImages }
					);
					const started = performance.now();
					const limit = started + 120000;
					wp.data
						.dispatch( 'core/block-editor' )
						.insertBlocks( block );
					const check = () => {
						const shown = frame.contentDocument.querySelectorAll(
							'.wp-block-jetpack-tiled-gallery .tiled-gallery__item img'
						).length;
						if ( shown >= expected ) {
							// The frame that shows them all has been drawn.
							window.requestAnimationFrame( () =>
								resolve( performance.now() - started )
							);
						} else if ( performance.now() > limit ) {
							reject(
								new Error(
									`Only ${ shown } of ${ expected } images shown after 120 s.`
								)
							);
						} else {
							window.requestAnimationFrame( check );
						}
					};
					window.requestAnimationFrame( check );
				} ),
			{ galleryImages: images, expected: images.length }
		);
		// Let the insertion settle (column widths saved, images decoding) before the click.
		await page.waitForTimeout( 1000 );

		const frame = page.frame( { name: 'editor-canvas' } );
		const label = `image ${ CLICKED } of ${ images.length } in gallery`;
		// Timed inside the canvas from the pointer going down to the frame showing the selection.
		await frame.evaluate( ( buttonLabel ) => {
			const button = document.querySelector(
				`button[aria-label="${ buttonLabel }"]`
			);
			const figure = button.closest( '.tiled-gallery__item' );
			window.__benchSelectMs = undefined;
			document.addEventListener(
				'pointerdown',
				() => {
					const started = performance.now();
					const check = () => {
						if ( figure.classList.contains( 'is-selected' ) ) {
							window.requestAnimationFrame( () => {
								window.__benchSelectMs =
									performance.now() - started;
							} );
						} else {
							window.requestAnimationFrame( check );
						}
					};
					window.requestAnimationFrame( check );
				},
				{ capture: true, once: true }
			);
		}, label );
		await canvas
			.getByRole( 'button', { name: label, exact: true } )
			.click();
		await frame.waitForFunction(
			() => window.__benchSelectMs !== undefined,
			undefined,
			{ timeout: 60000 }
		);
		const selectMs = await frame.evaluate( () => window.__benchSelectMs );
		return { insertMs, selectMs };
	} finally {
		await page.close();
	}
}

/**
 * Starts the built site on a temporary database, uploads the images and measures RUNS times.
 * @return {Promise<{images: number, runs: number, clicked: number, insertMs: number, selectMs: number, insertRunsMs: number[], selectRunsMs: number[]}>} medians and every run
 */
export async function runTiledGalleryEditorBench() {
	const site = await siteServer( 'tiled-gallery-editor-bench-' );
	let browser;
	try {
		await site.start();
		const images = await uploadImages( site.base, IMAGES );
		browser = await chromium.launch( {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM.args,
		} );
		const context = await browser.newContext( {
			viewport: { width: 1440, height: 900 },
		} );
		const signIn = await context.newPage();
		await signIn.goto( `${ site.base }/wp-login.php` );
		await signIn.locator( 'input[name="log"]' ).fill( 'admin' );
		await signIn.locator( 'input[name="pwd"]' ).fill( ADMIN_PASSWORD );
		await Promise.all( [
			signIn.waitForURL(
				( url ) => ! url.pathname.endsWith( '/wp-login.php' )
			),
			signIn.locator( 'input[name="pwd"]' ).press( 'Enter' ),
		] );
		await signIn.close();
		const insertRunsMs = [];
		const selectRunsMs = [];
		for ( let run = 0; run < RUNS; run++ ) {
			const { insertMs, selectMs } = await measureOnce(
				context,
				site.base,
				images
			);
			insertRunsMs.push( insertMs );
			selectRunsMs.push( selectMs );
		}
		return {
			images: IMAGES,
			runs: RUNS,
			clicked: CLICKED,
			insertMs: median( insertRunsMs ),
			selectMs: median( selectRunsMs ),
			insertRunsMs,
			selectRunsMs,
		};
	} finally {
		await browser?.close();
		await site.remove();
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	if ( ! process.argv.includes( '--no-build' ) ) {
		const { build } = await import( '../scripts/build.mjs' );
		await build();
	}
	const result = await runTiledGalleryEditorBench();
	const list = ( values ) =>
		values.map( ( value ) => value.toFixed( 0 ) ).join( ', ' );
	console.log(
		`tiled gallery editor, ${ result.images } images: insert median ${ result.insertMs.toFixed(
			0
		) } ms (${ list( result.insertRunsMs ) }); select image ${
			result.clicked
		} median ${ result.selectMs.toFixed( 0 ) } ms (${ list(
			result.selectRunsMs
		) })`
	);
}
