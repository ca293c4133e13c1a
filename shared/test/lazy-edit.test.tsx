/**
 * A block's edit UI loads the first time the block is shown: until then the block shows an
 * accessible loading state in its own wrapper; a load failure says so and keeps the content.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, registerBlockType } from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import { lazyEdit } from '../lazy-edit';
import { renderBlockEditor } from '../../tests/support/block-editor';

function ReadyEdit() {
	return <p { ...useBlockProps() }>Ready to edit</p>;
}

function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

function register( name: string, edit: ReturnType< typeof lazyEdit > ) {
	registerBlockType( name, {
		apiVersion: 3,
		title: 'Lazy test block',
		category: 'text',
		attributes: {},
		edit,
		save: () => null,
	} );
}

describe( 'lazyEdit', () => {
	it( 'loads nothing until the block is shown, announces the loading, then shows the UI', async () => {
		const load = jest.fn();
		const module = deferred< { default: typeof ReadyEdit } >();
		load.mockReturnValue( module.promise );
		register( 'test/lazy-a', lazyEdit( load ) );
		expect( load ).not.toHaveBeenCalled();

		await renderBlockEditor( [ createBlock( 'test/lazy-a' ) ], {
			inspector: false,
			preload: false,
		} );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading Lazy test block…'
		);
		expect(
			screen.getByRole( 'status' ).closest( '[aria-busy="true"]' )
		).not.toBeNull();

		module.resolve( { default: ReadyEdit } );
		expect( await screen.findByText( 'Ready to edit' ) ).toBeVisible();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'renders later instances at once and loads the code only once', async () => {
		const load = jest.fn().mockResolvedValue( { default: ReadyEdit } );
		const edit = lazyEdit( load );
		register( 'test/lazy-b', edit );
		await edit.preload();

		await renderBlockEditor(
			[ createBlock( 'test/lazy-b' ), createBlock( 'test/lazy-b' ) ],
			{ inspector: false, preload: false }
		);
		expect( screen.getAllByText( 'Ready to edit' ) ).toHaveLength( 2 );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says when the edit code cannot be loaded', async () => {
		const load = jest.fn().mockRejectedValue( new Error( 'offline' ) );
		register( 'test/lazy-c', lazyEdit( load ) );

		await renderBlockEditor( [ createBlock( 'test/lazy-c' ) ], {
			inspector: false,
			preload: false,
		} );
		expect(
			await screen.findByText( /could not be loaded/ )
		).toHaveTextContent(
			'The editor of the Lazy test block block could not be loaded.'
		);
	} );
} );
