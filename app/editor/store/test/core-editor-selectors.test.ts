/**
 * The `core/editor` selectors the store answers with WordPress's names and meanings, and the
 * editor settings kept across loading a post.
 */
import type { Block } from '@wordpress/blocks';
import reducer, { initialState, type EditorAction } from '../reducer';
import * as selectors from '../selectors';
import type { PostEditorState, PostRecord } from '../types';

const post: PostRecord = {
	id: 7,
	status: 'publish',
	link: 'http://site/?p=7',
	type: 'post',
	author: 3,
	date: '2026-01-02T03:04:05',
	title: { raw: 'Saved', rendered: 'Saved' },
	content: { raw: '', rendered: '' },
};

function run( actions: EditorAction[], from: PostEditorState = initialState ) {
	return actions.reduce( reducer, from );
}

describe( 'core/editor selectors', () => {
	it( 'describe a new post before its first save', () => {
		const state = run( [
			{ type: 'SETUP_NEW_POST', postType: 'page' },
			{ type: 'EDIT_TITLE', title: 'Draft' },
		] );
		expect( selectors.getCurrentPostId( state ) ).toBeNull();
		expect( selectors.getCurrentPostType( state ) ).toBe( 'page' );
		expect( selectors.getCurrentPost( state ) ).toEqual( {} );
		expect( selectors.isEditedPostNew( state ) ).toBe( true );
		expect( selectors.getEditedPostAttribute( state, 'title' ) ).toBe(
			'Draft'
		);
		expect(
			selectors.getEditedPostAttribute( state, 'author' )
		).toBeUndefined();
		expect( selectors.getEditedPostAttribute( state, 'type' ) ).toBe(
			'page'
		);
		expect( selectors.getPermalink( state ) ).toBeNull();
	} );

	it( 'give the saved post with the edits applied', () => {
		const blocks = [
			{
				name: 'core/paragraph',
				attributes: { content: 'Hi' },
				innerBlocks: [],
				isValid: true,
				clientId: 'a',
			},
		] as unknown as Block[];
		const state = run( [
			{ type: 'RECEIVE_POST', post, title: 'Saved', blocks: [] },
			{ type: 'EDIT_TITLE', title: 'Edited' },
			{ type: 'UPDATE_BLOCKS', blocks, persistent: true },
		] );
		expect( selectors.getCurrentPostId( state ) ).toBe( 7 );
		expect( selectors.getCurrentPostAttribute( state, 'title' ) ).toBe(
			'Saved'
		);
		expect( selectors.getEditedPostAttribute( state, 'title' ) ).toBe(
			'Edited'
		);
		expect( selectors.getEditedPostAttribute( state, 'author' ) ).toBe( 3 );
		expect( selectors.getEditedPostAttribute( state, 'date' ) ).toBe(
			'2026-01-02T03:04:05'
		);
		expect( selectors.getEditedPostAttribute( state, 'blocks' ) ).toBe(
			blocks
		);
		expect( selectors.isEditedPostDirty( state ) ).toBe( true );
		expect( selectors.isCurrentPostPublished( state ) ).toBe( true );
		expect( selectors.getPermalink( state ) ).toBe( 'http://site/?p=7' );
		expect( selectors.getCurrentTemplateId() ).toBeNull();
	} );

	it( 'keep the editor settings when a post is loaded or set up', () => {
		const blockSuite = { siteType: 'atomic', adminUrl: '/wp-admin/' };
		const state = run( [
			{ type: 'UPDATE_EDITOR_SETTINGS', settings: { blockSuite } },
			{ type: 'LOAD_START', postType: 'post' },
			{ type: 'RECEIVE_POST', post, title: 'Saved', blocks: [] },
			{ type: 'SETUP_NEW_POST', postType: 'post' },
		] );
		expect( selectors.getEditorSettings( state ) ).toEqual( {
			blockSuite,
		} );
	} );
} );
