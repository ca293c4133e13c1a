/**
 * First-start content: the administrator `admin`, the editor `editor` and one published post.
 * Runs only when the users table is empty; returns the passwords it generated so they can be
 * printed once.
 */
import { generatePassword } from '../auth/passwords';
import { countUsers, createUser } from '../auth/users';
import { insertPost } from '../posts/posts-repo';
import type { Kysely } from 'kysely';
import type { Database, SiteDb } from './schema';
import { inTransaction } from './transaction';

export type SeedOptions = { adminPassword?: string; editorPassword?: string };
export type SeedResult = { admin: string; editor: string } | null;

export const SAMPLE_POST_CONTENT = `<!-- wp:paragraph -->
<p>Welcome to the block suite's own site. This post was created when the site first started: edit it or write a new one from the dashboard.</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading">What is here</h2>
<!-- /wp:heading -->

<!-- wp:list -->
<ul class="wp-block-list"><!-- wp:list-item -->
<li>The block editor at <code>/wp-admin/post-new.php</code></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>The REST API under <code>/wp-json/</code></li>
<!-- /wp:list-item --></ul>
<!-- /wp:list -->`;

export async function seedIfEmpty(
	db: SiteDb,
	options: SeedOptions
): Promise< SeedResult > {
	if ( ( await countUsers( db ) ) > 0 ) {
		return null;
	}
	try {
		return await inTransaction( db, ( trx ) => seed( trx, options ) );
	} catch ( error ) {
		// Another site process sharing the database seeded it first.
		if ( ( await countUsers( db ) ) > 0 ) {
			return null;
		}
		throw error;
	}
}

async function seed(
	db: Kysely< Database >,
	options: SeedOptions
): Promise< SeedResult > {
	if ( ( await countUsers( db ) ) > 0 ) {
		return null;
	}
	const passwords = {
		admin: options.adminPassword ?? generatePassword(),
		editor: options.editorPassword ?? generatePassword(),
	};
	const admin = await createUser( db, {
		login: 'admin',
		email: 'admin@example.com',
		displayName: 'Administrator',
		password: passwords.admin,
		role: 'administrator',
	} );
	await createUser( db, {
		login: 'editor',
		email: 'editor@example.com',
		displayName: 'Editor',
		password: passwords.editor,
		role: 'editor',
	} );
	await insertPost( db, {
		type: 'post',
		status: 'publish',
		title: 'Hello from the block suite',
		content: SAMPLE_POST_CONTENT,
		excerpt: '',
		authorId: admin.id,
	} );
	return passwords;
}
