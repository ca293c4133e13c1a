/**
 * The post editor reducer: title undo levels and the dirty flag.
 */
import type { Block } from '@wordpress/blocks';
import reducer, { initialState, type EditorAction } from '../reducer';
import type { PostEditorState, PostRecord } from '../types';

const paragraph = ( text: string ) =>
	[
		{ name: 'core/paragraph', attributes: { content: text } },
	] as unknown as Block[];
const post: PostRecord = {
	id: 7,
	status: 'draft',
	link: 'http://site/?p=7',
	title: { raw: 'Saved' },
	content: { raw: '' },
};

function run( actions: EditorAction[], from: PostEditorState = initialState ) {
	return actions.reduce( reducer, from );
}

describe( 'post editor reducer', () => {
	it( 'groups consecutive title keystrokes into one undo level', () => {
		const state = run( [
			{ type: 'EDIT_TITLE', title: 'H' },
			{ type: 'EDIT_TITLE', title: 'Hi' },
			{ type: 'EDIT_TITLE', title: 'Hi!' },
		] );
		expect( state.current.title ).toBe( 'Hi!' );
		expect( run( [ { type: 'UNDO' } ], state ).current.title ).toBe( '' );
	} );

	it( 'opens a new title level after a block change', () => {
		const first = paragraph( 'x' );
		const state = run( [
			{ type: 'EDIT_TITLE', title: 'A' },
			{ type: 'UPDATE_BLOCKS', blocks: first, persistent: true },
			{ type: 'EDIT_TITLE', title: 'AB' },
			{ type: 'UNDO' },
		] );
		expect( state.current.title ).toBe( 'A' );
		expect( state.current.blocks ).toBe( first );
	} );

	it( 'is dirty after an edit and clean again when undo returns to what was saved', () => {
		const loaded = run( [
			{
				type: 'RECEIVE_POST',
				post,
				title: 'Saved',
				blocks: paragraph( 'body' ),
			},
		] );
		expect( loaded.isDirty ).toBe( false );
		const edited = run(
			[
				{
					type: 'UPDATE_BLOCKS',
					blocks: paragraph( 'changed' ),
					persistent: true,
				},
			],
			loaded
		);
		expect( edited.isDirty ).toBe( true );
		expect( run( [ { type: 'UNDO' } ], edited ).isDirty ).toBe( false );
	} );

	it( 'a save makes what it wrote the clean state, but edits made meanwhile stay dirty', () => {
		const during = paragraph( 'typed while saving' );
		const edited = run( [ { type: 'EDIT_TITLE', title: 'Draft' } ] );
		const savedSnapshot = {
			title: edited.current.title,
			blocks: edited.current.blocks,
		};

		const clean = run(
			[
				{ type: 'SAVE_START', status: 'draft' },
				{ type: 'SAVE_SUCCESS', post, saved: savedSnapshot },
			],
			edited
		);
		expect( clean.isDirty ).toBe( false );
		expect( clean.post?.id ).toBe( 7 );

		const stillDirty = run(
			[
				{ type: 'SAVE_START', status: 'draft' },
				{ type: 'UPDATE_BLOCKS', blocks: during, persistent: true },
				{ type: 'SAVE_SUCCESS', post, saved: savedSnapshot },
			],
			edited
		);
		expect( stillDirty.isDirty ).toBe( true );
		expect( stillDirty.saving.isSaving ).toBe( false );
	} );

	it( 'remembers why a save failed until the next save starts', () => {
		const failed = run( [
			{ type: 'SAVE_START', status: 'publish' },
			{ type: 'SAVE_FAILURE', error: 'Nope.' },
		] );
		expect( failed.saving ).toEqual( {
			isSaving: false,
			status: null,
			error: 'Nope.',
		} );
		expect(
			run( [ { type: 'SAVE_START', status: 'draft' } ], failed ).saving
				.error
		).toBeNull();
	} );
} );
