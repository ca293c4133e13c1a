/**
 * Configuration from the environment, the first start (database created, migrated and seeded)
 * and the default upload limit.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_MAX_UPLOAD_BYTES, loadConfig } from '../../server/config';
import { migrationProvider } from '../../server/db/migrations';
import { makePng } from './support/images';
import { startTestSite } from './support/test-site';

describe( 'loadConfig', () => {
	it( 'defaults to 127.0.0.1:8888, data/ and build/ under the project, 10 MB uploads', () => {
		expect( loadConfig( {}, '/srv/site' ) ).toEqual( {
			port: 8888,
			host: '127.0.0.1',
			dataDir: path.resolve( '/srv/site/data' ),
			buildDir: path.resolve( '/srv/site/build' ),
			adminPassword: undefined,
			editorPassword: undefined,
			maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
			siteUrl: undefined,
			siteType: 'self-hosted',
			embedServices: {},
		} );
		expect( DEFAULT_MAX_UPLOAD_BYTES ).toBe( 10 * 1024 * 1024 );
	} );

	it( 'reads PORT, HOST, DATA_DIR, ADMIN_PASSWORD, EDITOR_PASSWORD, MAX_UPLOAD_BYTES and SITE_URL', () => {
		const config = loadConfig(
			{
				PORT: '9000',
				HOST: '0.0.0.0',
				DATA_DIR: '/var/lib/suite',
				ADMIN_PASSWORD: 'a',
				EDITOR_PASSWORD: 'e',
				MAX_UPLOAD_BYTES: '1024',
				SITE_URL: 'https://blocks.example/',
			},
			'/srv/site'
		);
		expect( config ).toMatchObject( {
			port: 9000,
			host: '0.0.0.0',
			dataDir: '/var/lib/suite',
			adminPassword: 'a',
			editorPassword: 'e',
			maxUploadBytes: 1024,
			siteUrl: 'https://blocks.example',
		} );
	} );

	it( 'refuses values it cannot use, naming the variable', () => {
		expect( () => loadConfig( { PORT: 'eighty' }, '/' ) ).toThrow(
			'PORT must be a whole number, got "eighty".'
		);
		expect( () => loadConfig( { MAX_UPLOAD_BYTES: '-5' }, '/' ) ).toThrow(
			'MAX_UPLOAD_BYTES must be a whole number'
		);
		expect( () => loadConfig( { SITE_URL: 'ftp://x' }, '/' ) ).toThrow(
			'SITE_URL must be an http(s) URL'
		);
		expect( () => loadConfig( { SITE_TYPE: 'hosted' }, '/' ) ).toThrow(
			'SITE_TYPE must be simple, atomic or self-hosted, got "hosted".'
		);
		expect( loadConfig( { SITE_TYPE: 'atomic' }, '/' ).siteType ).toBe(
			'atomic'
		);
	} );
} );

describe( 'first start', () => {
	it( 'creates and migrates the database (WAL mode), seeds admin, editor and a published post', async () => {
		const t = await startTestSite( {
			adminPassword: undefined,
			editorPassword: undefined,
		} );
		try {
			expect( t.site.seeded ).toEqual( {
				admin: expect.any( String ),
				editor: expect.any( String ),
			} );
			const users = await t.site.db
				.selectFrom( 'users' )
				.select( [ 'login', 'email', 'display_name', 'role' ] )
				.orderBy( 'id' )
				.execute();
			expect( users ).toEqual( [
				{
					login: 'admin',
					email: 'admin@example.com',
					display_name: 'Administrator',
					role: 'administrator',
				},
				{
					login: 'editor',
					email: 'editor@example.com',
					display_name: 'Editor',
					role: 'editor',
				},
			] );
			// The generated passwords are the ones that work, and only their hashes are stored.
			await t.signedIn( 'admin', t.site.seeded!.admin );
			await t.signedIn( 'editor', t.site.seeded!.editor );
			const hashes = await t.site.db
				.selectFrom( 'users' )
				.select( 'password_hash' )
				.execute();
			expect(
				hashes.every( ( row ) =>
					/^scrypt\$\d+\$[0-9a-f]{32}\$[0-9a-f]{128}$/.test(
						row.password_hash
					)
				)
			).toBe( true );
			const posts = await t.client().rest( '/wp/v2/posts' );
			expect( posts.body ).toHaveLength( 1 );
			expect( posts.body[ 0 ] ).toMatchObject( {
				status: 'publish',
				author: 1,
			} );
			const mode = await sql< {
				journal_mode: string;
			} >`pragma journal_mode`.execute( t.site.db );
			expect( mode.rows[ 0 ].journal_mode ).toBe( 'wal' );
			const migrations = await sql< {
				name: string;
			} >`select name from kysely_migration`.execute( t.site.db );
			expect( migrations.rows.map( ( row ) => row.name ) ).toEqual(
				Object.keys( await migrationProvider.getMigrations() ).sort()
			);
			expect( migrations.rows[ 0 ].name ).toBe( '0001-initial' );
		} finally {
			await t.close();
		}
	} );

	it( 'does not seed again on the next start', async () => {
		const first = await startTestSite();
		await first.site.close();
		const second = await startTestSite( { dataDir: first.dataDir } );
		try {
			expect( second.site.seeded ).toBeNull();
			expect(
				(
					await second.site.db
						.selectFrom( 'users' )
						.select( 'id' )
						.execute()
				).length
			).toBe( 2 );
		} finally {
			await second.close();
			await first.close().catch( () => undefined );
		}
	} );
} );

describe( 'default upload limit', () => {
	it( 'accepts an image just under 10 MB and answers 413 to one over it', async () => {
		const t = await startTestSite();
		try {
			const editor = await t.editor();
			const headers = {
				'Content-Type': 'image/png',
				'Content-Disposition': 'attachment; filename="big.png"',
			};
			const png = makePng( 2, 2 );
			const under = Buffer.concat( [
				png,
				Buffer.alloc( DEFAULT_MAX_UPLOAD_BYTES - png.length ),
			] );
			const ok = await editor.rest( '/wp/v2/media', {
				method: 'POST',
				body: under,
				headers,
			} );
			expect( ok.status ).toBe( 201 );
			expect( ok.body.media_details.filesize ).toBe(
				DEFAULT_MAX_UPLOAD_BYTES
			);
			const over = await editor.rest( '/wp/v2/media', {
				method: 'POST',
				body: Buffer.concat( [ under, Buffer.alloc( 1 ) ] ),
				headers,
			} );
			expect( over.status ).toBe( 413 );
			expect( over.body.message ).toBe(
				'This file is too big. Files must be less than 10 MB in size.'
			);
		} finally {
			await t.close();
		}
	} );
} );
