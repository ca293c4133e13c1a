import {
	buildEvent,
	canRecordEvents,
	createEventRecorder,
	whyNotRecording,
	type AnalyticsEvent,
	type AnalyticsGate,
} from '..';

const connected: AnalyticsGate = {
	identity: {
		isUserConnected: true,
		wpcomUser: { login: 'ada', ID: 42 },
	},
	tracking: { tracks_opt_out: false },
};

function gateWith( changes: Partial< AnalyticsGate > ): AnalyticsGate {
	return { ...connected, ...changes };
}

describe( 'when events may be recorded', () => {
	it( 'records for a connected user with a known login and ID who has not opted out', () => {
		expect( whyNotRecording( connected ) ).toBeNull();
		expect( canRecordEvents( connected ) ).toBe( true );
	} );

	it( 'does not record before the user is connected', () => {
		expect(
			whyNotRecording(
				gateWith( {
					identity: { ...connected.identity, isUserConnected: false },
				} )
			)
		).toBe( 'user-not-connected' );
	} );

	it( 'does not record while the login or the ID is unknown', () => {
		for ( const wpcomUser of [
			null,
			{ login: 'ada' },
			{ ID: 42 },
			{ login: '', ID: 42 },
			{ login: 'ada', ID: 0 },
		] ) {
			expect(
				canRecordEvents(
					gateWith( {
						identity: { isUserConnected: true, wpcomUser },
					} )
				)
			).toBe( false );
		}
	} );

	it( 'honours the tracking settings, and waits for them', () => {
		expect(
			whyNotRecording(
				gateWith( { tracking: { tracks_opt_out: true } } )
			)
		).toBe( 'opted-out' );
		expect( whyNotRecording( gateWith( { tracking: null } ) ) ).toBe(
			'tracking-unknown'
		);
	} );
} );

describe( 'buildEvent', () => {
	it( 'carries the name, the defined properties and the user', () => {
		expect(
			buildEvent(
				'jetpack_module_toggled',
				{ module: 'stats', active: true, extra: undefined },
				connected
			)
		).toEqual( {
			name: 'jetpack_module_toggled',
			props: { module: 'stats', active: true },
			user: { login: 'ada', ID: 42 },
		} );
	} );

	it( 'rejects names without the jetpack_ or akismet_ prefix and bad properties', () => {
		expect( () => buildEvent( 'module_toggled', {}, connected ) ).toThrow(
			/begin with jetpack_ or akismet_/
		);
		expect( () =>
			buildEvent( 'jetpack_x', { 'Bad-Name': 1 }, connected )
		).toThrow( /Bad-Name/ );
		expect( () =>
			buildEvent( 'jetpack_x', { nested: { a: 1 } }, connected )
		).toThrow( /nested/ );
		expect( buildEvent( 'akismet_key_checked', {}, connected )?.name ).toBe(
			'akismet_key_checked'
		);
	} );
} );

describe( 'createEventRecorder', () => {
	it( 'sends only while the gate is open, reading it at each event', async () => {
		const sent: AnalyticsEvent[] = [];
		let gate = gateWith( { tracking: { tracks_opt_out: true } } );
		const { recordEvent } = createEventRecorder( {
			getGate: () => gate,
			send: async ( event ) => {
				sent.push( event );
			},
		} );
		await expect( recordEvent( 'jetpack_admin_page_view' ) ).resolves.toBe(
			false
		);
		gate = connected;
		await expect(
			recordEvent( 'jetpack_admin_page_view', { page: 'dashboard' } )
		).resolves.toBe( true );
		expect( sent ).toEqual( [
			{
				name: 'jetpack_admin_page_view',
				props: { page: 'dashboard' },
				user: { login: 'ada', ID: 42 },
			},
		] );
	} );
} );
