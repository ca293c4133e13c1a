/**
 * Each error class of the catalogue (§8) against a tiny real HTTP server: 404, 500 with a JSON
 * error, a non-JSON error page, a redirect to a 404, a non-JSON body (also after a redirect)
 * and a refused connection; every one is an ApiError.
 */
import {
	Api404AfterRedirectError,
	Api404Error,
	ApiError,
	createApiClient,
	errorReason,
	FetchNetworkError,
	JsonParseAfterRedirectError,
	JsonParseError,
} from '../../api-client';
import { closedPort, rejection } from './support/tiny-api-server';
import { tinyApiForThisFile } from './support/tiny-api-client';

const served = tinyApiForThisFile();

describe( 'errors', () => {
	it( '404 gives Api404Error with the server message', async () => {
		const error = await rejection( served.api.fetchModule( 'nothing' ) );
		expect( error ).toBeInstanceOf( Api404Error );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toBeInstanceOf( Error );
		expect( error ).not.toBeInstanceOf( Api404AfterRedirectError );
		expect( error.name ).toBe( 'Api404Error' );
		expect( error.status ).toBe( 404 );
		expect( error.message ).toBe(
			'No route was found matching the URL and request method. (Status 404)'
		);
	} );

	it( '500 with a JSON error gives ApiError with the parsed body', async () => {
		const error = await rejection( served.api.requester.get( 'boom' ) );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).not.toBeInstanceOf( Api404Error );
		expect( error.name ).toBe( 'ApiError' );
		expect( error.message ).toBe(
			'The database is unavailable. (Status 500)'
		);
		expect( error.reason ).toBe( 'The database is unavailable.' );
		expect( errorReason( error ) ).toBe( 'The database is unavailable.' );
		expect( error.status ).toBe( 500 );
		expect( error.code ).toBe( 'db_error' );
		expect( error.response ).toEqual( {
			code: 'db_error',
			message: 'The database is unavailable.',
			data: { status: 500 },
		} );
		expect( error.body ).toBe( error.response );
	} );

	it( 'a non-JSON error page gives ApiError with the status text and the text body', async () => {
		const error = await rejection( served.api.requester.get( 'gateway' ) );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe( 'Bad Gateway (Status 502)' );
		expect( error.body ).toBe( '<h1>Bad gateway</h1>' );
	} );

	it( 'a redirect to a 404 gives Api404AfterRedirectError', async () => {
		const error = await rejection( served.api.requester.get( 'moved' ) );
		expect( error ).toBeInstanceOf( Api404AfterRedirectError );
		expect( error ).toBeInstanceOf( Api404Error );
		expect( error.name ).toBe( 'Api404AfterRedirectError' );
		expect( error.redirectUrl ).toBe( `${ served.base }/gone` );
		expect( error.message ).toBe( 'Not Found (Status 404)' );
	} );

	it( 'a body that is not JSON gives JsonParseError', async () => {
		const error = await rejection( served.api.requester.get( 'html' ) );
		expect( error ).toBeInstanceOf( JsonParseError );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).not.toBeInstanceOf( JsonParseAfterRedirectError );
		expect( error.name ).toBe( 'JsonParseError' );
		expect( error.status ).toBe( 200 );
		expect( error.text ).toBe( '<html>not json</html>' );
	} );

	it( 'a non-JSON body after a redirect gives JsonParseAfterRedirectError', async () => {
		const error = await rejection(
			served.api.requester.post( 'to-login', {} )
		);
		expect( error ).toBeInstanceOf( JsonParseAfterRedirectError );
		expect( error ).toBeInstanceOf( JsonParseError );
		expect( error.name ).toBe( 'JsonParseAfterRedirectError' );
		expect( error.redirectUrl ).toBe( `${ served.base }/login` );
	} );

	it( 'a refused connection gives FetchNetworkError', async () => {
		const port = await closedPort();
		const offline = createApiClient( {
			apiRoot: `http://127.0.0.1:${ port }/wp-json/`,
			nonce: 'n',
		} );
		const error = await rejection( offline.fetchConnectionStatus() );
		expect( error ).toBeInstanceOf( FetchNetworkError );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.status ).toBe( 0 );
		expect( error.name ).toBe( 'FetchNetworkError' );
		expect( error.url ).toMatch(
			new RegExp(
				`^http://127.0.0.1:${ port }/wp-json/jetpack/v4/connection\\?`
			)
		);
		expect( error.cause.name ).toBe( 'TypeError' );
		expect( error.message ).toContain(
			'failed before any answer arrived: fetch failed'
		);
	} );
} );
