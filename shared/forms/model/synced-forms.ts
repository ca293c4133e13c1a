/**
 * Synced forms: `<!-- wp:jetpack/contact-form {"ref":N} /-->` stands for the form saved in the
 * `jetpack_form` post N (Jetpack's reusable forms). The server loads the referenced posts and
 * puts each one's form in place of the reference before the content is rendered or a
 * submission is checked, so every renderer, the form model and validation see an ordinary
 * form. The form keeps `ref` among its attributes, which is how a response is attributed to
 * the synced form. A reference that cannot be resolved (missing, trashed, not published, a
 * form referencing a form) stays a bare reference, which renders as nothing.
 *
 * Pure: the caller fetches the posts (`server/forms/synced-forms.ts`).
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import { FORM_BLOCK } from './field-types';

/** A parsed block with its saved HTML, as the default parser gives it. */
type ParsedBlock = {
	blockName: string | null;
	attrs: Record< string, unknown > | null;
	innerBlocks: ParsedBlock[];
	innerHTML: string;
	innerContent: Array< string | null >;
};

/** A referenced form: its post's title and saved content. */
export type SyncedFormSource = { title: string; content: string };

/**
 * The post id a form block references, or null when it is not a reference. A block that
 * holds inner blocks is an ordinary form whatever its `ref`.
 * @param block
 * @param block.attrs
 * @param block.innerBlocks
 */
export function syncedFormRef( block: {
	attrs: Record< string, unknown > | null;
	innerBlocks: unknown[];
} ): number | null {
	const ref = block.attrs?.ref;
	return typeof ref === 'number' &&
		Number.isSafeInteger( ref ) &&
		ref > 0 &&
		block.innerBlocks.length === 0
		? ref
		: null;
}

function walk( blocks: ParsedBlock[], visit: ( block: ParsedBlock ) => void ) {
	for ( const block of blocks ) {
		visit( block );
		walk( block.innerBlocks, visit );
	}
}

/**
 * Every post id the content references as a synced form.
 * @param content saved post content
 */
export function syncedFormIds( content: string ): number[] {
	if ( ! content.includes( 'wp:jetpack/contact-form' ) ) {
		return [];
	}
	const ids = new Set< number >();
	walk( parse( content ) as ParsedBlock[], ( block ) => {
		const ref =
			block.blockName === FORM_BLOCK ? syncedFormRef( block ) : null;
		if ( ref !== null ) {
			ids.add( ref );
		}
	} );
	return [ ...ids ];
}

function serializeBlock( block: ParsedBlock ): string {
	let inner = '';
	let next = 0;
	for ( const chunk of block.innerContent ) {
		inner +=
			chunk === null
				? serializeBlock( block.innerBlocks[ next++ ] )
				: chunk;
	}
	if ( ! block.blockName ) {
		return inner;
	}
	const name = block.blockName.replace( /^core\//, '' );
	const attrs =
		block.attrs && Object.keys( block.attrs ).length
			? ` ${ JSON.stringify( block.attrs )
					.replace( /--/g, '\\u002d\\u002d' )
					.replace( /</g, '\\u003c' )
					.replace( />/g, '\\u003e' ) }`
			: '';
	return block.innerContent.length === 0
		? `<!-- wp:${ name }${ attrs } /-->`
		: `<!-- wp:${ name }${ attrs } -->${ inner }<!-- /wp:${ name } -->`;
}

function firstForm( content: string ): ParsedBlock | null {
	let found: ParsedBlock | null = null;
	walk( parse( content ) as ParsedBlock[], ( block ) => {
		if (
			! found &&
			block.blockName === FORM_BLOCK &&
			syncedFormRef( block ) === null
		) {
			found = block;
		}
	} );
	return found;
}

/**
 * The content with each resolvable reference replaced by the referenced form: the form block
 * of the referenced post with the reference's own attributes over its own (a `className` or
 * alignment set where it is placed), `ref` kept, and `formTitle` defaulting to the post's
 * title. Content without references is returned unchanged.
 * @param content saved post content
 * @param sources the referenced posts that may be used, by id
 */
export function expandSyncedForms(
	content: string,
	sources: ReadonlyMap< number, SyncedFormSource >
): string {
	if ( ! sources.size || ! content.includes( 'wp:jetpack/contact-form' ) ) {
		return content;
	}
	let changed = false;
	const expand = ( block: ParsedBlock ): ParsedBlock => {
		const ref =
			block.blockName === FORM_BLOCK ? syncedFormRef( block ) : null;
		const source = ref === null ? undefined : sources.get( ref );
		if ( ref !== null && source ) {
			const form = firstForm( source.content );
			if ( form ) {
				changed = true;
				return {
					...form,
					attrs: {
						...( source.title ? { formTitle: source.title } : {} ),
						...( form.attrs ?? {} ),
						...( block.attrs ?? {} ),
						ref,
					},
				};
			}
		}
		return { ...block, innerBlocks: block.innerBlocks.map( expand ) };
	};
	const expanded = ( parse( content ) as ParsedBlock[] ).map( expand );
	return changed ? expanded.map( serializeBlock ).join( '' ) : content;
}
