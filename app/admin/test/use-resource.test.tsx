import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsyncAction, useResource } from '../hooks/use-resource';

describe( 'useResource', () => {
	it( 'loads on mount and again when its key changes', async () => {
		const asked: string[] = [];
		const { result, rerender } = renderHook(
			( { range } ) =>
				useResource(
					async () => {
						asked.push( range );
						return `${ range } data`;
					},
					true,
					range
				),
			{ initialProps: { range: 'day' } }
		);
		await waitFor( () => expect( result.current.data ).toBe( 'day data' ) );
		rerender( { range: 'week' } );
		await waitFor( () =>
			expect( result.current.data ).toBe( 'week data' )
		);
		expect( asked ).toEqual( [ 'day', 'week' ] );
		expect( result.current.isLoading ).toBe( false );
	} );

	it( 'waits while disabled, and keeps the failure message', async () => {
		let calls = 0;
		const { result, rerender } = renderHook(
			( { enabled } ) =>
				useResource( async () => {
					calls++;
					throw new Error( 'Not connected (Status 400)' );
				}, enabled ),
			{ initialProps: { enabled: false } }
		);
		expect( calls ).toBe( 0 );
		rerender( { enabled: true } );
		await waitFor( () =>
			expect( result.current.error ).toBe( 'Not connected (Status 400)' )
		);
		expect( calls ).toBe( 1 );
	} );
} );

describe( 'useAsyncAction', () => {
	it( 'is busy while running, keeps the error, and clears it at the next run', async () => {
		let fail = true;
		let finish: () => void = () => {};
		const { result } = renderHook( () =>
			useAsyncAction( async ( value: number ) => {
				await new Promise< void >(
					( resolve ) => ( finish = resolve )
				);
				if ( fail ) {
					throw new Error( 'Refused' );
				}
				return value * 2;
			} )
		);
		let running: Promise< number | undefined >;
		act( () => {
			running = result.current.run( 1 );
		} );
		expect( result.current.busy ).toBe( true );
		await act( async () => {
			finish();
			await running;
		} );
		expect( result.current.busy ).toBe( false );
		expect( result.current.error ).toBe( 'Refused' );

		fail = false;
		act( () => {
			running = result.current.run( 21 );
		} );
		expect( result.current.error ).toBeNull();
		let answer: number | undefined;
		await act( async () => {
			finish();
			answer = await running;
		} );
		expect( answer ).toBe( 42 );
	} );
} );
