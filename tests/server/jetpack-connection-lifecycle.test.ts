/**
 * After connecting: unlinking users (the owner only with force while others are connected),
 * reconnecting what is missing, and disconnecting (tokens revoked at the cloud).
 */
import { getConnectedUser } from '../../server/connection/connected-users';
import { getRegistration } from '../../server/connection/registration';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';
import {
	answerApproval,
	connectUser,
	pathOf,
} from './support/jetpack-connection';

let t: TestSite;
let admin: SiteClient;
let editor: SiteClient;

beforeAll( async () => {
	t = await startTestSite();
	admin = await t.admin();
	editor = await t.editor();
	await connectUser( t, admin );
} );

afterAll( () => t.close() );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;

/** Asks the cloud (this site) directly whether the site credentials and a user token are valid. */
async function cloudCheck(
	registration: { blogId: number; secret: string },
	userToken: string
) {
	const response = await fetch( `${ t.url }/cloud/sites/test`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Authorization: `Basic ${ Buffer.from(
				`${ registration.blogId }:${ registration.secret }`
			).toString( 'base64' ) }`,
		},
		body: JSON.stringify( { user_token: userToken } ),
	} );
	return { status: response.status, body: await response.json() };
}

describe( 'unlinking, reconnecting and disconnecting', () => {
	it( 'keeps the owner linked while another admin is connected, unless forced', async () => {
		const { client: second, user } = await t.addUser(
			'administrator',
			'second'
		);
		await connectUser( t, second );
		const { token } = ( await getConnectedUser( t.site.db, user.id ) )!;
		const registration = ( await getRegistration( t.site.db ) )!;
		expect( await cloudCheck( registration, token ) ).toEqual( {
			status: 200,
			body: { site: true, user: true },
		} );
		const secondData = ( await second.rest( v4( 'connection/data' ) ) )
			.body;
		expect( secondData.currentUser ).toMatchObject( {
			isConnected: true,
			isMaster: false,
		} );
		const refused = await admin.rest( v4( 'connection/user' ), {
			method: 'POST',
			body: { linked: false },
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.code ).toBe( 'unlink_user_failed' );
		const unlinked = await second.rest( v4( 'connection/user' ), {
			method: 'POST',
			body: { linked: false },
		} );
		expect( unlinked.body ).toEqual( {
			code: 'success',
			message: 'The user was unlinked from the cloud.',
		} );
		expect(
			( await second.rest( v4( 'connection' ) ) ).body.isUserConnected
		).toBe( false );
		expect(
			( await admin.rest( v4( 'connection' ) ) ).body.hasConnectedOwner
		).toBe( true );
		// The cloud no longer accepts the unlinked user's token.
		expect( ( await cloudCheck( registration, token ) ).body ).toEqual( {
			site: true,
			user: false,
		} );
	} );

	it( 'refuses linked=true and editors, naming the field', async () => {
		const response = await admin.rest( v4( 'connection/user' ), {
			method: 'POST',
			body: { linked: true },
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.linked ).toBe(
			'linked is not false.'
		);
		expect(
			(
				await editor.rest( v4( 'connection/user' ), {
					method: 'POST',
					body: { linked: false },
				} )
			).status
		).toBe( 403 );
	} );

	it( 'unlinks the owner, then reconnect asks for authorization again', async () => {
		const unlinked = await admin.rest( v4( 'connection/user' ), {
			method: 'POST',
			body: { linked: false },
		} );
		expect( unlinked.status ).toBe( 200 );
		expect( ( await admin.rest( v4( 'connection' ) ) ).body ).toMatchObject(
			{
				isRegistered: true,
				isUserConnected: false,
				hasConnectedOwner: false,
				isActive: false,
			}
		);
		const test = await admin.rest( v4( 'connection/test' ) );
		expect( test.body.code ).toBe( 'connection_test_failed' );
		const reconnect = await admin.rest( v4( 'connection/reconnect' ), {
			method: 'POST',
		} );
		expect( reconnect.body.status ).toBe( 'in_progress' );
		const back = await answerApproval(
			admin,
			reconnect.body.authorizeUrl,
			'approve'
		);
		expect( ( await admin.fetch( pathOf( back ) ) ).status ).toBe( 302 );
		expect( ( await admin.rest( v4( 'connection' ) ) ).body.isActive ).toBe(
			true
		);
	} );

	it( 'disconnects (editors may not), revoking the tokens at the cloud', async () => {
		const refused = await editor.rest( v4( 'connection' ), {
			method: 'POST',
			body: { isActive: false },
		} );
		expect( refused.status ).toBe( 403 );
		const wrong = await admin.rest( v4( 'connection' ), {
			method: 'POST',
			body: { isActive: true },
		} );
		expect( wrong.status ).toBe( 400 );
		expect( wrong.body.data.params.isActive ).toBe(
			'isActive is not false.'
		);
		const registration = ( await getRegistration( t.site.db ) )!;
		const owner = ( await getConnectedUser( t.site.db, 1 ) )!;
		const cloudTest = () =>
			fetch( `${ t.url }/cloud/sites/test`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Authorization: `Basic ${ Buffer.from(
						`${ registration.blogId }:${ registration.secret }`
					).toString( 'base64' ) }`,
				},
				body: JSON.stringify( { user_token: owner.token } ),
			} );
		expect( await ( await cloudTest() ).json() ).toEqual( {
			site: true,
			user: true,
		} );
		const response = await admin.rest( v4( 'connection' ), {
			method: 'POST',
			body: { isActive: false },
		} );
		expect( response.body ).toEqual( {
			code: 'success',
			message: 'The site was disconnected.',
		} );
		expect( ( await admin.rest( v4( 'connection' ) ) ).body ).toMatchObject(
			{
				isRegistered: false,
				isUserConnected: false,
				hasConnectedOwner: false,
			}
		);
		// The site credentials no longer work at the cloud.
		const revoked = await cloudTest();
		expect( revoked.status ).toBe( 401 );
		expect( ( await revoked.json() ).error ).toBe( 'invalid_client' );
		const again = await admin.rest( v4( 'connection' ), {
			method: 'POST',
			body: { isActive: false },
		} );
		expect( again.body.code ).toBe( 'disconnect_failed' );
	} );

	it( 'reconnect registers again from nothing', async () => {
		const response = await admin.rest( v4( 'connection/reconnect' ), {
			method: 'POST',
		} );
		expect( response.body.status ).toBe( 'in_progress' );
		expect(
			( await admin.rest( v4( 'connection' ) ) ).body.isRegistered
		).toBe( true );
	} );
} );
