/**
 * WordPress's post-saving lock (`lockPostSaving` / `unlockPostSaving` / `isPostSavingLocked`):
 * blocks hold it while their images are still uploading; no save is written while any lock is
 * held, and saving works again once every holder has let go.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { store } from '..';

let writes: number;

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options ) => {
		writes += 1;
		const data = ( options as { data?: { status?: string } } ).data;
		return {
			id: 5,
			status: data?.status ?? 'draft',
			link: 'http://site.test/?p=5',
			title: { raw: '' },
			content: { raw: '' },
		};
	} );
} );

afterAll( () => apiFetch.setFetchHandler( apiFetch.defaultFetchHandler ) );

it( 'writes nothing while a block holds the lock, and saves once all locks are gone', async () => {
	writes = 0;
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	const editor = registry.dispatch( store );
	editor.setupNewPost( 'post' );
	editor.editTitle( 'Holiday' );

	editor.lockPostSaving( 'jetpack-slideshow-a' );
	editor.lockPostSaving( 'jetpack-slideshow-b' );
	expect( registry.select( store ).isPostSavingLocked() ).toBe( true );
	expect( await editor.savePost( { status: 'publish' } ) ).toBeNull();
	expect( writes ).toBe( 0 );

	editor.unlockPostSaving( 'jetpack-slideshow-a' );
	expect( registry.select( store ).isPostSavingLocked() ).toBe( true );
	expect( await editor.savePost( { status: 'publish' } ) ).toBeNull();

	editor.unlockPostSaving( 'jetpack-slideshow-b' );
	expect( registry.select( store ).isPostSavingLocked() ).toBe( false );
	await editor.savePost( { status: 'publish' } );
	expect( writes ).toBe( 1 );
	expect( registry.select( store ).isDirty() ).toBe( false );
} );
