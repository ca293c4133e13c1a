/**
 * The undo history: which edits open an undo level, and what undo/redo restore.
 */
import type { Block } from '@wordpress/blocks';
import {
	applyEdit,
	emptyHistory,
	MAX_UNDO_LEVELS,
	redo,
	undo,
} from '../history';
import type { EditedContent } from '../types';

const blocks = ( text: string ) =>
	[
		{ name: 'core/paragraph', attributes: { content: text } },
	] as unknown as Block[];
const state = ( title: string, text: string ): EditedContent => ( {
	title,
	blocks: blocks( text ),
} );

describe( 'undo history', () => {
	it( 'opens a level for a persistent change and amends it for input that follows', () => {
		const start = state( '', '' );
		let step = applyEdit( start, emptyHistory, state( '', 'H' ), {
			persistent: true,
			kind: 'blocks',
		} );
		step = applyEdit( step.current, step.history, state( '', 'He' ), {
			persistent: false,
			kind: 'blocks',
		} );
		step = applyEdit( step.current, step.history, state( '', 'Hello' ), {
			persistent: false,
			kind: 'blocks',
		} );

		expect( step.history.past ).toEqual( [ start ] );
		const undone = undo( step.current, step.history );
		expect( undone.current ).toBe( start );
		expect(
			undone.history.future[ 0 ].blocks[ 0 ].attributes.content
		).toBe( 'Hello' );

		const redone = redo( undone.current, undone.history );
		expect( redone.current.blocks[ 0 ].attributes.content ).toBe( 'Hello' );
		expect( redone.history.future ).toEqual( [] );
	} );

	it( 'input alone never creates a level', () => {
		const step = applyEdit(
			state( '', '' ),
			emptyHistory,
			state( '', 'x' ),
			{ persistent: false, kind: 'blocks' }
		);
		expect( step.history.past ).toHaveLength( 0 );
		expect( undo( step.current, step.history ).current ).toBe(
			step.current
		);
	} );

	it( 'a new change after undo drops what could have been redone', () => {
		let step = applyEdit( state( '', '' ), emptyHistory, state( '', 'a' ), {
			persistent: true,
			kind: 'blocks',
		} );
		step = undo( step.current, step.history );
		expect( step.history.future ).toHaveLength( 1 );
		step = applyEdit( step.current, step.history, state( '', 'b' ), {
			persistent: true,
			kind: 'blocks',
		} );
		expect( step.history.future ).toHaveLength( 0 );
		expect(
			redo( step.current, step.history ).current.blocks[ 0 ].attributes
				.content
		).toBe( 'b' );
	} );

	it( 'a persistent report with unchanged content (selection moves) adds no level', () => {
		const start = state( 'T', 'a' );
		const step = applyEdit(
			start,
			emptyHistory,
			{ ...start, selection: { initialPosition: 0 } },
			{ persistent: true, kind: 'blocks' }
		);
		expect( step.history.past ).toHaveLength( 0 );
		expect( step.current.selection ).toEqual( { initialPosition: 0 } );
	} );

	it( 'keeps at most MAX_UNDO_LEVELS levels', () => {
		let step = { current: state( '', '0' ), history: emptyHistory };
		for ( let i = 1; i <= MAX_UNDO_LEVELS + 5; i++ ) {
			step = applyEdit(
				step.current,
				step.history,
				state( '', String( i ) ),
				{ persistent: true, kind: 'blocks' }
			);
		}
		expect( step.history.past ).toHaveLength( MAX_UNDO_LEVELS );
		expect( step.history.past[ 0 ].blocks[ 0 ].attributes.content ).toBe(
			'5'
		);
	} );
} );
