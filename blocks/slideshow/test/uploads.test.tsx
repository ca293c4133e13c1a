/**
 * Uploading into a slideshow in a real block editor, through the host's media route (apiFetch's
 * fetch handler stands for the server): while any uploaded image is still temporary (a `blob:`
 * URL) post saving is locked in `core/editor`, and it is unlocked once every upload has become
 * a media item or failed; refused files and failed uploads are shown as error notices naming the
 * file, and leave no image behind.
 */
import apiFetch from '@wordpress/api-fetch';
import { createBlock } from '@wordpress/blocks';
import * as data from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { mediaUpload } from '../../../shared/media/media-upload';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import {
	defaultSite,
	provideEditorSite,
} from '../../../tests/support/editor-stores';
import blockSettings from '..';
import metadata from '../block.json';
import type { SlideshowImage } from '../types';

jest.setTimeout( 30000 );

registerSuiteBlock( { metadata, settings: blockSettings } );

// jsdom has no blob URLs; the browser gives every file one (@wordpress/blob asks for them).
let blobs = 0;
URL.createObjectURL = () => `blob:http://localhost/${ ++blobs }`;
URL.revokeObjectURL = () => undefined;

type Pending = {
	name: string;
	resolve: ( value: unknown ) => void;
	reject: ( error: unknown ) => void;
};
let pending: Pending[];

beforeAll( () => {
	apiFetch.setFetchHandler( ( options ) => {
		const body = ( options as { body?: FormData } ).body;
		const file = body?.get( 'file' ) as File;
		return new Promise( ( resolve, reject ) =>
			pending.push( { name: file.name, resolve, reject } )
		);
	} );
} );
afterAll( () => apiFetch.setFetchHandler( apiFetch.defaultFetchHandler ) );

beforeEach( () => {
	pending = [];
	provideEditorSite( data, defaultSite() );
} );

let nextId = 40;
/** What the host answers for a stored image (wp/v2/media). */
function attachment( name: string ) {
	nextId += 1;
	return {
		id: nextId,
		source_url: `http://127.0.0.1:8888/wp-content/uploads/2026/11/${ name }`,
		alt_text: '',
		caption: { raw: '' },
		media_details: { width: 1200, height: 800 },
	};
}

async function answer( name: string, outcome: 'stored' | Error ) {
	const index = pending.findIndex( ( request ) => request.name === name );
	const [ request ] = pending.splice( index, 1 );
	await act( async () => {
		if ( outcome === 'stored' ) {
			request.resolve( attachment( name ) );
		} else {
			request.reject( outcome );
		}
	} );
}

const photo = ( name: string ) =>
	new File( [ new Uint8Array( [ 0xff, 0xd8, 0xff ] ) ], name, {
		type: 'image/jpeg',
	} );

async function renderEmptySlideshow() {
	const block = createBlock( 'jetpack/slideshow' );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		settings: { mediaUpload },
	} );
	const images = () =>
		view.blocks()[ 0 ].attributes.images as SlideshowImage[];
	const choose = async ( files: File[] ) => {
		const input =
			view.container.querySelector< HTMLInputElement >(
				'input[type="file"]'
			)!;
		await act( async () => {
			fireEvent.change( input, { target: { files } } );
		} );
	};
	return { ...view, images, choose };
}

const savingLocked = () =>
	(
		data.select( 'core/editor' ) as unknown as {
			isPostSavingLocked: () => boolean;
		}
	 ).isPostSavingLocked();

const errorNotices = () =>
	data
		.select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.status === 'error' )
		.map( ( notice ) => notice.content );

describe( 'Slideshow uploads', () => {
	it( 'locks post saving while an uploaded image is temporary, until every upload is stored', async () => {
		const view = await renderEmptySlideshow();
		expect( savingLocked() ).toBe( false );
		await view.choose( [ photo( 'quay.jpg' ), photo( 'boats.jpg' ) ] );

		// Both shown at once as temporary images; saving now would store blob: URLs.
		expect( view.images().map( ( image ) => image.url ) ).toEqual( [
			expect.stringMatching( /^blob:/ ),
			expect.stringMatching( /^blob:/ ),
		] );
		expect( savingLocked() ).toBe( true );
		expect(
			view.container.querySelector( '.wp-block-jetpack-slideshow' )
		).toHaveAttribute( 'aria-busy', 'true' );

		await answer( 'quay.jpg', 'stored' );
		// One is still temporary: still locked.
		expect( savingLocked() ).toBe( true );

		await answer( 'boats.jpg', 'stored' );
		await waitFor( () => expect( savingLocked() ).toBe( false ) );
		expect( view.images().map( ( image ) => image.url ) ).toEqual( [
			'http://127.0.0.1:8888/wp-content/uploads/2026/11/quay.jpg',
			'http://127.0.0.1:8888/wp-content/uploads/2026/11/boats.jpg',
		] );
		expect( view.blocks()[ 0 ].attributes.ids ).toHaveLength( 2 );
		expect(
			view.container.querySelector( '.wp-block-jetpack-slideshow' )
		).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'shows a failed upload as a notice naming the file, keeps the others and unlocks saving', async () => {
		const view = await renderEmptySlideshow();
		await view.choose( [ photo( 'pier.jpg' ), photo( 'huge.jpg' ) ] );
		expect( savingLocked() ).toBe( true );
		await answer(
			'huge.jpg',
			new Error( 'The file is larger than this site accepts.' )
		);
		await answer( 'pier.jpg', 'stored' );

		await waitFor( () => expect( savingLocked() ).toBe( false ) );
		expect( errorNotices() ).toContain(
			'huge.jpg: The file is larger than this site accepts.'
		);
		expect( view.images().map( ( image ) => image.url ) ).toEqual( [
			'http://127.0.0.1:8888/wp-content/uploads/2026/11/pier.jpg',
		] );
	} );

	it( 'refuses a file that is not an image with a notice, and uploads nothing for it', async () => {
		const view = await renderEmptySlideshow();
		await view.choose( [
			new File( [ 'notes' ], 'notes.txt', { type: 'text/plain' } ),
		] );
		expect( errorNotices() ).toContain(
			'notes.txt: This file type is not allowed here.'
		);
		expect( pending ).toHaveLength( 0 );
		expect( view.images() ).toEqual( [] );
		expect( savingLocked() ).toBe( false );
	} );

	it( 'lets go of its lock when the block is removed mid-upload', async () => {
		const view = await renderEmptySlideshow();
		await view.choose( [ photo( 'gone.jpg' ) ] );
		expect( savingLocked() ).toBe( true );
		await act( async () => {
			view.registry
				.dispatch( 'core/block-editor' )
				.removeBlock( view.blocks()[ 0 ].clientId );
		} );
		expect( savingLocked() ).toBe( false );
	} );
} );
