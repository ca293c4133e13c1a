/**
 * jest's jsdom environment has no TextEncoder/TextDecoder, which @wordpress/sync (loaded by
 * the core blocks through core-data) uses when its module loads. Node has both: lend them.
 * Import this before @wordpress/block-library.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if ( typeof globalThis.TextEncoder === 'undefined' ) {
	Object.assign( globalThis, { TextEncoder, TextDecoder } );
}
